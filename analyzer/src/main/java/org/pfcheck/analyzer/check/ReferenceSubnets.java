package org.pfcheck.analyzer.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.pfcheck.model.Attachment;
import org.pfcheck.model.Host;
import org.pfcheck.model.Ipv4;
import org.pfcheck.model.Network;
import org.pfcheck.model.Prefix;
import org.pfcheck.model.Switch;

/**
 * The reference's reading of which frames a host bridges and which it routes (docs/semantics.md, "Which
 * frames are routed"), from the declared subnets and addresses as written. Part of the independent
 * re-checker: its own address test, no model helper; a sender without a subnet may also bridge to the
 * hosts its port reaches through declared VLAN memberships, walked port by port. Thread-safe: what a
 * host's port reaches is kept once walked.
 */
final class ReferenceSubnets {
  private final List<Prefix> subnets = new ArrayList<>();
  private final ReferenceTopology topology;
  private final ReferenceLayerTwo layerTwo;
  private final Map<String, Set<String>> reached = new ConcurrentHashMap<>();

  ReferenceSubnets(Network network, ReferenceTopology topology, ReferenceLayerTwo layerTwo) {
    for (Switch s : network.switches()) {
      subnets.addAll(s.subnets());
    }
    this.topology = topology;
    this.layerTwo = layerTwo;
  }

  /**
   * Whether {@code src} may address a frame to {@code dst}'s own MAC: some subnet holds both, or {@code src}
   * has no subnet (its netmask is not known) and a port of {@code dst} is in the declared layer-2 segment of
   * a port of {@code src}.
   */
  boolean bridges(Host src, Host dst) {
    if (!hasSubnet(src)) {
      for (Attachment from : src.attachments()) {
        Set<String> joined = segment(from.switchName(), from.port());
        for (Attachment a : dst.attachments()) {
          if (joined.contains(a.switchName() + "\n" + a.port())) {
            return true;
          }
        }
      }
    }
    if (src.address().isEmpty() || dst.address().isEmpty()) {
      return false;
    }
    for (Prefix p : subnets) {
      if (holds(p, src.address().get()) && holds(p, dst.address().get())) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code src} may address a frame to a router MAC: it has no subnet, or one without {@code dst}. */
  boolean routes(Host src, Host dst) {
    boolean any = false;
    for (Prefix p : subnets) {
      if (src.address().isPresent() && holds(p, src.address().get())) {
        any = true;
        if (dst.address().isEmpty() || !holds(p, dst.address().get())) {
          return true;
        }
      }
    }
    return !any;
  }

  private boolean hasSubnet(Host h) {
    return h.address().isPresent() && subnets.stream().anyMatch(p -> holds(p, h.address().get()));
  }

  /**
   * What tells {@code h}'s declared segments apart, as a destination: per attachment, the first port (by
   * name) of its segment, or "" when it is in none.
   */
  List<String> segmentKey(Host h) {
    List<String> out = new ArrayList<>();
    for (Attachment a : h.attachments()) {
      out.add(segment(a.switchName(), a.port()).stream().min(String::compareTo).orElse(""));
    }
    return out;
  }

  /**
   * The ports, as "switch\nport", that declared VLAN membership joins to {@code port} of {@code sw}: from a
   * port in a declared VLAN, the ports of its switch that share one, and the far end of its link (up or
   * down) when that is in a declared VLAN too. Routed ports and ports in no declared VLAN join nothing.
   */
  private Set<String> segment(String sw, String port) {
    return reached.computeIfAbsent(sw + "\n" + port, k -> {
      Set<String> seen = new HashSet<>();
      ArrayDeque<String[]> todo = new ArrayDeque<>();
      visit(seen, todo, sw, port);
      while (!todo.isEmpty()) {
        String[] at = todo.poll();
        Set<Integer> mine = layerTwo.vlans(at[0], at[1]);
        for (String q : topology.ports(at[0]).keySet()) {
          if (layerTwo.vlans(at[0], q).stream().anyMatch(mine::contains)) {
            visit(seen, todo, at[0], q);
          }
        }
        ReferenceTopology.Facing f = topology.facing(at[0], at[1]);
        if (f != null && f.neighbour() != null) {
          visit(seen, todo, f.neighbour(), f.neighbourPort());
        }
      }
      return seen;
    });
  }

  private void visit(Set<String> seen, ArrayDeque<String[]> todo, String sw, String port) {
    if (!layerTwo.vlans(sw, port).isEmpty() && !layerTwo.routed(sw, port) && seen.add(sw + "\n" + port)) {
      todo.add(new String[] {sw, port});
    }
  }

  private static boolean holds(Prefix p, Ipv4 a) {
    long span = 1L << (32 - p.length());
    long base = Integer.toUnsignedLong(p.network().bits());
    long at = Integer.toUnsignedLong(a.bits());
    return at >= base && at < base + span;
  }
}
