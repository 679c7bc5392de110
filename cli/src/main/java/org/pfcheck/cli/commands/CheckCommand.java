package org.pfcheck.cli.commands;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.Progress;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.io.Terminal;
import org.pfcheck.cli.options.AnalysisOptionsMixin;
import org.pfcheck.cli.options.InputOptionsMixin;
import org.pfcheck.cli.options.OptionRules;
import org.pfcheck.cli.options.ReportOptionsMixin;
import org.pfcheck.cli.options.SweepOptionsMixin;
import org.pfcheck.cli.options.Version;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.pipeline.CheckOutcome;
import org.pfcheck.pipeline.CheckRequest;
import org.pfcheck.pipeline.Checker;
import org.pfcheck.pipeline.Durations;
import org.pfcheck.pipeline.Engines;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.HazardGate;
import org.pfcheck.pipeline.Inputs;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.format.CheckReport;
import org.pfcheck.reports.format.ReportFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck check FILE}: read → validate → analyse → render, then exit with the verdict's status.
 * Diagnostics go to stderr (all of them, compiler-style); any error stops before the analysis with
 * exit status 2.
 */
@Command(name = "check", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Check a fabric for PFC deadlocks: prove it deadlock-free or print how it can deadlock.",
        "Input problems are printed to stderr compiler-style (file:line:col: error[PFCnnn]: ...)."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:deadlock-free (proven, certificate re-checked)",
        "1:deadlock possible (counterexample re-checked)",
        "2:input or usage error (nothing analysed); with --strict also a warning that weakens a proof",
        "3:unknown (timeout or limit; never a proof)",
        "4:internal error (please report)",
        "5:deadlock-free, but --hazards error found a hazard (PFC5xx, PFC218)"},
    footer = {"%nExamples:", "  pfcheck check examples/sigcomm16-flood-deadlock.pfc",
        "  pfcheck check fabric.pfc --format json --output result.json --timeout 2m",
        "  pfcheck check fabric.yaml",
        "  pfcheck check fabric.pfc --format sarif --output pfcheck.sarif --report reports/",
        "  pfcheck check examples/sonic/l2-uplinks/ --with examples/sonic/l2-uplinks/dead-server.pfc"})
