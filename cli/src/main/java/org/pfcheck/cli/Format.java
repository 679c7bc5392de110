package org.pfcheck.cli;

import java.util.Locale;

/** Output formats of {@code pfcheck check}; {@code diff} takes text, json and sarif. */
enum Format {
  /** The report for people. */
  TEXT,
  /** JSON for tools (docs/json-output.md). */
  JSON,
  /** One self-contained HTML page for people (docs/reports.md). */
  HTML,
  /** SARIF 2.1.0 for code scanning (docs/reports.md). */
  SARIF,
  /** JUnit XML for CI test reports (docs/reports.md). */
  JUNIT,
  /** Graphviz DOT of the buffer-dependency graph (docs/reports.md). */
  DOT;

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
