package org.pfcheck.analyzer.cycles;

import java.util.Arrays;
import org.pfcheck.analyzer.bdg.CsrDigraph;

/**
 * The strongly connected components of a {@link CsrDigraph}, by Tarjan's algorithm (1972) with an
 * explicit stack instead of recursion, so graphs of millions of nodes do not overflow the call stack.
 * Components are numbered in the order Tarjan completes them, which is a reverse topological order of
 * the condensation: every edge goes from a component to one with an equal or smaller number.
 * Immutable by contract.
 *
 * @param component per node, its component number
 * @param count the number of components
 * @param order every node, in the order its component was completed
 * @param size per component, its number of nodes
 */
public record StronglyConnectedComponents(int[] component, int count, int[] order, int[] size) {

  /** The components of {@code graph}. O(n + m) time. */
  public static StronglyConnectedComponents of(CsrDigraph graph) {
    int n = graph.nodeCount();
    int[] offsets = graph.offsets();
    int[] targets = graph.targets();
    int[] index = new int[n];
    Arrays.fill(index, -1);
    int[] low = new int[n];
    int[] next = new int[n];
    boolean[] onStack = new boolean[n];
    int[] stack = new int[n];
    int[] calls = new int[n];
    int[] component = new int[n];
    int[] order = new int[n];
    int[] size = new int[n];
    int counter = 0;
    int top = 0;
    int ordered = 0;
    int count = 0;
    for (int root = 0; root < n; root++) {
      if (index[root] >= 0) {
        continue;
      }
      int depth = 0;
      index[root] = low[root] = counter++;
      next[root] = offsets[root];
      stack[top++] = root;
      onStack[root] = true;
      calls[depth++] = root;
      while (depth > 0) {
        int v = calls[depth - 1];
        if (next[v] < offsets[v + 1]) {
          int w = targets[next[v]++];
          if (index[w] < 0) {
            index[w] = low[w] = counter++;
            next[w] = offsets[w];
            stack[top++] = w;
            onStack[w] = true;
            calls[depth++] = w;
          } else if (onStack[w] && index[w] < low[v]) {
            low[v] = index[w];
          }
          continue;
        }
        depth--;
        if (low[v] == index[v]) {
          int w;
          do {
            w = stack[--top];
            onStack[w] = false;
            component[w] = count;
            order[ordered++] = w;
            size[count]++;
          } while (w != v);
          count++;
        }
        if (depth > 0) {
          int u = calls[depth - 1];
          if (low[v] < low[u]) {
            low[u] = low[v];
          }
        }
      }
    }
    return new StronglyConnectedComponents(component, count, order, Arrays.copyOf(size, count));
  }

  /** The number of components that hold a cycle. */
  public int cyclicCount(CsrDigraph graph) {
    boolean[] cyclic = cyclicComponents(graph);
    int k = 0;
    for (boolean b : cyclic) {
      k += b ? 1 : 0;
    }
    return k;
  }

  /**
   * Per component, whether it holds a cycle: it has two or more nodes, or its one node has a self-loop.
   * O(n log d), d the largest out-degree.
   */
  public boolean[] cyclicComponents(CsrDigraph graph) {
    boolean[] cyclic = new boolean[count];
    for (int c = 0; c < count; c++) {
      cyclic[c] = size[c] > 1;
    }
    for (int v = 0; v < component.length; v++) {
      if (!cyclic[component[v]] && graph.edgeIndex(v, v) >= 0) {
        cyclic[component[v]] = true;
      }
    }
    return cyclic;
  }
}
