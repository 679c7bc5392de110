package org.pfcheck.encodings.space;

import java.util.List;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;

/**
 * The strongly connected components of a transition system's state graph (every transition, whatever
 * its guard, between states of interest), and which of them need ranks to keep reachability a least
 * fixpoint: those holding a cycle with a non-descending step. A component whose internal steps all
 * descend (derived routing and bounces) has no cycle of taken steps in any scenario. Immutable.
 */
public final class StateComponents {
  private final int[] component;
  private final boolean[] rankedComponent;

  /** The components of {@code ts} restricted to the states flagged in {@code states}. */
  public StateComponents(TransitionSystem ts, boolean[] states) {
    List<Transition> all = ts.transitions().stream().filter(t -> states[t.from()] && states[t.to()]).toList();
    CsrDigraph g = CsrDigraph.of(ts.stateCount(), all.stream().mapToInt(Transition::from).toArray(),
        all.stream().mapToInt(Transition::to).toArray());
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    component = sccs.component();
    boolean[] cyclic = sccs.cyclicComponents(g);
    rankedComponent = new boolean[sccs.count()];
    for (Transition t : all) {
      int c = component[t.from()];
      if (cyclic[c] && c == component[t.to()] && !t.descending()) {
        rankedComponent[c] = true;
      }
    }
  }

  /** Whether state {@code x} lies in a component that needs ranks. */
  public boolean ranked(int x) {
    return rankedComponent[component[x]];
  }

  /** Whether a step from {@code y} to {@code x} must respect ranks: both lie in one ranked component. */
  public boolean ranked(int y, int x) {
    return component[y] == component[x] && rankedComponent[component[x]];
  }
}
