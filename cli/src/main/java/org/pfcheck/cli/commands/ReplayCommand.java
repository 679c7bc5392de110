package org.pfcheck.cli.commands;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.InsufficientHeapException;
import org.pfcheck.analyzer.coverage.EndPoints;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.DurationConverter;
import org.pfcheck.cli.options.Formats;
import org.pfcheck.cli.options.Version;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.pipeline.Checker;
import org.pfcheck.pipeline.Engines;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.InputFiles;
import org.pfcheck.pipeline.Inputs;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.replay.Replay;
import org.pfcheck.replay.ReplayParameters;
import org.pfcheck.replay.ReplayResult;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.format.ReplayFormat;
import org.pfcheck.reports.format.ReplayReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck replay FILE}: replays a counterexample's flows in a buffer-level PFC simulation
 * (docs/replay.md): read → validate → check → pick cycle N → simulate → render, then exit 1 when the
 * cycle froze, 0 when the flows drained (or a watchdog broke the freeze), 3 when time ran out first.
 */
@Command(name = "replay", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Watch a counterexample freeze: replay the flows of one cycle pfcheck found, at line rate, in a"
        + " packet-level simulation of PFC (buffers, pause thresholds, PAUSE/RESUME frames, round-robin egress,"
        + " PFC watchdogs), and say whether the cycle freezes, drains, or recovers. With --flows-of OTHER, the"
        + " flows of OTHER's cycle are replayed on FILE: show that a fix drains the load that froze the original."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:drained: every flow finished (or a PFC watchdog broke the freeze, said so)",
        "1:frozen: from some instant every queue of the cycle is paused and none lets a packet go",
        "2:input or usage error, or no counterexample to replay (nothing simulated)",
        "3:the simulated time, the event limit or --timeout ran out first",
        "4:internal error (please report)"},
    footer = {"%nExamples:", "  pfcheck replay examples/sigcomm16-flood-deadlock.pfc",
        "  pfcheck replay examples/sigcomm16-flood-drop-fix.pfc --flows-of examples/sigcomm16-flood-deadlock.pfc",
        "  pfcheck replay examples/sigcomm16-flood-watchdog.pfc --format html -o replay.html"})
