package org.pfcheck.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.json.JsonReport;
import org.pfcheck.reports.text.TextReport;
import picocli.CommandLine.Command;
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
        "2:input or usage error (nothing analysed)",
        "3:unknown (timeout or limit; never a proof)",
        "4:internal error (please report)"},
    footer = {"%nExamples:", "  pfcheck check examples/sigcomm16-flood-deadlock.pfc",
        "  pfcheck check fabric.pfc --format json --output result.json --timeout 2m"})
final class CheckCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck check";
  private static final String STDIN = "-";
  private static final String STDIN_NAME = "<stdin>";

  private final Streams streams;

  @Parameters(index = "0", paramLabel = "FILE", description = "The .pfc file to check; - reads standard input.")
  private String file;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  private Format format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE",
      description = "Write the report to FILE instead of standard output.")
  private Path output;

  @Option(names = "--engine", paramLabel = "NAME", defaultValue = Engines.AUTO, completionCandidates = Engines.Names.class,
      description = {"Deadlock engine: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}: graph for one"
          + " scenario, enumeration when the file declares a scenario space; graph checks only the declared"
          + " scenario)."})
  private String engine;

  @Option(names = "--max-cycles", paramLabel = "N", defaultValue = "10",
      description = "Report at most N counterexample cycles (default: ${DEFAULT-VALUE}).")
  private int maxCycles;

  @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "10m", converter = DurationConverter.class,
      description = "Give up with verdict unknown after DURATION, e.g. 30s, 5m, 1h (default: ${DEFAULT-VALUE}).")
  private Duration timeout;

  @Option(names = {"-q", "--quiet"}, description = "Text format: print only the verdict line; hide warnings.")
  private boolean quiet;

  @Option(names = {"-v", "--verbose"},
      description = "Show every hop's link and engine figures; stack traces of internal errors.")
  private boolean verbose;

  CheckCommand(Streams streams) {
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

  private Optional<String> usageProblem() {
    Optional<String> fileProblem = STDIN.equals(file) ? Optional.empty() : fileProblem();
    if (fileProblem.isPresent()) {
      return fileProblem;
    }
    if (!Engines.known(engine)) {
      return Optional.of("unknown engine '" + engine + "' (engines: " + String.join(", ", Engines.names()) + ")");
    }
    if (maxCycles < 1) {
      return Optional.of("--max-cycles must be at least 1, not " + maxCycles);
    }
    return Optional.empty();
  }

  private Optional<String> fileProblem() {
    Path path;
    try {
      path = Path.of(file);
    } catch (InvalidPathException e) {
      return Optional.of("not a file name: " + file);
    }
    if (!Files.exists(path)) {
      return Optional.of("no such file: " + file);
    }
    if (Files.isDirectory(path)) {
      return Optional.of(file + " is a directory, not a .pfc file");
    }
    return Optional.empty();
  }

  /** Reads FILE, or standard input for {@code -} (its lines are kept for quoting). */
  private ParseResult read(SourceFiles sources) {
    if (!STDIN.equals(file)) {
      return PfcReader.readFile(Path.of(file));
    }
    String text;
    try {
      text = new String(streams.in().readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    sources.remember(STDIN_NAME, text);
    return PfcReader.read(STDIN_NAME, text);
  }

  private int check() throws InterruptedException {
    SourceFiles sources = new SourceFiles();
    DiagnosticPrinter printer = new DiagnosticPrinter(sources::lines);
    Map<String, Long> millis = new LinkedHashMap<>();

    long start = System.nanoTime();
    ParseResult parsed = read(sources);
    millis.put("read", elapsed(start));
    List<Diagnostic> diagnostics = new ArrayList<>(parsed.diagnostics());
    if (parsed.network().isEmpty() || hasErrors(diagnostics)) {
      return inputErrors(printer, diagnostics);
    }
    Network network = parsed.network().get();

    start = System.nanoTime();
    diagnostics.addAll(NetworkValidator.validate(network));
    millis.put("validate", elapsed(start));
    if (hasErrors(diagnostics)) {
      return inputErrors(printer, diagnostics);
    }
    if (!quiet) {
      streams.err().print(printer.render(diagnostics));
    }

    DeadlockEngine chosen = Engines.create(engine, network).orElseThrow();
    AnalysisOptions options = new AnalysisOptions(maxCycles, timeout, AnalysisOptions.DEFAULT.maxScenarios());
    AnalysisResult result = withStageTimes(GuardedAnalysis.run(chosen, network, options), millis);
    return render(result, diagnostics, sources) ? result.verdict().exitStatus() : ExitStatus.INPUT;
  }

  private int inputErrors(DiagnosticPrinter printer, List<Diagnostic> diagnostics) {
    List<Diagnostic> shown = quiet ? diagnostics.stream().filter(Diagnostic::isError).toList() : diagnostics;
    streams.err().print(printer.render(shown));
    return ExitStatus.INPUT;
  }

  private boolean render(AnalysisResult result, List<Diagnostic> diagnostics, SourceFiles sources) {
    String report = switch (format) {
      case JSON -> new JsonReport().render(result, diagnostics);
      case TEXT -> quiet ? TextReport.summaryLine(result) + "\n"
          : new TextReport(sources::lines, STDIN.equals(file) ? STDIN_NAME : file, output == null && streams.terminal() == Terminal.COLOUR, verbose)
              .render(result);
    };
    if (output == null) {
      streams.out().print(report);
      streams.out().flush();
      return true;
    }
    try {
      Files.writeString(output, report, StandardCharsets.UTF_8);
      return true;
    } catch (IOException e) {
      Failures.usage(streams.err(), NAME, "cannot write " + output + ": " + e.getMessage());
      return false;
    }
  }

  /** The engine's result with the CLI's own stages (read, validate) timed before the engine's. */
  private static AnalysisResult withStageTimes(AnalysisResult r, Map<String, Long> before) {
    Map<String, Long> millis = new LinkedHashMap<>(before);
    r.stats().millis().forEach((k, v) -> millis.merge(k, v, Long::sum));
    Stats s = r.stats();
    Stats stats = new Stats(s.switches(), s.hosts(), s.queues(), s.dependencies(), s.scenarios(), millis, s.extra());
    return new AnalysisResult(r.network(), r.verdict(), r.scenario(), r.space(), r.traffic(), r.engines(), stats);
  }

  private static boolean hasErrors(List<Diagnostic> diagnostics) {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }

  private static long elapsed(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
