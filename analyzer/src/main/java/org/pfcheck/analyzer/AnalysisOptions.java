package org.pfcheck.analyzer;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits for one analysis. Immutable.
 *
 * @param maxCycles how many counterexample cycles to report at most
 * @param timeout wall-clock budget; when exceeded the verdict is unknown
 * @param maxScenarios how many scenarios an enumerating engine may examine before answering unknown
 */
public record AnalysisOptions(int maxCycles, Duration timeout, long maxScenarios) {
  public static final AnalysisOptions DEFAULT = new AnalysisOptions(10, Duration.ofMinutes(10), 100_000);

  public AnalysisOptions {
    if (maxCycles < 1) {
      throw new IllegalArgumentException("maxCycles must be at least 1");
    }
    Objects.requireNonNull(timeout, "timeout");
    if (maxScenarios < 1) {
      throw new IllegalArgumentException("maxScenarios must be at least 1");
    }
  }
}
