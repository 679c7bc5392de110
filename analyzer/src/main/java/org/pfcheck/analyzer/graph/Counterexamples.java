package org.pfcheck.analyzer.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.check.CounterexampleChecker;
import org.pfcheck.analyzer.check.PathHint;

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
   * A cycle as a counterexample, with its dependencies' example packets' paths (the re-check's hints).
   *
   * @param counterexample the counterexample
   * @param paths one path per dependency, in order
   */
  public record Recovered(Counterexample counterexample, List<PathHint> paths) {
    public Recovered {
      paths = List.copyOf(paths);
    }
  }

  /**
   * As {@link #recover}, with each dependency's example path: found right after the dependency, from the
   * same search of its destination group, so it costs no search of its own.
   */
  public static Recovered recoverWithPaths(BufferDependencyGraph graph, int[] cycle) {
    List<Dependency> deps = new ArrayList<>();
    List<PathHint> paths = new ArrayList<>();
    for (int k = 0; k < cycle.length; k++) {
      int to = cycle[(k + 1) % cycle.length];
      deps.add(graph.dependency(cycle[k], to));
      paths.add(graph.examplePath(cycle[k], to));
    }
    return new Recovered(new Counterexample(graph.scenario(), deps), paths);
  }

  /** The re-check's hints for {@code found}: the paths of each, by position. */
  public static CounterexampleChecker.Hints hints(List<Recovered> found) {
    return (c, k) -> c < found.size() ? Optional.of(found.get(c).paths().get(k)) : Optional.empty();
  }

  /**
   * The cycle as a counterexample re-checked by the independent {@link CounterexampleChecker}; throws
   * {@link IllegalStateException} (an internal error) when the re-check fails.
   */
  public static Counterexample rechecked(BufferDependencyGraph graph, int[] cycle) {
    Recovered r = recoverWithPaths(graph, cycle);
    CounterexampleChecker.checkUntil(graph.network(), List.of(r.counterexample()), () -> false, hints(List.of(r)));
    return r.counterexample();
  }
}
