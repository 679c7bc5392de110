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
import java.util.concurrent.Callable;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.Version;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.merge.ShardMerge;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck merge SHARD.json...}: the JSON report of a whole scenario space from the reports of
 * its parts ({@code pfcheck check --shard I/N --format json}), then exit with the whole's verdict.
 * Parts that do not belong together are a usage error (exit 2) naming each problem.
 */
@Command(name = "merge", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Combine the JSON reports of a sharded sweep (pfcheck check --shard I/N --format json) into the"
        + " report of the whole scenario space: the same verdict, counts and first failing scenarios as one"
        + " unsharded run."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:deadlock-free: every part swept in full, no scenario deadlocks",
        "1:deadlock possible in some scenario of some part",
        "2:usage error: unreadable reports, a report that is not an unedited part (each problem located), or parts of"
            + " different inputs, spaces or shard counts, or a part twice",
        "3:unknown: a part is missing or was not swept in full, and no scenario deadlocks",
        "4:internal error (please report)"},
    footer = {"%nExample:", "  for i in 1 2 3 4; do pfcheck check fabric.pfc --shard $i/4 --format json -o part$i.json; done",
        "  pfcheck merge part1.json part2.json part3.json part4.json -o fabric.json"})
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

  @Option(names = {"-q", "--quiet"}, description = "Do not print the one-line summary on standard error.")
  private boolean quiet;

  public MergeCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() {
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
    ShardMerge.Result merged = ShardMerge.merge(names, texts);
    if (merged.report().isEmpty()) {
      Map<String, List<String>> lines = new HashMap<>();
      for (int k = 0; k < names.size(); k++) {
        lines.put(names.get(k), texts.get(k).lines().toList());
      }
      streams.err().print(new DiagnosticPrinter(name -> lines.getOrDefault(name, List.of()))
          .render(merged.problems()));
      return Failures.usage(streams.err(), NAME, "these reports are not the parts of one sweep");
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
}
