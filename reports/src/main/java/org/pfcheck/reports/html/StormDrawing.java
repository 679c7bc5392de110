package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.num;
import static org.pfcheck.reports.html.Html.text;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.storm.Storm;
import org.pfcheck.model.Network;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;

/**
 * Draws a pause storm over the fabric as inline SVG: the switches it pauses outlined in red, the source
 * host filled red, the hosts it pauses amber, and each paused port as an arrow in the direction the
 * pauses travel, from the end that pauses to the port that stops sending (red: as long as the storm
 * lasts; dashed amber: until a watchdog or the NIC's watchdog acts, the time in its title). Only the
 * neighbourhood of the first switches the storm reaches is drawn; the rest is counted. Stateless.
 */
final class StormDrawing {
  private StormDrawing() {
  }

  /** The drawing's layout: the storm's first {@code maxSwitches} switches and its first hosts. */
  static Layout layout(Topology t, Storm s, int maxSwitches, int maxHosts) {
    Set<String> core = new LinkedHashSet<>(s.switches().subList(0, Math.min(maxSwitches, s.switches().size())));
    Set<String> hosts = new LinkedHashSet<>();
    s.source().host().ifPresent(hosts::add);
    s.hosts().forEach(h -> hosts.add(h.host()));
    return Layout.of(t, Neighbourhood.around(t, core, hosts, core, maxSwitches, maxHosts));
  }

  /** The SVG of {@code s} over {@code layout}, in the fabric {@code n}. */
  static String svg(Network n, Storm s, Layout layout) {
    StringBuilder out = new StringBuilder();
    CycleDrawing.open(out, "storm", layout, "Pause storm from " + s.source() + ": " + s.ports().size()
        + " ports paused on " + s.switches().size() + " switches", List.of("pause", "bounded"));
    CycleDrawing.links(out, layout, false);
    out.append("<g class=\"nodes\">\n");
    Map<String, String> pausedHosts = new HashMap<>();
    s.hosts().forEach(h -> pausedHosts.merge(h.host(), duration(h.millis()), (a, b) -> a));
    for (Layout.Node node : layout.nodes) {
      boolean source = node.host() && s.source().host().map(node.name()::equals).orElse(false);
      String paused = node.host() ? pausedHosts.get(node.name()) : null;
      CycleDrawing.node(out, node, source ? "\nthe storm's source" : paused != null ? "\npaused " + paused : "",
          source ? " storm" : paused != null ? " paused" : "");
    }
    out.append("</g>\n<g class=\"pauses\">\n");
    Map<String, String> far = farEnds(n);
    for (Storm.Paused p : s.ports()) {
      Layout.Node sender = layout.switchNode(p.at().switchName());
      String end = far.get(p.at().switchName() + "\u0000" + p.at().port());
      Layout.Node pauser = end == null ? null : end.startsWith("host:") ? layout.byName.get(Layout.Key.ofHost(
          end.substring(5))) : layout.switchNode(end);
      if (sender != null && pauser != null && sender != pauser) {
        arrow(out, pauser, sender, p);
      }
    }
    out.append("</g>\n</svg>");
    return out.toString();
  }

  private static void arrow(StringBuilder out, Layout.Node from, Layout.Node to, Storm.Paused p) {
    String c = p.millis().isPresent() ? "pause bounded" : "pause";
    double[] a = CycleDrawing.exit(from, to.x(), to.y());
    double[] b = CycleDrawing.exit(to, from.x(), from.y());
    out.append("<g class=\"paused-port\"><title>").append(text(p.at() + " paused " + duration(p.millis())
        + " by " + from.name())).append("</title><path class=\"edge ").append(c).append("\" d=\"M").append(num(a[0]))
        .append(',').append(num(a[1])).append(" L").append(num(b[0])).append(',').append(num(b[1]))
        .append("\" marker-end=\"url(#arrow-storm-").append(p.millis().isPresent() ? "bounded" : "pause")
        .append(")\"/></g>\n");
  }

  /** Switch and port to what the port faces: a switch's name, or {@code host:NAME}. */
  private static Map<String, String> farEnds(Network n) {
    Map<String, String> out = new HashMap<>();
    for (Link l : n.links()) {
      out.put(l.a().node() + "\u0000" + l.a().port(), l.b().node());
      out.put(l.b().node() + "\u0000" + l.b().port(), l.a().node());
    }
    for (Host h : n.hosts()) {
      for (Attachment a : h.attachments()) {
        out.put(a.switchName() + "\u0000" + a.port(), "host:" + h.name());
      }
    }
    return out;
  }

  static String duration(java.util.OptionalLong millis) {
    return millis.isPresent() ? "for at most " + Amounts.millis(millis.getAsLong()) : "as long as the storm lasts";
  }
}
