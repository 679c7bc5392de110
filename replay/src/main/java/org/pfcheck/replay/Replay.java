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
import org.pfcheck.analyzer.check.ReferenceForwarding.State;
import org.pfcheck.model.Network;

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
    List<ReplayFlow> flows = FlowPlanner.plan(ref, cex, hosts(scenario), notes);
    notes.replaceAll(n -> "the reference semantics lead no example packet through " + n
        + "; that flow is replayed without pins");
    return run(scenario, ref, flows, cex.queues(), feeders(ref, flows, cex.queues()), parameters, wallNanos, notes);
  }

  /**
   * Replays on {@code network} (its declared scenario) the flows that froze another fabric's
   * counterexample {@code other}: the same packets at the same rate, their pins kept where the same
   * choice exists, so that a fix can be shown to drain the load that froze the original. The queues
   * traced are {@code other}'s cycle, where they are lossless here. The replay runs in the counterexample's
   * scenario.
   *
   * @throws IllegalArgumentException when {@code network} lacks a host or switch the flows or that scenario name
   */
  public static ReplayResult flowsOf(Network network, Counterexample other, Network otherNetwork,
      ReplayParameters parameters, long wallNanos) {
    ReferenceForwarding theirs = new ReferenceForwarding(otherNetwork.withoutSpace().withScenario(other.scenario()));
    List<String> notes = new ArrayList<>();
    List<ReplayFlow> flows = FlowPlanner.plan(theirs, other, hosts(otherNetwork), new ArrayList<>());
    missing(network, other, flows).ifPresent(why -> {
      throw new IllegalArgumentException(why);
    });
    // the load that froze the original froze it in its counterexample's scenario (a dead server, links
    // down): the fix is shown the same failures, not its own declared scenario
    Network mine = network.withoutSpace().withScenario(other.scenario());
    if (!other.scenario().healthy()) {
      notes.add("replayed in the scenario of the flows' counterexample, as it froze the original");
    }
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
        FlowPlanner.value(ref, f.packet()), f.dependency(), f.pins())).toList();
    Set<State> scope = reachable(ref, adopted);
    return run(mine, ref, adopted, traced, scope, parameters, wallNanos, notes);
  }

  /**
   * What {@code network} lacks of the flows and the scenario of {@code other}: a host a flow names, or a
   * switch or host the scenario names; empty when it has them all.
   */
  private static java.util.Optional<String> missing(Network network, Counterexample other, List<ReplayFlow> flows) {
    Set<String> nodes = new HashSet<>(hosts(network));
    network.switches().forEach(sw -> nodes.add(sw.name()));
    List<String> named = new ArrayList<>();
    for (ReplayFlow f : flows) {
      named.add(f.packet().src());
      named.add(f.packet().dst());
    }
    other.scenario().deadHosts().forEach(d -> named.add(d.host()));
    other.scenario().macMissing().forEach(m -> {
      named.add(m.host());
      named.add(m.switchName());
    });
    other.scenario().linksDown().forEach(l -> {
      named.add(l.a().node());
      named.add(l.b().node());
    });
    return named.stream().filter(n -> !nodes.contains(n)).findFirst().map(n -> "the flows to replay, or the"
        + " scenario they froze in, name '" + n + "', which the fabric to replay them on does not declare: --flows-of"
        + " takes a fabric and a fix of it (the same servers and switches)");
  }

  private static List<String> hosts(Network network) {
    return network.hosts().stream().map(org.pfcheck.model.topology.Host::name).toList();
  }

  private static ReplayResult run(Network network, ReferenceForwarding ref, List<ReplayFlow> flows,
      List<QueueRef> cycle, Set<State> scope, ReplayParameters parameters, long wallNanos, List<String> notes) {
    long deadline = System.nanoTime() + Math.max(0, wallNanos);
    return new Simulator(network, ref, flows, cycle, scope, parameters, deadline).run(notes);
  }

  /**
   * The part of the fabric that matters for a cycle: every state of the flows' packets (and their copies)
   * from which a state in one of the cycle's queues can be reached, found by following forwarding
   * backwards from those states. A packet that leaves these states is no longer followed: it cannot hold
   * the cycle's queues back (flood copies circling another loop of the same domain would otherwise keep
   * the replay busy for ever). Lossy hops are followed like any other: a packet may cross one and enter
   * the cycle's lossless queues after it.
   */
  static Set<State> feeders(ReferenceForwarding ref, List<ReplayFlow> flows, List<QueueRef> cycle) {
    Set<QueueRef> inCycle = new HashSet<>(cycle);
    Set<State> all = new HashSet<>();
    ArrayDeque<State> todo = new ArrayDeque<>();
    for (String dst : destinations(flows)) {
      Map<State, List<State>> back = new HashMap<>();
      Set<State> reached = reach(ref, flows, dst, back);
      for (State s : reached) {
        if (inCycle.contains(ref.queue(s, dst))) {
          todo.add(s);
        }
      }
      Set<State> seen = new HashSet<>(todo);
      while (!todo.isEmpty()) {
        for (State from : back.getOrDefault(todo.poll(), List.of())) {
          if (seen.add(from)) {
            todo.add(from);
          }
        }
      }
      all.addAll(seen);
    }
    return all;
  }

  /** Every state the flows' packets (and their copies) can reach: the part a fix is replayed on. */
  static Set<State> reachable(ReferenceForwarding ref, List<ReplayFlow> flows) {
    Set<State> all = new HashSet<>();
    for (String dst : destinations(flows)) {
      all.addAll(reach(ref, flows, dst, new HashMap<>()));
    }
    return all;
  }

  private static Set<String> destinations(List<ReplayFlow> flows) {
    Set<String> out = new java.util.LinkedHashSet<>();
    flows.forEach(f -> out.add(f.packet().dst()));
    return out;
  }

  /** The states packets of {@code flows} to {@code dst} reach, with each state's predecessors in {@code back}. */
  private static Set<State> reach(ReferenceForwarding ref, List<ReplayFlow> flows, String dst,
      Map<State, List<State>> back) {
    Set<State> seen = new HashSet<>();
    ArrayDeque<State> todo = new ArrayDeque<>();
    for (ReplayFlow f : flows) {
      if (!f.packet().dst().equals(dst)) {
        continue;
      }
      for (State first : ref.starts(f.packet().src(), f.value(), dst)) {
        if (seen.add(first)) {
          todo.add(first);
        }
      }
    }
    while (!todo.isEmpty()) {
      State s = todo.poll();
      for (ReferenceForwarding.Move m : ref.step(s, dst)) {
        back.computeIfAbsent(m.next(), k -> new ArrayList<>()).add(s);
        if (seen.add(m.next())) {
          todo.add(m.next());
        }
      }
    }
    return seen;
  }
}
