package org.pfcheck.replay;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * What a replay found. Immutable.
 *
 * @param outcome frozen, drained, recovered by a watchdog, or out of simulated time
 * @param frozenAtNanos when packets last moved before the freeze (the first freeze, when a watchdog broke it)
 * @param recoveredAtNanos when a watchdog's action first moved packets again after a freeze
 * @param endNanos when the replay stopped: everything drained, the freeze was final, or the duration ran out
 * @param cyclePaused whether every queue of the cycle had paused its sender when it froze
 * @param queues the cycle's queues, in cycle order
 * @param flows the flows replayed
 * @param delivered packets (and flood copies) delivered to hosts
 * @param dropped packets dropped, by reason
 * @param departed packets no longer followed, by why: they went on in a lossy class, or into queues that
 *     cannot reach the cycle
 * @param watchdogEvents every watchdog detection and restoration
 * @param notes what the replay could not do as the counterexample says (a hop no flow reaches)
 * @param parameters the parameters used
 * @param events how many events were simulated
 */
public record ReplayResult(Outcome outcome, OptionalLong frozenAtNanos, OptionalLong recoveredAtNanos, long endNanos,
    boolean cyclePaused, List<QueueTrace> queues, List<ReplayFlow> flows, long delivered, Map<String, Long> dropped,
    Map<String, Long> departed, List<WatchdogEvent> watchdogEvents, List<String> notes, ReplayParameters parameters,
    long events) {
  /** The answer, and the exit status each gives. */
  public enum Outcome {
    /** From some instant no packet moves again, with packets still in the fabric: exit 1. */
    FROZEN(1),
    /** Every flow finished and the fabric emptied: exit 0. */
    DRAINED(0),
    /** It froze, a PFC watchdog broke the freeze, and the fabric emptied: exit 0. */
    RECOVERED(0),
    /** Packets still moved when the simulated time (or the event limit) ran out: exit 3. */
    TIME_OUT(3);

    private final int exitStatus;

    Outcome(int exitStatus) {
      this.exitStatus = exitStatus;
    }

    public int exitStatus() {
      return exitStatus;
    }

    /** The lower-case word every format uses. */
    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
  }

  public ReplayResult {
    Objects.requireNonNull(outcome, "outcome");
    queues = List.copyOf(queues);
    flows = List.copyOf(flows);
    dropped = Map.copyOf(dropped);
    departed = Map.copyOf(departed);
    watchdogEvents = List.copyOf(watchdogEvents);
    notes = List.copyOf(notes);
    Objects.requireNonNull(parameters, "parameters");
  }

  /** Every packet dropped, whatever the reason. */
  public long droppedTotal() {
    return dropped.values().stream().mapToLong(Long::longValue).sum();
  }
}
