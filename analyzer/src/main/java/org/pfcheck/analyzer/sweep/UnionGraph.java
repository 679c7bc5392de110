package org.pfcheck.analyzer.sweep;

import java.util.Arrays;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * An over-approximation of one scenario's buffer-dependency graph: the declared scenario's dependencies
 * that do not enter a port whose link is down in the scenario, together with the dependencies of the
 * destinations searched again in it. Every dependency of the scenario is one of these (see
 * {@link GroupChanges}), so when this graph is acyclic so is the scenario's. Stateless.
 */
final class UnionGraph {
  private UnionGraph() {
  }

  /** {@code base} without dependencies into ports that are down in {@code scenario}, united with {@code added}. */
  static CsrDigraph of(CsrDigraph base, CsrDigraph added, FabricIndex scenario) {
    int n = base.nodeCount();
    int[] bo = base.offsets();
    int[] bt = base.targets();
    int[] ao = added.offsets();
    int[] at = added.targets();
    int[] offsets = new int[n + 1];
    int[] targets = new int[bt.length + at.length];
    int m = 0;
    for (int v = 0; v < n; v++) {
      offsets[v] = m;
      int i = bo[v];
      int j = ao[v];
      while (i < bo[v + 1] || j < ao[v + 1]) {
        int next;
        if (j >= ao[v + 1] || i < bo[v + 1] && bt[i] < at[j]) {
          next = bt[i++];
          if (scenario.peerPort[scenario.queuePort(next)] < 0) {
            continue; // its link is down: nothing enters that queue
          }
        } else if (i >= bo[v + 1] || at[j] < bt[i]) {
          next = at[j++];
        } else {
          next = at[j++];
          i++;
        }
        targets[m++] = next;
      }
    }
    offsets[n] = m;
    return new CsrDigraph(offsets, Arrays.copyOf(targets, m));
  }
}
