package org.pfcheck.cli;

import java.util.Locale;

/** Output formats of {@code pfcheck check}. */
enum Format {
  /** The report for people. */
  TEXT,
  /** JSON for tools (docs/json-output.md). */
  JSON;

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
