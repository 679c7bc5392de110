package org.pfcheck.analyzer.graph;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.check.CounterexampleChecker;

/** Turns cycles of queue ids into counterexamples; what every engine that finds a cycle calls. */
public final class Counterexamples {
  private Counterexamples() {}

  /**
   * The cycle {@code cycle[0] -> cycle[1] -> ... -> cycle[0]} of {@code graph} with every dependency's
   * example, not yet re-checked.
   */
  public static Counterexample recover(BufferDependencyGraph graph, int[] cycle) {
    List<Dependency> deps = new ArrayList<>();
    for (int k = 0; k < cycle.length; k++) {
      deps.add(graph.dependency(cycle[k], cycle[(k + 1) % cycle.length]));
    }
    return new Counterexample(graph.scenario(), deps);
  }

  /**
   * The cycle as a counterexample re-checked by the independent {@link CounterexampleChecker}; throws
   * {@link IllegalStateException} (an internal error) when the re-check fails.
   */
  public static Counterexample rechecked(BufferDependencyGraph graph, int[] cycle) {
    Counterexample cx = recover(graph, cycle);
    CounterexampleChecker.check(graph.network(), cx);
    return cx;
  }
}
