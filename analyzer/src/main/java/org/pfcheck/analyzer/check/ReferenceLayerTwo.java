package org.pfcheck.analyzer.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.RoutedPorts;
import org.pfcheck.model.topology.Vlan;

/**
 * The reference checker's reading of layer 2 (docs/semantics.md, "Layer 2"): routed ports, port-channels
 * and VLAN memberships looked up by scanning the statements every time, port-channel names standing for
 * their members. Shares no code with the fast builder's domains. Thread-safe; a bridging domain once
 * computed is kept.
 */
final class ReferenceLayerTwo {
  private final Network network;
  private final ReferenceTopology topology;
  /** {@link #bridged} by switch and ingress port, filled as asked. */
  private final Map<String, List<String>> domains = new ConcurrentHashMap<>();

  ReferenceLayerTwo(ReferenceTopology topology) {
    this.topology = topology;
    this.network = topology.network();
  }

  /** Whether {@code name} (a port or port-channel of {@code sw}) names {@code port}. */
  private boolean names(String sw, String name, String port) {
    if (name.equals(port)) {
      return true;
    }
    for (Lag l : network.lags()) {
      if (l.switchName().equals(sw) && l.name().equals(name)) {
        return l.members().contains(port);
      }
    }
    return false;
  }

  boolean routed(String sw, String port) {
    for (RoutedPorts r : network.routed()) {
      if (r.switchName().equals(sw) && r.ports().stream().anyMatch(n -> names(sw, n, port))) {
        return true;
      }
    }
    return false;
  }

  /** The VLANs {@code port} of {@code sw} is a member of. */
  Set<Integer> vlans(String sw, String port) {
    Set<Integer> out = new HashSet<>();
    for (Vlan v : network.vlans()) {
      if (v.switchName().equals(sw) && v.ports().stream().anyMatch(n -> names(sw, n, port))) {
        out.add(v.id());
      }
    }
    return out;
  }

  /** The port-channels of {@code sw} that {@code port} is a member of. */
  List<String> lagsOf(String sw, String port) {
    List<String> out = new ArrayList<>();
    for (Lag l : network.lags()) {
      if (l.switchName().equals(sw) && l.members().contains(port)) {
        out.add(l.name());
      }
    }
    return out;
  }

  /** Whether {@code a} and {@code b} are the same port or members of one port-channel of {@code sw}. */
  boolean sameLag(String sw, String a, String b) {
    if (a.equals(b)) {
      return true;
    }
    for (Lag l : network.lags()) {
      if (l.switchName().equals(sw) && l.members().contains(a) && l.members().contains(b)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Where a bridged frame that arrived on {@code ingress} may go: the ports sharing a VLAN with it (any
   * port when it is in no VLAN), never routed ones, never the ingress or its port-channel.
   */
  List<String> bridged(String sw, String ingress) {
    // a frame flooded through a fabric asks this of every port of every switch, once per packet walked
    return domains.computeIfAbsent(sw + '\n' + ingress, k -> domain(sw, ingress));
  }

  /**
   * Whether {@code port} is in the domain of a frame arriving on {@code ingress}, the ingress's own
   * port-channel included: a frame for a host on a member of that port-channel is the host's (delivered,
   * or filtered by a real switch), never bridged elsewhere (docs/semantics.md, "Layer 2").
   */
  boolean inDomain(String sw, String ingress, String port) {
    Set<Integer> in = vlans(sw, ingress);
    return !routed(sw, port) && (in.isEmpty() || vlans(sw, port).stream().anyMatch(in::contains));
  }

  private List<String> domain(String sw, String ingress) {
    Set<Integer> in = vlans(sw, ingress);
    List<String> out = new ArrayList<>();
    for (String p : topology.ports(sw).keySet()) {
      if (!routed(sw, p) && !sameLag(sw, p, ingress) && (in.isEmpty() || vlans(sw, p).stream().anyMatch(in::contains))) {
        out.add(p);
      }
    }
    return out;
  }

  /**
   * Where a MAC-miss flood for the host on {@code hostPort} goes from {@code ingress}: the ports of that
   * port's VLANs, or, when it is in none, the switch's flood domain; never routed ports, the ingress or its
   * port-channel.
   */
  List<String> destinationFlood(String sw, String hostPort, String ingress) {
    Set<Integer> domain = vlans(sw, hostPort);
    int vlan = topology.switchNamed(sw).floodDomain().vlan();
    if (domain.isEmpty() && vlan != 0) {
      domain = Set.of(vlan);
    }
    List<String> out = new ArrayList<>();
    for (String p : topology.ports(sw).keySet()) {
      Set<Integer> own = vlans(sw, p);
      if (!routed(sw, p) && !sameLag(sw, p, ingress) && (domain.isEmpty() || own.stream().anyMatch(domain::contains))) {
        out.add(p);
      }
    }
    return out;
  }
}
