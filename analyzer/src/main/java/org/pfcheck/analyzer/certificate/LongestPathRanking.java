package org.pfcheck.analyzer.certificate;

import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;

/**
 * Ranks the nodes of an acyclic graph by the length of the longest path to a sink: sinks get 0, and
 * every other node one more than its highest-ranked successor, so every edge strictly decreases the
 * rank. Nodes are visited in the completion order of Tarjan's search, in which every successor comes
 * first.
 */
public final class LongestPathRanking {
  private LongestPathRanking() {}

  /** The ranks of {@code graph}'s nodes; throws {@link IllegalArgumentException} when it has a cycle. */
  public static int[] ranks(CsrDigraph graph, StronglyConnectedComponents sccs) {
    if (sccs.count() != graph.nodeCount() || sccs.cyclicCount(graph) > 0) {
      throw new IllegalArgumentException("the graph has a cycle; no ranking exists");
    }
    int[] rank = new int[graph.nodeCount()];
    int[] offsets = graph.offsets();
    int[] targets = graph.targets();
    for (int v : sccs.order()) {
      int r = 0;
      for (int e = offsets[v]; e < offsets[v + 1]; e++) {
        r = Math.max(r, rank[targets[e]] + 1);
      }
      rank[v] = r;
    }
    return rank;
  }
}
