package org.pfcheck.analyzer.enumeration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/** The enumeration loop against a scripted concrete engine; EnumerationOracleTest runs the real one. */
class EnumerationEngineTest {
  /** Answers "possible" exactly for the scenarios {@code deadlocks} accepts, and counts its calls. */
  static final class Scripted implements DeadlockEngine {
    final Predicate<Scenario> deadlocks;
    final AtomicInteger calls = new AtomicInteger();

    Scripted(Predicate<Scenario> deadlocks) {
      this.deadlocks = deadlocks;
    }

    @Override
    public String name() {
      return "scripted";
    }

    @Override
    public AnalysisResult analyze(Network network, AnalysisOptions options) {
      assertTrue(network.space().isEmpty(), "the concrete engine must see one scenario");
      calls.incrementAndGet();
      QueueRef q = new QueueRef("T0", "L0", 3);
      Verdict v = deadlocks.test(network.scenario())
          ? new Verdict.Possible(List.of(new Counterexample(network.scenario(), List.of(new Dependency(q, q,
              Cause.FLOOD, new ExamplePacket("a", "b", 3, -1), "flood", Optional.empty(), Optional.empty(),
              Optional.empty())))), 1)
          : new Verdict.Free(new Certificate(List.of(q), new int[] {0}), "acyclic");
      return new AnalysisResult(network.name(), v, network.scenario(), Optional.empty(), "all pairs",
          List.of("scripted"), new Stats(5, 3, 1, 0, 1, Map.of(), Map.of()));
    }
  }

  @Test
  void freeSpaceExaminesEveryScenario() {
    Scripted inner = new Scripted(s -> false);
    AnalysisResult r = new EnumerationEngine(inner).analyze(ScenarioOrderTest.clos(2, 1, false), AnalysisOptions.DEFAULT);
    Verdict.Free free = assertInstanceOf(Verdict.Free.class, r.verdict());
    assertEquals((1 + 6 + 15) * 4, inner.calls.get());
    assertEquals(88, r.stats().scenarios());
    assertTrue(free.proof().startsWith("all 88 scenarios of the space"), free.proof());
    assertEquals(List.of("enumeration", "scripted"), r.engines());
  }

  @Test
  void stopsAtTheSmallestDeadlockingScenario() {
    Scripted inner = new Scripted(s -> s.linksDown().size() + s.deadHosts().size() >= 2 || !s.deadHosts().isEmpty());
    AnalysisResult r = new EnumerationEngine(inner).analyze(ScenarioOrderTest.clos(2, 1, false), AnalysisOptions.DEFAULT);
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict());
    Scenario s = p.counterexamples().get(0).scenario();
    assertEquals(0, s.linksDown().size());
    assertEquals("hT0", s.deadHosts().get(0).host());
    assertEquals(2, inner.calls.get(), "the healthy scenario, then the first one-host scenario");
  }

  @Test
  void scenarioLimitGivesUnknownNeverFree() {
    Scripted inner = new Scripted(s -> false);
    AnalysisOptions few = new AnalysisOptions(10, Duration.ofMinutes(1), 5);
    AnalysisResult r = new EnumerationEngine(inner).analyze(ScenarioOrderTest.clos(2, 1, false), few);
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict());
    assertTrue(u.reason().contains("stopped after 5 scenarios"), u.reason());
    assertEquals(5, inner.calls.get());
  }

  @Test
  void timeoutGivesUnknownNeverFree() {
    Scripted inner = new Scripted(s -> false);
    AnalysisOptions none = new AnalysisOptions(10, Duration.ZERO, 100);
    AnalysisResult r = new EnumerationEngine(inner).analyze(ScenarioOrderTest.clos(2, 1, false), none);
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict());
    assertTrue(u.reason().startsWith("timeout"), u.reason());
  }

  @Test
  void anInterruptedEnumerationStopsWithUnknownNeverFree() {
    Scripted inner = new Scripted(s -> false);
    Thread.currentThread().interrupt();
    AnalysisResult r;
    try {
      r = new EnumerationEngine(inner).analyze(ScenarioOrderTest.clos(2, 1, false), AnalysisOptions.DEFAULT);
    } finally {
      Thread.interrupted();
    }
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict());
    assertTrue(u.reason().startsWith("cancelled after 0 of"), u.reason());
    assertEquals(0, inner.calls.get());
  }
}
