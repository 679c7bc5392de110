package org.pfcheck.analyzer.sweep;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.bdg.DependencyProbe;
import org.pfcheck.analyzer.check.CounterexampleChecker;
import org.pfcheck.analyzer.cycles.CycleCover;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.graph.Counterexamples;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.scenario.Scenario;

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
  Optional<ScenarioOutcome> decide(Scenario scenario, Deadline deadline) {
    ForwardingContext context = ScenarioContext.of(base, scenario);
    FabricIndex index = context.index();
    boolean linksOnly = context.groups() == base.context.groups();
    if (!base.acyclic() && linksOnly) {
      int[] survivor = base.producers.survivor(base, ChangedDestinations.failedPorts(base.index, index));
      if (survivor != null) {
        return Optional.of(ScenarioOutcome.cycle(Method.SURVIVING_CYCLE, survivor));
      }
    }
    DependencyProbe probe = new DependencyProbe(context);
    for (int[] cycle : base.cycles) {
      if (!crossesDownLink(cycle, index)) {
        if (foundAgain(context, probe, cycle, null)) {
          return Optional.of(ScenarioOutcome.cycle(Method.SURVIVING_CYCLE, cycle));
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
      return Optional.of(ScenarioOutcome.free(Method.RANKS));
    }
    CsrDigraph upper = UnionGraph.of(base.graph.digraph(), added, index);
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(upper);
    if (sccs.cyclicCount(upper) == 0) {
      return Optional.of(ScenarioOutcome.free(Method.UNION));
    }
    int[] cycle = CycleCover.cycles(upper, sccs, 1).get(0);
    if (foundAgain(context, probe, cycle, searched.get())) {
      return Optional.of(ScenarioOutcome.cycle(Method.NEW_CYCLE, cycle));
    }
    return full(context, deadline);
  }

  /**
   * A counterexample of {@code scenario} along {@code cycle} (found cyclic by {@link #decide}): the
   * groups that can create its dependencies — those the scenario changes, and those of the members of
   * each dependency's declared example group — searched in the scenario, the cycle's dependencies
   * recovered from that graph with their example packets, and re-checked by the independent forwarding
   * simulator; empty when not every dependency is found that way or the deadline passed.
   */
  Optional<Counterexample> counterexample(Scenario scenario, int[] cycle, Deadline deadline) {
    ForwardingContext context = ScenarioContext.of(base, scenario);
    Set<DestinationGroup> groups = new LinkedHashSet<>(GroupChanges.of(base, context,
        ChangedDestinations.of(base, context.index())));
    int[] groupOf = context.groups() == base.context.groups() ? base.groupOfHost : groupsOfHosts(context);
    for (int k = 0; k < cycle.length; k++) {
      int e = base.graph.digraph().edgeIndex(cycle[k], cycle[(k + 1) % cycle.length]);
      if (e >= 0) {
        for (int h : base.context.groups().get(base.graph.exampleGroup(e)).members()) {
          if (groupOf[h] >= 0) {
            groups.add(context.groups().get(groupOf[h]));
          }
        }
      }
    }
    List<DestinationGroup> ordered = groups.stream().sorted(java.util.Comparator.comparingInt(DestinationGroup::id))
        .toList();
    Optional<BufferDependencyGraph> built = BdgBuilder.buildPart(context, ordered, deadline);
    if (built.isEmpty()) {
      return Optional.empty();
    }
    for (int k = 0; k < cycle.length; k++) {
      if (!built.get().hasDependency(cycle[k], cycle[(k + 1) % cycle.length])) {
        return Optional.empty();
      }
    }
    Counterexamples.Recovered r = Counterexamples.recoverWithPaths(built.get(), cycle);
    CounterexampleChecker.checkUntil(base.network.withScenario(scenario), List.of(r.counterexample()), () -> false,
        Counterexamples.hints(List.of(r)));
    return Optional.of(r.counterexample());
  }

  /** The scenario's graph built in full, on this thread. */
  private Optional<ScenarioOutcome> full(ForwardingContext context, Deadline deadline) {
    Optional<BufferDependencyGraph> built = BdgBuilder.buildPart(context, context.groups(), deadline);
    if (built.isEmpty()) {
      return Optional.empty();
    }
    CsrDigraph g = built.get().digraph();
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    return Optional.of(sccs.cyclicCount(g) == 0 ? ScenarioOutcome.free(Method.FULL)
        : ScenarioOutcome.cycle(Method.FULL, CycleCover.cycles(g, sccs, 1).get(0)));
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
   * {@code searched} (the scenario's own, when given) do; so does a declared one whose example group
   * the scenario leaves untouched ({@link UntouchedGroups}); each other one must be created, in the
   * scenario, by the group of some member of its declared example group ({@link DependencyProbe}).
   */
  private boolean foundAgain(ForwardingContext context, DependencyProbe probe, int[] cycle,
      BufferDependencyGraph searched) {
    int[] groupOf = null;
    // a scenario that only fails links leaves the groups it does not touch as they were (no search)
    int[] failed = context.groups() == base.context.groups()
        && context.index().scenario().macMissing().equals(base.index.scenario().macMissing())
        ? ChangedDestinations.failedPorts(base.index, context.index()) : null;
    for (int k = 0; k < cycle.length; k++) {
      int from = cycle[k];
      int to = cycle[(k + 1) % cycle.length];
      if (searched != null && searched.hasDependency(from, to)) {
        continue;
      }
      int e = base.graph.digraph().edgeIndex(from, to);
      if (e < 0) {
        return false; // a new dependency the searched groups do not have
      }
      DestinationGroup declared = base.context.groups().get(base.graph.exampleGroup(e));
      if (failed != null && UntouchedGroups.untouched(base, declared, failed)) {
        continue;
      }
      if (groupOf == null) {
        groupOf = context.groups() == base.context.groups() ? base.groupOfHost : groupsOfHosts(context);
      }
      boolean created = false;
      Set<Integer> tried = new LinkedHashSet<>();
      for (int h : declared.members()) {
        if (groupOf[h] >= 0 && tried.add(groupOf[h]) && probe.creates(context.groups().get(groupOf[h]), from, to)) {
          created = true;
          break;
        }
      }
      if (!created) {
        return false;
      }
    }
    return true;
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
