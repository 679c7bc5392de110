package org.pfcheck.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.repair.RepairOutcome;
import org.pfcheck.repair.RepairResult;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.Patch;

/**
 * {@code repair} says "deadlock-free" only from a check of the patched text, made after the search, with
 * the reference re-check; a cycle in it is an internal error, never a repair. (Issue 20: replacing the
 * re-check with the search's own check left every test green.)
 */
class RepairRecheckTest {
  private static final Path FLOOD = Path.of(System.getProperty("basedir", ".")).resolve(
      "../examples/sigcomm16-flood-deadlock.pfc");
  private static final Engines.Choice GRAPH = new Engines.Choice("graph", false, Z3Settings.DEFAULT);

  @Test
  void theVerdictOfARepairIsAFreshCheckOfThePatchedText() throws Exception {
    RepairRun.Outcome o = RepairRun.run(Inputs.of(SourceInput.ofBytes("pod.pfc", Files.readAllBytes(FLOOD)), null),
        InputStream.nullInputStream(), new SourceFiles(), RepairPolicy.DEFAULT, GRAPH, AnalysisOptions.DEFAULT, false, Stages.NONE);
    RepairResult r = o.result().orElseThrow();
    RepairOutcome.Repaired repaired = (RepairOutcome.Repaired) r.outcome();
    AnalysisResult recheck = r.recheck().orElseThrow();
    assertNotSame(repaired.check(), recheck, "the search's own check stands in for the re-check");
    assertTrue(recheck.verdict() instanceof Verdict.Free, recheck.verdict().toString());
    assertTrue(recheck.recheck().orElseThrow().complete(), "the patched file is re-checked by the reference too");
    assertTrue(r.patch().orElseThrow().patchedSource().contains("on-mac-miss drop-lossless"), "the patch fixes T1");
    assertEquals(0, r.exitStatus());
  }

  @Test
  void aCycleInThePatchedTextIsAnInternalErrorNotARepair() throws Exception {
    Patch wrong = new Patch("--- pod.pfc\n+++ pod.pfc\n", Files.readString(FLOOD));  // one that leaves the deadlock
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> RepairRun.recheck("pod.pfc", wrong, GRAPH, AnalysisOptions.DEFAULT, Stages.NONE));
    assertTrue(e.getMessage().contains("its re-check finds a cycle"), e.getMessage());
  }
}
