package org.pfcheck.reports.format;

import java.util.Locale;
import java.util.Optional;
import org.pfcheck.reports.html.HtmlReport;
import org.pfcheck.reports.html.StormHtml;
import org.pfcheck.reports.json.StormJson;
import org.pfcheck.reports.sarif.SarifReport;
import org.pfcheck.reports.sarif.StormSarif;
import org.pfcheck.reports.text.StormText;

/** The formats of {@code pfcheck storm}'s report; SARIF and HTML carry an input's errors as findings. */
public enum StormFormat implements Renderer<StormReport> {
  /** The report for people. */
  TEXT {
    @Override
    public Optional<String> render(StormReport s) {
      return s.result().map(a -> s.quiet() ? StormText.summaryLine(a.storm()) + "\n"
          : new StormText(s.file(), s.verbose()).render(a.storm()));
    }
  },
  /** JSON for tools (docs/json-output.md). */
  JSON {
    @Override
    public Optional<String> render(StormReport s) {
      return s.result().map(a -> new StormJson().render(a.storm(), s.diagnostics()));
    }
  },
  /** One self-contained HTML page. */
  HTML {
    @Override
    public Optional<String> render(StormReport s) {
      return Optional.of(s.result().map(a -> new StormHtml(s.lines(), s.file()).render(a.storm(), a.network(),
          s.diagnostics())).orElseGet(() -> new HtmlReport(s.lines(), s.file()).renderDiagnostics(s.file(), s.diagnostics())));
    }
  },
  /** SARIF 2.1.0 for code scanning. */
  SARIF {
    @Override
    public Optional<String> render(StormReport s) {
      return Optional.of(s.result().map(a -> new StormSarif(s.lines(), s.sourceRoot(), s.file()).render(a.storm(),
          s.diagnostics())).orElseGet(() -> new SarifReport(s.lines(), s.sourceRoot(), s.file()).renderDiagnostics(
          s.diagnostics())));
    }
  };

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
