package org.pfcheck.reports;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Coverage;
import org.pfcheck.model.Network;
import org.pfcheck.reports.dot.DotReport;
import org.pfcheck.reports.html.HtmlReport;
import org.pfcheck.reports.junit.JUnitReport;
import org.pfcheck.reports.sarif.SarifReport;
import org.pfcheck.reports.text.TextReport;

/** Every format's output for three results shaped like the examples', compared with golden files. */
class GoldenTest {
  private static void all(String name, AnalysisResult r, Network n) {
    Golden.check(name + ".txt", new TextReport(Fabrics.lines(), Fabrics.FILE, false, false).render(r));
    Golden.check(name + ".sarif", new SarifReport(Fabrics.lines(), Path.of("").toAbsolutePath(), Fabrics.FILE)
        .render(r, List.of()));
    Golden.check(name + ".junit.xml", new JUnitReport(Fabrics.FILE).render(r, new TreeSet<>(n.qos().lossless()), List.of()));
    Golden.check(name + ".html", new HtmlReport(Fabrics.lines(), Fabrics.FILE).render(r, Optional.of(n), List.of()));
    Golden.check(name + ".dot", new DotReport().cycles(r));
  }

  /** Four live hosts send to each other and to the dead S3, in priority 3: 16 packets. */
  private static final Coverage SIGCOMM = new Coverage(16, 12, 4, 0, 0, 0, 0, List.of());

  @Test
  void sigcommFloodDeadlock() {
    all("sigcomm16-flood-deadlock", Fabrics.sigcommPossible().withCoverage(Optional.of(SIGCOMM)), Fabrics.sigcomm());
  }

  @Test
  void sigcommDropFix() {
    all("sigcomm16-flood-drop-fix", Fabrics.sigcommFree().withCoverage(Optional.of(SIGCOMM)), Fabrics.sigcomm());
  }

  @Test
  void ringOfThreeSwitches() {
    all("ring-3-switch", Fabrics.ringPossible().withCoverage(Optional.of(new Coverage(3, 3, 0, 0, 0, 0, 0, List.of()))),
        Fabrics.ring());
  }
}
