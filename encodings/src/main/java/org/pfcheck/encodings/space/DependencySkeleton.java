package org.pfcheck.encodings.space;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;

/**
 * The union of the buffer-dependency graphs of every scenario of a space, over-approximated by
 * taking every transition whatever its guard: a cycle in any one scenario lies inside one strongly
 * connected component of this graph. So only dependencies inside non-trivial components can close a
 * cycle, and only the states that can lead to their sources need reachability. Immutable.
 */
public final class DependencySkeleton {
  private final int[] component;
  private final List<Integer> cyclicTransitions = new ArrayList<>();
  private final boolean[] needed;
  private final int cyclicQueues;

  /** The skeleton of {@code ts}. */
  public DependencySkeleton(TransitionSystem ts) {
    int queues = ts.index().queueCount();
    List<int[]> edges = new ArrayList<>();
    for (Transition t : ts.transitions()) {
      if (ts.dependency(t)) {
        edges.add(new int[] {ts.queue(t.from()), ts.queue(t.to())});
      }
    }
    CsrDigraph g = CsrDigraph.of(queues, edges.stream().mapToInt(e -> e[0]).toArray(),
        edges.stream().mapToInt(e -> e[1]).toArray());
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    boolean[] cyclicComponent = sccs.cyclicComponents(g);
    component = new int[queues];
    int cyclic = 0;
    for (int q = 0; q < queues; q++) {
      component[q] = cyclicComponent[sccs.component()[q]] ? sccs.component()[q] : -1;
      cyclic += component[q] >= 0 ? 1 : 0;
    }
    cyclicQueues = cyclic;
    List<List<Integer>> incoming = new ArrayList<>();
    for (int x = 0; x < ts.stateCount(); x++) {
      incoming.add(new ArrayList<>());
    }
    needed = new boolean[ts.stateCount()];
    Deque<Integer> work = new ArrayDeque<>();
    for (int t = 0; t < ts.transitions().size(); t++) {
      Transition tr = ts.transitions().get(t);
      incoming.get(tr.to()).add(tr.from());
      int a = ts.queue(tr.from());
      int b = ts.queue(tr.to());
      if (ts.dependency(tr) && component[a] >= 0 && component[a] == component[b]) {
        cyclicTransitions.add(t);
        if (!needed[tr.from()]) {
          needed[tr.from()] = true;
          work.add(tr.from());
        }
      }
    }
    while (!work.isEmpty()) {
      for (int y : incoming.get(work.poll())) {
        if (!needed[y]) {
          needed[y] = true;
          work.add(y);
        }
      }
    }
  }

  /** The non-trivial component of queue {@code q}, or -1 when {@code q} is on no cycle of the union. */
  public int component(int q) {
    return component[q];
  }

  /** How many queues lie on some cycle of the union. */
  public int cyclicQueues() {
    return cyclicQueues;
  }

  /** The transitions that are dependencies inside one non-trivial component, ascending. */
  public List<Integer> cyclicTransitions() {
    return cyclicTransitions;
  }

  /** Per state: whether its reachability matters (it can lead to the source of a cyclic transition). */
  public boolean[] neededStates() {
    return needed.clone();
  }
}
