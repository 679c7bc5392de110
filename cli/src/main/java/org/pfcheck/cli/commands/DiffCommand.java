package org.pfcheck.cli.commands;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;

import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Git;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.Progress;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.AnalysisOptionsMixin;
import org.pfcheck.cli.options.Formats;
import org.pfcheck.cli.options.InputOptionsMixin;
import org.pfcheck.cli.options.Version;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.model.Network;
import org.pfcheck.pipeline.Budget;
import org.pfcheck.pipeline.DependencyGraphs;
import org.pfcheck.pipeline.Engines;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.InputFiles;
import org.pfcheck.pipeline.Inputs;
import org.pfcheck.pipeline.Pipeline;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.diff.ResultDiff;
import org.pfcheck.reports.format.ChangeReport;
import org.pfcheck.reports.format.DiffFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck diff BASE HEAD}: checks two versions of a fabric and says what changed — the verdict,
 * the cycles introduced and removed (a cycle is its set of queues), the queues and dependencies added
 * and removed. Exit status 1 when HEAD has a cycle BASE did not have ({@code --fail-on-any}: any
 * cycle in HEAD), 2 for input errors in either version, 3 when HEAD's verdict is unknown or BASE's is
 * and HEAD is not proven free (an unknown side is not compared), else 0.
 */
@Command(name = "diff", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    resourceBundle = "org.pfcheck.cli.commands.DiffCommand",
    customSynopsis = {"pfcheck diff [OPTIONS] BASE HEAD",
        "       pfcheck diff [OPTIONS] --git REV1 REV2 FILE"},
    description = {"Compare two versions of a fabric: verdict change, cycles introduced and removed, queues and"
        + " dependencies added and removed.",
        "BASE and HEAD are .pfc files; with --git they are two revisions, and a third argument names the file."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:HEAD introduces no deadlock (with --fail-on-any: HEAD is deadlock-free)",
        "1:HEAD has a cyclic buffer dependency BASE did not have (with --fail-on-any: any)",
        "2:input or usage error in BASE or HEAD (with --strict also a warning that weakens a proof)",
        "3:HEAD's verdict is unknown, or BASE's is and HEAD is not proven free (nothing compared)",
        "4:internal error (please report)"},
    footer = {"%nExamples:", "  pfcheck diff old.pfc new.pfc",
        "  pfcheck diff --git origin/main HEAD fabric.pfc --format sarif --output diff.sarif"})
