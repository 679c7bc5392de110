package org.pfcheck.importers.ib;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * The statements of an imported subnet: a switch per switch node, a host per cabled channel-adapter or
 * router port (and per switch management port when switch LIDs are destinations), a link per cable
 * between switches, and the routes of the tables when there are tables; with the checks that need the
 * whole subnet (a cable to a node the dump never describes, two end points cabled together, an end point
 * without a LID where tables route by LID). Stateless.
 */
final class Assembly {
  private Assembly() {}

  /**
   * What is printed, section by section. Immutable.
   *
   * @param tiers the {@code tiers} statement for up-down, or ""
   * @param assumptions sentences for the header about what was assumed
   */
  record Assembled(String tiers, List<String> assumptions, List<Statement> switches, List<Statement> hosts,
      List<Statement> links, List<Statement> routed, List<Statement> routes, int endPoints, int destinations) {}

  /**
   * The tables to follow, with the name of the file they were read from and the switches named on its
   * lines that could not be read.
   */
  record Tables(String file, Map<String, Lft> lfts, java.util.Set<String> unsure) {}

  static Assembled of(Subnet subnet, Optional<Tables> tables, IbOptions options, Diagnostics diagnostics) {
    List<End> endPoints = endPoints(subnet, diagnostics);
    IbNames names = IbNames.of(subnet, endPoints, options.switchLids());
    Map<End, Lid> lids = subnet.lidsByPort();
    List<RouteLines.Destination> destinations = new ArrayList<>();
    List<Statement> hosts = new ArrayList<>();
    Map<End, End> peers = subnet.peers();
    for (End e : endPoints) {
      Node n = subnet.nodes().get(e.node());
      Lid lid = lids.get(e);
      End at = peers.get(e);
      hosts.add(new Statement("host " + names.hostName(e) + " at " + names.switchName(at.node()) + " port " + names.port(at)
          + (lid == null ? "" : " ip " + RouteLines.address(lid.value())), describe(n, e, lid), n.span()));
      if (lid != null) {
        destinations.add(new RouteLines.Destination(e, lid.value(), names.hostName(e)));
      } else if (tables.isPresent()) {
        diagnostics.report(Code.PFC452, n.span(), "port " + e.port() + " of " + n.type() + " 0x" + n.key()
            + " has no LID, so no table can route to it", "dump the subnet after the subnet manager has assigned LIDs");
      }
    }
    if (options.switchLids()) {
      for (Node sw : subnet.nodesOf(Node.Kind.SWITCH)) {
        End port0 = End.numbered(sw.key(), 0);
        Lid lid = lids.get(port0);
        hosts.add(new Statement("host " + names.hostName(port0) + " at " + names.switchName(sw.key()) + " port P0"
            + (lid == null ? "" : " ip " + RouteLines.address(lid.value())), "the switch itself: management port 0"
            + (lid == null ? "" : ", LID " + Lid.hex(lid.value())), sw.span()));
        if (lid != null) {
          destinations.add(new RouteLines.Destination(port0, lid.value(), names.hostName(port0)));
        }
      }
    }
    destinations.sort(Comparator.comparingInt(RouteLines.Destination::lid));
    List<String> assumptions = new ArrayList<>(subnet.notes());
    Map<String, String> tier = tables.isEmpty() && options.routing() == org.pfcheck.model.forwarding.Routing.Mode.UP_DOWN
        ? IbTiers.of(subnet, names, options.roots(), endPoints, peers, assumptions, diagnostics) : Map.of();
    List<Statement> switches = new ArrayList<>();
    for (Node sw : subnet.nodesOf(Node.Kind.SWITCH)) {
      String t = tier.get(sw.key());
      switches.add(new Statement("switch " + names.switchName(sw.key()) + (t == null ? "" : " tier " + t),
          describe(sw, null, lids.get(End.numbered(sw.key(), 0))), sw.span()));
    }
    List<Statement> links = new ArrayList<>();
    // an InfiniBand switch forwards by its tables and never bridges or floods: its links are routed ports
    Map<String, List<String>> routedPorts = new java.util.LinkedHashMap<>();
    for (IbLink l : subnet.links()) {
      Node a = subnet.nodes().get(l.a().node());
      Node b = subnet.nodes().get(l.b().node());
      if (a != null && b != null && a.kind() == Node.Kind.SWITCH && b.kind() == Node.Kind.SWITCH) {
        links.add(new Statement("link " + names.switchName(a.key()) + ":" + names.port(l.a()) + " -- "
            + names.switchName(b.key()) + ":" + names.port(l.b()), where(l.span()), l.span()));
        routedPorts.computeIfAbsent(names.switchName(a.key()), k -> new ArrayList<>()).add(names.port(l.a()));
        routedPorts.computeIfAbsent(names.switchName(b.key()), k -> new ArrayList<>()).add(names.port(l.b()));
      }
    }
    List<Statement> routed = new ArrayList<>();
    routedPorts.forEach((sw, ports) -> routed.add(new Statement("routed " + sw + " ports "
        + String.join(", ", ports.stream().distinct().toList()), "")));
    List<Statement> routes = tables.map(t -> RouteLines.of(subnet, t, names, destinations, diagnostics))
        .orElse(List.of());
    return new Assembled(IbTiers.statement(tier), assumptions, switches, hosts, links, routed, routes, endPoints.size(),
        destinations.size());
  }

  /** The cabled ports of channel adapters and routers, in cable order; reports cables that cannot be represented. */
  private static List<End> endPoints(Subnet subnet, Diagnostics diagnostics) {
    List<End> out = new ArrayList<>();
    for (IbLink l : subnet.links()) {
      Node a = subnet.nodes().get(l.a().node());
      Node b = subnet.nodes().get(l.b().node());
      if (a == null || b == null) {
        String missing = (a == null ? l.a() : l.b()).node();
        if (subnet.unsure().contains(missing)) {
          continue;
        }
        diagnostics.report(Code.PFC453, l.span(), "a cable to " + missing + ", a node the dump does not describe",
            "give the whole dump");
      } else if (a.kind().endPoint() && b.kind().endPoint()) {
        diagnostics.report(Code.PFC459, l.span(), "a cable between two end points (" + a.type() + " " + a.key() + " and "
            + b.type() + " " + b.key() + ") with no switch between them", "pfcheck models hosts attached to switches");
      } else if (a.kind().endPoint() || b.kind().endPoint()) {
        out.add(a.kind().endPoint() ? l.a() : l.b());
      }
    }
    return out;
  }

  private static String describe(Node n, End port, Lid lid) {
    StringBuilder s = new StringBuilder(n.key().length() == 16 && n.key().equals(Hex.guid(n.key())) ? "0x" + n.key()
        : n.type());
    if (port != null) {
      s.append(" port ").append(port.port());
    }
    if (lid != null) {
      s.append(" LID ").append(Lid.hex(lid.value()));
    }
    if (!n.description().isEmpty()) {
      s.append(" \"").append(n.description()).append('"');
    }
    return s.append(' ').append(where(n.span())).toString();
  }

  private static String where(SourceSpan span) {
    return span.file() + ":" + span.line();
  }
}
