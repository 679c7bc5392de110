package org.pfcheck.analyzer.sweep;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.cycles.CycleCover;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Scenario;

/**
 * Decides one scenario of a space exactly, doing as little as the failure requires. The scenario's
 * graph G lies between two cheap graphs: above it, G₀ (the declared scenario's) less what enters failed
 * links, plus N, the dependencies of the destination groups the scenario changes ({@link GroupChanges}),
 * searched again in the scenario; below it, any dependency found again by searching its destination in
 * the scenario. So:
 * <ul>
 *   <li>when G₀ is acyclic and its ranks decrease along N, or the upper graph is acyclic, the scenario
 *   is free;
 *   <li>a cycle of the upper graph (or a kept cycle of a cyclic G₀) whose every dependency is found again
 *   by searching its destinations in the scenario is a cycle of the scenario;
 *   <li>otherwise the scenario's graph is built in full.
 * </ul>
 * Each search is the ordinary builder run on the scenario's forwarding context; only the choice of
 * destinations is incremental. Stateless apart from the base it shares with other deciders.
 */
final class ScenarioDecider {
  private final BaseScenario base;

  ScenarioDecider(BaseScenario base) {
    this.base = base;
  }

  /** The decision for {@code scenario} (a scenario of the base's space), or empty when {@code deadline} passed. */
  Optional<Decision> decide(Scenario scenario, Deadline deadline) {
    FabricIndex index = new FabricIndex(base.index, scenario);
    ForwardingContext context = ForwardingContext.of(index);
    for (int[] cycle : base.cycles) {
      if (!crossesDownLink(cycle, index)) {
        Optional<Boolean> found = foundAgain(context, cycle, null, deadline);
        if (found.isEmpty()) {
          return Optional.empty();
        }
        if (found.get()) {
          return Optional.of(Decision.cycle(Method.SURVIVING_CYCLE, cycle));
        }
        break; // one try: a cycle that did not survive says the failure reaches the cyclic part
      }
    }
    List<DestinationGroup> changed = GroupChanges.of(base, context, ChangedDestinations.of(base, index));
    Optional<BufferDependencyGraph> searched = BdgBuilder.buildPart(context, changed, deadline);
    if (searched.isEmpty()) {
      return Optional.empty();
    }
    CsrDigraph added = searched.get().digraph();
    if (base.acyclic() && ranksHold(added)) {
      return Optional.of(Decision.free(Method.RANKS));
    }
    CsrDigraph upper = UnionGraph.of(base.graph.digraph(), added, index);
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(upper);
    if (sccs.cyclicCount(upper) == 0) {
      return Optional.of(Decision.free(Method.UNION));
    }
    int[] cycle = CycleCover.cycles(upper, sccs, 1).get(0);
    Optional<Boolean> found = foundAgain(context, cycle, searched.get(), deadline);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    if (found.get()) {
      return Optional.of(Decision.cycle(Method.NEW_CYCLE, cycle));
    }
    return full(context, deadline);
  }

  /** The scenario's graph built in full, on this thread. */
  private Optional<Decision> full(ForwardingContext context, Deadline deadline) {
    Optional<BufferDependencyGraph> built = BdgBuilder.buildPart(context, context.groups(), deadline);
    if (built.isEmpty()) {
      return Optional.empty();
    }
    CsrDigraph g = built.get().digraph();
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    return Optional.of(sccs.cyclicCount(g) == 0 ? Decision.free(Method.FULL)
        : Decision.cycle(Method.FULL, CycleCover.cycles(g, sccs, 1).get(0)));
  }

  /** Whether the base's ranks strictly decrease along every dependency of {@code g}. */
  private boolean ranksHold(CsrDigraph g) {
    int[] offsets = g.offsets();
    int[] targets = g.targets();
    int[] ranks = base.ranks;
    for (int q = 0; q < g.nodeCount(); q++) {
      for (int e = offsets[q]; e < offsets[q + 1]; e++) {
        if (ranks[q] <= ranks[targets[e]]) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean crossesDownLink(int[] cycle, FabricIndex index) {
    for (int q : cycle) {
      if (index.peerPort[index.queuePort(q)] < 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether every dependency of {@code cycle} exists in the scenario of {@code context}: those of
   * {@code searched} (the scenario's own, when given) do; the others are looked for by searching, in the
   * scenario, the groups of the members of each dependency's declared example group. Empty when the
   * deadline passed.
   */
  private Optional<Boolean> foundAgain(ForwardingContext context, int[] cycle, BufferDependencyGraph searched,
      Deadline deadline) {
    List<int[]> missing = new ArrayList<>();
    for (int k = 0; k < cycle.length; k++) {
      int from = cycle[k];
      int to = cycle[(k + 1) % cycle.length];
      if (searched == null || !searched.hasDependency(from, to)) {
        missing.add(new int[] {from, to});
      }
    }
    if (missing.isEmpty()) {
      return Optional.of(true);
    }
    Set<Integer> groups = new LinkedHashSet<>();
    int[] groupOf = groupsOfHosts(context);
    for (int[] dep : missing) {
      int e = base.graph.digraph().edgeIndex(dep[0], dep[1]);
      if (e < 0) {
        return Optional.of(false); // a new dependency the searched groups do not have
      }
      for (int h : base.context.groups().get(base.graph.exampleGroup(e)).members()) {
        if (groupOf[h] >= 0) {
          groups.add(groupOf[h]);
        }
      }
    }
    List<DestinationGroup> again = groups.stream().sorted().map(context.groups()::get).toList();
    Optional<BufferDependencyGraph> found = BdgBuilder.buildPart(context, again, deadline);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    for (int[] dep : missing) {
      if (!found.get().hasDependency(dep[0], dep[1])) {
        return Optional.of(false);
      }
    }
    return Optional.of(true);
  }

  private static int[] groupsOfHosts(ForwardingContext context) {
    int[] out = new int[context.index().hostCount()];
    java.util.Arrays.fill(out, -1);
    for (DestinationGroup g : context.groups()) {
      for (int h : g.members()) {
        out[h] = g.id();
      }
    }
    return out;
  }
}
