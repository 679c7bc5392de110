package org.pfcheck.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.grammar.FabricReader;
import org.pfcheck.model.Network;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import org.pfcheck.reports.diff.DiffReport;
import org.pfcheck.reports.diff.ResultDiff;
import org.pfcheck.reports.sarif.SarifReport;
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
    resourceBundle = "org.pfcheck.cli.DiffCommand",
    customSynopsis = {"pfcheck diff [OPTIONS] BASE HEAD",
        "       pfcheck diff [OPTIONS] --git REV1 REV2 FILE"},
    description = {"Compare two versions of a fabric: verdict change, cycles introduced and removed, queues and"
        + " dependencies added and removed.",
        "BASE and HEAD are .pfc files; with --git they are two revisions, and a third argument names the file."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:HEAD introduces no deadlock (with --fail-on-any: HEAD is deadlock-free)",
        "1:HEAD has a cyclic buffer dependency BASE did not have (with --fail-on-any: any)",
        "2:input or usage error in BASE or HEAD",
        "3:HEAD's verdict is unknown, or BASE's is and HEAD is not proven free (nothing compared)",
        "4:internal error (please report)"},
    footer = {"%nExamples:", "  pfcheck diff old.pfc new.pfc",
        "  pfcheck diff --git origin/main HEAD fabric.pfc --format sarif --output diff.sarif"})
final class DiffCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck diff";

  private final Streams streams;

  @Parameters(paramLabel = "BASE HEAD | REV1 REV2 FILE", arity = "2..3", hideParamSyntax = true,
      description = "Two .pfc files; with --git, two git revisions and the file.")
  private List<String> args = new ArrayList<>();

  @Option(names = "--git", description = "Read BASE and HEAD as 'git show REV:FILE' from the repository here.")
  private boolean git;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "Output format: text, json or sarif (default: ${DEFAULT-VALUE}).")
  private Format format;

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

  DiffCommand(Streams streams) {
    this.streams = streams;
  }

  /** One version: its label, the name its spans carry, and its text. */
  private record Version(String label, String file, String text) {
  }

  @Override
  public Integer call() throws InterruptedException {
    if (format != Format.TEXT && format != Format.JSON && format != Format.SARIF) {
      return Failures.usage(streams.err(), NAME, "diff writes text, json or sarif, not " + format);
    }
    if (git != (args.size() == 3)) {
      return Failures.usage(streams.err(), NAME, git ? "--git needs REV1 REV2 FILE" : "diff needs BASE HEAD (or --git REV1 REV2 FILE)");
    }
    Optional<String> wrong = analysis.usageProblem();
    if (wrong.isPresent()) {
      return Failures.usage(streams.err(), NAME, wrong.get());
    }
    Version base;
    Version head;
    try {
      base = git ? fromGit(args.get(0), args.get(2)) : fromFile(args.get(0));
      head = git ? fromGit(args.get(1), args.get(2)) : fromFile(args.get(1));
    } catch (IOException e) {
      return Failures.usage(streams.err(), NAME, e.getMessage());
    }
    SourceFiles baseSources = new SourceFiles();
    SourceFiles headSources = new SourceFiles();
    baseSources.remember(base.file(), base.text());
    headSources.remember(head.file(), head.text());
    AnalysisOptions options = analysis.options();
    Pipeline.Outcome before;
    Pipeline.Outcome after;
    try (Progress progress = Progress.on(streams, quiet)) {
      before = Pipeline.run(base.label(), () -> FabricReader.read(base.file(), base.text()),
          n -> Engines.create(analysis.choice("base"), n).orElseThrow(), options, progress);
      after = Pipeline.run(head.label(), () -> FabricReader.read(head.file(), head.text()),
          n -> Engines.create(analysis.choice("head"), n).orElseThrow(), options, progress);
    }
    boolean baseErrors = report(before, baseSources);
    boolean headErrors = report(after, headSources);
    if (baseErrors || headErrors) {
      return ExitStatus.INPUT;
    }
    AnalysisResult b = before.result().orElseThrow();
    AnalysisResult h = after.result().orElseThrow();
    ResultDiff diff = verbose ? ResultDiff.of(b, h, graph(before), graph(after)) : ResultDiff.of(b, h);
    DiffReport report = new DiffReport(base.label(), head.label(), verbose);
    String text = switch (format) {
      case JSON -> report.json(diff);
      case SARIF -> new SarifReport(headSources::lines, sourceRoot == null ? Path.of("").toAbsolutePath() : sourceRoot,
          head.file()).renderDiff(diff);
      default -> quiet ? report.text(diff).lines().findFirst().orElse("") + "\n" : report.text(diff);
    };
    if (!write(text)) {
      return ExitStatus.INPUT;
    }
    if (diff.introducesDeadlock() || (failOnAny && h.verdict() instanceof Verdict.Possible)) {
      return ExitStatus.POSSIBLE;
    }
    // a cycle in HEAD against an unknown BASE is neither new nor old: no comparison, unknown
    return h.verdict() instanceof Verdict.Free || diff.compared() ? ExitStatus.FREE : ExitStatus.UNKNOWN;
  }

  /** Prints {@code o}'s diagnostics (warnings only unless quiet); true when it had input errors. */
  private boolean report(Pipeline.Outcome o, SourceFiles sources) {
    if (o.inputErrors() || !quiet) {
      streams.err().print(new DiagnosticPrinter(sources::lines).render(o.diagnostics()));
    }
    return o.inputErrors();
  }

  /** The declared scenario's graph as plain data (for --verbose lists). */
  private static Optional<ResultDiff.Graph> graph(Pipeline.Outcome o) {
    Network n = o.network().orElseThrow();
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    List<org.pfcheck.analyzer.QueueRef> queues = new ArrayList<>();
    List<ResultDiff.Edge> edges = new ArrayList<>();
    for (int q = 0; q < g.queueCount(); q++) {
      queues.add(g.queueRef(q));
      for (int t : g.successors(q)) {
        edges.add(new ResultDiff.Edge(g.queueRef(q), g.queueRef(t)));
      }
    }
    return Optional.of(new ResultDiff.Graph(queues, edges));
  }

  private Version fromFile(String file) throws IOException {
    Path path = Path.of(file);
    if (!Files.isRegularFile(path)) {
      throw new IOException("no such file: " + file);
    }
    return new Version(file, file, Files.readString(path, StandardCharsets.UTF_8));
  }

  /** {@code git show REV:./NAME}, run in FILE's directory (NAME: FILE's name). */
  private Version fromGit(String rev, String file) throws IOException, InterruptedException {
    Path path = Path.of(file).toAbsolutePath();
    Process p = new ProcessBuilder("git", "-C", path.getParent().toString(), "show",
        rev + ":./" + path.getFileName()).start();
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IOException("git show " + rev + ":./" + path.getFileName() + " failed in " + path.getParent()
          + (err.isEmpty() ? "" : ": " + err));
    }
    return new Version(rev + ":" + file, file, new String(out, StandardCharsets.UTF_8));
  }

  private boolean write(String text) {
    return Output.write(streams, NAME, text, output);
  }
}
