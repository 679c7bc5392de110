package org.pfcheck.cli.options;

import java.util.Locale;

/** Output formats of {@code pfcheck repair}. */
public enum RepairFormat {
  /** The patch alone on standard output (the summary on standard error). */
  DIFF,
  /** The summary, then the patch. */
  TEXT,
  /** JSON for tools (docs/repair.md). */
  JSON,
  /** One self-contained HTML page with the "Suggested repair" next to the cycles (docs/repair.md). */
  HTML;

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
