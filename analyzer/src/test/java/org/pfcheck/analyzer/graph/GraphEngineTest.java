package org.pfcheck.analyzer.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.MacMissPolicy;
import org.pfcheck.model.Network;
import org.pfcheck.model.Routing;

class GraphEngineTest {
  private static AnalysisResult analyze(Network n) {
    return new GraphEngine().analyze(n, AnalysisOptions.DEFAULT);
  }

  static String describe(AnalysisResult r) {
    if (r.verdict() instanceof Verdict.Possible p) {
      return r.verdict().word() + "\n" + p.counterexamples().stream().map(GraphEngineTest::describe)
          .collect(Collectors.joining("\n"));
    }
    return r.verdict().word() + " " + r.stats();
  }

  static String describe(Counterexample cx) {
    return cx.cycle().stream().map(d -> "  " + d.from() + " -> " + d.to() + " [" + d.cause().word() + "] "
        + d.packet() + " " + d.decision()).collect(Collectors.joining("\n", "cycle:\n", ""));
  }

  @Test
  void sigcomm16FloodDeadlockIsPossibleThroughAFloodEdge() {
    for (Routing.Mode mode : Routing.Mode.values()) {
      AnalysisResult r = analyze(Fabrics.sigcomm16(mode).build());
      Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> mode + ": " + describe(r));
      assertTrue(p.counterexamples().stream().anyMatch(cx -> cx.cycle().stream()
          .map(Dependency::cause).anyMatch(Cause.FLOOD::equals)), () -> describe(r));
    }
  }

  @Test
  void sigcomm16WithDropLosslessIsFree() {
    for (Routing.Mode mode : Routing.Mode.values()) {
      AnalysisResult r = analyze(Fabrics.sigcomm16(mode).macMissPolicyEverywhere(MacMissPolicy.DROP_LOSSLESS).build());
      assertInstanceOf(Verdict.Free.class, r.verdict(), () -> mode + ": " + describe(r));
    }
  }

  @Test
  void healthyClosIsFree() {
    for (Routing.Mode mode : Routing.Mode.values()) {
      AnalysisResult r = analyze(Fabrics.clos(4, 2, 2, mode).build());
      Verdict.Free f = assertInstanceOf(Verdict.Free.class, r.verdict(), () -> describe(r));
      assertEquals(r.stats().queues(), f.certificate().size());
      assertTrue(r.stats().dependencies() > 0, () -> describe(r));
      assertEquals("all host pairs, priorities 3, 4", r.traffic());
    }
  }

  @Test
  void ringWithClockwiseTwoHopFlowsIsPossible() {
    AnalysisResult r = analyze(Fabrics.ring3().build());
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> describe(r));
    assertEquals(3, p.counterexamples().get(0).cycle().size(), () -> describe(r));
    assertEquals("3 declared flows", r.traffic());
  }

  @Test
  void explicitRoutesPointingAtEachOtherArePossible() {
    AnalysisResult r = analyze(Fabrics.routingLoop().build());
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> describe(r));
    Counterexample cx = p.counterexamples().get(0);
    assertEquals(2, cx.cycle().size(), () -> describe(r));
    assertTrue(cx.cycle().stream().allMatch(d -> d.cause() == Cause.ROUTE), () -> describe(r));
    assertEquals(1, p.cyclicComponents());
  }
}
