package org.pfcheck.repair.witness;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.check.ReferenceForwarding.Move;
import org.pfcheck.analyzer.check.ReferenceForwarding.State;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Host;
import org.pfcheck.repair.candidates.PortMap;

/**
 * Finds witnesses of dependencies with the reference semantics of one network in one scenario: the
 * shortest sequence of forwarding steps (breadth-first over the packet's states) from the sender to a
 * state in the dependency's first queue whose next step enters its second. Besides the dependency's
 * example packet it tries senders to the same destination attached along the example's path, nearest
 * to the first queue first: each witness found gives the search another requirement, and witnesses
 * through other switches make the requirements sharper. Not thread-safe.
 */
public final class WitnessSearch {
  private final Network network;
  private final PortMap ports;
  private final ReferenceForwarding reference;

  /** The search in {@code network}'s declared scenario. */
  public WitnessSearch(Network network, PortMap ports) {
    this.network = network;
    this.ports = ports;
    this.reference = new ReferenceForwarding(network);
  }

  /**
   * Witnesses of {@code dep}, at most {@code limit}, no two through the same switches, those through
   * the fewest switches first (the sharpest requirements). Tried: the example packet, then up to
   * {@code 2 * limit} other senders to the same destination attached along its path, nearest to the
   * dependency first.
   *
   * @throws IllegalStateException when the example packet does not witness {@code dep} (the counterexample
   *     was re-checked by the same reference, so this is an internal error)
   */
  public List<Witness> witnesses(Dependency dep, int limit) {
    String dst = dep.packet().dst();
    // its priority, or in DSCP mode its DSCP value (as the counterexample checker starts it)
    int priority = reference.dscpMode() ? dep.packet().dscp() : dep.packet().priority();
    Witness example = path(dep.packet().src(), dst, priority, dep.from(), dep.to()).orElseThrow(
        () -> new IllegalStateException("internal error: the reference finds no path for the example packet "
            + dep.packet() + " of " + dep.from() + " -> " + dep.to()));
    Map<Set<String>, Witness> found = new HashMap<>();
    found.put(switches(example), example);
    List<String> along = new ArrayList<>(example.hops().stream().map(Hop::sw).distinct().toList());
    java.util.Collections.reverse(along);
    int tries = 0;
    for (String sw : along) {
      for (Host h : network.hosts()) {
        if (tries < 2 * limit && h.active().switchName().equals(sw) && !h.name().equals(dep.packet().src())
            && reference.considers(h.name(), dst, priority)) {
          tries++;
          path(h.name(), dst, priority, dep.from(), dep.to()).ifPresent(w -> found.putIfAbsent(switches(w), w));
        }
      }
    }
    return found.values().stream().sorted(java.util.Comparator.<Witness>comparingInt(w -> switches(w).size())
        .thenComparingInt(w -> w.hops().size()).thenComparing(w -> w.src())).limit(limit).toList();
  }

  private static Set<String> switches(Witness w) {
    return w.hops().stream().map(Hop::sw).collect(Collectors.toCollection(LinkedHashSet::new));
  }

  /** The steps of packet ({@code src}, {@code dst}, {@code priority}) into {@code from} and on into {@code to}. */
  public Optional<Witness> path(String src, String dst, int priority, QueueRef from, QueueRef to) {
    Map<State, Step> parent = new HashMap<>();
    ArrayDeque<State> queue = new ArrayDeque<>();
    for (State start : reference.starts(src, priority, dst)) {
      parent.put(start, null);
      queue.add(start);
    }
    while (!queue.isEmpty()) {
      State s = queue.poll();
      boolean atFrom = from.equals(reference.queue(s, dst));
      for (Move m : reference.step(s, dst)) {
        if (atFrom && to.equals(reference.arrival(s, m, dst))) {
          List<Hop> hops = new ArrayList<>();
          hops.add(hop(s, m));
          for (Step p = parent.get(s); p != null; p = parent.get(p.state())) {
            hops.add(0, hop(p.state(), p.move()));
          }
          return Optional.of(new Witness(src, dst, address(dst), hops));
        }
        if (!parent.containsKey(m.next())) {
          parent.put(m.next(), new Step(s, m));
          queue.add(m.next());
        }
      }
    }
    return Optional.empty();
  }

  private Optional<org.pfcheck.model.topology.Ipv4> address(String host) {
    return network.hosts().stream().filter(h -> h.name().equals(host)).findFirst().flatMap(Host::address);
  }

  /** How a state was reached: from {@code state} by {@code move}. */
  private record Step(State state, Move move) {}

  private Hop hop(State s, Move m) {
    State n = m.next();
    String inNeighbour = ports.facing(s.sw(), s.port()).map(PortMap.Facing::node).orElse(s.port());
    String out = ports.portTowards(s.sw(), n.sw(), n.port()).orElseThrow(
        () -> new IllegalStateException("no port of " + s.sw() + " faces " + n.sw() + ":" + n.port()));
    // a packet's value is its priority, except in DSCP mode: there its class depends on each port's maps
    boolean dscp = reference.dscpMode();
    return new Hop(s.sw(), s.port(), inNeighbour, dscp ? Hop.ANY : s.value(), m.cause(), out, n.sw(), n.port(),
        dscp ? Hop.ANY : n.value());
  }
}
