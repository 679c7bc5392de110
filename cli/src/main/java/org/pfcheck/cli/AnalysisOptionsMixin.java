package org.pfcheck.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.encodings.z3.Z3Settings;
import picocli.CommandLine.Option;

/**
 * The analysis options {@code check} and {@code diff} share ({@code --engine}, {@code --paranoid},
 * {@code --dump-smt2}, {@code --max-cycles}, {@code --timeout}), as a picocli mixin: their usage
 * checks, the {@link Engines.Choice} and the {@link AnalysisOptions} they make. {@code diff} applies
 * them to each version; its resource bundle says so under the description keys {@code analysis.*}
 * (the descriptions here are {@code check}'s).
 */
final class AnalysisOptionsMixin {
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
      description = "Give up with verdict unknown after DURATION, e.g. 30s, 5m, 1h; at most 365d"
          + " (default: ${DEFAULT-VALUE}).")
  private Duration timeout;

  /** The {@code --dump-smt2} directory's files and their times, before the analysis. */
  private java.util.Map<Path, java.nio.file.attribute.FileTime> dumpedBefore;

  /**
   * What is wrong with these options (one line, for a usage error), or empty. Last, makes the
   * {@code --dump-smt2} directory when it is missing, so that a directory that cannot be written is a
   * usage error before the analysis, not a failure in it.
   */
  Optional<String> usageProblem() {
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
    return prepareDumpDirectory();
  }

  /** Makes the {@code --dump-smt2} directory and notes what it holds; what is wrong when it cannot. */
  private Optional<String> prepareDumpDirectory() {
    if (dumpSmt2 == null) {
      return Optional.empty();
    }
    Optional<String> problem = Output.directoryProblem("--dump-smt2", dumpSmt2);
    if (problem.isEmpty()) {
      dumpedBefore = SmtDumps.snapshot(dumpSmt2);
    }
    return problem;
  }

  /**
   * After the analysis by {@code engines}: a warning when {@code --dump-smt2} was given but no Z3 query
   * was written (the engine that answered was not Z3's), else empty.
   */
  Optional<String> dumpWarning(java.util.List<String> engines) {
    if (dumpSmt2 == null || dumpedBefore == null || !SmtDumps.snapshot(dumpSmt2).equals(dumpedBefore)) {
      return Optional.empty();
    }
    return Optional.of("pfcheck: warning: --dump-smt2: no Z3 query was made (" + String.join(" and ", engines)
        + " answered)" + (Engines.AUTO.equals(engine) && !paranoid ? "; use --engine z3" : ""));
  }

  /** The {@code --engine} name given (or {@value Engines#AUTO}). */
  String engine() {
    return engine;
  }

  /** The engine asked for, dumping Z3 queries into {@code --dump-smt2 DIR}. */
  Engines.Choice choice() {
    return new Engines.Choice(engine, paranoid, new Z3Settings(Optional.ofNullable(dumpSmt2)));
  }

  /** The engine asked for, dumping Z3 queries into {@code DIR/subdirectory} (one per diff version). */
  Engines.Choice choice(String subdirectory) {
    return new Engines.Choice(engine, paranoid,
        new Z3Settings(Optional.ofNullable(dumpSmt2).map(dir -> dir.resolve(subdirectory))));
  }

  /** The cycle limit and time budget (the scenario limit stays the default). */
  AnalysisOptions options() {
    return new AnalysisOptions(maxCycles, timeout, AnalysisOptions.DEFAULT.maxScenarios());
  }
}
