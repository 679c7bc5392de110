package org.pfcheck.cli.commands;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.Progress;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.AnalysisOptionsMixin;
import org.pfcheck.cli.options.InputOptionsMixin;
import org.pfcheck.cli.options.RepairPolicyOptions;
import org.pfcheck.cli.options.Version;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.Inputs;
import org.pfcheck.pipeline.PfcForm;
import org.pfcheck.pipeline.RepairRun;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.repair.RepairResult;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.format.RepairFormat;
import org.pfcheck.reports.format.RepairReport;
import org.pfcheck.reports.repair.PatchAdvice;
import org.pfcheck.reports.repair.RepairTextReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck repair FILE}: a cheapest set of configuration changes after which the fabric (every
 * scenario of its space, when it declares one) is deadlock-free, proven minimal over a stated set of
 * candidate changes, as a unified diff of FILE; the patched file checked again. The exit status is the
 * answer: 0 a repair (or none needed), 1 none within the allowed changes, 3 no answer, 2 usage or input
 * errors.
 */
@Command(name = "repair", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Find a cheapest set of configuration changes that makes a fabric deadlock-free (every scenario of"
        + " its space), prove that no cheaper set of the allowed changes does, and print it as a unified diff of FILE"
        + " (apply it with: patch FILE < diff).",
        "The summary, what was proven minimal over which choices, and the re-check of the patched file go to"
        + " stderr (with --format text: stdout). See docs/repair.md."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:a repair (the patched file re-checked deadlock-free), or none needed",
        "1:no repair within the allowed changes (the reason is printed)",
        "2:input or usage error (nothing analysed)",
        "3:unknown (timeout or limit; says nothing about a repair)",
        "4:internal error (please report)"},
    footer = {"%nExamples:", "  pfcheck repair examples/sigcomm16-flood-deadlock.pfc > fix.diff && patch"
        + " examples/sigcomm16-flood-deadlock.pfc < fix.diff",
        "  pfcheck repair fabric.pfc --forbid remove-route,make-lossy --max-lossless 3 --format json",
        "  pfcheck repair fabric.pfc --cost rewrite=1 --allow @tier:tor --report reports/"})
