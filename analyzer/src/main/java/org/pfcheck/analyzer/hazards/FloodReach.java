package org.pfcheck.analyzer.hazards;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.pfcheck.analyzer.forwarding.BridgeDomains;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;

/**
 * Where the MAC-miss flood of some hosts' packets goes, by the analysis's own layer 2
 * ({@link BridgeDomains}): the switches that flood or bridge the copies on, and whether any copy crosses a
 * link between switches. The flood warnings say this rather than a fixed "uplinks included": a fabric whose
 * uplinks are routed keeps every copy at the server's switch. Immutable.
 *
 * @param switches the switches that send flood copies, by name, sorted
 * @param crossesLinks whether a copy goes from one switch to another
 */
record FloodReach(SortedSet<String> switches, boolean crossesLinks) {
  FloodReach {
    switches = Collections.unmodifiableSortedSet(new TreeSet<>(switches));
  }

  /** What a lossless-flooding switch does: the flood of the hosts {@code hosts} (every host when empty). */
  static FloodReach of(Network n, Set<String> hosts, java.util.function.Predicate<String> floods) {
    FabricIndex index = FabricIndex.shared(n, n.scenario());
    BridgeDomains l2 = new BridgeDomains(index);
    TreeSet<String> switches = new TreeSet<>();
    boolean crosses = false;
    boolean[] seen = new boolean[index.portCount()];
    ArrayDeque<int[]> todo = new ArrayDeque<>(); // {domain, ingress port}
    for (int h = 0; h < index.hostCount(); h++) {
      int port = index.hostActivePort[h];
      if (port >= 0 && (hosts.isEmpty() || hosts.contains(index.hostName(h)))
          && floods.test(index.switchName(index.portSwitch[port])) && !seen[port]) {
        seen[port] = true;
        todo.add(new int[] {l2.destination(port), port});
      }
    }
    while (!todo.isEmpty()) {
      int[] next = todo.poll();
      int[] out = l2.except(next[0], next[1]);
      if (out.length > 0) {
        switches.add(index.switchName(index.portSwitch[next[1]]));
      }
      for (int p : out) {
        int far = index.peerPort[p];
        if (far < 0) {
          continue;
        }
        crosses = true; // sent on the link, and paused by the far end, even where a routed port drops it there
        if (!seen[far] && l2.bridged(far) >= 0 && floods.test(index.switchName(index.portSwitch[far]))) {
          seen[far] = true;
          todo.add(new int[] {l2.bridged(far), far});
        }
      }
    }
    return new FloodReach(switches, crosses);
  }

  /** Where the copies go, in words, after "flooded … " (the lossless priorities). */
  String where() {
    if (switches.isEmpty()) {
      return "nowhere: no other port shares their flood domain";
    }
    return crossesLinks ? "to the rest of their flood domain (their VLAN, or every port where there is none), across"
        + " the links between switches it spans" : "to the rest of their flood domain at their own switch only: no copy"
        + " crosses a link between switches, all routed or outside the VLAN";
  }
}
