package org.pfcheck.analyzer.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * Re-checks a counterexample with {@link ReferenceForwarding}: for every dependency, its example
 * packet must be one the analysis considers, must be able to reach the {@code from} queue, and one
 * forwarding step there must send it into the {@code to} queue with the stated cause; both queues must
 * be lossless. A failure is an internal error of the engine that produced the counterexample.
 */
public final class CounterexampleChecker {
  /**
   * The counterexamples checked entirely, per network they were checked against. The graph engine checks
   * its counterexamples, and the command then re-checks the verdict it got: the same walks on the same
   * inputs (2 to 3 s of a fat-tree k=32 run), done once. Keyed by value, so an equal network or
   * counterexample is a hit (their facts are the same, and so is the check); filled only here, by checks
   * that passed, so an engine cannot claim a check it did not make. Weak keys: a network no longer in use
   * (the repair search's tried fabrics) drops out.
   */
  private static final Map<Network, Set<Counterexample>> CHECKED = Collections.synchronizedMap(new WeakHashMap<>());

  private CounterexampleChecker() {}

  /**
   * Checks {@code cx} against {@code network} (in the counterexample's scenario); throws
   * {@link IllegalStateException} describing a dependency that does not hold.
   */
  public static void check(Network network, Counterexample cx) {
    check(network, List.of(cx));
  }

  /** Checks every counterexample of {@code all}, sharing the reference semantics of each scenario. */
  public static void check(Network network, List<Counterexample> all) {
    checkUntil(network, all, () -> false);
  }

  /**
   * Checks the counterexamples of {@code all}, the first always and entirely, the others until {@code
   * stop} says so (a timeout); returns how many were checked entirely, from the first on. The
   * dependencies are checked grouped by example packet, each packet's states walked once ({@link
   * PacketWalk}): where flood copies are bridged through a whole fabric, one walk visits most of it.
   */
  public static int checkUntil(Network network, List<Counterexample> all, BooleanSupplier stop) {
    return checkUntil(network, all, stop, Hints.NONE);
  }

  /**
   * The same, following {@code hints} where given: a dependency whose hint leads the reference from the
   * packet's start to the dependency is checked without walking the packet's other states; any other is
   * walked as without hints.
   */
  public static int checkUntil(Network network, List<Counterexample> all, BooleanSupplier stop, Hints hints) {
    if (all.isEmpty()) {
      return 0;
    }
    Set<Counterexample> known = CHECKED.get(network);
    if (known != null && known.containsAll(all)) {
      return all.size();
    }
    int done = walked(network, all, stop, hints);
    CHECKED.computeIfAbsent(network, n -> ConcurrentHashMap.newKeySet()).addAll(all.subList(0, done));
    return done;
  }

  /**
   * Whether {@code hint} alone leads the reference semantics of {@code network} (its declared scenario) to
   * {@code dep}: what makes a hint save the walk (a hint that does not is harmless, only slower).
   */
  public static boolean followsHint(Network network, Dependency dep, PathHint hint) {
    ReferenceForwarding ref = new ReferenceForwarding(network);
    ExamplePacket p = dep.packet();
    return GuidedWalk.shows(ref, p.src(), value(ref, p), p.dst(), hint, dep);
  }

  /** Paths an engine offers for the dependencies it reports; the re-check verifies each hop itself. */
  @FunctionalInterface
  public interface Hints {
    /** No hints: every packet is walked. */
    Hints NONE = (c, k) -> Optional.empty();

    /** The hint for dependency {@code k} of counterexample {@code c}, if any. */
    Optional<PathHint> of(int c, int k);
  }

  private static int walked(Network network, List<Counterexample> all, BooleanSupplier stop, Hints hints) {
    Map<Scenario, ReferenceForwarding> references = new HashMap<>();
    // the first counterexample's walks are kept: the others mostly share its packets
    Map<List<Object>, PacketWalk> kept = new HashMap<>();
    together(network, all, 0, 1, () -> false, references, kept, true, hints);
    if (all.size() == 1 || stop.getAsBoolean()) {
      return 1;
    }
    return 1 + together(network, all, 1, all.size(), stop, references, kept, false, hints);
  }

