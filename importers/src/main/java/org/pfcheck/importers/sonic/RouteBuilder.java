package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.SonicFabric.HostNode;
import org.pfcheck.importers.sonic.SonicFabric.LinkEdge;
import org.pfcheck.importers.sonic.SonicFabric.RouteLine;
import org.pfcheck.importers.sonic.L3Config.Address;
import org.pfcheck.importers.sonic.L3Config.StaticRoute;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * The explicit routes of the fabric. BGP is not simulated: derived routing ({@code --routing}) stands for
 * the routes BGP learns to the servers' subnets, which each ToR announces. Two kinds of route are
 * emitted on top of it:
 * <ul>
 *   <li>{@code STATIC_ROUTE}s that win over what BGP learns for some server: a static route is preferred
 *       to a BGP route of the same length (distance 1 against 20), a longer prefix wins anyway. One
 *       shorter than every server subnet it covers never applies to servers' traffic and is left out
 *       (PFC413); one that covers no server does not matter to the analysis.</li>
 *   <li>The subnet of a dual-ToR pair's servers, which both ToRs announce: the switches linked to them
 *       route it to both (ECMP), as BGP does, so that the standby ToR receives traffic to bounce.</li>
 * </ul>
 * A next hop that resolves to no port of the fabric is a PFC409. Stateless.
 */
final class RouteBuilder {
  private RouteBuilder() {}

  static List<RouteLine> routes(SonicFabric f, SonicFabricIndex index, Diagnostics diagnostics) {
    List<RouteLine> out = new ArrayList<>();
    for (Device d : f.devices().values()) {
      for (StaticRoute r : d.l3().routes()) {
        staticRoute(f, index, d, r, diagnostics).ifPresent(out::add);
      }
    }
    out.addAll(shared(f, index, out));
    return out;
  }

  private static Optional<RouteLine> staticRoute(SonicFabric f, SonicFabricIndex index, Device d, StaticRoute r,
      Diagnostics diagnostics) {
    java.util.Collection<HostNode> covered = index.hostsIn(r.prefix());
    if (covered.isEmpty()) {
      return Optional.empty();
    }
    boolean beats = covered.stream().allMatch(h -> r.prefix().length() >= announced(index, h).map(Prefix::length)
        .orElse(0));
    if (!beats) {
      diagnostics.report(Code.PFC413, r.entry().keySpan(), r.entry().id() + " is less specific than the server subnets"
          + " it covers, which the ToRs announce (BGP): it never applies to servers' traffic and is left out", "");
      return Optional.empty();
    }
    List<String> via = new ArrayList<>();
    if (!r.blackhole()) {
      int paths = Math.max(r.nexthops().size(), r.ifnames().size());
      for (int k = 0; k < paths; k++) {
        String hop = k < r.nexthops().size() ? r.nexthops().get(k) : "0.0.0.0";
        String iface = k < r.ifnames().size() ? r.ifnames().get(k) : "";
        Optional<String> port = resolve(f, index, d, hop, iface);
        if (port.isEmpty()) {
          diagnostics.report(Code.PFC409, r.entry().at(k < r.nexthops().size() ? "nexthop" : "ifname"), r.entry().id()
              + " next hop " + hop + (iface.isEmpty() ? "" : " (" + iface + ")") + " is not a port of the fabric that"
              + " pfcheck models", "route via an address of a routed port's or port-channel's subnet, or a server");
          return Optional.empty();
        }
        if (!via.contains(port.get())) {
          via.add(port.get());
        }
      }
    }
    return Optional.of(new RouteLine(d.hostname(), r.prefix(), via, List.of(r.entry().from()), ""));
  }

  /** The local port or port-channel a next hop leaves by. */
  private static Optional<String> resolve(SonicFabric f, SonicFabricIndex index, Device d, String hop, String iface) {
    if (!iface.isEmpty() && !iface.startsWith("Vlan") && f.inModel(d.hostname(), iface)) {
      return Optional.of(iface);
    }
    Ipv4 ip;
    try {
      ip = Ipv4.parse(hop);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    for (Address a : d.l3().addresses()) {
      if (a.subnet().contains(ip) && !a.iface().startsWith("Loopback")) {
        if (!a.iface().startsWith("Vlan")) {
          return f.inModel(d.hostname(), a.iface()) ? Optional.of(a.iface()) : Optional.empty();
        }
        return index.host(ip).stream().flatMap(h -> h.attachments().stream())
            .filter(at -> at.device().equals(d.hostname())).map(SonicFabric.Attach::port).findFirst();
      }
    }
    return Optional.empty();
  }

  /** The subnet {@code h}'s active switch announces for it. */
  static Optional<Prefix> announced(SonicFabricIndex index, HostNode h) {
    return index.subnets(h.attachments().get(0).device()).stream().map(Address::subnet)
        .filter(p -> h.address().map(p::contains).orElse(false)).findFirst();
  }

  /** Routes to the subnets of dual-homed servers that several switches announce, at the switches linked to them. */
  private static List<RouteLine> shared(SonicFabric f, SonicFabricIndex index, List<RouteLine> explicit) {
    Map<Prefix, Map<String, Provenance>> announcers = new LinkedHashMap<>();
    for (Device d : f.devices().values()) {
      for (Address a : index.subnets(d.hostname())) {
        announcers.computeIfAbsent(a.subnet(), k -> new LinkedHashMap<>()).putIfAbsent(d.hostname(), a.from());
      }
    }
    List<RouteLine> out = new ArrayList<>();
    announcers.forEach((prefix, by) -> {
      boolean dualHomed = index.hostsIn(prefix).stream().anyMatch(h -> h.attachments().size() > 1);
      if (by.size() < 2 || !dualHomed) {
        return;
      }
      Map<String, Set<String>> towards = new LinkedHashMap<>();
      for (LinkEdge l : by.keySet().stream().flatMap(a -> index.links(a).stream()).distinct().toList()) {
        if (by.containsKey(l.b()) && !by.containsKey(l.a())) {
          towards.computeIfAbsent(l.a(), k -> new LinkedHashSet<>()).add(f.names().get(l.b()));
        }
        if (by.containsKey(l.a()) && !by.containsKey(l.b())) {
          towards.computeIfAbsent(l.b(), k -> new LinkedHashSet<>()).add(f.names().get(l.a()));
        }
      }
      towards.forEach((device, via) -> {
        boolean configured = explicit.stream().anyMatch(r -> r.device().equals(device) && r.prefix().equals(prefix));
        if (!configured) {
          out.add(new RouteLine(device, prefix, List.copyOf(via), List.copyOf(by.values()),
              "announced by " + String.join(", ", by.keySet()) + " (BGP assumed)"));
        }
      });
    });
    return out;
  }
}
