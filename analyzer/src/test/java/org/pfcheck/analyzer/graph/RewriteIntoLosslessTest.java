package org.pfcheck.analyzer.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.fixtures.Edges;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;

/**
 * All host pairs include packets that start in a lossy priority and are rewritten into a lossless one
 * later: the clockwise ring deadlocks through them, and the graph engine and the reference agree.
 */
class RewriteIntoLosslessTest {
  private static final RewriteRule FROM_HOST_4_TO_3 = new RewriteRule(4, 3, Selector.ANY, Selector.HOSTS, Selector.ANY,
      Origin.NONE);

  private static AnalysisResult analyze(Network n) {
    return new GraphEngine().analyze(n, AnalysisOptions.DEFAULT);
  }

  /**
   * The fast builder's dependencies are the reference's, which considers every packet that can start,
   * lossy ones included: nothing the source priorities leave out creates a dependency.
   */
  private static void assertNothingLeftOut(Network n) {
    Edges.of(n);
  }

  @Test
  void aLossyClassRewrittenIntoLosslessAtTheFirstHopDeadlocksTheRing() {
    Network n = Fabrics.ring3Routes().dscp(26, 4).rewrite(FROM_HOST_4_TO_3).build();
    assertEquals(Set.of(4), n.sourcePriorities());
    AnalysisResult r = analyze(n);
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> GraphEngineTest.describe(r));
    assertEquals("all host pairs, priority 4 (lossy, may be rewritten into lossless)", r.traffic());
    for (Dependency d : p.counterexamples().get(0).cycle()) {
      assertEquals(4, d.packet().priority(), d::toString);
      assertEquals(26, d.packet().dscp(), d::toString);
      assertEquals(3, d.from().priority(), d::toString);
    }
    assertEquals(Set.of("A[C]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3", "C[B]/p3 -> A[C]/p3"), Edges.of(n));
    assertNothingLeftOut(n);
  }

  @Test
  void unmarkedTrafficRewrittenIntoLosslessIsConsideredWithAnUnmappedDscp() {
    RewriteRule zeroToThree = new RewriteRule(0, 3, Selector.ANY, Selector.HOSTS, Selector.ANY, Origin.NONE);
    Network n = Fabrics.ring3Routes().dscp(0, 5).dscp(26, 3).rewrite(zeroToThree).build();
    assertEquals(Set.of(0, 3), n.sourcePriorities());
    AnalysisResult r = analyze(n);
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> GraphEngineTest.describe(r));
    assertEquals("all host pairs, priorities 0 (lossy, may be rewritten into lossless), 3", r.traffic());
    for (Dependency d : p.counterexamples().get(0).cycle()) {
      assertEquals(d.packet().priority() == 0 ? 1 : 26, d.packet().dscp(), d::toString);
    }
    Edges.of(n);
    assertNothingLeftOut(n);
  }

  @Test
  void withoutTheRewriteTheLossyClassCreatesNoDependencyAndTheProofIsOfNoTraffic() {
    Network n = Fabrics.ring3Routes().dscp(26, 4).build();
    assertEquals(Set.of(), n.sourcePriorities());
    AnalysisResult r = analyze(n);
    assertInstanceOf(Verdict.Free.class, r.verdict(), () -> GraphEngineTest.describe(r));
    assertEquals("all host pairs, priorities none", r.traffic());
    assertTrue(Edges.of(n).isEmpty());
    assertNothingLeftOut(n);
  }

  @Test
  void aRewriteThatLeavesTheFabricLossyIsIgnoredAndTheProofStands() {
    RewriteRule lossyToLossy = new RewriteRule(4, 5, Selector.ANY, Selector.HOSTS, Selector.ANY, Origin.NONE);
    Network n = Fabrics.ring3Routes().dscp(26, 4).dscp(24, 3).rewrite(lossyToLossy).build();
    assertEquals(Set.of(3), n.sourcePriorities());
    assertEquals("all host pairs, priority 3", analyze(n).traffic());
    assertNothingLeftOut(n);
  }
}
