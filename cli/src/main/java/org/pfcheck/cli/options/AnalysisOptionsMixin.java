package org.pfcheck.cli.options;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.SmtDump;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.pipeline.Engines;
import picocli.CommandLine.Option;

/**
 * The analysis options {@code check} and {@code diff} share ({@code --engine}, {@code --paranoid},
 * {@code --dump-smt2}, {@code --max-cycles}, {@code --timeout}), as a picocli mixin: their usage
 * checks, the {@link Engines.Choice} and the {@link AnalysisOptions} they make. {@code diff} applies
 * them to each version; its resource bundle says so under the description keys {@code analysis.*}
 * (the descriptions here are {@code check}'s).
 */
public final class AnalysisOptionsMixin {
  @Option(names = "--engine", paramLabel = "NAME", defaultValue = Engines.AUTO, completionCandidates = Engines.Names.class,
      description = {"Deadlock engine: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}: graph for one"
          + " scenario, sweep for a scenario space (every scenario decided and the failing ones counted); both"
          + " with --paranoid; graph checks only the declared scenario; enumeration builds every scenario in"
          + " full; both cross-checks z3 with graph, or the sweep with z3)."})
  private String engine;

  @Option(names = "--paranoid",
      description = "Run two engines and compare their verdicts: the default engine becomes both.")
  private boolean paranoid;

  @Option(names = "--dump-smt2", paramLabel = "DIR", descriptionKey = "analysis.dump-smt2",
      description = "Write each Z3 query to DIR as SMT-LIB 2 (NAME-space.smt2, NAME-ranks.smt2, ...).")
  private Path dumpSmt2;

  @Option(names = "--max-cycles", paramLabel = "N", defaultValue = "10", descriptionKey = "analysis.max-cycles",
      description = "Report at most N counterexample cycles (default: ${DEFAULT-VALUE}).")
  private int maxCycles;

  @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "10m", converter = DurationConverter.class,
      descriptionKey = "analysis.timeout",
      description = "Give up with verdict unknown after DURATION (the whole run, reading included), e.g. 30s, 5m,"
          + " 1h; at most 365d"
          + " (default: ${DEFAULT-VALUE}).")
  private Duration timeout;

  @Option(names = "--recheck", paramLabel = "MODE", defaultValue = "sample", descriptionKey = "analysis.recheck",
      description = "How much of the verdict the independent reference semantics re-checks: full (every destination"
          + " group; a proof whose re-check does not finish in time is unknown), sample (as many destination groups,"
          + " in a seeded random order, as fit in the engine's own time, at least 1 s; the reports state the sample)"
          + " or none (the reports say the verdict was not re-checked) (default: ${DEFAULT-VALUE}).")
  private String recheck;

  @Option(names = "--strict", descriptionKey = "analysis.strict",
      description = "Make the warnings that weaken a proof errors (exit 2): nothing lossless (PFC210), no lossless"
          + " traffic (PFC215), an isolated switch (PFC230), considered traffic not delivered (PFC231), config_db"
          + " devices whose neighbours are outside the fabric (PFC420).")
  private boolean strict;

  /** {@code --strict}: the warnings that weaken a proof are errors. */
  public boolean strict() {
    return strict;
  }

  /** The writes that spare the command's inputs, once {@link #usageProblem} has checked the options. */
  private SafeFiles files;

  /** The query dumps made so far (one per {@link #choice}). */
  private final java.util.List<SmtDump> dumps = new java.util.ArrayList<>();

  /**
   * What is wrong with these options (one line, for a usage error), or empty; {@code files} writes the
   * queries. Last, checks that the {@code --dump-smt2} directory can be made and written (it is made
   * with the first query), and that none of its {@code .smt2} files is one pfcheck would refuse to
   * replace (a link), so that a directory that cannot be written is a usage error before the analysis,
   * not a failure after its verdict.
   */
  public Optional<String> usageProblem(SafeFiles files) {
    if (RecheckMode.of(recheck).isEmpty()) {
      return Optional.of("--recheck must be full, sample or none, not '" + recheck + "'");
    }
    this.files = files;
    if (!Engines.known(engine)) {
      return Optional.of("unknown engine '" + engine + "' (engines: " + String.join(", ", Engines.names()) + ")");
    }
    if (paranoid && !Engines.AUTO.equals(engine) && !"both".equals(engine)) {
      return Optional.of("--paranoid runs two engines; it cannot be combined with --engine " + engine);
    }
    if (maxCycles < 1) {
      return Optional.of("--max-cycles must be at least 1, not " + maxCycles);
    }
    if (dumpSmt2 != null && ("graph".equals(engine) || "enumeration".equals(engine) || "sweep".equals(engine))) {
      return Optional.of("--dump-smt2 writes the Z3 engine's queries, and --engine " + engine + " never runs Z3"
          + " (use --engine z3, both or auto)");
    }
    if (dumpSmt2 == null) {
      return Optional.empty();
    }
    return files.directoryProblem("--dump-smt2", dumpSmt2, Optional.empty())
        .or(() -> files.existingFilesProblem("--dump-smt2", dumpSmt2, ".smt2"));
  }

  /**
   * After the analysis by {@code engines}: a warning when {@code --dump-smt2} was given but no Z3 query
   * was written (the engine that answered was not Z3's), else empty.
   */
  public Optional<String> dumpWarning(java.util.List<String> engines) {
    if (dumpSmt2 == null || dumps.stream().anyMatch(d -> d.written() > 0) || dumpFailure().isPresent()) {
      return Optional.empty();
    }
    return Optional.of("pfcheck: warning: --dump-smt2: no Z3 query was made (" + String.join(" and ", engines)
        + " answered)" + (Engines.AUTO.equals(engine) && !paranoid ? "; use --engine z3" : ""));
  }

  /** The {@code --engine} name given (or {@value Engines#AUTO}). */
  public String engine() {
    return engine;
  }

  /** Why a query could not be written into {@code --dump-smt2 DIR} (the first failure), or empty. */
  public Optional<String> dumpFailure() {
    return dumps.stream().map(SmtDump::failure).flatMap(Optional::stream).findFirst();
  }

  /** The engine asked for, dumping Z3 queries into {@code --dump-smt2 DIR}. */
  public Engines.Choice choice() {
    return choice(dumpSmt2);
  }

  /** The engine asked for, dumping Z3 queries into {@code DIR/subdirectory} (one per diff version). */
  public Engines.Choice choice(String subdirectory) {
    return choice(dumpSmt2 == null ? null : dumpSmt2.resolve(subdirectory));
  }

  private Engines.Choice choice(Path dir) {
    if (dir == null) {
      return new Engines.Choice(engine, paranoid, Z3Settings.DEFAULT);
    }
    SmtDump dump = new SmtDump(dir, files == null ? new SafeFiles(java.util.List.of()) : files);
    dumps.add(dump);
    return new Engines.Choice(engine, paranoid, new Z3Settings(Optional.of(dump)));
  }

  /** The cycle limit and time budget (the scenario limit stays the default). */
  public AnalysisOptions options() {
    return new AnalysisOptions(maxCycles, timeout, AnalysisOptions.DEFAULT.maxScenarios(),
        RecheckMode.of(recheck).orElse(RecheckMode.SAMPLE));
  }
}
