package org.pfcheck.analyzer.sweep;

/** Told how far a sweep has come; called from the sweep's threads, so implementations are thread-safe. */
@FunctionalInterface
public interface SweepProgress {
  /** Ignores every report. */
  SweepProgress NONE = (decided, total) -> { };

  /** {@code decided} of {@code total} classes of scenarios are decided. */
  void classes(long decided, long total);
}
