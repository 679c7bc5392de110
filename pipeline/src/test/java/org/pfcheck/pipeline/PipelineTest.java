package org.pfcheck.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/** The engine runs beside the validation; only a network without errors gets its answer. */
class PipelineTest {
  private static final String VALID = "network n\nlossless 3\nswitch A\nswitch B\nhost ha at A\nhost hb at B\n"
      + "link A -- B\n";
  private static final String INVALID = VALID + "dead hz\n";
  private final AnalysisOptions options = new AnalysisOptions(1, Duration.ofSeconds(30), 1);

  @Test
  void anInvalidNetworkGetsItsErrorsWhateverTheEngineDoesMeanwhile() throws Exception {
    Pipeline.Outcome failing = Pipeline.run("bad.pfc", () -> PfcReader.read("bad.pfc", INVALID),
        n -> FakeEngine.running(() -> { }), options, Stages.NONE);
    assertTrue(failing.inputErrors());
    assertTrue(failing.diagnostics().stream().anyMatch(Diagnostic::isError), failing.diagnostics().toString());
    assertTrue(failing.diagnostics().stream().anyMatch(d -> d.message().contains("hz")),
        failing.diagnostics().toString());

    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch interrupted = new CountDownLatch(1);
    Pipeline.Outcome slow = Pipeline.run("bad.pfc", () -> PfcReader.read("bad.pfc", INVALID), n -> FakeEngine.running(() -> {
      started.countDown();
      try {
        Thread.sleep(60_000);
      } catch (InterruptedException e) {
        interrupted.countDown();
      }
    }), options, Stages.NONE);
    assertTrue(slow.inputErrors());
    // cancelled before it started (then it never runs), or interrupted while it runs
    assertTrue(!started.await(5, TimeUnit.SECONDS) || interrupted.await(30, TimeUnit.SECONDS),
        "the engine of an invalid input is cancelled");
  }

  @Test
  void anEmptyInputGetsOnlyItsError() throws Exception {
    for (String text : new String[] {"", "# only a comment\n", "\n\n"}) {
      Pipeline.Outcome empty = Pipeline.run("<stdin>", () -> PfcReader.read("<stdin>", text),
          n -> FakeEngine.running(() -> { }), options, Stages.NONE);
      assertEquals(java.util.List.of(Code.PFC007), empty.diagnostics().stream().map(Diagnostic::code).toList(),
          empty.diagnostics().toString());
    }
  }

  @Test
  void aLosslessStatementWithAnErrorDrawsNoWarningThatNothingIsLossless() throws Exception {
    String text = VALID.replace("lossless 3\n", "lossless 3, 9\n");
    Pipeline.Outcome bad = Pipeline.run("bad.pfc", () -> PfcReader.read("bad.pfc", text),
        n -> FakeEngine.running(() -> { }), options, Stages.NONE);
    assertTrue(bad.inputErrors());
    assertTrue(bad.diagnostics().stream().anyMatch(d -> d.isError() && d.message().contains("9")),
        bad.diagnostics().toString());
    assertTrue(bad.diagnostics().stream().noneMatch(d -> d.code() == Code.PFC210), bad.diagnostics().toString());
    // without errors, a file that declares no lossless priority is still warned
    Pipeline.Outcome lossy = Pipeline.run("lossy.pfc", () -> PfcReader.read("lossy.pfc", VALID.replace("lossless 3\n",
        "")), n -> new org.pfcheck.analyzer.graph.GraphEngine(), options, Stages.NONE);
    assertTrue(lossy.diagnostics().stream().anyMatch(d -> d.code() == Code.PFC210), lossy.diagnostics().toString());
  }

