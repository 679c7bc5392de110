package org.pfcheck.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Recheck;
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.VerdictRecheck;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

class ReferenceRecheckTest {
  // 130,048 packets (128 hosts, 8 priorities), 32 destination groups (one per ToR: its hosts share its subnet)
  private static final Network FAT_TREE = PfcReader.read("ft8.pfc", "lossless 3\nfabric fat-tree k 8\nrouting up-down\n")
      .network().orElseThrow();

  private static AnalysisResult proof() {
    AnalysisResult r = Engines.create("graph", FAT_TREE).orElseThrow().analyze(FAT_TREE, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Free.class, r.verdict());
    return r;
  }

  @Test
  void aProofWithinTheBudgetStandsAndSaysWhatWasRechecked() throws Exception {
    AnalysisResult r = proof();
    AnalysisResult after = ReferenceRecheck.within(FAT_TREE, r, 600_000);
    assertEquals(r.verdict(), after.verdict());
    Recheck c = after.recheck().orElseThrow();
    assertTrue(c.certificate() && c.complete() && c.scenarios() == 1 && c.claimed() == 1, c.toString());
    assertTrue(c.summary().startsWith("certificate checked against the dependencies the reference semantics derives"),
        c.summary());
    assertTrue(c.summary().contains("all 32 destination groups"), c.summary());
  }

  @Test
  void aSampledProofStandsAndSaysWhichSampleWasChecked() throws Exception {
    AnalysisResult r = proof();
    // an engine that took a minute: a k=8 fat-tree's 32 groups fit in as long, whole
    Recheck whole = ReferenceRecheck.within(FAT_TREE, r, 600_000, RecheckMode.SAMPLE, 60_000).recheck().orElseThrow();
    assertTrue(whole.certificate() && whole.complete() && !whole.sampled(), whole.toString());
    Recheck some = VerdictRecheck.run(FAT_TREE, r.verdict(), RecheckMode.SAMPLE, new VerdictRecheck.Budget(() -> true,
        "the budget ran out"), x -> { }, java.util.OptionalLong.empty()).orElseThrow();
    assertTrue(some.certificate() && some.sampled() && !some.complete(), some.toString());
    assertEquals(1, some.destinations());
    assertEquals(32, some.groups());
    assertTrue(some.summary().contains("a random sample: 1 of 32 destination groups, seed " + VerdictRecheck.SEED),
        some.summary());
  }

  @Test
  void aFullRecheckCutShortLeavesTheProofUnknown() throws Exception {
    Recheck cut = VerdictRecheck.run(FAT_TREE, proof().verdict(), RecheckMode.FULL, new VerdictRecheck.Budget(() -> true,
        "the time ran out"), x -> { }, java.util.OptionalLong.empty()).orElseThrow();
    assertTrue(!cut.certificate() && cut.scenarios() == 0 && !cut.complete(), cut.toString());
    assertTrue(cut.limit().contains("0 of 32 destination groups"), cut.limit());
  }

  @Test
  void noRecheckIsStatedAndKeepsTheVerdict() throws Exception {
    AnalysisResult r = proof();
    AnalysisResult after = ReferenceRecheck.within(FAT_TREE, r, 600_000, RecheckMode.NONE, 0);
    assertEquals(r.verdict(), after.verdict());
    Recheck c = after.recheck().orElseThrow();
    assertTrue(!c.complete() && !c.certificate() && c.mode() == RecheckMode.NONE, c.toString());
    assertEquals("not re-checked by the reference semantics (--recheck none)", c.summary());
  }

  @Test
  void aProofWhoseRecheckCannotFinishInTimeIsUnknown() throws Exception {
    AnalysisResult r = ReferenceRecheck.within(FAT_TREE, proof(), 0);
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict());
    assertTrue(u.reason().contains("did not finish within the timeout"), u.reason());
  }

  @Test
  void aCounterexampleIsRecheckedHopByHop() throws Exception {
    Network ring = PfcReader.read("ring.pfc", String.join("\n", "lossless 3", "fabric ring switches 3 hosts-per-switch 1",
        "route sw0 10.0.2.0/24 via sw1", "route sw1 10.0.0.0/24 via sw2", "route sw2 10.0.1.0/24 via sw0"))
        .network().orElseThrow();
    AnalysisResult r = Engines.create("graph", ring).orElseThrow().analyze(ring, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Possible.class, r.verdict());
    Recheck c = ReferenceRecheck.within(ring, r, 600_000).recheck().orElseThrow();
    assertEquals(1, c.counterexamples(), c.toString());
    assertEquals(r.verdict(), ReferenceRecheck.within(ring, r, 0).verdict(), "the engine re-checked it already");
    assertTrue(c.summary().startsWith("1 counterexample re-checked hop by hop"), c.summary());
  }

  @Test
  void aSpacesProofIsRecheckedScenarioByScenario() throws Exception {
    Network space = PfcReader.read("clos.pfc", String.join("\n", "lossless 3", "fabric leaf-spine leaves 2 spines 2 hosts-per-leaf 1 uplinks 1",
        "routing up-down", "space links-down <= 1")).network().orElseThrow();
    AnalysisResult r = Engines.create("enumeration", space).orElseThrow().analyze(space, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Free.class, r.verdict());
    Recheck c = ReferenceRecheck.within(space, r, 600_000).recheck().orElseThrow();
    assertEquals(5, c.claimed(), "the healthy scenario and each of 4 links down: " + c);
    assertEquals(5, c.scenarios(), c.toString());
    assertTrue(c.complete() && c.summary().endsWith("5 of 5 scenarios of the space acyclic by the reference semantics"),
        c.summary());
  }

  @Test
  void anUnknownVerdictIsLeftAlone() throws Exception {
    AnalysisResult r = new AnalysisResult("n", new Verdict.Unknown("timeout"), FAT_TREE.scenario(), Optional.empty(), "",
        java.util.List.of("graph"), proof().stats());
    assertSame(r, ReferenceRecheck.within(FAT_TREE, r, 600_000));
  }
}
