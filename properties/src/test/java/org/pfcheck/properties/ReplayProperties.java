package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;
import org.pfcheck.replay.Replay;
import org.pfcheck.replay.ReplayParameters;
import org.pfcheck.replay.ReplayResult;

/**
 * The replay as an oracle of proofs (docs/replay.md): the flows of a cycle found before the SIGCOMM'16
 * fix, replayed on the fixed fabric that pfcheck proves free, never freeze it; they drain. How often the
 * cycle itself froze under its own flows is collected (a counterexample that does not is a finding to
 * read, not a failure of the proof).
 */
class ReplayProperties {
  private static final ReplayParameters SMALL = ReplayParameters.DEFAULTS.withFlowBytes(16L << 20)
      .withDuration(200_000_000L);
  private static final long WALL = 60_000_000_000L;

  @Provide
  Arbitrary<Fabric> floodingClos() {
    return Fabrics.floodingClos();
  }

  @Property(tries = 25)
  void aFabricProvenFreeDrainsTheFlowsThatFrozeItBeforeTheFix(@ForAll("floodingClos") Fabric f) {
    AnalysisResult before = Analysis.graphEngine(f.network());
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, before.verdict(), () -> "free, yet it floods:" + f);
    Counterexample cx = p.counterexamples().get(0);
    Fabric fixed = f.withFix(true);
    assertInstanceOf(Verdict.Free.class, Analysis.graphEngine(fixed.network()).verdict(), fixed::toString);
    ReplayResult after = Replay.flowsOf(fixed.network(), cx, f.network(), SMALL, WALL);
    assertEquals(ReplayResult.Outcome.DRAINED, after.outcome(), () -> "a fabric proven free did not drain the flows"
        + " of " + cx.queues() + ": " + after.outcome() + " " + after.dropped() + "\n" + fixed);
    Statistics.label("own flows on the cycle").collect(Replay.of(f.network(), cx, SMALL, WALL).outcome().word());
  }
}
