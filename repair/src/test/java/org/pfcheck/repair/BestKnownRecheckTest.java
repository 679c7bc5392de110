package org.pfcheck.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.choice.ChoiceSession;
import org.pfcheck.encodings.z3.Z3ChoiceOptimizer;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.repair.candidates.CandidateSet;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.Changes;
import org.pfcheck.repair.pfc.PfcPatchFormat;

/**
 * An unknown answer offers its best known choice only when the reference re-checks that choice's proof:
 * a proof the reference refutes (here: a real proof of one fabric claimed for another) is dropped, and
 * the reason says so.
 */
class BestKnownRecheckTest {
  private static final String FILE = "../examples/sigcomm16-flood-deadlock.pfc";
  private static final Set<Change> FIX = Set.of(new Change.DropLossless("T1"));

  private static Network input() throws IOException {
    return PfcReader.read(FILE, Files.readString(Path.of(FILE))).network().orElseThrow();
  }

  private static RepairOutcome.Undecided undecided(Set<Change> chosen, Verdict.Free proof) throws IOException {
    Network n = input();
    AnalysisResult original = new GraphEngine().analyze(n, Repairs.OPTIONS);
    try (ChoiceSession session = new Z3ChoiceOptimizer().open()) {
      SearchState state = new SearchState(n, new CandidateSet(n, RepairPolicy.DEFAULT,
          new PfcPatchFormat(FILE, Files.readString(Path.of(FILE)))), session, RepairPolicy.DEFAULT, "z3");
      state.free(chosen, proof, 1_000_000);
      return assertInstanceOf(RepairOutcome.Undecided.class, state.undecided(original, "time ran out", System.nanoTime()));
    }
  }

  private static Verdict.Free proofOfTheFix() throws IOException {
    Network fixed = Changes.apply(input(), FIX);
    return assertInstanceOf(Verdict.Free.class, new GraphEngine().analyze(fixed, Repairs.OPTIONS).verdict());
  }

  @Test
  void aChoiceTheReferenceConfirmsIsOffered() throws IOException {
    RepairOutcome.Undecided u = undecided(FIX, proofOfTheFix());
    assertEquals(List.copyOf(FIX), u.bestKnown());
    assertEquals(1, u.bestKnownCost());
    assertEquals("time ran out", u.reason());
  }

  @Test
  void aChoiceTheReferenceRefutesIsNotOffered() throws IOException {
    // drop-lossless at the wrong ToR, "proven" free by the fixed fabric's proof: T1's flood cycle refutes it
    RepairOutcome.Undecided u = undecided(Set.of(new Change.DropLossless("T0")), proofOfTheFix());
    assertEquals(List.of(), u.bestKnown());
    assertEquals(-1, u.bestKnownCost());
    assertTrue(u.reason().startsWith("time ran out; the cheapest choice found free (cost 1) is not offered: the"
        + " reference semantics refutes it"), u::reason);
  }
}
