package org.pfcheck.reports.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pfcheck.reports.Fabrics;
import org.pfcheck.reports.Fixtures;

class TextReportTest {
  private final TextReport report = new TextReport(Map.of(Fixtures.FILE, Fixtures.LINES)::get, Fixtures.FILE, false, false);

  @Test
  void deadlockStartsWithVerdictAndListsNumberedHopsQuotingSource() {
    String out = report.render(Fixtures.possible());
    assertTrue(out.startsWith("DEADLOCK POSSIBLE: tiny has a cyclic buffer dependency\n"), out);
    assertTrue(out.contains("  1. T1[L1]/p3 → L1[T1]/p3  flood    packet S1→S3 p3 (dscp 26)  at line 8: dead S3\n"), out);
    assertTrue(out.contains("  2. L1[T1]/p3 → T1[L1]/p3  derived  packet S1→S3 p3 (dscp 26)  (no source line)\n"), out);
    assertTrue(out.contains("flood copy out of port L1 (no MAC entry for S3)"), out);
    assertTrue(out.contains("host S3 dead (line 8)"), out);
    assertTrue(out.contains("on-mac-miss drop-lossless"), out);
    assertFalse(out.contains("routing up-down"), "routing advice only for cycles that forwarding alone closes\n" + out);
    assertFalse(out.contains("bounce:"), out);
    assertFalse(out.contains("\u001b["), "no colour unless asked");
  }

  @Test
  void quotesStatementsWithoutTrailingComments() {
    assertEquals("dead S3", Hops.withoutComment("  dead S3   # S3 goes silent"));
    assertEquals("route A 10.0.0.0/8 via B", Hops.withoutComment("route A 10.0.0.0/8 via B // loop"));
    assertEquals("link T0:L0#2 -- L0:T0#2", Hops.withoutComment("link T0:L0#2 -- L0:T0#2"));
  }

  @Test
  void proofShowsCertificateAndWhatWasProven() {
    String out = report.render(Fixtures.free());
    assertTrue(out.startsWith("DEADLOCK-FREE: tiny has no cyclic buffer dependency (proven)\n"), out);
    assertTrue(out.contains("a rank for each of 2 queues, max rank 1"), out);
    assertTrue(out.contains("no cyclic buffer dependency for all host pairs, priorities 3, in the scenario: healthy"), out);
  }

  @Test
  void aProofWithoutRanksSaysWhyThereAreNone() {
    assertTrue(report.render(Fabrics.spaceFree()).contains("certificate none per queue (proven symbolically)"));
    String out = report.render(Fabrics.emptyFree());
    assertTrue(out.contains("certificate none needed: the graph has no queues"), out);
    assertFalse(out.contains("symbolically"), out);
  }

  @Test
  void unknownSaysWhyAndThatItIsNoProof() {
    String out = report.render(Fixtures.unknown());
    assertTrue(out.startsWith("UNKNOWN: no verdict for tiny (this is not a proof)\n"), out);
    assertTrue(out.contains("why         timeout after 1s"), out);
  }

  @Test
  void anInputTheTimeoutStoppedBeforeReadingHasNoSizesNorScenario() {
    String out = report.render(Fabrics.notRead());
    assertTrue(out.contains("  network     torus: not read (the run stopped before it was)\n"), out);
    assertTrue(out.contains("  engine      none (the run stopped before the analysis), 1003 ms (read 1003 ms)\n"), out);
    assertFalse(out.contains("  scenario "), out);
    assertFalse(out.contains("-1"), out);
    String html = new org.pfcheck.reports.html.HtmlReport(f -> List.of(), "torus.pfc").render(Fabrics.notRead(),
        java.util.Optional.empty(), List.of());
    assertTrue(html.contains("not read (the run stopped before it was)") && !html.contains("-1 switch"), html);
  }

  @Test
  void colourOnlyWhenAsked() {
    String out = new TextReport(f -> List.of(), null, true, false).render(Fixtures.free());
    assertTrue(out.startsWith("\u001b[1;32mDEADLOCK-FREE"), out);
  }

  @Test
  void summaryLineNamesVerdictAndCycles() {
    assertEquals("deadlock-possible: tiny (1 cycle)", TextReport.summaryLine(Fixtures.possible()));
    assertEquals("deadlock-free: tiny", TextReport.summaryLine(Fixtures.free()));
  }

  @Test
  void anUnknownVerdictPrintsNoGraphFiguresItDoesNotHave() {
    org.pfcheck.analyzer.AnalysisResult u = Fabrics.unknown();
    String out = report.render(u);
    assertFalse(out.contains("0 queues"), out);
    assertFalse(out.contains("  graph "), "no space: no graph line at all\n" + out);
    org.pfcheck.analyzer.AnalysisResult inSpace = new org.pfcheck.analyzer.AnalysisResult(u.network(), u.verdict(),
        u.scenario(), Fabrics.spaceFree().space(), "", u.engines(), new org.pfcheck.analyzer.Stats(4, 5, 0, 0, 35,
        Map.of(), Map.of("space-scenarios", 2796417L)));
    String space = report.render(inSpace);
    assertTrue(space.contains("  graph       not known (no verdict); 35 scenarios of the space decided\n"), space);
    assertFalse(space.contains("  traffic"), "an empty traffic line says nothing\n" + space);
    assertFalse(space.contains("2796417"), space);
  }

  @Test
  void anUnfinishedCrossCheckIsNamed() {
    org.pfcheck.analyzer.AnalysisResult f = Fabrics.spaceFree();
    org.pfcheck.analyzer.Stats s = f.stats();
    org.pfcheck.analyzer.AnalysisResult r = new org.pfcheck.analyzer.AnalysisResult(f.network(), f.verdict(),
        f.scenario(), f.space(), f.traffic(), List.of("z3", "graph"), new org.pfcheck.analyzer.Stats(s.switches(),
        s.hosts(), s.queues(), s.dependencies(), s.scenarios(), s.millis(), Map.of("cross-check-complete", 0L)));
    String out = report.render(r);
    assertTrue(out.contains("the cross-check did not"), out);
    assertFalse(report.render(f).contains("cross-check"), "no claim either way without a cross-check");
  }
}
