package org.pfcheck.analyzer.forwarding;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.pfcheck.model.Attachment;
import org.pfcheck.model.Host;
import org.pfcheck.model.Lag;
import org.pfcheck.model.Link;
import org.pfcheck.model.Network;
import org.pfcheck.model.RoutedPorts;
import org.pfcheck.model.Vlan;

/**
 * The declared layer-2 segments (docs/semantics.md, "Which frames are routed"): ports joined by declared
 * VLAN membership — two ports of a switch that share a declared VLAN, and the two ends of a link (up or
 * down: a host's netmask does not change with the scenario) that are each in some declared VLAN. Ports in
 * no declared VLAN, and routed ports, are in no segment: there the model does not know that layer 2
 * spans anything, and a host without a subnet is taken to route. Each host gets the segments of its
 * attachment ports. Only names are read: the segments are the same in every scenario. Immutable.
 */
final class DeclaredSegments {
  private static final int[] NONE = new int[0];
  private final int[][] ofHost;

  DeclaredSegments(Network network) {
    List<Host> hosts = network.hosts();
    ofHost = new int[hosts.size()][];
    java.util.Arrays.fill(ofHost, NONE);
    if (network.vlans().isEmpty()) {
      return;
    }
    Map<String, List<String>> lags = new HashMap<>();
    for (Lag l : network.lags()) {
      lags.putIfAbsent(key(l.switchName(), l.name()), l.members());
    }
    Map<String, Boolean> routed = new HashMap<>();
    for (RoutedPorts r : network.routed()) {
      for (String p : r.ports()) {
        for (String port : lags.getOrDefault(key(r.switchName(), p), List.of(p))) {
          routed.put(key(r.switchName(), port), true);
        }
      }
    }
    Map<String, String> parent = new HashMap<>();
    for (Vlan v : network.vlans()) {
      String vlan = v.switchName() + "\u0000#" + v.id();
      for (String p : v.ports()) {
        for (String port : lags.getOrDefault(key(v.switchName(), p), List.of(p))) {
          if (!routed.containsKey(key(v.switchName(), port))) {
            union(parent, key(v.switchName(), port), vlan);
          }
        }
      }
    }
    for (Link l : network.links()) {
      String a = key(l.a().node(), l.a().port());
      String b = key(l.b().node(), l.b().port());
      if (parent.containsKey(a) && parent.containsKey(b)) {
        union(parent, a, b);
      }
    }
    Map<String, Integer> ids = new HashMap<>();
    for (int h = 0; h < hosts.size(); h++) {
      TreeSet<Integer> own = new TreeSet<>();
      for (Attachment a : hosts.get(h).attachments()) {
        String port = key(a.switchName(), a.port());
        if (parent.containsKey(port)) {
          own.add(ids.computeIfAbsent(find(parent, port), k -> ids.size()));
        }
      }
      ofHost[h] = own.isEmpty() ? NONE : own.stream().mapToInt(Integer::intValue).toArray();
    }
  }

  /** The segments of host {@code h}'s attachment ports, ascending; none when no port is in a declared VLAN. */
  int[] of(int h) {
    return ofHost[h];
  }

  private static String key(String sw, String port) {
    return sw + "\u0000" + port;
  }

  private static String find(Map<String, String> parent, String x) {
    String root = x;
    for (String up = parent.get(root); !up.equals(root); up = parent.get(root)) {
      root = up;
    }
    for (String at = x; !at.equals(root);) {
      String up = parent.get(at);
      parent.put(at, root);
      at = up;
    }
    return root;
  }

  private static void union(Map<String, String> parent, String a, String b) {
    parent.putIfAbsent(a, a);
    parent.putIfAbsent(b, b);
    String ra = find(parent, a);
    String rb = find(parent, b);
    if (!ra.equals(rb)) {
      parent.put(ra, rb);
    }
  }
}
