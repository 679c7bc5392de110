package org.pfcheck.analyzer;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;

/**
 * Everything an engine answers, as data for the renderers. Immutable.
 *
 * @param network the network's name
 * @param verdict the verdict with its certificate or counterexamples
 * @param scenario the declared scenario
 * @param space the scenario space checked, when one was
 * @param traffic which packets were considered, in words ("all host pairs, priorities 3, 4" or
 *     "4 declared flows")
 * @param engines the engines that produced the verdict
 * @param stats sizes and timings
 * @param coverage what the considered packets of the declared scenario became (delivered, dropped, ...),
 *     when the coverage pass ran to its end
 * @param recheck what the independent re-check of the verdict covered, once it ran (the command line
 *     runs it after the engine)
 * @param sweep for a scenario space swept scenario by scenario: how many scenarios deadlock, and how
 *     they were decided
 */
public record AnalysisResult(String network, Verdict verdict, Scenario scenario, Optional<ScenarioSpace> space,
    String traffic, List<String> engines, Stats stats, Optional<Coverage> coverage, Optional<Recheck> recheck,
    Optional<SweepSummary> sweep) {
  public AnalysisResult {
    Objects.requireNonNull(network, "network");
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(scenario, "scenario");
    Objects.requireNonNull(space, "space");
    Objects.requireNonNull(traffic, "traffic");
    engines = List.copyOf(engines);
    Objects.requireNonNull(stats, "stats");
    Objects.requireNonNull(coverage, "coverage");
    Objects.requireNonNull(recheck, "recheck");
    Objects.requireNonNull(sweep, "sweep");
  }

  /**
   * An engine's result: the coverage is not an engine's to compute (see {@link #withCoverage}), nor is
   * the independent re-check (see {@link #withRecheck}).
   */
  public AnalysisResult(String network, Verdict verdict, Scenario scenario, Optional<ScenarioSpace> space,
      String traffic, List<String> engines, Stats stats) {
    this(network, verdict, scenario, space, traffic, engines, stats, Optional.empty(), Optional.empty(),
        Optional.empty());
  }

  /** A result with {@code coverage}, not re-checked yet, and no sweep summary (one scenario, or no sweep). */
  public AnalysisResult(String network, Verdict verdict, Scenario scenario, Optional<ScenarioSpace> space,
      String traffic, List<String> engines, Stats stats, Optional<Coverage> coverage) {
    this(network, verdict, scenario, space, traffic, engines, stats, coverage, Optional.empty(), Optional.empty());
  }

  /** This result with {@code coverage}, what the coverage pass found about the declared scenario. */
  public AnalysisResult withCoverage(Optional<Coverage> coverage) {
    return new AnalysisResult(network, verdict, scenario, space, traffic, engines, stats, coverage, recheck, sweep);
  }

  /** This result with {@code other} stats (the command line adds its own stages' times). */
  public AnalysisResult withStats(Stats other) {
    return new AnalysisResult(network, verdict, scenario, space, traffic, engines, other, coverage, recheck, sweep);
  }

  /** This result with what its independent re-check covered. */
  public AnalysisResult withRecheck(Recheck done) {
    return new AnalysisResult(network, verdict, scenario, space, traffic, engines, stats, coverage, Optional.of(done),
        sweep);
  }

  /**
   * Whether {@code stats.queues} and {@code stats.dependencies} are known: only with a definite
   * verdict. An engine that stopped (unknown) may have built no graph, or only part of one (queues
   * without their dependencies), so its figures are not reported.
   */
  public boolean graphKnown() {
    return !(verdict instanceof Verdict.Unknown);
  }
}
