package org.pfcheck.analyzer.forwarding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.RoutedPorts;
import org.pfcheck.model.topology.Vlan;

/**
 * Layer 2 as ports (docs/semantics.md, "Layer 2"): routed ports, port-channels, and the ports a frame may
 * be bridged or flooded to. A bridged frame arriving on port j may go to the member ports of every VLAN j
 * belongs to, or, when j is in no declared VLAN, to every port of the switch (the model does not know,
 * so the union); a MAC-miss flood at a destination's switch goes to the VLANs of the destination's port,
 * or to the switch's flood domain when that port is in no VLAN. Routed ports are in no domain; the
 * ingress port and its port-channel are left out when a frame is sent ({@link #except}). Port-channel
 * names stand for their members. Domains are interned: equal domains share one number. Immutable.
 */
public final class BridgeDomains {
  private final FabricIndex index;
  private final boolean[] routed;
  private final int[] lag;
  private final int[] bridged;
  private final int[] destination;
  private final int[] signature;
  private final List<int[]> domains = new ArrayList<>();

  /** The layer-2 settings of {@code index}'s network. */
  public BridgeDomains(FabricIndex index) {
    this.index = index;
    Network n = index.network();
    int ports = index.portCount();
    routed = new boolean[ports];
    lag = new int[ports];
    Arrays.fill(lag, -1);
    Map<String, int[]> lagByName = new HashMap<>();
    for (Lag l : n.lags()) {
      int[] members = l.members().stream().mapToInt(p -> index.port(l.switchName(), p)).filter(p -> p >= 0 && lag[p] < 0)
          .sorted().distinct().toArray();
      if (lagByName.putIfAbsent(l.switchName() + "\u0000" + l.name(), members) == null) {
        for (int p : members) {
          lag[p] = lagByName.size() - 1;
        }
      }
    }
    for (RoutedPorts r : n.routed()) {
      for (String p : r.ports()) {
        for (int port : ports(lagByName, r.switchName(), p)) {
          routed[port] = true;
        }
      }
    }
    bridged = new int[ports];
    destination = new int[ports];
    signature = new int[ports];
    if (n.vlans().isEmpty() && n.routed().isEmpty()) {
      // the common case: every port of a switch bridges and floods to all of them
      for (int s = 0; s < index.switchCount(); s++) {
        int all = domains.size();
        domains.add(members(s, null, null));
        Arrays.fill(bridged, index.portStart[s], index.portStart[s + 1], all);
        Arrays.fill(destination, index.portStart[s], index.portStart[s + 1], all);
      }
      return;
    }
    List<TreeSet<Integer>> vlans = new ArrayList<>(java.util.Collections.nCopies(ports, (TreeSet<Integer>) null));
    for (Vlan v : n.vlans()) {
      for (String p : v.ports()) {
        for (int port : ports(lagByName, v.switchName(), p)) {
          if (vlans.get(port) == null) {
            vlans.set(port, new TreeSet<>());
          }
          vlans.get(port).add(v.id());
        }
      }
    }
    Map<List<Integer>, Integer> interned = new HashMap<>();
    Map<List<Integer>, Integer> signatures = new HashMap<>();
    for (int s = 0; s < index.switchCount(); s++) {
      Map<Integer, Integer> domainOfSignature = new HashMap<>();
      int flood = -1;
      for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
        List<Integer> key = new ArrayList<>(vlans.get(port) == null ? List.of() : vlans.get(port));
        key.add(routed[port] ? -1 : 0);
        int sig = signatures.computeIfAbsent(key, k -> signatures.size());
        signature[port] = sig;
        int sw = s;
        TreeSet<Integer> own = vlans.get(port);
        bridged[port] = routed[port] ? -1 : domainOfSignature.computeIfAbsent(sig,
            k -> intern(interned, members(sw, own, vlans)));
        if (own == null && flood < 0) {
          flood = floodDomain(s, vlans, interned);
        }
        destination[port] = own != null ? intern(interned, members(s, own, vlans)) : flood;
      }
    }
  }

  private int[] ports(Map<String, int[]> lagByName, String sw, String name) {
    int[] members = lagByName.get(sw + "\u0000" + name);
    if (members != null) {
      return members;
    }
    int p = index.port(sw, name);
    return p < 0 ? new int[0] : new int[] {p};
  }

  /** The ports of {@code s} in a VLAN of {@code of} (every port when {@code of} is null), routed ones left out. */
  private int[] members(int s, TreeSet<Integer> of, List<TreeSet<Integer>> vlans) {
    int[] out = new int[index.portStart[s + 1] - index.portStart[s]];
    int k = 0;
    for (int p = index.portStart[s]; p < index.portStart[s + 1]; p++) {
      if (!routed[p] && (of == null || vlans.get(p) != null && vlans.get(p).stream().anyMatch(of::contains))) {
        out[k++] = p;
      }
    }
    return Arrays.copyOf(out, k);
  }

  /** {@code s}'s flood domain: every port, or the members of its {@code flood-domain vlan N}; routed ones left out. */
  private int floodDomain(int s, List<TreeSet<Integer>> vlans, Map<List<Integer>, Integer> interned) {
    FloodDomain d = index.network().switches().get(s).floodDomain();
    return intern(interned, members(s, d.allPorts() ? null : new TreeSet<>(List.of(d.vlan())), vlans));
  }

  private int intern(Map<List<Integer>, Integer> interned, int[] ports) {
    return interned.computeIfAbsent(Arrays.stream(ports).boxed().toList(), k -> {
      domains.add(ports);
      return domains.size() - 1;
    });
  }

  /** The ports of domain {@code id}, ascending (shared: do not write). */
  public int[] domain(int id) {
    return domains.get(id);
  }

  /** The domain a bridged frame arriving on {@code port} may go to, or -1 when the port is routed (it drops). */
  public int bridged(int port) {
    return bridged[port];
  }

  /** The domain a MAC-miss flood for the host on {@code hostPort} goes to at that port's switch. */
  public int destination(int hostPort) {
    return destination[hostPort];
  }

  /** Whether domain {@code id} holds {@code port}. */
  public boolean contains(int id, int port) {
    return Arrays.binarySearch(domains.get(id), port) >= 0;
  }

  /** Whether {@code port} is routed. */
  public boolean routed(int port) {
    return routed[port];
  }

  /** The port-channel of {@code port}, or -1. */
  public int lag(int port) {
    return lag[port];
  }

  /** Whether {@code a} and {@code b} are one port or members of one port-channel. */
  public boolean sameLag(int a, int b) {
    return a == b || lag[a] >= 0 && lag[a] == lag[b];
  }

  /**
   * A number shared by exactly the ports that are alike for bridging: the same VLANs and both routed or
   * not. A destination's group depends on it (where its MAC-miss flood goes, which domains hold it).
   */
  public int signature(int port) {
    return signature[port];
  }

  /** Domain {@code id} without {@code ingress} and its port-channel's members: where a frame from it may go. */
  public int[] except(int id, int ingress) {
    int[] all = domains.get(id);
    int k = Arrays.binarySearch(all, ingress);
    if (lag[ingress] < 0) {
      if (k < 0) {
        return all;
      }
      int[] out = new int[all.length - 1];
      System.arraycopy(all, 0, out, 0, k);
      System.arraycopy(all, k + 1, out, k, all.length - k - 1);
      return out;
    }
    return Arrays.stream(all).filter(p -> !sameLag(p, ingress)).toArray();
  }
}
