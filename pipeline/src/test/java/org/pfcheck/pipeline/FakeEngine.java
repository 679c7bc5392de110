package org.pfcheck.pipeline;

import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.model.Network;

/** Engines for tests of what runs around an engine: they run a body, then fail without an answer. */
final class FakeEngine {
  private FakeEngine() {
  }

  /** An engine named "test" that runs {@code body}, then throws {@link IllegalStateException}. */
  static DeadlockEngine running(Runnable body) {
    return new DeadlockEngine() {
      @Override
      public String name() {
        return "test";
      }

      @Override
      public AnalysisResult analyze(Network n, AnalysisOptions o) {
        body.run();
        throw new IllegalStateException("the test engine gives no answer");
      }
    };
  }
}
