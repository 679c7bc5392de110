package org.pfcheck.analyzer;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits for one analysis. Immutable.
 *
 * @param maxCycles how many counterexample cycles to report at most
 * @param timeout wall-clock budget; when exceeded the verdict is unknown
 * @param maxScenarios how many scenarios an enumerating engine may examine before answering unknown
 * @param recheck how much of the verdict the command's independent re-check covers ({@code --recheck})
 */
public record AnalysisOptions(int maxCycles, Duration timeout, long maxScenarios, RecheckMode recheck) {
  public static final AnalysisOptions DEFAULT = new AnalysisOptions(10, Duration.ofMinutes(10), 100_000);

  /** Options with the default re-check ({@link RecheckMode#SAMPLE}). */
  public AnalysisOptions(int maxCycles, Duration timeout, long maxScenarios) {
    this(maxCycles, timeout, maxScenarios, RecheckMode.SAMPLE);
  }

  public AnalysisOptions {
    Objects.requireNonNull(recheck, "recheck");
    if (maxCycles < 1) {
      throw new IllegalArgumentException("maxCycles must be at least 1");
    }
    Objects.requireNonNull(timeout, "timeout");
    if (maxScenarios < 1) {
      throw new IllegalArgumentException("maxScenarios must be at least 1");
    }
  }
}
