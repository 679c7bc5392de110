package org.pfcheck.reports.format;

import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import org.pfcheck.reports.dot.DotReport;
import org.pfcheck.reports.html.HtmlReport;
import org.pfcheck.reports.json.JsonReport;
import org.pfcheck.reports.junit.JUnitReport;
import org.pfcheck.reports.sarif.SarifReport;
import org.pfcheck.reports.text.TextReport;

/**
 * The formats of {@code pfcheck check}'s report, each with its renderer (docs/reports.md). SARIF, JUnit
 * and HTML carry an input's errors as findings; text, JSON and DOT write nothing for them.
 */
public enum ReportFormat implements Renderer<CheckReport> {
  /** The report for people. */
  TEXT {
    @Override
    public Optional<String> render(CheckReport c) {
      return c.result().map(r -> c.view().quiet() ? TextReport.summaryLine(r) + "\n"
          : new TextReport(c.lines(), c.file(), c.view().colour(), c.view().verbose()).render(r)
          + TextReport.assumed(c.assumed()));
    }
  },
  /** JSON for tools (docs/json-output.md), with the hazard gate's outcome. */
  JSON {
    @Override
    public Optional<String> render(CheckReport c) {
      return c.result().map(r -> new JsonReport().render(r, c.diagnostics(), c.gate().mode(), c.gate().count(),
          c.gate().exitStatus(), c.assumed()));
    }
  },
  /** One self-contained HTML page. */
  HTML {
    @Override
    public Optional<String> render(CheckReport c) {
      HtmlReport html = new HtmlReport(c.lines(), c.file());
      return Optional.of(c.result().map(r -> html.render(r, c.network(), c.diagnostics(), c.assumed()))
          .orElseGet(() -> html.renderDiagnostics(c.networkName(), c.diagnostics())));
    }
  },
  /** SARIF 2.1.0 for code scanning, its exit code the process's. */
  SARIF {
    @Override
    public Optional<String> render(CheckReport c) {
      SarifReport sarif = new SarifReport(c.lines(), c.sourceRoot(), c.file());
      return Optional.of(c.result().map(r -> sarif.render(r, c.diagnostics(), c.gate().exitStatus(), c.assumed()))
          .orElseGet(() -> sarif.renderDiagnostics(c.diagnostics())));
    }
  },
  /** JUnit XML for CI test reports. */
  JUNIT {
    @Override
    public Optional<String> render(CheckReport c) {
      JUnitReport junit = new JUnitReport(c.file());
      return Optional.of(c.result().map(r -> junit.render(r, c.network().map(n -> new TreeSet<>(n.qos().lossless()))
          .orElseGet(TreeSet::new), c.diagnostics())).orElseGet(() -> junit.renderDiagnostics(c.networkName(),
          c.diagnostics())));
    }
  },
  /**
   * Graphviz DOT: here the counterexample cycles only; the whole graph, too big to hold as text, is
   * written as it is made by {@link DotReport#graph}.
   */
  DOT {
    @Override
    public Optional<String> render(CheckReport c) {
      return c.result().map(r -> new DotReport().cycles(r));
    }
  };

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
