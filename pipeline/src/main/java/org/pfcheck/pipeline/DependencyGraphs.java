package org.pfcheck.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.cycles.AddedCycles;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * The buffer-dependency graph of one scenario as the commands show it beyond a verdict: every queue and
 * dependency (DOT's whole graph, {@code diff --verbose}), and the dependency check of {@code diff}. The
 * command line prints these; it builds no graph itself. Stateless.
 */
public final class DependencyGraphs {
  private DependencyGraphs() {
  }

  /**
   * A graph's queues, and its dependencies recovered with their justification one destination group at a
   * time as they are iterated (a graph of millions of dependencies is never held whole).
   */
  public record Listing(List<QueueRef> queues, Iterable<Dependency> dependencies) {
    public Listing {
      queues = List.copyOf(queues);
    }
  }

  /** The graph of {@code n} in {@code scenario}. */
  public static Listing of(Network n, Scenario scenario) {
    BufferDependencyGraph g = BdgBuilder.build(n, scenario);
    return new Listing(queues(g), g.dependencies());
  }

  /** The declared scenario's queues and dependencies as pairs {from, to}, for lists people read. */
  public static List<QueueRef[]> pairs(Network n) {
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    List<QueueRef[]> out = new ArrayList<>();
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        out.add(new QueueRef[] {g.queueRef(q), g.queueRef(t)});
      }
    }
    return out;
  }

  /** The declared scenario's queues of {@code n}. */
  public static List<QueueRef> queues(Network n) {
    return queues(BdgBuilder.build(n, n.scenario()));
  }

  private static List<QueueRef> queues(BufferDependencyGraph g) {
    List<QueueRef> queues = new ArrayList<>(g.queueCount());
    for (int q = 0; q < g.queueCount(); q++) {
      queues.add(g.queueRef(q));
    }
    return queues;
  }

  /**
   * A dependency of {@code head}'s declared scenario on a cycle that {@code base}'s lacks, as {from, to}:
   * what shows a new cycle where the cycles reported (at most {@code --max-cycles}) are all old ones.
   */
  public static Optional<QueueRef[]> addedOnACycle(Network base, Network head) {
    BufferDependencyGraph h = BdgBuilder.build(head, head.scenario());
    return AddedCycles.find(BdgBuilder.build(base, base.scenario()), h)
        .map(e -> new QueueRef[] {h.queueRef(e[0]), h.queueRef(e[1])});
  }
}
