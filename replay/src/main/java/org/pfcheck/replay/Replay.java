package org.pfcheck.replay;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.model.Flow;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;

/**
 * Replays a counterexample's flows in a buffer-level PFC simulation (see the package documentation).
 * Deterministic: the same network, flows and parameters give the same result. Stateless.
 */
public final class Replay {
  private Replay() {
  }

  /**
   * Replays {@code cex}'s flows on {@code network} in the counterexample's scenario, stopping after
   * {@code wallNanos} of real time (then the answer is {@link ReplayResult.Outcome#TIME_OUT}).
   */
  public static ReplayResult of(Network network, Counterexample cex, ReplayParameters parameters, long wallNanos) {
    Network scenario = network.withoutSpace().withScenario(cex.scenario());
    ReferenceForwarding ref = new ReferenceForwarding(scenario);
    List<String> notes = new ArrayList<>();
    List<ReplayFlow> flows = FlowPlanner.plan(ref, cex, notes);
    notes.replaceAll(n -> "the reference semantics lead no example packet through " + n
        + "; that flow is replayed without pins");
    return run(scenario, ref, flows, cex.queues(), feeders(ref, flows, cex.queues()), parameters, wallNanos, notes);
  }

  /**
   * Replays on {@code network} (its declared scenario) the flows that froze another fabric's
   * counterexample {@code other}: the same packets at the same rate, their pins kept where the same
   * choice exists, so that a fix can be shown to drain the load that froze the original. The queues
   * traced are {@code other}'s cycle, where they are lossless here.
   */
  public static ReplayResult flowsOf(Network network, Counterexample other, Network otherNetwork,
      ReplayParameters parameters, long wallNanos) {
    ReferenceForwarding theirs = new ReferenceForwarding(otherNetwork.withoutSpace().withScenario(other.scenario()));
    List<String> notes = new ArrayList<>();
    List<ReplayFlow> flows = FlowPlanner.plan(theirs, other, new ArrayList<>());
    Network mine = network.withoutSpace();
    ReferenceForwarding ref = new ReferenceForwarding(mine);
    List<QueueRef> traced = new ArrayList<>();
    for (QueueRef q : other.queues()) {
      if (ref.lossless(q.switchName(), q.port(), q.priority())) {
        traced.add(q);
      } else {
        notes.add(q + " is not a lossless queue here: not traced");
      }
    }
    List<ReplayFlow> adopted = flows.stream().map(f -> new ReplayFlow(f.id(), f.packet(),
        ref.dscpMode() && f.packet().dscp() >= 0 ? f.packet().dscp() : f.packet().priority(), f.dependency(),
        Map.copyOf(f.pins()))).toList();
    Set<QueueRef> scope = new HashSet<>(traced);
    for (ReferenceForwarding.Edge e : ref.dependencies(packets(ref, adopted))) {
      scope.add(e.from());
      scope.add(e.to());
    }
    for (ReplayFlow f : adopted) {
      QueueRef first = ref.queue(ref.start(f.packet().src(), f.value()), f.packet().dst());
      if (first != null) {
        scope.add(first);
      }
    }
    return run(mine, ref, adopted, traced, scope, parameters, wallNanos, notes);
  }

  private static List<Flow> packets(ReferenceForwarding ref, List<ReplayFlow> flows) {
    return flows.stream().map(f -> new Flow(f.packet().src(), f.packet().dst(), f.packet().priority(), Origin.NONE,
        ref.dscpMode() ? f.value() : -1)).distinct().toList();
  }

  private static ReplayResult run(Network network, ReferenceForwarding ref, List<ReplayFlow> flows,
      List<QueueRef> cycle, Set<QueueRef> scope, ReplayParameters parameters, long wallNanos, List<String> notes) {
    long deadline = System.nanoTime() + Math.max(0, wallNanos);
    return new Simulator(network, ref, flows, cycle, scope, parameters, deadline).run(notes);
  }

  /**
   * The part of the fabric that matters for a cycle: its queues and every queue from which the flows'
   * packets can reach one of them (the reference's dependencies of those packets, followed backwards).
   * Packets leaving it are no longer followed: they cannot hold the cycle's queues back (flood copies
   * circling another loop of the same domain would otherwise keep the replay busy for ever).
   */
  static Set<QueueRef> feeders(ReferenceForwarding ref, List<ReplayFlow> flows, List<QueueRef> cycle) {
    Map<QueueRef, List<QueueRef>> into = new HashMap<>();
    for (ReferenceForwarding.Edge e : ref.dependencies(packets(ref, flows))) {
      into.computeIfAbsent(e.to(), k -> new ArrayList<>()).add(e.from());
    }
    Set<QueueRef> seen = new HashSet<>(cycle);
    ArrayDeque<QueueRef> todo = new ArrayDeque<>(cycle);
    while (!todo.isEmpty()) {
      for (QueueRef from : into.getOrDefault(todo.poll(), List.of())) {
        if (seen.add(from)) {
          todo.add(from);
        }
      }
    }
    return seen;
  }
}
