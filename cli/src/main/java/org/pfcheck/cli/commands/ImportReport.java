package org.pfcheck.cli.commands;

import java.util.List;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;

/**
 * What an import tells the user on stderr: the configuration's diagnostics compiler-style (quoting the
 * JSON lines), what was imported and what was assumed. Stateless apart from the streams.
 */
final class ImportReport {
  private final Streams streams;
  private final SourceFiles sources;

  ImportReport(Streams streams, SourceFiles sources) {
    this.streams = streams;
    this.sources = sources;
  }

  /** Prints the import's diagnostics: all of them, or only the errors when {@code quiet}. */
  void diagnostics(ImportResult r, boolean quiet) {
    List<Diagnostic> shown = quiet ? r.diagnostics().stream().filter(Diagnostic::isError).toList() : r.diagnostics();
    streams.err().print(new DiagnosticPrinter(sources::lines).render(shown));
  }

  /** Prints what was imported and what was assumed. */
  void summary(ImportResult r) {
    streams.err().println("pfcheck: imported " + r.name() + " from " + r.files().size() + " config_db file"
        + (r.files().size() == 1 ? "" : "s") + ": " + String.join("; ", r.summary()));
    streams.err().println("pfcheck: assumed where the configuration says nothing: " + String.join("; ",
        r.assumptions()));
  }

  /** Prints the tables of the input that were not read ({@code -v}): docs/import-sonic.md says why each is safe. */
  void skipped(ImportResult r) {
    if (!r.skipped().isEmpty()) {
      streams.err().println("pfcheck: tables not read (docs/import-sonic.md, \"What is not read, and why\"): "
          + String.join(", ", r.skipped()));
    }
  }
}