  @Test
  void aHostLineWithAnErrorDrawsNoWarningThatNoTrafficIsLossless() throws Exception {
    String text = VALID.replace("host hb at B\n", "host hb at B port\n");  // leaves one host: PFC215 would cascade
    Pipeline.Outcome bad = Pipeline.run("bad.pfc", () -> PfcReader.read("bad.pfc", text),
        n -> FakeEngine.running(() -> { }), options, Stages.NONE);
    assertTrue(bad.inputErrors());
    assertTrue(bad.diagnostics().stream().noneMatch(d -> d.code() == Code.PFC215), bad.diagnostics().toString());
    Pipeline.Outcome alone = Pipeline.run("alone.pfc", () -> PfcReader.read("alone.pfc", VALID.replace(
        "host hb at B\n", "")), n -> new org.pfcheck.analyzer.graph.GraphEngine(), options, Stages.NONE);
    assertTrue(alone.diagnostics().stream().anyMatch(d -> d.code() == Code.PFC215), alone.diagnostics().toString());
  }

  @Test
  void aValidNetworkGetsTheEnginesAnswerOrItsFailure() {
    assertThrows(IllegalStateException.class, () -> Pipeline.run("ok.pfc", () -> PfcReader.read("ok.pfc", VALID),
        n -> FakeEngine.running(() -> { }), options, Stages.NONE));
  }

  @Test
  void theValidationIsTimedAsItsOwnStage() throws Exception {
    Pipeline.Outcome ok = Pipeline.run("ok.pfc", () -> PfcReader.read("ok.pfc", VALID),
        n -> Engines.create("graph", n).orElseThrow(), options, Stages.NONE);
    AnalysisResult result = ok.result().orElseThrow();
    assertTrue(result.stats().millis().containsKey("validate"), result.stats().millis().toString());
    assertEquals(0, result.verdict().exitStatus(), result.verdict().toString());
    assertTrue(ok.diagnostics().stream().noneMatch(d -> d.code() == Code.PFC301));
  }

  /** {@link #VALID} read as {@code name}, after {@code millis}. */
  private static org.pfcheck.grammar.ParseResult readSlowly(String name, long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return PfcReader.read(name, VALID);
  }

  @Test
  void theTimeoutBoundsTheReadingToo() throws Exception {
    AnalysisOptions quick = new AnalysisOptions(1, Duration.ofMillis(200), 1);
    java.util.concurrent.atomic.AtomicBoolean engineRan = new java.util.concurrent.atomic.AtomicBoolean();
    Pipeline.Outcome slow = Pipeline.run("slow.pfc", () -> readSlowly("slow.pfc", 20_000),
        n -> FakeEngine.running(() -> engineRan.set(true)), quick, Stages.NONE);
    assertTrue(slow.notRead(), "no network: the run stopped before it was read");
    AnalysisResult result = slow.result().orElseThrow();
    assertEquals("unknown", result.verdict().word());
    assertEquals("the timeout of 200ms ended the run while reading the input",
        ((org.pfcheck.analyzer.Verdict.Unknown) result.verdict()).reason());
    assertEquals("slow", result.network());
    assertTrue(!result.stats().networkKnown() && result.engines().isEmpty(), result.stats().toString());
    assertTrue(!engineRan.get(), "no engine ran");
  }

  @Test
  void theEngineGetsWhatIsLeftOfTheTimeout() throws Exception {
    AnalysisOptions budget = new AnalysisOptions(1, Duration.ofSeconds(30), 1);
    java.util.concurrent.atomic.AtomicReference<Duration> given = new java.util.concurrent.atomic.AtomicReference<>();
    DeadlockEngine recording = new DeadlockEngine() {
      @Override
      public String name() {
        return "recording";
      }

      @Override
      public AnalysisResult analyze(org.pfcheck.model.Network n, AnalysisOptions o) {
        given.set(o.timeout());
        return new org.pfcheck.analyzer.graph.GraphEngine().analyze(n, o);
      }
    };
    Pipeline.Outcome ok = Pipeline.run("ok.pfc", () -> readSlowly("ok.pfc", 300), n -> recording, budget, Stages.NONE);
    assertEquals(0, ok.result().orElseThrow().verdict().exitStatus());
    assertTrue(given.get().compareTo(Duration.ofMillis(29_700)) <= 0, "the reading's 300 ms are spent: " + given.get());
  }
}
