package org.pfcheck.reports;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Visible;

/**
 * The lines of the input files, fetched once per file from a caller-supplied function (file name to
 * lines) so that renderers never read files themselves. Not thread-safe.
 */
public final class SourceText {
  private final Function<String, List<String>> linesOf;
  private final Map<String, List<String>> cache = new HashMap<>();

  /** Lines come from {@code linesOf}; it may return an empty list for an unreadable file. */
  public SourceText(Function<String, List<String>> linesOf) {
    this.linesOf = Objects.requireNonNull(linesOf, "linesOf");
  }

  /** Source text that knows no file: every line is absent. */
  public static SourceText none() {
    return new SourceText(file -> List.of());
  }

  /** The most characters of one line a quote shows; a longer line is clipped around the span. */
  public static final int MAX_QUOTE = 120;

  /** How far before the span's start a clipped quote begins. */
  private static final int BEFORE = 40;

  /**
   * A quote of one source line, clipped to at most {@link #MAX_QUOTE} characters (plus the ellipses
   * that mark a cut), so that many diagnostics on one long line print in space linear in the input.
   * Immutable.
   *
   * @param text the visible text, with {@code …} where the line was cut
   * @param shift how many characters the text starts later than the line: column {@code c} of the
   *     line is at index {@code c - 1 - shift} of {@code text}
   */
  public record Quote(String text, int shift) {
  }

  /**
   * Line {@code line} (1-based) of {@code file}, without its line terminator, when known, clipped to
   * at most {@link #MAX_QUOTE} characters from its start, made {@link Visible}: control characters
   * other than tab as their Unicode control pictures (ESC as U+241B), one character for one so that
   * columns still line up, format characters (bidirectional overrides and isolates, zero-width marks)
   * and line separators as U+FFFD: a file must not be able to drive the terminal or CI log that shows a
   * quote of it, nor make a quote read differently from what it is.
   */
  public Optional<String> line(String file, int line) {
    return raw(file, line).map(text -> clip(text, 0).text());
  }

  /** The first line of {@code span}, when known, clipped around the span's start as {@link #quote} does. */
  public Optional<String> line(SourceSpan span) {
    return quote(span).map(Quote::text);
  }

  /** The first line of {@code span} as a quote around the span's start, when known. */
  public Optional<Quote> quote(SourceSpan span) {
    return raw(span.file(), span.line()).map(text -> clip(text, span.column() - 1));
  }

  private Optional<String> raw(String file, int line) {
    List<String> lines = cache.computeIfAbsent(file, f -> {
      List<String> got = linesOf.apply(f);
      return got == null ? List.of() : got;
    });
    if (line < 1 || line > lines.size()) {
      return Optional.empty();
    }
    return Optional.of(lines.get(line - 1));
  }

  /** {@code text} made visible, cut to a window of {@link #MAX_QUOTE} characters that shows index {@code at}. */
  static Quote clip(String text, int at) {
    if (text.length() <= MAX_QUOTE) {
      return new Quote(Visible.text(text), 0);
    }
    int start = Math.max(0, Math.min(at - BEFORE, text.length() - MAX_QUOTE));
    if (start > 0 && Character.isLowSurrogate(text.charAt(start))) {
      start--;
    }
    int end = Math.min(text.length(), start + MAX_QUOTE);
    if (end < text.length() && Character.isLowSurrogate(text.charAt(end))) {
      end++;
    }
    String window = Visible.text(text.substring(start, end));
    return start == 0 ? new Quote(window + "…", 0)
        : new Quote("…" + window + (end < text.length() ? "…" : ""), start - 1);
  }
}
