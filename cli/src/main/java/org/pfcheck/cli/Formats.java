package org.pfcheck.cli;

import java.util.Iterator;
import java.util.List;
import org.pfcheck.reports.format.ReportFormat;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --format} choices of the commands that write some of {@code check}'s formats only
 * ({@link ReportFormat}, whose renderers live in {@code reports}). Stateless.
 */
final class Formats {
  private Formats() {
  }

  /**
   * The {@code --format} of a command that writes some formats only: it takes those (any case) and,
   * given another value, names only those, which a plain enum option could not (it listed all six).
   */
  abstract static class Subset implements ITypeConverter<ReportFormat>, Iterable<String> {
    private final List<ReportFormat> allowed;

    Subset(ReportFormat... allowed) {
      this.allowed = List.of(allowed);
    }

    @Override
    public ReportFormat convert(String value) {
      return allowed.stream().filter(f -> f.name().equalsIgnoreCase(value)).findFirst()
          .orElseThrow(() -> new TypeConversionException("expected one of " + allowed + " (case-insensitive) but was '" + value + "'"));
    }

    @Override
    public Iterator<String> iterator() {
      return allowed.stream().map(ReportFormat::toString).iterator();
    }
  }

  /** What {@code replay} writes. */
  static final class Replay extends Subset {
    Replay() {
      super(ReportFormat.TEXT, ReportFormat.JSON, ReportFormat.HTML);
    }
  }

  /** What {@code storm} writes. */
  static final class Storm extends Subset {
    Storm() {
      super(ReportFormat.TEXT, ReportFormat.JSON, ReportFormat.HTML, ReportFormat.SARIF);
    }
  }

  /** What {@code diff} writes. */
  static final class Diff extends Subset {
    Diff() {
      super(ReportFormat.TEXT, ReportFormat.JSON, ReportFormat.SARIF);
    }
  }
}
