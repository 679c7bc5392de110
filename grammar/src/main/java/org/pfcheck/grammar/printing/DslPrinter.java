package org.pfcheck.grammar.printing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.qos.TcMap;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.scenario.Timers;
import org.pfcheck.model.text.PfcText;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Prefix;
import org.pfcheck.model.topology.RoutedPorts;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.TierOrder;
import org.pfcheck.model.topology.Vlan;

/**
 * Prints a {@link Network} as canonical {@code .pfc} text that {@link PfcReader} reads back to an
 * equal network. Everything is explicit: each switch, host and link on its own line, with its ports
 * and addresses, and each switch with its own MAC-miss policy and flood domain (no {@code default}
 * statements, no templates, no ranges); settings equal to the language's defaults are left out.
 * Stateless.
 *
 * <p>Networks the language cannot express print as close as it can: a VLAN without member ports is
 * left out, and a host's first attachment is printed as its active one.
 */
public final class DslPrinter {
  private DslPrinter() {}

  /** The canonical text of {@code n}, one statement per line, grouped by section. */
  public static String print(Network n) {
    StringBuilder out = new StringBuilder(64 + 80 * (n.switches().size() + n.hosts().size() + n.links().size()));
    out.append(PfcText.comment(n.name() + ": printed by pfcheck, every port and address explicit")).append('\n');
    out.append("network ").append(n.name()).append('\n');
    if (!n.tiers().equals(TierOrder.DEFAULT)) {
      out.append("tiers ").append(tiers(n.tiers())).append('\n');
    }
    if (n.routing().mode() != Routing.DEFAULT.mode()) {
      out.append("routing up-down\n");
    }
    Timers t = n.timers();
    if (t.arpSeconds() != Timers.DEFAULT.arpSeconds() || t.macSeconds() != Timers.DEFAULT.macSeconds()) {
      out.append("timers arp ").append(Amounts.seconds(t.arpSeconds())).append(" mac ").append(Amounts.seconds(t.macSeconds()))
          .append('\n');
    }
    qos(n.qos(), out);
    section(out, "topology");
    Map<String, Switch> switches = new HashMap<>();
    for (Switch s : n.switches()) {
      switches.putIfAbsent(s.name(), s);
      switchLine(s, out);
    }
    for (Host h : n.hosts()) {
      hostLine(h, switches, out);
    }
    for (Link l : n.links()) {
      out.append("link ").append(link(l.a(), l.b())).append('\n');
    }
    for (Vlan v : n.vlans()) {
      if (!v.ports().isEmpty()) {
        vlanLine(v, out);
      }
    }
    for (RoutedPorts r : n.routed()) {
      if (!r.ports().isEmpty()) {
        out.append("routed ").append(r.switchName()).append(" ports ").append(String.join(", ", r.ports())).append('\n');
      }
    }
    for (Lag l : n.lags()) {
      if (!l.members().isEmpty()) {
        out.append("lag ").append(l.switchName()).append(' ').append(l.name()).append(" ports ")
            .append(String.join(", ", l.members())).append('\n');
      }
    }
    forwarding(n, out);
    traffic(n, out);
    scenario(n.scenario(), n.space(), out);
    HazardPrinter.print(n.hazards(), out);
    return out.toString();
  }

  /** The statement that declares {@code s} with its own settings, without a line break. */
  public static String statement(Switch s) {
    return line(out -> switchLine(s, out));
  }

  /** The statement of {@code r}, without a line break. */
  public static String statement(Route r) {
    return line(out -> routeLine(r, out));
  }

  /** The statement of {@code r}, without a line break. */
  public static String statement(RewriteRule r) {
    return line(out -> rewriteLine(r, out));
  }

  /** The statement of {@code s}, without a line break. */
  public static String statement(PfcSetting s) {
    return line(out -> pfcLine(s, out));
  }

  /** The statement of {@code v} (which has member ports), without a line break. */
  public static String statement(Vlan v) {
    return line(out -> vlanLine(v, out));
  }

  /** The {@code lossless} statement of {@code qos}'s lossless priorities (some), without a line break. */
  public static String losslessStatement(Qos qos) {
    return "lossless " + numbers(qos.lossless());
  }

  private static String line(java.util.function.Consumer<StringBuilder> print) {
    StringBuilder out = new StringBuilder(64);
    print.accept(out);
    return out.toString().strip();
  }

