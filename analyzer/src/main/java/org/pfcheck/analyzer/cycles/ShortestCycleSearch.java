package org.pfcheck.analyzer.cycles;

import org.pfcheck.analyzer.bdg.CsrDigraph;

/**
 * Breadth-first searches confined to one strongly connected component: the shortest path between
 * two of its nodes, and shortest cycles. Holds the working arrays of one cycle search (reused between
 * its searches); not thread-safe.
 */
final class ShortestCycleSearch {
  private final CsrDigraph graph;
  private final int[] component;
  private final int[] parent;
  private final int[] seen;
  private final int[] queue;
  private int mark;

  ShortestCycleSearch(CsrDigraph graph, StronglyConnectedComponents sccs) {
    this.graph = graph;
    this.component = sccs.component();
    int n = graph.nodeCount();
    parent = new int[n];
    seen = new int[n];
    queue = new int[n];
  }

  /** The nodes of a shortest path {@code from ... to} inside their component, or null. */
  int[] path(int from, int to) {
    return search(from, to, -1);
  }

  /**
   * Breadth-first search from {@code from}: stops at {@code to}, or (when {@code to} is -1) at the
   * first node with an edge back to {@code closing}. Returns the path from {@code from} to that node.
   */
  private int[] search(int from, int to, int closing) {
    mark++;
    int c = component[from];
    int head = 0;
    int tail = 0;
    queue[tail++] = from;
    seen[from] = mark;
    parent[from] = -1;
    int[] offsets = graph.offsets();
    int[] targets = graph.targets();
    while (head < tail) {
      int v = queue[head++];
      if (v == to || (closing >= 0 && graph.edgeIndex(v, closing) >= 0)) {
        int len = 0;
        for (int x = v; x >= 0; x = parent[x]) {
          len++;
        }
        int[] out = new int[len];
        for (int x = v; x >= 0; x = parent[x]) {
          out[--len] = x;
        }
        return out;
      }
      for (int e = offsets[v]; e < offsets[v + 1]; e++) {
        int w = targets[e];
        if (component[w] == c && seen[w] != mark) {
          seen[w] = mark;
          parent[w] = v;
          queue[tail++] = w;
        }
      }
    }
    return null;
  }

  /** A shortest cycle through the edge {@code u -> v} (nodes in order, starting at {@code u}). */
  int[] throughEdge(int u, int v) {
    if (u == v) {
      return new int[] {u};
    }
    int[] back = path(v, u);
    if (back == null) {
      return null;
    }
    int[] cycle = new int[back.length];
    cycle[0] = u;
    System.arraycopy(back, 0, cycle, 1, back.length - 1);
    return cycle;
  }

  /** A shortest cycle through {@code v} (nodes in order, starting at {@code v}), or null. */
  int[] throughNode(int v) {
    return search(v, -1, v);
  }

  /** {@code cycle} rotated to start at its smallest node: one canonical form per cycle. */
  static int[] canonical(int[] cycle) {
    int k = 0;
    for (int i = 1; i < cycle.length; i++) {
      if (cycle[i] < cycle[k]) {
        k = i;
      }
    }
    int[] out = new int[cycle.length];
    for (int i = 0; i < cycle.length; i++) {
      out[i] = cycle[(k + i) % cycle.length];
    }
    return out;
  }
}