public final class DiffCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck diff";
  private static final String STDIN = Inputs.STDIN;

  private final Streams streams;

  @Parameters(paramLabel = "BASE HEAD | REV1 REV2 FILE", arity = "2..3", hideParamSyntax = true,
      description = "Two .pfc files; with --git, two git revisions and the file.")
  private List<String> args = new ArrayList<>();

  @Mixin
  private InputOptionsMixin reading;

  @Option(names = "--git", description = "Read BASE and HEAD as 'git show REV:FILE' from the repository here.")
  private boolean git;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Formats.Diff.class,
      completionCandidates = Formats.Diff.class,
      description = "Output format: text, json or sarif (default: ${DEFAULT-VALUE}).")
  private DiffFormat format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report to FILE.")
  private Path output;

  @Option(names = "--fail-on-any", description = "Exit 1 on any cycle in HEAD, not only on new ones.")
  private boolean failOnAny;

  @Mixin
  private AnalysisOptionsMixin analysis;

  @Option(names = "--source-root", paramLabel = "DIR",
      description = "SARIF: file URIs are relative to DIR (default: the current directory).")
  private Path sourceRoot;

  @Option(names = {"-q", "--quiet"}, description = "Print only the headline; hide warnings and progress.")
  private boolean quiet;

  @Option(names = {"-v", "--verbose"},
      description = "List the cycles kept and the queues and dependencies added and removed.")
  private boolean verbose;

  public DiffCommand(Streams streams) {
    this.streams = streams;
  }

  /**
   * One side of the comparison, BASE or HEAD: its input, read once, and its label ({@code REV:FILE} with
   * --git; else empty: the input's name, the one its spans carry, known once it is read).
   */
  private record Side(Optional<String> given, Inputs input) {
    String file() {
      return input.name();
    }

    String label() {
      return given.orElseGet(input::name);
    }
  }

  @Override
  public Integer call() throws InterruptedException {
    if (git != (args.size() == 3)) {
      return Failures.usage(streams.err(), NAME, git ? "--git needs REV1 REV2 FILE" : "diff needs BASE HEAD (or --git REV1 REV2 FILE)");
    }
    Optional<String> wrong = (git ? reading.usageProblem(args.subList(2, 3)) : reading.usageProblem(args.subList(0, 1))
        .or(() -> reading.usageProblem(args.subList(1, 2)))).or(() -> analysis.usageProblem(files()));
    if (wrong.isPresent()) {
      return Failures.usage(streams.err(), NAME, wrong.get());
    }
    if (!git && STDIN.equals(args.get(0)) && STDIN.equals(args.get(1))) {
      return Failures.usage(streams.err(), NAME, "BASE and HEAD cannot both be - (standard input is read once)");
    }
    Side base;
    Side head;
    try {
      base = git ? fromGit(args.get(0), args.get(2)) : fromFile(args.get(0));
      head = git ? fromGit(args.get(1), args.get(2)) : fromFile(args.get(1));
    } catch (IOException e) {
      return Failures.usage(streams.err(), NAME, e.getMessage());
    }
    SourceFiles baseSources = new SourceFiles();
    SourceFiles headSources = new SourceFiles();
    AnalysisOptions options = analysis.options();
    Pipeline.Outcome before;
    Pipeline.Outcome after;
    Budget headBudget;
    try (Progress progress = Progress.on(streams, quiet)) {
      before = Pipeline.run(base.label(), () -> base.input().read(baseSources, streams.in()),
          n -> Engines.create(analysis.choice("base"), n).orElseThrow(), options, progress, analysis.strict());
      headBudget = Budget.start(options.timeout());
      after = Pipeline.run(head.label(), () -> head.input().read(headSources, streams.in()),
          n -> Engines.create(analysis.choice("head"), n).orElseThrow(), options, progress, analysis.strict(),
          headBudget);
    }
    boolean baseErrors = report(before, baseSources);
    boolean headErrors = report(after, headSources);
    if (baseErrors || headErrors) {
      return ExitStatus.INPUT;
    }
    AnalysisResult b = before.result().orElseThrow();
    AnalysisResult analysed = after.result().orElseThrow();
    // HEAD's budget covers the dependency check and --verbose's lists too: they build both graphs again
    ResultDiff plain = ResultDiff.of(b, analysed);
    Optional<ResultDiff> checked = !verbose && !checksDependencies(plain, before, after) ? Optional.of(plain)
        : headBudget.within("pfcheck-diff-dependencies", () -> unlisted(verbose
            ? ResultDiff.of(b, analysed, graph(before), graph(after)) : plain, before, after));
    AnalysisResult h = checked.isPresent() ? analysed
        : Pipeline.stoppedAfter(analysed, "comparing the dependencies of BASE and HEAD", options.timeout());
    ResultDiff diff = checked.orElse(ResultDiff.of(b, h));
    String text = format.render(new ChangeReport(diff, base.label(), head.label(), head.file(), headSources::lines,
        sourceRoot == null ? Path.of("").toAbsolutePath() : sourceRoot, quiet, verbose)).orElseThrow();
    if (!write(text)) {
      return ExitStatus.INPUT;
    }
    Optional<String> dumpFailure = analysis.dumpFailure();
    if (dumpFailure.isPresent()) {
      return Failures.usage(streams.err(), NAME, dumpFailure.get());
    }
    if (diff.introducesDeadlock() || (failOnAny && h.verdict() instanceof Verdict.Possible)) {
      return ExitStatus.POSSIBLE;
    }
    // a cycle in HEAD against an unknown BASE is neither new nor old: no comparison, unknown
    return h.verdict() instanceof Verdict.Free || diff.compared() ? ExitStatus.FREE : ExitStatus.UNKNOWN;
  }

  /**
   * {@code diff}, knowing a cycle of HEAD that BASE lacks and no reported cycle shows: only the reported
   * cycles are compared, so with more cycles than {@code --max-cycles} a new one could hide behind old ones
   * and the gate passed. Declared scenarios only: a space's cycles come from one of its scenarios.
   */
  private static ResultDiff unlisted(ResultDiff diff, Pipeline.Outcome before, Pipeline.Outcome after) {
    if (!checksDependencies(diff, before, after)) {
      return diff;
    }
    return DependencyGraphs.addedOnACycle(before.network().orElseThrow(), after.network().orElseThrow())
        .map(e -> diff.withUnlisted(new ResultDiff.Edge(e[0], e[1]))).orElse(diff);
  }

  /** Whether {@link #unlisted} has graphs to build: both verdicts possible, no new cycle reported, no space. */
  private static boolean checksDependencies(ResultDiff diff, Pipeline.Outcome before, Pipeline.Outcome after) {
    return !diff.introducesDeadlock() && diff.compared() && diff.head().verdict() instanceof Verdict.Possible
        && diff.base().verdict() instanceof Verdict.Possible && before.network().orElseThrow().space().isEmpty()
        && after.network().orElseThrow().space().isEmpty();
  }

  /** Prints {@code o}'s diagnostics (warnings only unless quiet); true when it had input errors. */
  private boolean report(Pipeline.Outcome o, SourceFiles sources) {
    if (o.inputErrors() || !quiet) {
      streams.err().print(new DiagnosticPrinter(sources::lines).render(o.diagnostics()));
    }
    return o.inputErrors();
  }

  /**
   * The declared scenario's graph as plain data (for --verbose lists); none for a version whose verdict
   * is unknown: building its graph is what its timeout stopped.
   */
  private static Optional<ResultDiff.Graph> graph(Pipeline.Outcome o) {
    if (o.network().isEmpty() || !o.result().orElseThrow().graphKnown()) {
      return Optional.empty();
    }
    Network n = o.network().get();
    List<ResultDiff.Edge> edges = DependencyGraphs.pairs(n).stream().map(e -> new ResultDiff.Edge(e[0], e[1])).toList();
    return Optional.of(new ResultDiff.Graph(DependencyGraphs.queues(n), edges));
  }

  /** The file {@code file}, or standard input for {@code -}, read once (PFC002 when it cannot be). */
  private Side fromFile(String file) {
    return new Side(Optional.empty(), reading.inputs(List.of(file)));
  }

  /**
   * FILE at revision {@code rev}: {@code git show COMMIT:./NAME}, run in FILE's directory (NAME:
   * FILE's name), where COMMIT is what {@code git rev-parse --verify} makes of {@code rev}. A revision is
   * verified before use and never starts with {@code -}, so it cannot be taken for an option; a
   * revision git does not know is a usage error, a file missing at that revision PFC002.
   */
  private Side fromGit(String rev, String file) throws IOException, InterruptedException {
    Path path = Path.of(file).toAbsolutePath();
    String dir = path.getParent().toString();
    String label = rev + ":" + file;
    Git verify = rev.startsWith("-") || rev.isEmpty() ? null
        : Git.run(dir, "rev-parse", "--verify", "--quiet", rev + "^{commit}");
    String commit = verify == null ? "" : new String(verify.out(), StandardCharsets.UTF_8).strip();
    if (verify == null || verify.status() != 0 || !commit.matches("[0-9a-f]{40,64}")) {
      throw new IOException("not a git revision in " + dir + ": " + rev);
    }
    Git show = Git.run(dir, "show", commit + ":./" + path.getFileName());
    if (show.status() != 0) {
      return new Side(Optional.of(label), reading.inputs(SourceInput.failed(file, "cannot read " + file + " at revision " + rev + ": git show"
          + " failed" + (show.err().isEmpty() ? "" : ": " + show.err()), "check that the file exists at that revision")));
    }
    return new Side(Optional.of(label), reading.inputs(SourceInput.ofBytes(file, show.out())));
  }

  private boolean write(String text) {
    return new Output(streams, NAME, files()).write(text, output);
  }

  /** Writes that spare the input files (BASE and HEAD, or FILE with --git). */
  private SafeFiles files() {
    List<String> read = new ArrayList<>(git ? args.subList(2, args.size()) : args);
    read.addAll(reading.overlayFiles());
    return SafeFiles.sparing(InputFiles.withConfigFiles(read));
  }
}
