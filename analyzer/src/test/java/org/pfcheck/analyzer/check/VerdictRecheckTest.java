package org.pfcheck.analyzer.check;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.ScenarioSpace;

/** What the re-check of a verdict about a space does with a claim the reference refutes, at scale. */
class VerdictRecheckTest {
  private static final VerdictRecheck.Budget NEVER = new VerdictRecheck.Budget(() -> false, "never");

  @Test
  void aSpaceClaimedFreeBeyondWhatWasCheckedIsRefusedOnAFabricTheOldBudgetSkipped() {
    // a k=14 fat-tree (3.8 million packets), healthy, and a space in which h0_0_0 may die: its MAC entry
    // ages out and its edge switch floods lossless packets, a cycle. The healthy scenario's proof, claimed
    // for the whole space (as a sweep whose symmetry was never verified would), must be refused.
    Network n = Fabrics.fatTreeBuilder(14).timers(4 * 3600, 300)
        .space(new ScenarioSpace(0, List.of(), 1, List.of("h0_0_0"), Origin.NONE)).build();
    Verdict healthy = new GraphEngine().analyze(n.withoutSpace(), AnalysisOptions.DEFAULT).verdict();
    assertInstanceOf(Verdict.Free.class, healthy);
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> VerdictRecheck.run(n, healthy, RecheckMode.SAMPLE, NEVER, r -> { }, OptionalLong.empty()));
    assertTrue(e.getMessage().contains("finds a cyclic buffer dependency in scenario"), e.getMessage());
  }
}
