package org.pfcheck.analyzer.check;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.model.Network;
import org.pfcheck.model.Scenario;

/**
 * Re-checks a counterexample with {@link ReferenceForwarding}: for every dependency, its example
 * packet must be one the analysis considers, must be able to reach the {@code from} queue, and one
 * forwarding step there must send it into the {@code to} queue with the stated cause; both queues must
 * be lossless. A failure is an internal error of the engine that produced the counterexample.
 */
public final class CounterexampleChecker {
  private CounterexampleChecker() {}

  /**
   * Checks {@code cx} against {@code network} (in the counterexample's scenario); throws
   * {@link IllegalStateException} describing the first dependency that does not hold.
   */
  public static void check(Network network, Counterexample cx) {
    check(network, List.of(cx));
  }

  /** Checks every counterexample of {@code all}, sharing the reference semantics of each scenario. */
  public static void check(Network network, List<Counterexample> all) {
    checkUntil(network, all, () -> false);
  }

  /**
   * Checks the counterexamples of {@code all} in order, the first always, the others until {@code stop}
   * says so (a timeout); returns how many were checked, each of them entirely.
   */
  public static int checkUntil(Network network, List<Counterexample> all, BooleanSupplier stop) {
    Map<Scenario, ReferenceForwarding> references = new HashMap<>();
    int checked = 0;
    for (Counterexample cx : all) {
      if (checked > 0 && stop.getAsBoolean()) {
        return checked;
      }
      ReferenceForwarding ref = references.computeIfAbsent(cx.scenario(),
          s -> new ReferenceForwarding(network.withScenario(s)));
      for (int k = 0; k < cx.cycle().size(); k++) {
        Dependency dep = cx.cycle().get(k);
        String problem = problem(ref, dep);
        if (problem != null) {
          throw new IllegalStateException("counterexample re-check failed at dependency " + (k + 1) + " of "
              + cx.cycle().size() + " (" + dep.from() + " -> " + dep.to() + ", " + dep.cause().word() + ", packet "
              + dep.packet() + ", " + dep.decision() + "): " + problem + "\ncycle: " + cx.queues());
        }
      }
      checked++;
    }
    return checked;
  }

  private static String problem(ReferenceForwarding ref, Dependency dep) {
    QueueRef from = dep.from();
    QueueRef to = dep.to();
    String src = dep.packet().src();
    String dst = dep.packet().dst();
    int value = ref.dscpMode() ? dep.packet().dscp() : dep.packet().priority();
    if (!ref.considers(src, dst, value)) {
      return "the example packet is not among the considered traffic";
    }
    if (!ref.lossless(from.switchName(), from.port(), from.priority())) {
      return "the from queue is not lossless";
    }
    if (!ref.lossless(to.switchName(), to.port(), to.priority())) {
      return "the to queue is not lossless";
    }
    // breadth-first over the packet's states, stopping at the first state at the from queue whose
    // step sends it into the to queue: the whole reachable set is not needed
    boolean reaches = false;
    Set<ReferenceForwarding.State> seen = new HashSet<>();
    ArrayDeque<ReferenceForwarding.State> queue = new ArrayDeque<>();
    queue.add(ref.start(src, value));
    seen.add(queue.peek());
    while (!queue.isEmpty()) {
      ReferenceForwarding.State s = queue.poll();
      boolean atFrom = from.equals(ref.queue(s, dst));
      reaches |= atFrom;
      for (ReferenceForwarding.Move m : ref.step(s, dst)) {
        ReferenceForwarding.State n = m.next();
        if (atFrom && m.cause() == dep.cause() && to.equals(ref.arrival(s, m, dst))) {
          return null;
        }
        if (seen.add(n)) {
          queue.add(n);
        }
      }
    }
    return reaches ? "no forwarding step from the from queue sends the packet into the to queue with that cause"
        : "the example packet cannot reach the from queue";
  }
}
