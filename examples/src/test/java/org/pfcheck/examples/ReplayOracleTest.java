package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The replay as a second oracle (docs/replay.md): the first counterexample of every deadlocking example,
 * replayed with its own flows at line rate, freezes with every queue of its cycle paused; the fix
 * (sigcomm16-flood-drop-fix) drains the flows that froze the original; a 200 ms watchdog breaks the
 * freeze. A counterexample that did not freeze under its own flows would be a finding, and fails here.
 * (RepairExamplesTest replays each repaired example the same way: it drains.)
 */
class ReplayOracleTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  /**
   * The oracle's findings: counterexamples whose flows at line rate do not freeze, each with why. Each
   * must drain (so that a change that makes it freeze updates this list and docs/replay.md).
   */
  private static final java.util.Map<String, String> FINDINGS = java.util.Map.of("dual-tor-bounce.pfc",
      "every packet on the cycle comes from H2, the only server outside the rack (Sa and Sb share a subnet"
      + " and bridge to each other): one NIC's line rate, split over the two bounces, loads no link of the"
      + " cycle beyond its rate, so the queues never fill");

  @TestFactory
  Stream<DynamicTest> everyDeadlockingExampleFreezesUnderItsOwnFlows() throws IOException {
    List<DynamicTest> out = new ArrayList<>();
    for (Path p : ExamplesTest.examples()) {
      Optional<Expectations> e = Expectations.of(p);
      String file = p.getFileName().toString();
      if (e.isPresent() && e.get().verdict().equals("deadlock-possible") && file.endsWith(".pfc")) {
        out.add(DynamicTest.dynamicTest(file, () -> freezes(file)));
      }
    }
    return out.stream();
  }

  private static void freezes(String file) throws IOException {
    Cli.Run run = Cli.pfcheck("replay", file, "--format", "json", "-q");
    if (FINDINGS.containsKey(file)) {
      assertEquals(0, run.status(), "a finding that changed (" + FINDINGS.get(file) + "): " + run.transcript());
      assertEquals("drained", JSON.readTree(run.out()).at("/replay/outcome").asText(), run.out());
      return;
    }
    String expected = file.contains("watchdog") ? "recovered" : "frozen";
    assertEquals(expected.equals("frozen") ? 1 : 0, run.status(), run.transcript());
    Schemas.REPLAY.assertValid(run.out(), file);
    JsonNode replay = JSON.readTree(run.out()).get("replay");
    assertEquals(expected, replay.get("outcome").asText(), run.out());
    assertTrue(replay.get("cyclePaused").asBoolean(), "every queue of the cycle paused: " + run.out());
    for (JsonNode q : replay.get("queues")) {
      assertTrue(q.get("pausedAtMicros").isNumber(), q + " never paused");
    }
    assertTrue(replay.get("notes").isEmpty(), "every hop's packet led through it: " + replay.get("notes"));
  }

  @Test
  void theDropLosslessFixDrainsTheFlowsThatFrozeTheOriginal() {
    Cli.Run run = Cli.pfcheck("replay", "sigcomm16-flood-drop-fix.pfc", "--flows-of", "sigcomm16-flood-deadlock.pfc");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().startsWith("DRAINED: sigcomm16-flood-drop-fix"), run.out());
  }

  @Test
  void flowsOfAnotherFabricRunInTheScenarioTheyFrozeIn() {
    // dead-server-any's cycle needs a dead server that its declared scenario does not have: replayed on
    // itself with --flows-of, the flows must meet the same failure, and freeze again
    Cli.Run same = Cli.pfcheck("replay", "sigcomm16-dead-server-any.pfc", "--flows-of", "sigcomm16-dead-server-any.pfc",
        "-q");
    assertEquals(1, same.status(), same.transcript());
    Cli.Run fixed = Cli.pfcheck("replay", "sigcomm16-dead-server-any-fixed.pfc", "--flows-of",
        "sigcomm16-dead-server-any.pfc", "-q");
    assertEquals(0, fixed.status(), fixed.transcript());
  }

  @Test
  void flowsOfAFabricWithOtherServersAreAUsageError() {
    Cli.Run run = Cli.pfcheck("replay", "ring-3-switch.pfc", "--flows-of", "sigcomm16-flood-deadlock.pfc");
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("which the fabric to replay them on does not declare"), run.err());
    assertTrue(!run.err().contains("Exception"), run.err());
  }

  @Test
  void aFabricWithoutCounterexampleAndNoFlowsIsAUsageError() {
    Cli.Run run = Cli.pfcheck("replay", "sigcomm16-flood-drop-fix.pfc");
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("is deadlock-free: it has no counterexample to replay"), run.err());
    assertEquals("", run.out());
  }

  @Test
  void aCycleNumberBeyondTheListIsAUsageError() {
    Cli.Run run = Cli.pfcheck("replay", "sigcomm16-flood-deadlock.pfc", "--cycle", "9");
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("--cycle 9"), run.err());
  }

  @Test
  void theSimulatedTimeRunningOutIsUnknown() {
    Cli.Run run = Cli.pfcheck("replay", "sigcomm16-flood-deadlock.pfc", "--duration", "1ms", "-q");
    assertEquals(3, run.status(), run.transcript());
    assertTrue(run.out().startsWith("UNKNOWN: "), run.out());
  }

  @Test
  void linksTooSlowToSendOnePacketInTheDurationAreUnknownNotFrozen() {
    // 8.2 ms per packet at 1 Mb/s: nothing moves in the 5 ms simulated, yet nothing is stuck either
    Cli.Run run = Cli.pfcheck("replay", "sigcomm16-flood-deadlock.pfc", "--link-gbps", "0.001", "--duration", "5ms",
        "-q");
    assertEquals(3, run.status(), run.transcript());
    assertTrue(run.out().startsWith("UNKNOWN: ") && run.out().contains("stopped at 5 ms"), run.out());
    Cli.Run slower = Cli.pfcheck("replay", "sigcomm16-flood-deadlock.pfc", "--link-gbps", "0.000001");
    assertEquals(2, slower.status(), slower.transcript());
    assertTrue(slower.err().contains("outside 0.001..1000000"), slower.err());
  }

  @Test
  void anOutputThroughALinkIsRefusedBeforeTheReplay(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Path target = dir.resolve("elsewhere.txt");
    Path link = java.nio.file.Files.createSymbolicLink(dir.resolve("replay.txt"), target);
    Cli.Run run = Cli.pfcheck("replay", "sigcomm16-flood-deadlock.pfc", "-o", link.toString());
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("symbolic link"), run.err());
    assertTrue(java.nio.file.Files.notExists(target), "nothing written through the link");
  }

  @Test
  void theHtmlReportPlotsEveryQueueOfTheCycle() {
    Cli.Run run = Cli.pfcheck("replay", "sigcomm16-flood-watchdog.pfc", "--format", "html");
    assertEquals(0, run.status(), run.transcript());
    String page = run.out();
    assertTrue(page.contains("data-verdict=\"replay-recovered\""), page);
    assertEquals(4, page.split("<figure class=\"plot\"", -1).length - 1, "one plot per queue of the cycle");
    assertTrue(page.contains("id=\"cycle-1\""), "the counterexample drawn beside the plots");
    assertTrue(page.contains("PFC watchdog of "), "the timeline shows the watchdog");
  }
}
