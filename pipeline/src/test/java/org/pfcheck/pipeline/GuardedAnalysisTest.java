package org.pfcheck.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;

class GuardedAnalysisTest {
  private final Network network = new NetworkBuilder("tiny").addSwitch("T0", "tor").lossless(3).build();
  private final AnalysisOptions options = new AnalysisOptions(1, Duration.ofMillis(100), 1);

  private static AnalysisResult run(DeadlockEngine engine, Network network, AnalysisOptions options)
      throws InterruptedException {
    return GuardedAnalysis.start(engine, network, options).await();
  }

  @Test
  void anEngineThatOverrunsItsBudgetGivesUnknownNeverFree() throws Exception {
    AnalysisResult r = run(FakeEngine.running(() -> {
      try {
        Thread.sleep(60_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }), network, options);
    assertTrue(r.verdict() instanceof Verdict.Unknown, r.verdict().toString());
    assertEquals(3, r.verdict().exitStatus());
    assertTrue(((Verdict.Unknown) r.verdict()).reason().contains("timeout of 100ms"), r.verdict().toString());
  }

  @Test
  void engineFailuresComeBackAsTheyWere() {
    assertThrows(IllegalStateException.class, () -> run(FakeEngine.running(() -> {
      throw new IllegalStateException("re-check failed");
    }), network, options));
    assertThrows(OutOfMemoryError.class, () -> run(FakeEngine.running(() -> {
      throw new OutOfMemoryError("Java heap space");
    }), network, options));
  }
}
