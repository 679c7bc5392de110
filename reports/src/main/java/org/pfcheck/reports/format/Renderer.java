package org.pfcheck.reports.format;

import java.util.Optional;

/** Renders a {@link CheckReport} in one format. Stateless. */
@FunctionalInterface
public interface Renderer {
  /**
   * The report as text; empty when the format writes nothing for it (text, JSON and DOT for an input
   * with errors, whose users read the diagnostics on stderr).
   */
  Optional<String> render(CheckReport report);
}
