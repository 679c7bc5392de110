package org.pfcheck.cli.options;

import java.util.Optional;
import org.pfcheck.analyzer.SweepSummary;
import org.pfcheck.analyzer.sweep.SweepSettings;
import org.pfcheck.cli.io.Progress;
import org.pfcheck.pipeline.Engines;
import picocli.CommandLine.Option;

/**
 * {@code check}'s options for sweeping a scenario space ({@code --all-counterexamples},
 * {@code --shard}), as a picocli mixin: their usage checks and the {@link SweepSettings} they make.
 * Either one makes the automatic engine a sweep, also for a file without a space (its space is the
 * declared scenario alone), so that a CI matrix can shard every fabric alike.
 */
public final class SweepOptionsMixin {
  @Option(names = "--all-counterexamples", paramLabel = "N",
      description = "Scenario space: list the first N failing scenarios (fewest failures first), each with a"
          + " counterexample re-checked from scratch (default: 1, the smallest).")
  private Integer listFailing;

  @Option(names = "--shard", paramLabel = "I/N",
      description = "Sweep part I of N disjoint parts of the scenario space (1 <= I <= N); combine the parts'"
          + " JSON reports with pfcheck merge.")
  private String shard;

  /** What is wrong with these options next to {@code --engine engine} (one line, for a usage error), or empty. */
  public Optional<String> usageProblem(String engine) {
    if (listFailing != null && listFailing < 1) {
      return Optional.of("--all-counterexamples must be at least 1, not " + listFailing);
    }
    if (shard != null && SweepSummary.Shard.parse(shard).isEmpty()) {
      return Optional.of("--shard takes I/N with 1 <= I <= N, e.g. --shard 2/8, not '" + shard + "'");
    }
    boolean asked = listFailing != null || shard != null;
    if (asked && !Engines.AUTO.equals(engine) && !"sweep".equals(engine) && !"both".equals(engine)) {
      return Optional.of((shard != null ? "--shard" : "--all-counterexamples") + " applies to the sweep engine,"
          + " not to --engine " + engine);
    }
    return Optional.empty();
  }

  /** The sweep's settings, reporting its progress to {@code progress}. */
  public SweepSettings settings(Progress progress) {
    return SweepSettings.DEFAULT.listing(listFailing == null ? 1 : listFailing)
        .sharded(shard == null ? Optional.empty() : SweepSummary.Shard.parse(shard))
        .reporting(progress::classes);
  }
}
