package org.pfcheck.analyzer.cycles;

import java.util.Optional;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.CsrDigraph;

/**
 * Whether one buffer-dependency graph has a cycle another does not, over all cycles, not only the ones a
 * report lists ({@code pfcheck diff} compares the reported cycles, at most {@code --max-cycles} of each
 * version). A cycle made only of BASE's dependencies is one of BASE's cycles; so HEAD has a cycle BASE
 * does not exactly when a dependency BASE lacks joins two queues of one strongly connected component of
 * HEAD (queues are compared by name: switch, port, priority). O(n + m). Stateless.
 */
public final class AddedCycles {
  private AddedCycles() {
  }

  /**
   * A dependency of {@code head} that {@code base} does not have and that lies on a cycle of {@code head},
   * as {@code {from, to}} queues of {@code head}; empty when every cycle of {@code head} is one of {@code base}'s.
   */
  public static Optional<int[]> find(BufferDependencyGraph base, BufferDependencyGraph head) {
    CsrDigraph g = head.digraph();
    StronglyConnectedComponents scc = StronglyConnectedComponents.of(g);
    for (int q = 0; q < head.queueCount(); q++) {
      int from = -2;  // q in base, looked up once when needed
      for (int e = g.offsets()[q]; e < g.offsets()[q + 1]; e++) {
        int t = g.targets()[e];
        if (scc.component()[t] != scc.component()[q]) {
          continue;  // on no cycle: an edge is on a cycle exactly when it stays in its component
        }
        if (from == -2) {
          from = base.queueId(head.queueRef(q));
        }
        QueueRef to = head.queueRef(t);
        int baseTo = from < 0 ? -1 : base.queueId(to);
        if (baseTo < 0 || !base.hasDependency(from, baseTo)) {
          return Optional.of(new int[] {q, t});
        }
      }
    }
    return Optional.empty();
  }
}