  private static void section(StringBuilder out, String title) {
    out.append('\n').append(PfcText.comment(title)).append('\n');
  }

  private static String tiers(TierOrder order) {
    TreeMap<Integer, List<String>> byLevel = new TreeMap<>();
    order.levels().forEach((name, level) -> byLevel.computeIfAbsent(level, k -> new ArrayList<>()).add(name));
    return byLevel.values().stream().map(names -> String.join(" = ", names)).collect(Collectors.joining(" < "));
  }

  private static void qos(Qos qos, StringBuilder out) {
    if (!qos.lossless().isEmpty()) {
      out.append(losslessStatement(qos)).append('\n');
    }
    TreeMap<Integer, SortedSet<Integer>> byPriority = new TreeMap<>();
    qos.dscpToPriority().forEach((d, p) -> byPriority.computeIfAbsent(p, k -> new TreeSet<>()).add(d));
    byPriority.forEach((p, dscps) -> out.append("dscp ").append(ranges(dscps)).append(" -> ").append(p).append('\n'));
    for (PfcSetting s : qos.pfc()) {
      pfcLine(s, out);
    }
    for (DscpMap m : qos.dscpMaps()) {
      map(out, "dscp-map", m.name(), m.entries(), m.defaultTc());
    }
    for (TcMap m : qos.tcMaps()) {
      map(out, "tc-map", m.name(), m.entries(), m.defaultPg());
    }
    for (Classification c : qos.classifications()) {
      out.append("classify ").append(c.switchName());
      switch (c.scope()) {
        case PORTS -> out.append(" port ").append(String.join(", ", c.ports()));
        case TUNNEL -> out.append(" tunnel");
        case SWITCH -> { }
      }
      c.dscpMap().ifPresent(m -> out.append(" dscp-map ").append(m));
      c.tcMap().ifPresent(m -> out.append(" tc-map ").append(m));
      out.append('\n');
    }
  }

  /** A map's entries, keys with the same value in a row as a range, and its default. */
  private static void map(StringBuilder out, String keyword, String name, SortedMap<Integer, Integer> entries,
      OptionalInt fallback) {
    List<String> parts = new ArrayList<>();
    Integer start = null;
    Integer prev = null;
    for (Map.Entry<Integer, Integer> e : entries.entrySet()) {
      if (prev != null && e.getKey() == prev + 1 && e.getValue().equals(entries.get(prev))) {
        prev = e.getKey();
        continue;
      }
      if (start != null) {
        parts.add(range(start, prev) + " -> " + entries.get(start));
      }
      start = e.getKey();
      prev = e.getKey();
    }
    if (start != null) {
      parts.add(range(start, prev) + " -> " + entries.get(start));
    }
    fallback.ifPresent(d -> parts.add("default " + d));
    out.append(keyword).append(' ').append(name).append(' ').append(String.join(", ", parts)).append('\n');
  }

  private static String range(int start, int end) {
    return start == end ? "" + start : start + ".." + end;
  }

  private static void pfcLine(PfcSetting s, StringBuilder out) {
    out.append("pfc ").append(s.switchName());
    s.port().ifPresent(p -> out.append(" port ").append(p));
    out.append(s.priorities().isEmpty() ? " off" : " priorities " + numbers(s.priorities()))
        .append(s.asymmetric() ? " asymmetric" : "").append('\n');
  }

  private static void vlanLine(Vlan v, StringBuilder out) {
    out.append("vlan ").append(v.id()).append(" at ").append(v.switchName()).append(" ports ")
        .append(String.join(", ", v.ports())).append('\n');
  }

  private static String numbers(SortedSet<Integer> values) {
    return values.stream().map(String::valueOf).collect(Collectors.joining(", "));
  }

  private static String ranges(SortedSet<Integer> values) {
    List<String> parts = new ArrayList<>();
    Integer start = null;
    Integer prev = null;
    for (int v : values) {
      if (prev != null && v == prev + 1) {
        prev = v;
        continue;
      }
      if (start != null) {
        parts.add(start.equals(prev) ? "" + start : start + ".." + prev);
      }
      start = v;
      prev = v;
    }
    if (start != null) {
      parts.add(start.equals(prev) ? "" + start : start + ".." + prev);
    }
    return String.join(", ", parts);
  }