public final class ReplayCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck replay";

  private final Streams streams;

  @Parameters(index = "0", paramLabel = "FILE", description = "The .pfc or .yaml file to replay on; - reads .pfc from"
      + " standard input.")
  private String file;

  @Option(names = "--cycle", paramLabel = "N", defaultValue = "1",
      description = "Which cycle of the check's counterexample (default: ${DEFAULT-VALUE}).")
  private int cycle;

  @Option(names = "--flows-of", paramLabel = "OTHER",
      description = "Replay the flows of OTHER's cycle N on FILE (FILE may be deadlock-free).")
  private Path flowsOf;

  @Option(names = "--duration", paramLabel = "TIME", converter = DurationConverter.class, defaultValue = "1s",
      description = "Simulated time (default: ${DEFAULT-VALUE}; longer than SONiC's 200 ms watchdog).")
  private Duration duration;

  @Option(names = "--flow-bytes", paramLabel = "BYTES", description = "Bytes each flow sends (default 67108864:"
      + " 64 MiB).")
  private Long flowBytes;

  @Option(names = "--link-gbps", paramLabel = "RATE", description = "Every link's rate in Gb/s (default 100).")
  private Double linkGbps;

  @Option(names = "--cable-ns", paramLabel = "NANOS", description = "Every link's one-way delay in ns (default 500).")
  private Long cableNanos;

  @Option(names = "--seed", paramLabel = "N", description = "Seed of the ECMP choices the cycle does not pin"
      + " (default 1).")
  private Long seed;

  @Option(names = "--timeout", paramLabel = "TIME", converter = DurationConverter.class, defaultValue = "2m",
      description = "Wall-clock limit for the check and the replay together (default: ${DEFAULT-VALUE}).")
  private Duration timeout;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Formats.Replay.class,
      completionCandidates = Formats.Replay.class,
      description = "Output format: text, json or html (default: ${DEFAULT-VALUE}).")
  private ReplayFormat format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report to FILE.")
  private Path output;

  @Option(names = {"-q", "--quiet"}, description = "Text format: print only the first line; hide warnings.")
  private boolean quiet;

  public ReplayCommand(Streams streams) {
    this.streams = streams;
  }

  /** A fabric read and validated, with the lines to quote. */
  private record Read(String name, Network network, List<Diagnostic> warnings) {}

  @Override
  public Integer call() {
    PrintStream err = streams.err();
    Optional<String> wrong = usageProblem();
    if (wrong.isPresent()) {
      return Failures.usage(err, NAME, wrong.get());
    }
    if (output != null) {  // refused before the replay, not after it
      Optional<String> refused = files().fileProblem("--output", output);
      if (refused.isPresent()) {
        return Failures.usage(err, NAME, refused.get());
      }
    }
    ReplayParameters parameters;
    try {
      parameters = parameters();
    } catch (IllegalArgumentException e) {
      return Failures.usage(err, NAME, e.getMessage());
    }
    SourceFiles sources = new SourceFiles();
    DiagnosticPrinter printer = new DiagnosticPrinter(sources::lines);
    long deadline = System.nanoTime() + timeout.toNanos();
    Optional<Read> target = read(file, sources, printer);
    Optional<Read> origin = flowsOf == null ? target : read(flowsOf.toString(), sources, printer);
    if (target.isEmpty() || origin.isEmpty()) {
      return ExitStatus.INPUT;
    }
    Network source = origin.get().network();
    Verdict verdict;
    try {
      verdict = Engines.create(Engines.AUTO, source).orElseThrow().analyze(source,
          new AnalysisOptions(Math.max(10, cycle), timeout, AnalysisOptions.DEFAULT.maxScenarios())).verdict();
    } catch (InsufficientHeapException e) {
      return Failures.outOfMemory(err, e);
    }
    String from = flowsOf == null ? target.get().name() : flowsOf.toString();
    if (verdict instanceof Verdict.Unknown u) {
      err.println(NAME + ": the check of " + from + " did not finish (" + u.reason() + "): nothing to replay");
      return ExitStatus.UNKNOWN;
    }
    if (!(verdict instanceof Verdict.Possible possible)) {
      return Failures.usage(err, NAME, from + " is deadlock-free: it has no counterexample to replay"
          + (flowsOf == null ? "; to show it drains the load that froze another fabric, add --flows-of OTHER" : ""));
    }
    if (cycle > possible.counterexamples().size()) {
      return Failures.usage(err, NAME, "--cycle " + cycle + ": " + from + " has " + possible.counterexamples().size()
          + " cycle(s) listed");
    }
    Counterexample cx = possible.counterexamples().get(cycle - 1);
    long left = deadline - System.nanoTime();
    Network n = target.get().network();
    ReplayResult r;
    try {
      r = flowsOf == null ? Replay.of(n, cx, parameters, left) : Replay.flowsOf(n, cx, source, parameters, left);
    } catch (IllegalArgumentException e) {
      return Failures.usage(err, NAME, e.getMessage());
    }
    if (!quiet) {
      // a replay's flows stop where the end points outside the fabric stand for devices not simulated
      List<Diagnostic> warnings = new ArrayList<>(target.get().warnings());
      EndPoints.warning(n).ifPresent(warnings::add);
      err.print(printer.render(warnings));
    }
    return output().write(format.render(new ReplayReport(Inputs.STDIN.equals(file) ? Inputs.STDIN_NAME : file, n,
        cycle, cx, r, quiet)).orElseThrow(), output) ? r.outcome().exitStatus() : ExitStatus.INPUT;
  }

  /** The fabric in {@code path} ({@code -}: standard input), read as check reads it, or empty after printing its errors. */
  private Optional<Read> read(String path, SourceFiles sources, DiagnosticPrinter printer) {
    Checker.Reading read = Checker.read(new Inputs(List.of(path), null, null), streams.in(), sources);
    if (read.network().isEmpty()) {
      streams.err().print(printer.render(read.diagnostics()));
      return Optional.empty();
    }
    return Optional.of(new Read(read.name(), read.network().get(), read.diagnostics()));
  }

  private ReplayParameters parameters() {
    ReplayParameters d = ReplayParameters.DEFAULTS;
    return new ReplayParameters(linkGbps == null ? d.linkGbps() : linkGbps,
        cableNanos == null ? d.cableNanos() : cableNanos, d.packetBytes(), d.sharedBytes(), d.headroomBytes(),
        d.xonOffsetBytes(), flowBytes == null ? d.flowBytes() : flowBytes, duration.toNanos(),
        seed == null ? d.seed() : seed, d.ttl());
  }

  private Output output() {
    return new Output(streams, NAME, files());
  }

  /** Every file pfcheck writes spares the inputs. */
  private SafeFiles files() {
    List<String> inputs = new ArrayList<>(Inputs.STDIN.equals(file) ? List.of() : List.of(file));
    if (flowsOf != null) {
      inputs.add(flowsOf.toString());
    }
    return SafeFiles.sparing(inputs);
  }

  private Optional<String> usageProblem() {
    if (cycle < 1) {
      return Optional.of("--cycle " + cycle + " is not a cycle number (1, 2, ...)");
    }
    List<Path> named = new ArrayList<>(flowsOf == null ? List.of() : List.of(flowsOf));
    if (!Inputs.STDIN.equals(file)) {
      Path p = InputFiles.path(file);
      if (p == null) {
        return Optional.of("no such file: " + file);
      }
      named.add(0, p);
    }
    for (Path p : named) {
      if (!Files.exists(p)) {
        return Optional.of("no such file: " + p);
      }
      if (Files.isDirectory(p)) {
        return Optional.of(p + " is a directory, not a .pfc or .yaml file");
      }
    }
    return Optional.empty();
  }
}
