package org.pfcheck.analyzer.cycles;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.pfcheck.analyzer.bdg.CsrDigraph;

/**
 * Picks the cycles to report from a graph's cyclic components: first one shortest cycle per component
 * (components ordered by their smallest node), then, component by component, a shortest cycle through
 * each dependency no reported cycle covers yet, until every dependency of the component is covered or
 * {@code maxCycles} are reported. Deterministic: the same graph gives the same cycles in the same order.
 *
 * <p>The first cycle of a component is a shortest cycle of the whole component when it has at most
 * {@value #EXACT_LIMIT} nodes, else a shortest cycle through its smallest node.
 */
public final class CycleCover {
  static final int EXACT_LIMIT = 512;

  private CycleCover() {}

  /** At most {@code maxCycles} cycles of {@code graph}, each as its nodes in order, starting at its smallest. */
  public static List<int[]> cycles(CsrDigraph graph, StronglyConnectedComponents sccs, int maxCycles) {
    return cycles(graph, sccs, maxCycles, () -> false);
  }

  /**
   * As {@link #cycles(CsrDigraph, StronglyConnectedComponents, int)}, stopping early, with the cycles
   * found so far (at least one when the graph has a cycle), once {@code stop} says so: a timeout cuts
   * the list short, it never throws away what was found.
   */
  public static List<int[]> cycles(CsrDigraph graph, StronglyConnectedComponents sccs, int maxCycles,
      BooleanSupplier stop) {
    boolean[] cyclic = sccs.cyclicComponents(graph);
    List<List<Integer>> members = new ArrayList<>();
    for (int c = 0; c < sccs.count(); c++) {
      members.add(null);
    }
    List<Integer> order = new ArrayList<>();
    for (int v = 0; v < graph.nodeCount(); v++) {
      int c = sccs.component()[v];
      if (cyclic[c]) {
        if (members.get(c) == null) {
          members.set(c, new ArrayList<>());
          order.add(c);
        }
        members.get(c).add(v);
      }
    }
    ShortestCycleSearch search = new ShortestCycleSearch(graph, sccs);
    List<int[]> out = new ArrayList<>();
    Set<Long> covered = new HashSet<>();
    for (int c : order) {
      if (out.size() >= maxCycles || !out.isEmpty() && stop.getAsBoolean()) {
        return out;
      }
      add(out, covered, shortest(search, members.get(c)));
    }
    for (int c : order) {
      for (int v : members.get(c)) {
        for (int e = graph.offsets()[v]; e < graph.offsets()[v + 1]; e++) {
          int w = graph.targets()[e];
          if (out.size() >= maxCycles || stop.getAsBoolean()) {
            return out;
          }
          if (sccs.component()[w] == c && !covered.contains(key(v, w))) {
            add(out, covered, search.throughEdge(v, w));
          }
        }
      }
    }
    return out;
  }

  private static int[] shortest(ShortestCycleSearch search, List<Integer> nodes) {
    if (nodes.size() > EXACT_LIMIT) {
      return search.throughNode(nodes.get(0));
    }
    int[] best = null;
    for (int v : nodes) {
      int[] cycle = search.throughNode(v);
      if (cycle != null && (best == null || cycle.length < best.length)) {
        best = cycle;
      }
    }
    return best;
  }

  private static void add(List<int[]> out, Set<Long> covered, int[] cycle) {
    if (cycle == null) {
      throw new IllegalStateException("no cycle inside a cyclic component");
    }
    int[] canonical = ShortestCycleSearch.canonical(cycle);
    for (int k = 0; k < canonical.length; k++) {
      covered.add(key(canonical[k], canonical[(k + 1) % canonical.length]));
    }
    out.add(canonical);
  }

  private static long key(int u, int v) {
    return ((long) u << 32) | (v & 0xffffffffL);
  }
}