  private static void switchLine(Switch s, StringBuilder out) {
    out.append("switch ").append(s.name());
    s.tier().ifPresent(t -> out.append(" tier ").append(t));
    if (!s.subnets().isEmpty()) {
      out.append(" subnet ").append(s.subnets().stream().map(Prefix::toString).collect(Collectors.joining(", ")));
    }
    if (s.onMacMiss() == MacMissPolicy.DROP_LOSSLESS) {
      out.append(" on-mac-miss drop-lossless");
    }
    if (!s.floodDomain().allPorts()) {
      out.append(" flood-domain vlan ").append(s.floodDomain().vlan());
    }
    out.append('\n');
  }

  private static void hostLine(Host h, Map<String, Switch> switches, StringBuilder out) {
    List<Attachment> as = h.attachments();
    out.append("host ").append(h.name()).append(" at ").append(as.get(0).switchName()).append(" port ")
        .append(as.get(0).port());
    if (h.address().isPresent()) {
      out.append(" ip ").append(h.address().get());
    } else {
      Optional<Switch> sw = Optional.ofNullable(switches.get(as.get(0).switchName()));
      if (sw.map(s -> !s.subnets().isEmpty()).orElse(false)) {
        out.append(" ip none");
      }
    }
    for (Attachment a : as.subList(1, as.size())) {
      out.append(" standby ").append(a.switchName()).append(" port ").append(a.port());
    }
    if (h.outside()) {
      out.append(" outside");
    }
    out.append('\n');
  }

  private static String link(Endpoint a, Endpoint b) {
    return a.node() + ":" + a.port() + " -- " + b.node() + ":" + b.port();
  }

  private static void forwarding(Network n, StringBuilder out) {
    if (n.routes().isEmpty() && n.rewrites().isEmpty()) {
      return;
    }
    section(out, "forwarding");
    for (Route r : n.routes()) {
      routeLine(r, out);
    }
    for (RewriteRule r : n.rewrites()) {
      rewriteLine(r, out);
    }
  }

  private static void routeLine(Route r, StringBuilder out) {
    out.append("route ").append(r.switchName()).append(' ').append(r.prefix())
        .append(r.drops() ? " drop" : " via " + String.join(", ", r.via())).append('\n');
  }

  private static void rewriteLine(RewriteRule r, StringBuilder out) {
    out.append(r.dscp() ? "rewrite dscp " : "rewrite ").append(r.from()).append(" -> ").append(r.to());
    clause(out, "at", r.at());
    clause(out, "from", r.ingress());
    clause(out, "to", r.egress());
    if (r.on() != RewriteRule.On.ANY) {
      out.append(" on ").append(r.on().name().toLowerCase(java.util.Locale.ROOT));
    }
    out.append('\n');
  }

  private static void clause(StringBuilder out, String keyword, Selector s) {
    if (!(s instanceof Selector.Any)) {
      out.append(' ').append(keyword).append(' ').append(s);
    }
  }

  private static void traffic(Network n, StringBuilder out) {
    if (n.traffic().flows().isEmpty()) {
      return;
    }
    section(out, "traffic");
    for (Flow f : n.traffic().flows()) {
      out.append("flow ").append(f.src()).append(" -> ").append(f.dst())
          .append(f.dscp() >= 0 ? " dscp " + f.dscp() : " priority " + f.priority()).append('\n');
    }
  }

  private static void scenario(Scenario s, Optional<ScenarioSpace> space, StringBuilder out) {
    if (s.healthy() && space.isEmpty()) {
      return;
    }
    section(out, "scenario");
    s.linksDown().forEach(d -> out.append("down ").append(link(d.a(), d.b())).append('\n'));
    s.deadHosts().forEach(d -> out.append("dead ").append(d.host()).append('\n'));
    s.macMissing().forEach(m -> out.append("mac-missing ").append(m.host()).append(" at ").append(m.switchName())
        .append('\n'));
    space.ifPresent(sp -> {
      out.append("space links-down <= ").append(sp.maxLinksDown());
      if (!sp.linkCandidates().isEmpty()) {
        out.append(" among ").append(sp.linkCandidates().stream().map(d -> link(d.a(), d.b()))
            .collect(Collectors.joining(", ")));
      }
      out.append("\nspace dead-hosts <= ").append(sp.maxDeadHosts());
      if (!sp.hostCandidates().isEmpty()) {
        out.append(" among ").append(String.join(", ", sp.hostCandidates()));
      }
      out.append('\n');
    });
  }
}