public final class RepairCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck repair";

  private final Streams streams;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = {"The fabric to repair, read as check reads it: a"
      + " .pfc file, - (standard input), a .yaml/.yml file, or a fabric's SONiC config_db files.",
      "The patch edits a .pfc file; for another input it edits the .pfc text pfcheck convert writes (docs/repair.md)."})
  private List<String> paths;

  @Mixin
  private InputOptionsMixin reading;

  private Inputs input;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "diff",
      description = "Output: diff (the patch; the summary on stderr), text (summary, then the patch), json, html"
          + " (default: ${DEFAULT-VALUE}).")
  private RepairFormat format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the output to FILE instead of stdout.")
  private Path output;

  @Option(names = "--report", paramLabel = "DIR",
      description = "Also write the HTML report to DIR/NAME-repair.html, whatever --format is.")
  private Path reportDir;

  @Mixin
  private RepairPolicyOptions policy;

  @Mixin
  private AnalysisOptionsMixin analysis;

  @Option(names = {"-q", "--quiet"}, description = "Print only the patch (diff), or only the answer line (text).")
  private boolean quiet;

  @Option(names = {"-v", "--verbose"}, description = "Stack traces of internal errors.")
  private boolean verbose;

  public RepairCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() throws InterruptedException {
    PrintStream err = streams.err();
    List<String> problems = new ArrayList<>(policy.problems());
    Optional<String> reads = reading.usageProblem(paths);
    reads.ifPresent(problems::add);
    if (reads.isEmpty()) {
      input = reading.inputs(paths);
      SafeFiles files = files();
      analysis.usageProblem(files).ifPresent(problems::add);
      if (output != null && input.yaml() && !input.stdin()) {
        formProblem(PfcForm.name(paths.get(0), null)).ifPresent(problems::add);
      }
      if (reportDir != null) {
        files.directoryProblem("--report", reportDir, named() ? Optional.of(reportTarget(paths.get(0)))
            : Optional.empty()).ifPresent(problems::add);
      }
    }
    if (!problems.isEmpty()) {
      return Failures.usage(err, NAME, String.join("; ", problems));
    }
    try {
      return repair();
    } catch (OutOfMemoryError e) {
      return Failures.outOfMemory(err);
    }
  }

  private int repair() throws InterruptedException {
    SourceFiles sources = new SourceFiles();
    DiagnosticPrinter printer = new DiagnosticPrinter(sources::lines);
    RepairRun.Outcome run;
    try (Progress progress = Progress.on(streams, quiet)) {
      run = RepairRun.run(input, streams.in(), sources, policy.policy(), analysis.choice(), analysis.options(),
          analysis.strict(), progress);
    }
    List<Diagnostic> diagnostics = run.input().diagnostics();
    if (run.input().inputErrors()) {
      streams.err().print(printer.render(quiet ? diagnostics.stream().filter(Diagnostic::isError).toList()
          : diagnostics));
      return ExitStatus.INPUT;
    }
    if (!run.policyProblems().isEmpty()) {
      return Failures.usage(streams.err(), NAME, String.join("; ", run.policyProblems()));
    }
    if (!quiet) {
      streams.err().print(printer.render(diagnostics));
    }
    RepairResult result = run.result().orElseThrow();
    Optional<Network> network = run.input().network(); // empty when the budget ran out before it was read
    Optional<String> onForm = output == null ? Optional.empty() : result.patch().flatMap(PatchAdvice::target)
        .filter(target -> !target.equals(input.name())).flatMap(this::formProblem);
    if (onForm.isPresent()) {
      return Failures.usage(streams.err(), NAME, onForm.get());
    }
    Output out = new Output(streams, NAME, files());
    // one report value, whatever the format
    RepairReport report = new RepairReport(input.name(), sources::lines, result, network, diagnostics, quiet);
    if (!out.write(format.render(report).orElseThrow(), output)) {
      return ExitStatus.INPUT;
    }
    if (format == RepairFormat.DIFF && !quiet) {
      streams.err().print(new RepairTextReport().render(result, input.name()));
    } else {
      // an unknown answer always says why on stderr, even with --quiet or the summary in the output
      RepairTextReport.unknownLine(result).ifPresent(line -> streams.err().println("pfcheck repair: " + line));
    }
    if (!quiet) {
      formClash(result, network).ifPresent(line -> streams.err().println("pfcheck repair: warning: " + line));
    }
    if (reportDir != null) {
      Path target = reportTarget(named() ? paths.get(0) : result.outcome().original().network());
      String html = RepairFormat.HTML.render(report).orElseThrow();
      if (!out.write(html, target)) {
        return ExitStatus.INPUT;
      }
      if (!quiet) {
        streams.err().println("pfcheck: HTML report written to " + target);
      }
    }
    Optional<String> dumpFailure = analysis.dumpFailure();
    if (dumpFailure.isPresent()) {
      return Failures.usage(streams.err(), NAME, dumpFailure.get());
    }
    return result.exitStatus();
  }

  /**
   * Why {@code --output} must not be {@code form}, the {@code .pfc} form of a non-{@code .pfc} input that the
   * patch edits: the patch written there would stand where the file it applies to belongs. Empty otherwise.
   */
  private Optional<String> formProblem(String form) {
    Path target = org.pfcheck.pipeline.InputFiles.path(form);
    if (target == null || !SafeFiles.sameTarget(output, target)) {
      return Optional.empty();
    }
    String whose = input.yaml() && !input.stdin() ? input.name() + " (pfcheck convert " + input.name() + " -o " + form
        + " writes it)" : "the fabric read from " + input.name();
    return Optional.of("cannot write --output " + output + ": the patch edits " + form + ", the .pfc form of " + whose
        + ", so the patch written there would stand where the file it applies to belongs: write it to another file,"
        + " e.g. -o repair.diff");
  }

  /**
   * When the patch edits the {@code .pfc} form of another input and a different file of that name is in the
   * current directory, where {@code patch -p0} looks: what it would patch instead. Empty otherwise.
   */
  private Optional<String> formClash(RepairResult result, Optional<Network> network) {
    Optional<String> form = result.patch().flatMap(PatchAdvice::target).filter(t -> !t.equals(input.name()));
    Path target = form.map(org.pfcheck.pipeline.InputFiles::path).orElse(null);
    if (target == null || network.isEmpty() || !java.nio.file.Files.isRegularFile(target)) {
      return Optional.empty();
    }
    try {
      if (java.nio.file.Files.readString(target).equals(PfcForm.text(input.name(), network.get()))) {
        return Optional.empty();
      }
    } catch (java.io.IOException | RuntimeException e) {
      // unreadable or not UTF-8: not the form either
    }
    return Optional.of(form.get() + " here is not the .pfc form of " + input.name() + " that the patch edits, yet"
        + " patch -p0 would apply the patch to it: write the form and apply the patch in another directory");
  }

  /** Where {@code --report} puts the HTML report of {@code name} (the input file, or the network). */
  private Path reportTarget(String name) {
    String base = name.substring(name.lastIndexOf('/') + 1).replaceFirst("\\.(pfc|yaml|yml)$", "");
    return reportDir.resolve(base + "-repair.html");
  }

  /** Whether the input is one named file (not standard input, not configuration). */
  private boolean named() {
    return !input.configuration() && !input.stdin();
  }

  /** Writes that spare the input files. */
  private SafeFiles files() {
    return SafeFiles.sparing(input.stdin() ? List.of() : input.files());
  }
}
