package org.pfcheck.replay;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.check.ReferenceForwarding.Move;
import org.pfcheck.analyzer.check.ReferenceForwarding.State;

/**
 * Turns a counterexample into flows: for each dependency, the shortest way its example packet can go
 * from its source into the dependency's first queue and on into its second, found by a breadth-first
 * search of the reference semantics' states; the choices on that way become the flow's pins. Stateless.
 */
final class FlowPlanner {
  static final int FEEDING = 2;
  static final int CANDIDATES = 32;

  private FlowPlanner() {
  }

  /**
   * One flow per dependency of {@code cex}, then for each dependency up to {@value #FEEDING} flows from
   * other {@code hosts} through it. A dependency whose packet the reference cannot lead through it (the
   * counterexample and the reference disagree) still gets a flow, unpinned, and is named in
   * {@code unreached}.
   */
  static List<ReplayFlow> plan(ReferenceForwarding ref, Counterexample cex, List<String> hosts,
      List<String> unreached) {
    List<ReplayFlow> flows = new ArrayList<>();
    for (int k = 0; k < cex.cycle().size(); k++) {
      Dependency d = cex.cycle().get(k);
      ExamplePacket p = d.packet();
      int value = value(ref, p);
      Optional<Map<State, String>> pins = pins(ref, p.src(), p.dst(), value, d.from(), d.to());
      if (pins.isEmpty()) {
        unreached.add("hop " + (k + 1) + " (" + d.from() + " → " + d.to() + ")");
      }
      flows.add(new ReplayFlow(flows.size() + 1, p, value, k + 1, pins.orElse(Map.of())));
    }
    for (int k = 0; k < cex.cycle().size(); k++) {
      feeding(ref, cex.cycle().get(k), k + 1, hosts, flows);
    }
    return flows;
  }

  /**
   * Adds up to {@value #FEEDING} flows from other sources whose packets to the hop's destination also go
   * through hop {@code k} (the other traffic the graph shows feeding its queues): a cycle whose example
   * packets all come from one server could never fill at that server's line rate alone, where the
   * fabric's other servers fill it. At most {@value #CANDIDATES} sources are tried per hop.
   */
  private static void feeding(ReferenceForwarding ref, Dependency d, int k, List<String> hosts, List<ReplayFlow> flows) {
    ExamplePacket p = d.packet();
    int value = value(ref, p);
    java.util.Set<String> sources = new java.util.HashSet<>();
    flows.forEach(f -> sources.add(f.packet().src()));
    int added = 0;
    int tried = 0;
    for (String src : hosts) {
      if (added == FEEDING || tried == CANDIDATES) {
        return;
      }
      if (sources.contains(src) || !ref.considers(src, p.dst(), value)) {
        continue;
      }
      tried++;
      Optional<Map<State, String>> pins = pins(ref, src, p.dst(), value, d.from(), d.to());
      if (pins.isPresent()) {
        flows.add(new ReplayFlow(flows.size() + 1, new ExamplePacket(src, p.dst(), p.priority(), p.dscp()), value, k,
            pins.get()));
        sources.add(src);
        added++;
      }
    }
  }

  /** What {@code p} starts with under {@code ref}: its DSCP in DSCP mode (when it has one), else its priority. */
  static int value(ReferenceForwarding ref, ExamplePacket p) {
    return ref.dscpMode() && p.dscp() >= 0 ? p.dscp() : p.priority();
  }

  /**
   * The egress chosen in each state of the shortest way from {@code src}'s first state to a state in
   * queue {@code from} with a move into queue {@code to}; empty when there is none.
   */
  static Optional<Map<State, String>> pins(ReferenceForwarding ref, String src, String dst, int value, QueueRef from,
      QueueRef to) {
    List<State> starts = ref.starts(src, value, dst); // routed, bridged, or both (an unknown netmask)
    Map<State, State> parent = new HashMap<>();
    Map<State, String> via = new HashMap<>();
    starts.forEach(first -> parent.put(first, first));
    ArrayDeque<State> todo = new ArrayDeque<>(starts);
    while (!todo.isEmpty()) {
      State s = todo.poll();
      boolean atFrom = from.equals(ref.queue(s, dst));
      for (Move m : ref.step(s, dst)) {
        if (atFrom && to.equals(ref.arrival(s, m, dst))) {
          Map<State, String> pins = new LinkedHashMap<>();
          pins.put(s, m.egress());
          for (State x = s; !parent.get(x).equals(x); x = parent.get(x)) {
            pins.put(parent.get(x), via.get(x));
          }
          return Optional.of(pins);
        }
        if (!parent.containsKey(m.next())) {
          parent.put(m.next(), s);
          via.put(m.next(), m.egress());
          todo.add(m.next());
        }
      }
    }
    return Optional.empty();
  }
}
