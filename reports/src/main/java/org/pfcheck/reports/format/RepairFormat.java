package org.pfcheck.reports.format;

import java.util.Locale;
import java.util.Optional;
import org.pfcheck.reports.html.HtmlReport;
import org.pfcheck.reports.repair.RepairJsonReport;
import org.pfcheck.reports.repair.RepairTextReport;

/** The formats of {@code pfcheck repair}'s output (docs/repair.md). */
public enum RepairFormat implements Renderer<RepairReport> {
  /** The patch alone on standard output (the summary on standard error). */
  DIFF {
    @Override
    public Optional<String> render(RepairReport r) {
      return Optional.of(r.patch());
    }
  },
  /** The summary, then the patch. */
  TEXT {
    @Override
    public Optional<String> render(RepairReport r) {
      String patch = r.patch();
      return Optional.of(r.quiet() ? RepairTextReport.summaryLine(r.result()) + "\n"
          : new RepairTextReport().render(r.result(), r.file()) + (patch.isEmpty() ? "" : "\n" + patch));
    }
  },
  /** JSON for tools (docs/repair.md). */
  JSON {
    @Override
    public Optional<String> render(RepairReport r) {
      return Optional.of(new RepairJsonReport().render(r.result(), r.diagnostics()));
    }
  },
  /** One self-contained HTML page with the "Suggested repair" next to the cycles (docs/repair.md). */
  HTML {
    @Override
    public Optional<String> render(RepairReport r) {
      return Optional.of(new HtmlReport(r.lines(), r.file()).renderRepair(r.result(), r.network(), r.diagnostics()));
    }
  };

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
