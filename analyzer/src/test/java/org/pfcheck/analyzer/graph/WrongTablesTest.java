package org.pfcheck.analyzer.graph;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.check.VerdictRecheck;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Routing;

/**
 * The graph engine handed wrong forwarding tables — a planted bug in the fast path, which the fast
 * path's own dependency recovery repeats faithfully — and the independent re-checks that stop it: the
 * counterexample re-check inside the engine (a dependency that does not exist), and the certificate's
 * re-check against the reference semantics (a dependency the fast graph lacks, which the checker must
 * find on its own).
 */
class WrongTablesTest {
  /** The SIGCOMM'16 fabric; with {@code fixed}, every switch drops lossless packets on a MAC miss. */
  private static Network sigcomm(boolean fixed) {
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build();
    return fixed ? Fabrics.sigcomm16(Routing.Mode.UP_DOWN).macMissPolicyEverywhere(MacMissPolicy.DROP_LOSSLESS).build()
        : n;
  }

  /** An engine whose fast path believes every switch drops (or floods) lossless packets on a MAC miss. */
  private static GraphEngine believingDrop(boolean drop) {
    return new GraphEngine(index -> {
      ForwardingContext real = ForwardingContext.of(index);
      boolean[] flags = new boolean[real.dropLossless().length];
      Arrays.fill(flags, drop);
      return new ForwardingContext(real.index(), real.routes(), real.rewrites(), real.domains(), flags,
          real.losslessMask(), real.groups(), real.classes(), real.tunnels(), real.bridges());
    });
  }

  @Test
  void theRealTablesGiveTheKnownAnswers() {
    assertInstanceOf(Verdict.Possible.class, new GraphEngine().analyze(sigcomm(false), AnalysisOptions.DEFAULT)
        .verdict());
    assertInstanceOf(Verdict.Free.class, new GraphEngine().analyze(sigcomm(true), AnalysisOptions.DEFAULT).verdict());
  }

  @Test
  void aFloodTheFixForbidsIsStoppedByTheCounterexampleRecheck() {
    // the fast path floods where the switches drop: a cycle the fabric does not have
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> believingDrop(false).analyze(sigcomm(true), AnalysisOptions.DEFAULT));
    assertTrue(e.getMessage().startsWith("counterexample re-check failed"), e.getMessage());
    assertTrue(e.getMessage().contains("flood"), e.getMessage());
  }

  @Test
  void aFloodTheFastPathMissesPassesItsOwnCheckButNotTheReferences() {
    // the fast path drops where the switches flood: an acyclic graph, and a certificate for it
    Network n = sigcomm(false);
    AnalysisResult wrong = believingDrop(true).analyze(n, AnalysisOptions.DEFAULT);
    Verdict.Free free = assertInstanceOf(Verdict.Free.class, wrong.verdict());
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> CertificateChecker.checkAgainstReference(n, free.certificate()));
    assertTrue(e.getMessage().contains("reference dependency"), e.getMessage());
  }

  /**
   * A k=14 fat-tree (686 hosts, 3,755,960 packets: beyond the 200,000 the reference used to skip), up-down,
   * lossless 3 and 4, the first host under every edge switch dead: its MAC entry ages out and the edge
   * switch floods lossless packets for it.
   */
  private static Network fatTreeWithDeadHosts(int k) {
    NetworkBuilder b = Fabrics.fatTreeBuilder(k).timers(4 * 3600, 300);
    for (int p = 0; p < k; p++) {
      for (int e = 0; e < k / 2; e++) {
        b.dead("h" + p + "_" + e + "_0");
      }
    }
    return b.build();
  }

  @Test
  void aMissedFloodOnAFabricTheOldBudgetSkippedIsRefusedByTheRecheck() {
    // the planted bug: the fast path drops where the edge switches flood, so the MAC-miss floods add no
    // dependency and the engine proves an acyclic graph; the re-check must refuse that proof at k=14
    Network n = fatTreeWithDeadHosts(14);
    assertTrue(new ReferenceForwarding(n).packetCount() > 200_000);
    AnalysisResult wrong = believingDrop(true).analyze(n, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Free.class, wrong.verdict());
    for (RecheckMode mode : List.of(RecheckMode.FULL, RecheckMode.SAMPLE)) {
      IllegalStateException e = assertThrows(IllegalStateException.class, () -> VerdictRecheck.run(n, wrong.verdict(),
          mode, new VerdictRecheck.Budget(() -> false, "never"), r -> { }, OptionalLong.empty()));
      assertTrue(e.getMessage().contains("reference dependency"), e.getMessage());
    }
    // and the real tables' counterexample passes it
    AnalysisResult right = new GraphEngine().analyze(n, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Possible.class, right.verdict());
  }
}