  /**
   * Checks the counterexamples {@code all[from..to)} packet by packet until {@code stop}; returns how
   * many of them, from {@code from} on, had every dependency checked. Walks are taken from {@code kept}
   * when there, and with {@code keep} put there.
   */
  private static int together(Network network, List<Counterexample> all, int from, int to, BooleanSupplier stop,
      Map<Scenario, ReferenceForwarding> references, Map<List<Object>, PacketWalk> kept, boolean keep, Hints hints) {
    // per example packet (in its scenario): its dependencies, as (counterexample, index)
    Map<List<Object>, List<int[]>> packets = new LinkedHashMap<>();
    int[] left = new int[to - from];
    for (int c = from; c < to; c++) {
      Counterexample cx = all.get(c);
      ReferenceForwarding ref = references.computeIfAbsent(cx.scenario(),
          s -> new ReferenceForwarding(network.withScenario(s)));
      for (int k = 0; k < cx.cycle().size(); k++) {
        ExamplePacket p = cx.cycle().get(k).packet();
        packets.computeIfAbsent(List.of(cx.scenario(), p.src(), value(ref, p), p.dst()), x -> new ArrayList<>())
            .add(new int[] {c, k});
        left[c - from]++;
      }
    }
    for (Map.Entry<List<Object>, List<int[]>> e : packets.entrySet()) {
      List<int[]> group = e.getValue();
      if (stop.getAsBoolean()) {
        break;
      }
      ReferenceForwarding ref = references.get(all.get(group.get(0)[0]).scenario());
      for (int[] at : group) { // the packet and the queues first: only a packet that passes is walked
        fail(all, at, precheck(ref, dependency(all, at)));
      }
      ExamplePacket p = dependency(all, group.get(0)).packet();
      PacketWalk walk = kept.get(e.getKey());
      for (int[] at : group) {
        Dependency dep = dependency(all, at);
        Optional<PathHint> hint = hints.of(at[0], at[1]);
        if (hint.isEmpty() || !GuidedWalk.shows(ref, p.src(), value(ref, p), p.dst(), hint.get(), dep)) {
          if (walk == null) { // a packet's states are walked once, and only when a hint did not show a dependency
            walk = new PacketWalk(ref, p.src(), value(ref, p), p.dst());
            if (keep) {
              kept.put(e.getKey(), walk);
            }
          }
          fail(all, at, walk.problem(dep.from(), dep.to(), dep.cause()));
        }
        left[at[0] - from]--;
      }
    }
    return leadingDone(left);
  }

  private static void fail(List<Counterexample> all, int[] at, String problem) {
    if (problem != null) {
      Counterexample cx = all.get(at[0]);
      Dependency dep = dependency(all, at);
      throw new IllegalStateException("counterexample re-check failed at dependency " + (at[1] + 1) + " of "
          + cx.cycle().size() + " (" + dep.from() + " -> " + dep.to() + ", " + dep.cause().word() + ", packet "
          + dep.packet() + ", " + dep.decision() + "): " + problem + "\ncycle: " + cx.queues());
    }
  }

  private static Dependency dependency(List<Counterexample> all, int[] at) {
    return all.get(at[0]).cycle().get(at[1]);
  }

  private static int value(ReferenceForwarding ref, ExamplePacket p) {
    return ref.dscpMode() ? p.dscp() : p.priority();
  }

  /** How many counterexamples from the first on have no dependency left to check. */
  private static int leadingDone(int[] left) {
    int done = 0;
    while (done < left.length && left[done] == 0) {
      done++;
    }
    return done;
  }

  /** What is wrong with a dependency before any walk: its packet or its queues; null when nothing. */
  private static String precheck(ReferenceForwarding ref, Dependency dep) {
    QueueRef from = dep.from();
    QueueRef to = dep.to();
    if (!ref.considers(dep.packet().src(), dep.packet().dst(), value(ref, dep.packet()))) {
      return "the example packet is not among the considered traffic";
    }
    if (!ref.lossless(from.switchName(), from.port(), from.priority())) {
      return "the from queue is not lossless";
    }
    if (!ref.lossless(to.switchName(), to.port(), to.priority())) {
      return "the to queue is not lossless";
    }
    return null;
  }
}
