package org.pfcheck.analyzer.forwarding;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.FloodDomain;
import org.pfcheck.model.Vlan;

/** Each switch's flood domain as ports: every port, or the member ports of its VLAN there. Immutable. */
public final class FloodPorts {
  private final int[][] ports;

  /** The flood domains of {@code index}'s switches. */
  public FloodPorts(FabricIndex index) {
    int n = index.switchCount();
    ports = new int[n][];
    for (int s = 0; s < n; s++) {
      FloodDomain domain = index.network().switches().get(s).floodDomain();
      String name = index.switchName(s);
      Set<String> members = new HashSet<>();
      for (Vlan v : index.network().vlans()) {
        if (v.id() == domain.vlan() && v.switchName().equals(name)) {
          members.addAll(v.ports());
        }
      }
      ports[s] = java.util.stream.IntStream.range(index.portStart[s], index.portStart[s + 1])
          .filter(p -> domain.allPorts() || members.contains(index.portName[p]))
          .toArray();
    }
  }

  /** The flood-domain ports of {@code s}, in port order (shared: do not write). */
  public int[] all(int s) {
    return ports[s];
  }

  /** The flood-domain ports of {@code s} except {@code ingress}, in port order. */
  public int[] except(int s, int ingress) {
    int[] all = ports[s];
    int k = Arrays.binarySearch(all, ingress);
    if (k < 0) {
      return all;
    }
    int[] out = new int[all.length - 1];
    System.arraycopy(all, 0, out, 0, k);
    System.arraycopy(all, k + 1, out, k, all.length - k - 1);
    return out;
  }
}
