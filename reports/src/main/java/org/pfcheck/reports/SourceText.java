package org.pfcheck.reports;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.model.SourceSpan;

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

  /**
   * Line {@code line} (1-based) of {@code file}, without its line terminator, when known. Control
   * characters other than tab are shown as their Unicode control pictures (ESC as U+241B), one
   * character for one so that columns still line up: a file must not be able to drive the terminal
   * or CI log that shows a quote of it.
   */
  public Optional<String> line(String file, int line) {
    List<String> lines = cache.computeIfAbsent(file, f -> {
      List<String> got = linesOf.apply(f);
      return got == null ? List.of() : got;
    });
    if (line < 1 || line > lines.size()) {
      return Optional.empty();
    }
    return Optional.of(visible(lines.get(line - 1)));
  }

  /** {@code text} with C0 controls but tab as control pictures, DEL as U+2421, C1 controls as U+FFFD. */
  static String visible(String text) {
    StringBuilder out = null;
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      if (c == '\t' || !Character.isISOControl(c)) {
        if (out != null) {
          out.append(c);
        }
        continue;
      }
      if (out == null) {
        out = new StringBuilder(text.length()).append(text, 0, k);
      }
      out.append(c < 0x20 ? (char) (0x2400 + c) : c == 0x7f ? '\u2421' : '\uFFFD');
    }
    return out == null ? text : out.toString();
  }

  /** The first line of {@code span}, when known. */
  public Optional<String> line(SourceSpan span) {
    return line(span.file(), span.line());
  }
}
