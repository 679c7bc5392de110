package org.pfcheck.analyzer.sweep;

import java.util.Objects;
import java.util.Optional;
import org.pfcheck.analyzer.SweepSummary;

/**
 * How a sweep runs, beyond the limits every engine takes. Immutable.
 *
 * @param listFailing how many failing scenarios to list with a counterexample each, the first ones in
 *     the space's order (the first is the smallest; at least 1)
 * @param shard the part of the space to sweep, or empty for all of it
 * @param threads how many scenarios to decide side by side (0: one per processor, as the heap allows)
 * @param symmetry whether to decide one scenario per class of scenarios that verified automorphisms of
 *     the fabric make equivalent
 * @param recheckAll whether to re-check every decided class from scratch (a full build per class), not
 *     only as many as fit in a share of the run's time
 * @param progress told how far the sweep is
 */
public record SweepSettings(int listFailing, Optional<SweepSummary.Shard> shard, int threads, boolean symmetry,
    boolean recheckAll, SweepProgress progress) {
  /** List one failing scenario, the whole space, all processors, symmetry on, budgeted re-checks, no progress. */
  public static final SweepSettings DEFAULT = new SweepSettings(1, Optional.empty(), 0, true, false,
      SweepProgress.NONE);

  public SweepSettings {
    if (listFailing < 1) {
      throw new IllegalArgumentException("list at least one failing scenario, not " + listFailing);
    }
    Objects.requireNonNull(shard, "shard");
    if (threads < 0) {
      throw new IllegalArgumentException("threads must not be negative");
    }
    Objects.requireNonNull(progress, "progress");
  }

  /** These settings listing {@code n} failing scenarios. */
  public SweepSettings listing(int n) {
    return new SweepSettings(n, shard, threads, symmetry, recheckAll, progress);
  }

  /** These settings sweeping part {@code part} only. */
  public SweepSettings sharded(Optional<SweepSummary.Shard> part) {
    return new SweepSettings(listFailing, part, threads, symmetry, recheckAll, progress);
  }

  /** These settings re-checking every decided class from scratch ({@code --paranoid}). */
  public SweepSettings checkingAll() {
    return new SweepSettings(listFailing, shard, threads, symmetry, true, progress);
  }

  /** These settings with {@code other} progress. */
  public SweepSettings reporting(SweepProgress other) {
    return new SweepSettings(listFailing, shard, threads, symmetry, recheckAll, other);
  }
}
