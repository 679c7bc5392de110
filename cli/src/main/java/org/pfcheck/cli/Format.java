package org.pfcheck.cli;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

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

  /**
   * The {@code --format} of a command that writes some formats only: it takes those (any case) and,
   * given another value, names only those, which a plain enum option could not (it listed all six).
   */
  abstract static class Subset implements ITypeConverter<Format>, Iterable<String> {
    private final List<Format> allowed;

    Subset(Format... allowed) {
      this.allowed = List.of(allowed);
    }

    @Override
    public Format convert(String value) {
      return allowed.stream().filter(f -> f.name().equalsIgnoreCase(value)).findFirst()
          .orElseThrow(() -> new TypeConversionException("expected one of " + allowed + " (case-insensitive) but was '" + value + "'"));
    }

    @Override
    public Iterator<String> iterator() {
      return allowed.stream().map(Format::toString).iterator();
    }
  }

  /** What {@code replay} writes. */
  static final class Replay extends Subset {
    Replay() {
      super(TEXT, JSON, HTML);
    }
  }

  /** What {@code storm} writes. */
  static final class Storm extends Subset {
    Storm() {
      super(TEXT, JSON, HTML, SARIF);
    }
  }

  /** What {@code diff} writes. */
  static final class Diff extends Subset {
    Diff() {
      super(TEXT, JSON, SARIF);
    }
  }
}
