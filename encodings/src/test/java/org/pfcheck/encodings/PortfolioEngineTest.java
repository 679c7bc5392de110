package org.pfcheck.encodings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;

class PortfolioEngineTest {
  private static final Verdict FREE = new Verdict.Free(new Certificate(List.of(), new int[0]), "empty");
  private static final Network RING = Z3EngineTestAccess.ring4();

  /** An engine that answers only after {@code release} opens, and notes whether it was interrupted. */
  private static DeadlockEngine slow(CountDownLatch release, AtomicBoolean interrupted) {
    return new DeadlockEngine() {
      @Override
      public String name() {
        return "slow";
      }

      @Override
      public AnalysisResult analyze(Network network, AnalysisOptions options) {
        try {
          release.await();
        } catch (InterruptedException e) {
          interrupted.set(true);
        }
        return CrossCheckEngineTest.fixed("slow", FREE).analyze(network, options);
      }
    };
  }

  @Test
  void theFirstDefiniteAnswerWinsAndTheOtherEngineIsInterrupted() throws Exception {
    CountDownLatch never = new CountDownLatch(1);
    AtomicBoolean interrupted = new AtomicBoolean();
    AnalysisResult r = new PortfolioEngine(List.of(slow(never, interrupted), new GraphEngine()))
        .analyze(RING, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Possible.class, r.verdict());
    assertEquals(List.of("graph"), r.engines());
    for (int k = 0; k < 1500 && !interrupted.get(); k++) {  // up to 30 s on a loaded machine
      Thread.sleep(20);
    }
    assertTrue(interrupted.get(), "the slower engine is interrupted once an answer is in");
  }

  @Test
  void anUnknownAnswerWaitsForTheOtherEngine() {
    DeadlockEngine limited = CrossCheckEngineTest.fixed("limited", new Verdict.Unknown("limit"));
    AnalysisResult r = new PortfolioEngine(List.of(limited, new GraphEngine())).analyze(RING, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Possible.class, r.verdict(), "unknown is never the answer while another engine may know");
  }

  @Test
  void allUnknownIsUnknownWithEveryReasonInEngineOrder() {
    AnalysisResult r = new PortfolioEngine(List.of(CrossCheckEngineTest.fixed("a", new Verdict.Unknown("timeout a")),
        CrossCheckEngineTest.fixed("b", new Verdict.Unknown("timeout b")))).analyze(RING, AnalysisOptions.DEFAULT);
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict());
    assertEquals("a: timeout a; b: timeout b", u.reason());
    assertEquals(List.of("a", "b"), r.engines());
  }

  @Test
  void anInternalErrorOfAnEngineIsRethrown() {
    DeadlockEngine broken = new DeadlockEngine() {
      @Override
      public String name() {
        return "broken";
      }

      @Override
      public AnalysisResult analyze(Network network, AnalysisOptions options) {
        throw new IllegalStateException("internal error: re-check failed");
      }
    };
    CountDownLatch never = new CountDownLatch(1);
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> new PortfolioEngine(List.of(broken, slow(never, new AtomicBoolean())))
            .analyze(RING, new AnalysisOptions(1, Duration.ofSeconds(5), 1)));
    assertEquals("internal error: re-check failed", e.getMessage());
  }

  @Test
  void aPortfolioNeedsTwoEngines() {
    assertThrows(IllegalArgumentException.class, () -> new PortfolioEngine(List.of(new GraphEngine())));
  }
}