public final class CheckCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck check";

  private final Streams streams;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = {"The fabric to check: a .pfc file, or a .yaml/.yml"
      + " file in the YAML form (docs/yaml.md); - reads .pfc from standard input.",
      "Or a fabric's SONiC config_db files: directories holding them, or several .json files (docs/import-sonic.md)."})
  private List<String> paths;

  @Mixin
  private InputOptionsMixin reading;

  private Inputs input;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); see docs/reports.md.")
  private ReportFormat format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE",
      description = "Write the report to FILE instead of standard output.")
  private Path output;

  @Mixin
  private AnalysisOptionsMixin analysis;

  @Mixin
  private SweepOptionsMixin sweep;

  @Option(names = "--report", paramLabel = "DIR",
      description = "Also write the HTML report to DIR/NAME.html (NAME: the file's base name), whatever --format is.")
  private Path reportDir;

  @Mixin
  private ReportOptionsMixin rendering;

  @Option(names = {"-q", "--quiet"},
      description = "Text format: print only the verdict line. Hide warnings and progress. Not with --verbose.")
  private boolean quiet;

  @Option(names = "--hazards", paramLabel = "MODE", defaultValue = "warn",
      description = "Hazard checks (PFC5xx: watchdogs, go-back-0, MTT, alpha, lossless broadcast, ...): none, warn"
          + " (default: report them) or error (also exit 5 when the fabric is otherwise proven deadlock-free).")
  private HazardGate.Mode hazards;

  @Option(names = {"-v", "--verbose"},
      description = "Show every hop's link, engine figures and rendering time; stack traces of internal errors.")
  private boolean verbose;

  public CheckCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() throws InterruptedException {
    PrintStream err = streams.err();
    Optional<String> wrong = usageProblem();
    if (wrong.isPresent()) {
      return Failures.usage(err, NAME, wrong.get());
    }
    try {
      return check();
    } catch (OutOfMemoryError e) {
      return Failures.outOfMemory(err);
    }
  }

  /**
   * What is wrong with the command line (one line, for a usage error), else empty; checked before
   * reading, so that nothing is analysed for a report that could not be written (--output is checked
   * before, by {@link OptionRules}). An input that cannot be read is not a usage error: reading it
   * gives PFC002, reported like any other input error.
   */
  private Optional<String> usageProblem() {
    Optional<String> inputProblem = reading.usageProblem(paths);
    if (inputProblem.isPresent()) {
      return inputProblem;
    }
    input = reading.inputs(paths);
    SafeFiles files = files();
    return sweep.usageProblem(analysis.engine()).or(() -> analysis.usageProblem(files))
        .or(() -> reportDir == null ? Optional.empty()
            : files.directoryProblem("--report", reportDir, named() ? Optional.of(reportTarget(paths.get(0)))
                : Optional.empty())).or(() -> named() ? collision(paths.get(0)) : Optional.empty());
  }

  /**
   * {@code --output} naming the file {@code --report} writes for {@code name} (the input, or for {@code -}
   * the network): the HTML report would replace the report asked for ({@code --format sarif -o r/f.html
   * --report r} left no SARIF anywhere).
   */
  private Optional<String> collision(String name) {
    if (output == null || reportDir == null || !SafeFiles.sameTarget(output, reportTarget(name))) {
      return Optional.empty();
    }
    return Optional.of("--output " + output + " is the file --report writes the HTML report to (" + reportTarget(name)
        + "); name another --output or --report directory");
  }

  private int check() throws InterruptedException {
    CheckOutcome outcome;
    try (Progress progress = Progress.on(streams, quiet)) {
      Engines.Choice choice = analysis.choice().sweeping(sweep.settings(progress));
      outcome = Checker.check(new CheckRequest(input, streams.in(), choice, analysis.options(), analysis.strict(),
          hazards), progress);
    }
    SourceFiles sources = outcome.sources();
    DiagnosticPrinter printer = new DiagnosticPrinter(sources::lines);
    String name = outcome.name();
    if (!quiet) {
      outcome.imported().filter(ImportResult::ok).ifPresent(r -> {
        ImportReport report = new ImportReport(streams, sources, ImportReport.Wording.SONIC);
        report.say(r, null);
        if (verbose) {
          report.skipped(r);
        }
      });
    }
    List<Diagnostic> diagnostics = outcome.diagnostics();
    String network = outcome.network().map(Network::name).orElse(baseName(name));
    HazardGate gate = outcome.hazards();
    // one report value, whatever the format: the renderers of reports take it as it is
    CheckReport report = new CheckReport(name, sources::lines, rendering.sourceRoot(), network, outcome.result(),
        outcome.network(), outcome.inputErrors() ? diagnostics : outcome.all(), Renderers.gate(outcome),
        new CheckReport.View(output == null && streams.terminal() == Terminal.COLOUR, verbose, quiet, rendering.cyclicOnly()),
        outcome.imported().filter(ImportResult::ok).map(ImportResult::assumptions).orElse(List.of()));
    Optional<String> collision = named() ? Optional.empty() : collision(network);
    if (collision.isPresent()) {
      return Failures.usage(streams.err(), NAME, collision.get());
    }
    if (outcome.inputErrors()) {
      List<Diagnostic> shown = quiet ? diagnostics.stream().filter(Diagnostic::isError).toList() : diagnostics;
      streams.err().print(printer.render(shown));
      Optional<String> findings = format.render(report);
      if (findings.isPresent() && !write(findings.get(), output)) {
        return ExitStatus.INPUT;
      }
      htmlReport(() -> ReportFormat.HTML.render(report).orElseThrow(), network);
      return ExitStatus.INPUT;
    }
    Optional<Network> net = outcome.network();
    AnalysisResult result = outcome.result().orElseThrow();
    if (outcome.hazardsUnfinished() && !quiet) {
      streams.err().println("pfcheck: the timeout of " + Durations.words(analysis.options().timeout())
          + " ended the hazard checks before they finished: no hazard is reported");
    }
    if (!quiet) {
      streams.err().print(printer.render(report.diagnostics()));
    }
    if (!quiet) {
      analysis.dumpWarning(result.engines()).ifPresent(streams.err()::println);
    }
    long start = System.nanoTime();
    int verdict = result.verdict().exitStatus();
    boolean written = Renderers.streamed(format, result, rendering.cyclicOnly())
        ? write(Renderers.dotGraph(result, net.orElseThrow()), output)
        : write(format.render(report).orElseThrow(), output);
    if (verbose) {
      streams.err().println("pfcheck: " + format + " report rendered in " + (System.nanoTime() - start) / 1_000_000
          + " ms");
    }
    if (!written || !htmlReport(() -> ReportFormat.HTML.render(report).orElseThrow(),
        network)) {
      return ExitStatus.INPUT;
    }
    Optional<String> dumpFailure = analysis.dumpFailure();
    if (dumpFailure.isPresent()) {
      return Failures.usage(streams.err(), NAME, dumpFailure.get());
    }
    if (!gate.failure(verdict).isEmpty()) {
      streams.err().println(gate.failure(verdict));
    }
    return outcome.exitStatus();
  }

  /** Writes the HTML report into {@code --report DIR}, when asked; false when it cannot be written. */
  private boolean htmlReport(java.util.function.Supplier<String> html, String network) {
    if (reportDir == null) {
      return true;
    }
    Path target = reportTarget(named() ? paths.get(0) : network);
    boolean ok = write(html.get(), target);
    if (ok && !quiet) {
      streams.err().println("pfcheck: HTML report written to " + target);
    }
    return ok;
  }

  /** Where {@code --report} puts the HTML report of {@code name} (the input file, or the network). */
  private Path reportTarget(String name) {
    return reportDir.resolve(baseName(name) + ".html");
  }

  /** Whether the input is one named {@code .pfc} file (not standard input, not configuration). */
  private boolean named() {
    return !input.configuration() && !input.stdin();
  }

  /** Writes that spare the input files: the {@code .pfc} file or the config_db files, and the overlays. */
  private SafeFiles files() {
    return SafeFiles.sparing(input.files());
  }

  /** The file's base name without directory and {@code .pfc} (or {@code .yaml}, {@code .yml}). */
  private static String baseName(String name) {
    return name.substring(name.lastIndexOf('/') + 1).replaceFirst("\\.(pfc|yaml|yml)$", "");
  }

  private boolean write(String report, Path target) {
    return new Output(streams, NAME, files()).write(report, target);
  }

  private boolean write(Output.Report report, Path target) {
    return new Output(streams, NAME, files()).write(report, target);
  }
}
