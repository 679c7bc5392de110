package org.pfcheck.cli.commands;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.pfcheck.analyzer.bdg.InsufficientHeapException;
import org.pfcheck.analyzer.coverage.EndPoints;
import org.pfcheck.analyzer.storm.StormResult;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.Formats;
import org.pfcheck.cli.options.InputOptionsMixin;
import org.pfcheck.cli.options.Version;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.pipeline.Checker;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.Inputs;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.pipeline.StormRun;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.format.StormFormat;
import org.pfcheck.reports.format.StormReport;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck storm FILE --from HOST | --from SWITCH:PORT | --any}: the blast radius of a pause
 * storm (docs/semantics.md, "Pause storms") in the declared scenario: read → validate → build the
 * buffer-dependency graph → storm → render, then exit 0 when the watchdogs bound every pause, 1 when
 * some pause lasts as long as the storm.
 */
@Command(name = "storm", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Show how far a pause storm spreads: a NIC that pauses a priority forever (--from HOST), a switch"
        + " port that never drains (--from SWITCH:PORT), or the worst single host (--any); which queues, ports and"
        + " hosts it pauses, for how long with the configured watchdogs, and which ports let it spread."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:contained: the watchdogs release every pause after a bounded time (--any: for every host)",
        "1:not contained: some pause lasts as long as the storm",
        "2:input or usage error (nothing analysed)",
        "4:internal error (please report)"},
    footer = {"%nExamples:", "  pfcheck storm examples/storm-figure5.pfc --from S1",
        "  pfcheck storm fabric.pfc --any --format json --output storm.json",
        "  pfcheck storm fabric.pfc --from leaf0:tor0 --priority 4"})
public final class StormCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck storm";

  /** Where the storm starts: exactly one. */
  static final class Source {
    @Option(names = "--from", paramLabel = "HOST|SWITCH:PORT", required = true,
        description = "A host whose NIC pauses forever, or a switch port whose queue never drains.")
    String from;

    @Option(names = "--any", required = true, description = "Every host in turn; report the worst.")
    boolean any;
  }

  private final Streams streams;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = {"The fabric, read as check reads it: a .pfc file,"
      + " a .yaml/.yml file, - (standard input), or a fabric's SONiC config_db files (directories or .json files)."})
  private List<String> paths;

  @Mixin
  private InputOptionsMixin reading;

  private Inputs input;

  @ArgGroup(exclusive = true, multiplicity = "1")
  private Source source;

  @Option(names = "--priority", paramLabel = "P", description = "The priority paused (0..7); default: the NIC's"
      + " marked class when it is lossless at its ToR port, else the lowest lossless priority there.")
  private Integer priority;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Formats.Storm.class,
      completionCandidates = Formats.Storm.class,
      description = "Output format: text, json, html or sarif (default: ${DEFAULT-VALUE}); see docs/reports.md.")
  private StormFormat format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report to FILE.")
  private Path output;

  @Option(names = "--source-root", paramLabel = "DIR",
      description = "SARIF: file URIs are relative to DIR (default: the current directory).")
  private Path sourceRoot;

  @Option(names = {"-q", "--quiet"}, description = "Text format: print only the first line; hide warnings.")
  private boolean quiet;

  @Option(names = {"-v", "--verbose"}, description = "List every paused port and unprotected port.")
  private boolean verbose;

  public StormCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() {
    PrintStream err = streams.err();
    Optional<String> wrong = usageProblem();
    if (wrong.isPresent()) {
      return Failures.usage(err, NAME, wrong.get());
    }
    Checker.Reading read = Checker.read(input, streams.in());
    Map<String, Long> millis = new LinkedHashMap<>(read.millis());
    SourceFiles sources = read.sources();
    DiagnosticPrinter printer = new DiagnosticPrinter(sources::lines);
    List<Diagnostic> diagnostics = read.diagnostics();
    if (read.network().isEmpty()) {
      err.print(printer.render(diagnostics));
      // SARIF and HTML carry input errors as findings; other formats leave them to stderr
      format.render(report(Optional.empty(), diagnostics, sources)).ifPresent(r -> output().write(r, output));
      return ExitStatus.INPUT;
    }
    Network n = read.network().get();
    // the storm's reach stops where the end points outside the fabric stand for devices not modelled
    diagnostics = new ArrayList<>(diagnostics);
    EndPoints.warning(n).ifPresent(diagnostics::add);
    if (!quiet) {
      err.print(printer.render(diagnostics));
    }
    StormResult result;
    try {
      result = StormRun.of(n, source.any ? Optional.empty() : Optional.of(source.from),
          priority == null ? OptionalInt.empty() : OptionalInt.of(priority), millis);
    } catch (InsufficientHeapException e) {
      return Failures.outOfMemory(err, e);
    } catch (IllegalArgumentException e) {
      return Failures.usage(err, NAME, e.getMessage());
    }
    return output().write(format.render(report(Optional.of(new StormReport.Analysed(result, n)), diagnostics, sources))
        .orElseThrow(), output) ? result.exitStatus() : ExitStatus.INPUT;
  }

  /** The one report value of this run, whatever the format: {@code result} empty when the input had errors. */
  private StormReport report(Optional<StormReport.Analysed> result, List<Diagnostic> diagnostics, SourceFiles sources) {
    return new StormReport(input.name(), sources::lines, root(), result, diagnostics, quiet, verbose);
  }

  /** Where the report goes: standard output, or a file written as every file pfcheck writes (sparing the input). */
  private Output output() {
    return new Output(streams, NAME, SafeFiles.sparing(input.files()));
  }

  private Optional<String> usageProblem() {
    if (priority != null && (priority < 0 || priority > 7)) {
      return Optional.of("--priority " + priority + " is outside 0..7");
    }
    Optional<String> reads = reading.usageProblem(paths);
    if (reads.isEmpty()) {
      input = reading.inputs(paths);
    }
    return reads;
  }

  private Path root() {
    return sourceRoot == null ? Path.of("").toAbsolutePath() : sourceRoot;
  }
}
