package org.pfcheck.cli.commands;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.io.Terminal;
import org.pfcheck.cli.options.DurationConverter;
import org.pfcheck.cli.options.InputOptionsMixin;
import org.pfcheck.cli.options.ReportOptionsMixin;
import org.pfcheck.cli.options.Version;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.pipeline.CheckOutcome;
import org.pfcheck.pipeline.Checker;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.HazardGate;
import org.pfcheck.pipeline.Inputs;
import org.pfcheck.pipeline.MergeRun;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.format.CheckReport;
import org.pfcheck.reports.format.ReportFormat;
import org.pfcheck.reports.merge.ShardMerge;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck merge SHARD.json...}: the report of a whole scenario space from the JSON reports of its
 * parts ({@code pfcheck check --shard I/N --format json}), then exit with the whole's verdict. Without
 * {@code --input}, the JSON report merged from the parts alone; with it, the typed result of the fabric
 * the parts swept ({@link ShardMerge#merge(List, List, Network, String, List)}, then {@link MergeRun}),
 * in any of {@code check}'s formats. Parts that do not belong together, or not to the input, are a
 * usage error (exit 2) naming each problem.
 */
@Command(name = "merge", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Combine the JSON reports of a sharded sweep (pfcheck check --shard I/N --format json) into the"
        + " report of the whole scenario space: the same verdict, counts and first failing scenarios as one"
        + " unsharded run.",
        "With --input (the fabric the parts swept, as given to pfcheck check) in any format of pfcheck check: the"
            + " same report as the unsharded check, its counterexamples re-checked against the fabric."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:deadlock-free: every part swept in full, no scenario deadlocks",
        "1:deadlock possible in some scenario of some part",
        "2:usage error: unreadable reports, a report that is not an unedited part (each problem located), or parts of"
            + " different inputs, spaces, shard counts or --hazards modes, or a part twice; an --input with errors, or not the"
            + " fabric the parts swept; a format other than json without --input",
        "3:unknown: a part is missing or was not swept in full, and no scenario deadlocks",
        "4:internal error (please report)",
        "5:with --input: deadlock-free, but the parts' --hazards error finds a hazard"},
    footer = {"%nExample:", "  for i in 1 2 3 4; do pfcheck check fabric.pfc --shard $i/4 --format json -o part$i.json; done",
        "  pfcheck merge part1.json part2.json part3.json part4.json -o fabric.json",
        "  pfcheck merge part*.json --input fabric.pfc --format sarif -o fabric.sarif"})
public final class MergeCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck merge";
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  /** The largest part read: a part lists at most --all-counterexamples scenarios, with their cycles. */
  private static final long MAX_BYTES = 1L << 30;

  private final Streams streams;

  @Parameters(index = "0..*", arity = "1..*", paramLabel = "SHARD.json", description = "The parts' JSON reports.")
  private List<Path> parts;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE",
      description = "Write the merged report to FILE instead of standard output.")
  private Path output;

  @Option(names = {"-q", "--quiet"}, description = "Do not print the one-line summary on standard error (nor, with"
      + " --input, the input's warnings); text format: print only the verdict line.")
  private boolean quiet;

  @Option(names = "--input", paramLabel = "PATH", description = {"The fabric the parts swept, as given"
      + " to pfcheck check (a .pfc or YAML file, or SONiC config_db files; with --with as given to it): its"
      + " fingerprint must be the parts' sweep.input. Needed by every format but json."})
  private List<String> input;

  @Mixin
  private InputOptionsMixin reading;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "json",
      description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); all but json need --input;"
          + " see docs/reports.md.")
  private ReportFormat format;

  @Mixin
  private ReportOptionsMixin rendering;

  @Option(names = {"-v", "--verbose"}, description = "Text format: show every hop's link and the engine figures.")
  private boolean verbose;

  @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "10m", converter = DurationConverter.class,
      description = "With --input: the time the re-check and the hazard checks may take (e.g. 90s, 5m; default:"
          + " ${DEFAULT-VALUE}); a proof whose re-check it cuts before any of it is done is unknown (exit 3).")
  private java.time.Duration timeout;

  public MergeCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() throws InterruptedException {
    if (input == null && format != ReportFormat.JSON) {
      return Failures.usage(streams.err(), NAME, "--format " + format + " needs the fabric the parts swept, to quote"
          + " its lines and re-check the counterexamples: add --input FILE, as given to pfcheck check");
    }
    if (input == null && !reading.overlayFiles().isEmpty()) {
      return Failures.usage(streams.err(), NAME, "--with reads an overlay together with --input: add --input FILE, the"
          + " fabric the parts swept");
    }
    if (input != null) {
      Optional<String> wrong = reading.usageProblem(input);
      if (wrong.isPresent()) {
        return Failures.usage(streams.err(), NAME, wrong.get());
      }
    }
    List<String> names = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (Path p : parts) {
      try {
        if (Files.isRegularFile(p) && Files.size(p) > MAX_BYTES) {
          return Failures.usage(streams.err(), NAME, "cannot read " + p + ": larger than " + MAX_BYTES / (1 << 20)
              + " MiB; a part's report is far smaller (lower --all-counterexamples or --max-cycles)");
        }
        texts.add(Files.readString(p));
        names.add(p.toString());
      } catch (java.nio.charset.CharacterCodingException e) {
        return Failures.usage(streams.err(), NAME, "cannot read " + p + ": not UTF-8 text; a part is the JSON report"
            + " of pfcheck check --shard I/N --format json");
      } catch (IOException e) {
        return Failures.usage(streams.err(), NAME, "cannot read " + p + ": " + SourceInput.reason(e));
      }
    }
    if (input != null) {
      try {
        return typed(names, texts);
      } catch (OutOfMemoryError e) {
        return Failures.outOfMemory(streams.err());
      }
    }
    ShardMerge.Result merged = ShardMerge.merge(names, texts);
    if (merged.report().isEmpty()) {
      return refused(names, texts, merged.problems());
    }
    String text;
    try {
      text = MAPPER.writeValueAsString(merged.report().get()) + "\n";
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    Output out = new Output(streams, NAME, SafeFiles.sparingFilesOnly(parts.stream().map(Path::toString).toList()));
    if (!out.write(text, output)) {
      return ExitStatus.INPUT;
    }
    if (!quiet) {
      streams.err().println("pfcheck: " + merged.summary());
    }
    return merged.report().get().path("exitStatus").asInt();
  }

  /**
   * The merge of {@code texts} (the parts in files {@code names}) as the report of the fabric {@code --input}
   * names, in {@code --format}: read and validated as {@code check} reads it, the parts refused unless they
   * are a sweep of it, then the stages after the engine ({@link MergeRun}) and the renderers.
   */
  private int typed(List<String> names, List<String> texts) throws InterruptedException {
    Inputs inputs = reading.inputs(input);
    Checker.Reading read = Checker.read(inputs, streams.in());
    DiagnosticPrinter printer = new DiagnosticPrinter(read.sources()::lines);
    if (read.network().isEmpty()) {
      streams.err().print(printer.render(read.diagnostics()));
      return Failures.usage(streams.err(), NAME, "--input " + inputs.name() + " has errors (above): fix them, or give the"
          + " fabric the parts swept");
    }
    Network network = read.network().get();
    List<String> files = new ArrayList<>(inputs.files());
    files.add(inputs.name());
    ShardMerge.Typed merged = ShardMerge.merge(names, texts, network, inputs.name(), files);
    if (merged.result().isEmpty()) {
      return refused(names, texts, merged.problems());
    }
    HazardGate.Mode hazards = HazardGate.Mode.valueOf(merged.hazards().toUpperCase(java.util.Locale.ROOT));
    CheckOutcome outcome;
    try {
      outcome = MergeRun.finish(inputs, read, merged.result().get(), merged.recheck(), hazards, timeout);
    } catch (MergeRun.Refuted e) {
      return Failures.usage(streams.err(), NAME, "the parts' verdict does not hold in " + inputs.name() + ": "
          + e.getMessage().replaceFirst("^internal error: ", "").replaceFirst("; please report this.*$", "")
          + "; these are not unedited parts of a sweep of " + inputs.name());
    }
    AnalysisResult result = outcome.result().orElseThrow();
    HazardGate gate = outcome.hazards();
    CheckReport report = new CheckReport(outcome.name(), outcome.sources()::lines, rendering.sourceRoot(),
        network.name(), outcome.result(), outcome.network(), outcome.all(), Renderers.gate(outcome),
        new CheckReport.View(output == null && streams.terminal() == Terminal.COLOUR, verbose,
        quiet, rendering.cyclicOnly()));
    if (!quiet) {
      streams.err().print(printer.render(report.diagnostics()));
    }
    List<String> spared = new ArrayList<>(parts.stream().map(Path::toString).toList());
    spared.addAll(inputs.files());
    Output out = new Output(streams, NAME, SafeFiles.sparing(spared));
    boolean written = Renderers.streamed(format, result, rendering.cyclicOnly())
        ? out.write(Renderers.dotGraph(result, network), output) : out.write(format.render(report).orElseThrow(), output);
    if (!written) {
      return ExitStatus.INPUT;
    }
    if (!quiet) {
      streams.err().println("pfcheck: " + ShardMerge.summary(result));
    }
    if (!gate.failure(result.verdict().exitStatus()).isEmpty()) {
      streams.err().println(gate.failure(result.verdict().exitStatus()));
    }
    return outcome.exitStatus();
  }

  /** Prints why the parts were not merged, each problem at its place; exit status 2. */
  private int refused(List<String> names, List<String> texts, List<Diagnostic> problems) {
    Map<String, List<String>> lines = new HashMap<>();
    for (int k = 0; k < names.size(); k++) {
      lines.put(names.get(k), texts.get(k).lines().toList());
    }
    streams.err().print(new DiagnosticPrinter(name -> lines.getOrDefault(name, List.of())).render(problems));
    return Failures.usage(streams.err(), NAME, "these reports are not the parts of one sweep"
        + (input == null ? "" : " of " + String.join(" ", input)));
  }
}
