package org.pfcheck.encodings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.z3.Z3Engine;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.model.Network;

class CrossCheckEngineTest {
  /** An engine that always answers {@code verdict}. */
  static DeadlockEngine fixed(String name, Verdict verdict) {
    return new DeadlockEngine() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public AnalysisResult analyze(Network network, AnalysisOptions options) {
        return new AnalysisResult(network.name(), verdict, network.scenario(), Optional.empty(), "all host pairs",
            List.of(name), new Stats(1, 1, 0, 0, 1, Map.of(name, 1L), Map.of()));
      }
    };
  }

  /** Answers free after {@code millis}; the record's {@code name()} is the engine's name. */
  private record Delayed(String name, long millis) implements DeadlockEngine {
    @Override
    public AnalysisResult analyze(Network network, AnalysisOptions options) {
      try {
        Thread.sleep(millis);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return fixed(name, FREE).analyze(network, options);
    }
  }

  private static final Verdict FREE = new Verdict.Free(new Certificate(List.of(), new int[0]), "empty");

  @Test
  void agreementReturnsTheFirstAnswerNamingBothEngines() {
    Network n = RandomFabrics.generate(1).withoutSpace();
    AnalysisResult r = new CrossCheckEngine(new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT), new GraphEngine())
        .analyze(n, AnalysisOptions.DEFAULT);
    assertEquals(new GraphEngine().analyze(n, AnalysisOptions.DEFAULT).verdict().word(), r.verdict().word());
    assertTrue(r.engines().containsAll(List.of("z3", "graph")), r.engines().toString());
  }

  @Test
  void disagreementIsAnInternalErrorShowingBothAnswers() {
    Network ring = Z3EngineTestAccess.ring4();
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> new CrossCheckEngine(fixed("a", FREE), new GraphEngine()).analyze(ring, AnalysisOptions.DEFAULT));
    assertTrue(e.getMessage().contains("a answers deadlock-free (a: empty)"), e.getMessage());
    assertTrue(e.getMessage().contains("graph answers deadlock-possible (graph: a cycle in scenario"), e.getMessage());
  }

  @Test
  void anEngineThatHitALimitDefersToTheOther() {
    Network ring = Z3EngineTestAccess.ring4();
    AnalysisResult r = new CrossCheckEngine(fixed("a", new Verdict.Unknown("timeout")), new GraphEngine())
        .analyze(ring, AnalysisOptions.DEFAULT);
    assertEquals("deadlock-possible", r.verdict().word());
    assertEquals(List.of("graph"), r.engines(), "only the engine that answered is named");
    assertEquals(0L, r.stats().extra().get(CrossCheckEngine.COMPLETE));
  }

  @Test
  void aProofWhoseCrossCheckDidNotFinishSaysSo() {
    Network n = RandomFabrics.generate(1).withoutSpace();
    AnalysisResult r = new CrossCheckEngine(fixed("a", FREE), fixed("b", new Verdict.Unknown("timeout after 35 of 99")))
        .analyze(n, AnalysisOptions.DEFAULT);
    assertEquals("deadlock-free", r.verdict().word());
    assertEquals(List.of("a"), r.engines());
    assertEquals(0L, r.stats().extra().get(CrossCheckEngine.COMPLETE));
    String proof = ((Verdict.Free) r.verdict()).proof();
    assertTrue(proof.contains("not cross-checked: the b engine gave no answer (timeout after 35 of 99)"), proof);
  }

  @Test
  void bothUnknownGivesBothReasons() {
    Network n = RandomFabrics.generate(1).withoutSpace();
    AnalysisResult r = new CrossCheckEngine(fixed("a", new Verdict.Unknown("x")), fixed("b", new Verdict.Unknown("y")))
        .analyze(n, AnalysisOptions.DEFAULT);
    assertEquals("a: x; b: y", ((Verdict.Unknown) r.verdict()).reason());
    assertEquals(List.of("a", "b"), r.engines());
  }

  @Test
  void theEnginesRunSideBySideWithinOneTimeout() {
    Network n = RandomFabrics.generate(1).withoutSpace();
    DeadlockEngine slow = new Delayed("slow", 700);
    long start = System.nanoTime();
    AnalysisResult r = new CrossCheckEngine(slow, slow).analyze(n, AnalysisOptions.DEFAULT);
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertEquals(1L, r.stats().extra().get(CrossCheckEngine.COMPLETE));
    assertTrue(millis < 1300, "took " + millis + " ms: the engines ran one after the other");
  }
}
