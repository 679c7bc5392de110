package org.pfcheck.analyzer.sweep;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.analyzer.bdg.DependencyProbe;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.forwarding.Routing;

/**
 * For the first kept cycles of a cyclic declared graph, per dependency, a few destination groups that
 * create it in the declared scenario — verified there by a {@link DependencyProbe}, the candidates being
 * the groups whose derived routing sends out of the dependency's port at its switch. In a scenario that
 * only fails links, a dependency exists when one of its producers is left untouched
 * ({@link UntouchedGroups}): then a cycle of the declared graph is known to survive without searching
 * anything. Immutable after construction.
 */
final class CycleProducers {
  /** How many kept cycles get producers. */
  static final int CYCLES = 4;
  /** How many verified producers each dependency keeps at most. */
  static final int PER_DEPENDENCY = 6;

  /** Per cycle (the first {@value #CYCLES} kept ones), per dependency: verified producer group ids. */
  private final List<int[][]> producers = new ArrayList<>();

  CycleProducers(BaseScenario base) {
    if (base.acyclic()) {
      return;
    }
    FabricIndex index = base.index;
    DependencyProbe probe = new DependencyProbe(base.context);
    boolean phases = index.network().routing().mode() == Routing.Mode.UP_DOWN;
    for (int[] cycle : base.cycles.subList(0, Math.min(CYCLES, base.cycles.size()))) {
      int[][] perEdge = new int[cycle.length][];
      for (int k = 0; k < cycle.length; k++) {
        int from = cycle[k];
        int to = cycle[(k + 1) % cycle.length];
        int s = index.portSwitch[index.queuePort(from)];
        int egress = index.peerPort[index.queuePort(to)];
        List<Integer> found = new ArrayList<>();
        for (DestinationGroup g : base.context.groups()) {
          if (found.size() == PER_DEPENDENCY) {
            break;
          }
          DerivedRouting routing = base.routingTowards[g.activeSwitch()];
          boolean candidate = g.arp() && g.mac() && (contains(routing.nextHops(s, false), egress)
              || phases && contains(routing.nextHops(s, true), egress));
          if (candidate && probe.creates(g, from, to)) {
            found.add(g.id());
          }
        }
        perEdge[k] = found.stream().mapToInt(Integer::intValue).toArray();
      }
      producers.add(perEdge);
    }
  }

  private static boolean contains(int[] sorted, int x) {
    return java.util.Arrays.binarySearch(sorted, x) >= 0;
  }

  /**
   * A kept cycle every dependency of which has a producer that a scenario failing only the ports
   * {@code failed} leaves untouched, or null.
   */
  int[] survivor(BaseScenario base, int[] failed) {
    for (int c = 0; c < producers.size(); c++) {
      int[] cycle = base.cycles.get(c);
      boolean all = true;
      for (int k = 0; k < cycle.length && all; k++) {
        boolean one = false;
        for (int g : producers.get(c)[k]) {
          if (UntouchedGroups.untouched(base, base.context.groups().get(g), failed)) {
            one = true;
            break;
          }
        }
        all = one;
      }
      if (all && !crossesFailed(base.index, cycle, failed)) {
        return cycle;
      }
    }
    return null;
  }

  private static boolean crossesFailed(FabricIndex index, int[] cycle, int[] failed) {
    for (int q : cycle) {
      int port = index.queuePort(q);
      if (java.util.Arrays.binarySearch(failed, port) >= 0 || index.peerPort[port] >= 0
          && java.util.Arrays.binarySearch(failed, index.peerPort[port]) >= 0) {
        return true;
      }
    }
    return false;
  }
}
