package org.pfcheck.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.model.Network;

/** The three replays docs/replay.md shows: a freeze, the fix draining the same flows, a watchdog recovering. */
class ReplayExamplesTest {
  private static final Network DEADLOCK = Replays.example("sigcomm16-flood-deadlock.pfc");

  @Test
  void theSigcommFloodDeadlockFreezesWithEveryQueueOfTheCyclePaused() {
    ReplayResult r = Replay.of(DEADLOCK, Replays.firstCycle(DEADLOCK), ReplayParameters.DEFAULTS, Replays.WALL);
    assertEquals(ReplayResult.Outcome.FROZEN, r.outcome(), () -> Replays.describe(r));
    assertTrue(r.cyclePaused(), () -> Replays.describe(r));
    assertTrue(r.frozenAtNanos().getAsLong() < 10_000_000, () -> Replays.describe(r));
    r.queues().forEach(q -> assertTrue(q.pausedAtNanos().isPresent(), q.queue() + " never paused"));
    // one hop of the cycle is exemplified by routed traffic to a live server (S4 -> S1, which the leaf sends
    // down the same queue as the flood copies), so some packets are delivered before the freeze
    assertTrue(r.notes().isEmpty(), () -> r.notes().toString());
  }

  @Test
  void theDropLosslessFixDrainsTheFlowsThatFroze() {
    Network fixed = Replays.example("sigcomm16-flood-drop-fix.pfc");
    Counterexample cex = Replays.firstCycle(DEADLOCK);
    ReplayResult r = Replay.flowsOf(fixed, cex, DEADLOCK, ReplayParameters.DEFAULTS, Replays.WALL);
    assertEquals(ReplayResult.Outcome.DRAINED, r.outcome(), () -> Replays.describe(r));
    assertTrue(r.frozenAtNanos().isEmpty());
    assertTrue(r.droppedTotal() > 0, () -> "the fix drops the lossless packets for the dead server: " + Replays.describe(r));
  }

  @Test
  void aPfcWatchdogThatDropsBreaksTheFreezeAndTheFabricDrains() {
    Network n = Replays.example("sigcomm16-flood-watchdog.pfc");
    ReplayResult r = Replay.of(n, Replays.firstCycle(n), ReplayParameters.DEFAULTS, Replays.WALL);
    assertEquals(ReplayResult.Outcome.RECOVERED, r.outcome(), () -> Replays.describe(r));
    long frozen = r.frozenAtNanos().orElseThrow();
    long recovered = r.recoveredAtNanos().orElseThrow();
    // the paused egress it watches was paused a few µs before the last queue of the cycle let its last packet go
    assertTrue(recovered - frozen > 199_000_000L && recovered - frozen < 201_000_000L,
        "the watchdog acts 200 ms (its detection time) after the pause began: " + frozen + " .. " + recovered);
    assertFalse(r.watchdogEvents().isEmpty());
    assertTrue(r.dropped().getOrDefault("PFC watchdog (drop)", 0L) > 0, () -> Replays.describe(r));
  }

  @Test
  void aReplayIsDeterministic() {
    Counterexample cex = Replays.firstCycle(DEADLOCK);
    ReplayParameters short1 = ReplayParameters.DEFAULTS.withFlowBytes(8L << 20);
    ReplayResult a = Replay.of(DEADLOCK, cex, short1, Replays.WALL);
    ReplayResult b = Replay.of(DEADLOCK, cex, short1, Replays.WALL);
    assertEquals(Replays.describe(a), Replays.describe(b));
    assertEquals(a.events(), b.events());
  }
}
