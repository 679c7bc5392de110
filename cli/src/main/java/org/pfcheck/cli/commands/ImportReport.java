package org.pfcheck.cli.commands;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.text.PfcText;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.Inputs;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;

/**
 * What an import tells the user, whichever importer made it: the input's diagnostics compiler-style on
 * stderr (quoting the input's lines), the listing on standard output or in {@code --output}, then what was
 * imported and what was assumed, and with {@code -v} what was not read and each stage's time. Each command
 * says it in its own {@link Wording}. Stateless apart from the streams.
 */
final class ImportReport {
  /**
   * How an import command words what it says on stderr, and what {@code -q} leaves out.
   */
  enum Wording {
    /** {@code import sonic}: {@code pfcheck: imported NAME from N config_db files: ...}; {@code -q} hides warnings too. */
    SONIC(SonicImportCommand.NAME, "pfcheck", true, "tables not read (docs/import-sonic.md, \"What is not read, and why\")") {
      @Override
      List<String> said(ImportResult r, Path output) {
        return List.of("imported " + r.name() + " from " + r.files().size() + " config_db file" + (r.files().size() == 1
            ? "" : "s") + ": " + String.join("; ", r.summary()), "assumed where the configuration says nothing: "
            + String.join("; ", r.assumptions()));
      }
    },
    /** {@code import ib}: each assumption, then the summary and where it went; {@code -q} keeps warnings. */
    IB(ImportIbCommand.NAME, ImportIbCommand.NAME, false, "not read") {
      @Override
      List<String> said(ImportResult r, Path output) {
        List<String> out = new ArrayList<>();
        r.assumptions().forEach(a -> out.add("assumed: " + PfcText.line(a)));
        out.add(String.join("; ", r.summary()) + (output == null ? "" : " -> " + output));
        return out;
      }
    };

    private final String command;
    private final String prefix;
    private final boolean quietHidesWarnings;
    private final String skipped;

    Wording(String command, String prefix, boolean quietHidesWarnings, String skipped) {
      this.command = command;
      this.prefix = prefix;
      this.quietHidesWarnings = quietHidesWarnings;
      this.skipped = skipped;
    }

    /** The lines (without the prefix) that say what was imported and what was assumed. */
    abstract List<String> said(ImportResult r, Path output);
  }

  private final Streams streams;
  private final SourceFiles sources;
  private final Wording wording;

  ImportReport(Streams streams, SourceFiles sources, Wording wording) {
    this.streams = streams;
    this.sources = sources;
    this.wording = wording;
  }

  /**
   * The whole report of an import: its diagnostics; the listing, written to {@code output} (null: standard
   * output) when there is no error; what was imported and assumed (unless {@code quiet}); what was not
   * read and the stages' times ({@code verbose}). The exit status: {@link ExitStatus#FREE} when written,
   * else {@link ExitStatus#INPUT}. {@code inputs} are the files no write may replace.
   */
  int print(ImportResult r, Path output, SafeFiles inputs, boolean quiet, boolean verbose) {
    diagnostics(r, quiet && wording.quietHidesWarnings);
    if (!r.ok()) {
      return ExitStatus.INPUT;
    }
    long start = System.nanoTime();
    String text = r.listing().orElseThrow().render(Inputs.shortNames(r.files()));
    if (!new Output(streams, wording.command, inputs).write(text, output)) {
      return ExitStatus.INPUT;
    }
    if (!quiet) {
      say(r, output);
    }
    if (verbose) {
      skipped(r);
      StringBuilder stages = new StringBuilder();
      r.millis().forEach((stage, ms) -> stages.append(stage).append(' ').append(ms).append(" ms, "));
      streams.err().println(wording.prefix + ": " + stages + "write " + (System.nanoTime() - start) / 1_000_000 + " ms");
    }
    return ExitStatus.FREE;
  }

  /** Prints the import's diagnostics: all of them, or only the errors when {@code errorsOnly}. */
  private void diagnostics(ImportResult r, boolean errorsOnly) {
    List<Diagnostic> shown = errorsOnly ? r.diagnostics().stream().filter(Diagnostic::isError).toList() : r.diagnostics();
    streams.err().print(new DiagnosticPrinter(sources::lines).render(shown));
  }

  /** Prints what was imported and what was assumed (the listing went to {@code output}, null: standard output). */
  void say(ImportResult r, Path output) {
    wording.said(r, output).forEach(line -> streams.err().println(wording.prefix + ": " + line));
  }

  /** Prints the parts of the input that were not read ({@code -v}), if any: the importer's page says why each is safe. */
  void skipped(ImportResult r) {
    if (!r.skipped().isEmpty()) {
      streams.err().println(wording.prefix + ": " + wording.skipped + ": " + String.join(", ", r.skipped()));
    }
  }
}
