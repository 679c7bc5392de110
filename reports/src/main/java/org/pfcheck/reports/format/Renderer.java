package org.pfcheck.reports.format;

import java.util.Optional;

/**
 * Renders one command's report value {@code R} in one format. Stateless. Every command's formats are an
 * enum of renderers over its one report value ({@link ReportFormat} for {@code check} and {@code merge},
 * {@link StormFormat}, {@link DiffFormat}, {@link RepairFormat}, {@link ReplayFormat}): a command picks
 * a constant and never switches on the format itself.
 *
 * @param <R> the report value
 */
@FunctionalInterface
public interface Renderer<R> {
  /**
   * The report as text; empty when the format writes nothing for it (text, JSON and DOT for an input
   * with errors, whose users read the diagnostics on stderr).
   */
  Optional<String> render(R report);
}
