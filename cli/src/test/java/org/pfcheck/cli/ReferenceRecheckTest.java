package org.pfcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

class ReferenceRecheckTest {
  // 16,256 packets: re-checked by the reference (at most 20,000), which takes a good fraction of a second
  private static final Network FAT_TREE = PfcReader.read("ft8.pfc", "lossless 3\nfabric fat-tree k 8\nrouting up-down\n")
      .network().orElseThrow();

  private static AnalysisResult proof() {
    AnalysisResult r = Engines.create("graph", FAT_TREE).orElseThrow().analyze(FAT_TREE, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Free.class, r.verdict());
    return r;
  }

  @Test
  void aProofWithinTheBudgetStands() throws Exception {
    AnalysisResult r = proof();
    assertEquals(Optional.of(r), ReferenceRecheck.within(FAT_TREE, r, 600_000));
  }

  @Test
  void aProofWhoseRecheckCannotFinishInTimeIsUnknown() throws Exception {
    AnalysisResult r = ReferenceRecheck.within(FAT_TREE, proof(), 0).orElseThrow();
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict());
    assertTrue(u.reason().contains("did not finish within the timeout"), u.reason());
  }

  @Test
  void onlyProofsWithRanksAreRechecked() throws Exception {
    Network ring = PfcReader.read("ring.pfc", String.join("\n", "lossless 3", "fabric ring switches 3 hosts-per-switch 1",
        "route sw0 10.0.2.0/24 via sw1", "route sw1 10.0.0.0/24 via sw2", "route sw2 10.0.1.0/24 via sw0"))
        .network().orElseThrow();
    AnalysisResult r = Engines.create("graph", ring).orElseThrow().analyze(ring, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Possible.class, r.verdict());
    assertEquals(Optional.empty(), ReferenceRecheck.within(ring, r, 0), "a counterexample has no ranks to re-check");
  }
}
