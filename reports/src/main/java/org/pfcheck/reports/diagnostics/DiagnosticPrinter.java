package org.pfcheck.reports.diagnostics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.diagnostics.Visible;
import org.pfcheck.reports.SourceText;

/**
 * Prints diagnostics compiler-style:
 *
 * <pre>
 * net.pfc:3:6: error[PFC102]: unknown switch "T9"
 *     3 | link T9 -- L0
 *       |      ^~
 *   = help: declare it with "switch T9"
 * </pre>
 *
 * All diagnostics in source order, then a summary line ("2 errors, 1 warning"). Not thread-safe
 * (source lines are cached).
 */
public final class DiagnosticPrinter {
  /** Of the diagnostics with one code on one line, how many after the first are listed (the rest counted). */
  private static final int REPEATS_SHOWN = 9;

  private final SourceText source;

  /** Source lines come from {@code linesOf} (file name to lines); nothing is read here. */
  public DiagnosticPrinter(Function<String, List<String>> linesOf) {
    this.source = new SourceText(linesOf);
  }

  /**
   * Every diagnostic in source order, each ending with a newline, then the summary line; "" for none.
   * Repeats are grouped so that the output stays linear in the input: of the diagnostics with one code
   * on one line, the first is printed with its quote and help, the next {@value #REPEATS_SHOWN} with
   * their header line (and their help when it differs), and the rest are counted in one note.
   */
  public String render(List<Diagnostic> diagnostics) {
    if (diagnostics.isEmpty()) {
      return "";
    }
    Diagnostics sorter = new Diagnostics();
    diagnostics.forEach(sorter::add);
    List<Diagnostic> sorted = sorter.sorted();
    StringBuilder out = new StringBuilder();
    int k = 0;
    while (k < sorted.size()) {
      int end = k + 1;
      while (end < sorted.size() && sameLine(sorted.get(k), sorted.get(end))) {
        end++;
      }
      if (sorted.get(k).span().isEmpty()) {
        sorted.subList(k, end).forEach(d -> out.append(format(d)));
      } else {
        line(out, sorted.subList(k, end));
      }
      k = end;
    }
    out.append(summary(diagnostics)).append('\n');
    return out.toString();
  }

  /** The diagnostics of one source line, grouped by code in the order each code first appears. */
  private void line(StringBuilder out, List<Diagnostic> onLine) {
    Map<Code, List<Diagnostic>> byCode = new LinkedHashMap<>();
    onLine.forEach(d -> byCode.computeIfAbsent(d.code(), c -> new ArrayList<>()).add(d));
    for (List<Diagnostic> group : byCode.values()) {
      Diagnostic first = group.get(0);
      out.append(format(first));
      String hint = first.hint();
      int shown = Math.min(group.size(), 1 + REPEATS_SHOWN);
      for (Diagnostic d : group.subList(1, shown)) {
        out.append(header(d));
        if (!d.hint().isBlank() && !d.hint().equals(hint)) {
          out.append(help(d));
          hint = d.hint();
        }
      }
      if (group.size() > shown) {
        SourceSpan at = first.span().orElseThrow();
        SourceSpan last = group.get(group.size() - 1).span().orElseThrow();
        out.append(Visible.text(at.file())).append(':').append(at.line()).append(": note: ").append(group.size() - shown)
            .append(" more ").append(first.severity().word()).append('[').append(first.code().name())
            .append("] on this line, up to column ").append(last.column()).append('\n');
      }
    }
  }

  private static boolean sameLine(Diagnostic a, Diagnostic b) {
    return a.span().isPresent() && b.span().isPresent() && a.span().get().file().equals(b.span().get().file())
        && a.span().get().line() == b.span().get().line();
  }

  /** One diagnostic: the header line, the source line with a caret when known, the hint when given. */
  public String format(Diagnostic d) {
    StringBuilder out = new StringBuilder(header(d));
    d.span().ifPresent(s -> snippet(s).ifPresent(out::append));
    if (!d.hint().isBlank()) {
      out.append(help(d));
    }
    return out.toString();
  }

  // Messages, hints and file names carry text from the input (a token, a device description, a path):
  // made visible like the quoted lines, so that no input drives the terminal or ends a line of its own.
  private static String header(Diagnostic d) {
    StringBuilder out = new StringBuilder();
    d.span().ifPresent(s -> out.append(Visible.text(s.toString())).append(": "));
    out.append(d.severity().word()).append('[').append(d.code().name()).append("]: ").append(Visible.text(d.message()))
        .append('\n');
    return out.toString();
  }

  private static String help(Diagnostic d) {
    return "  = help: " + Visible.text(d.hint()) + "\n";
  }

  private Optional<String> snippet(SourceSpan span) {
    return source.quote(span).map(quote -> {
      String number = Integer.toString(span.line());
      String gutter = " ".repeat(Math.max(4, number.length() + 1));
      String numbered = gutter.substring(number.length()) + number;
      return numbered + " | " + quote.text() + '\n' + gutter + " | " + caret(quote, span) + '\n';
    });
  }

  /** Spaces (tabs where the line has tabs) up to the column, then {@code ^~~~} across the span. */
  static String caret(SourceText.Quote quote, SourceSpan span) {
    String text = quote.text();
    int start = Math.max(0, Math.min(span.column() - 1 - quote.shift(), text.length()));
    StringBuilder out = new StringBuilder();
    for (int k = 0; k < start; k++) {
      out.append(text.charAt(k) == '\t' ? '\t' : ' ');
    }
    out.append('^');
    if (span.endLine() == span.line()) {
      int end = Math.min(span.endColumn() - 1 - quote.shift(), text.length());
      for (int k = start + 1; k < end; k++) {
        out.append('~');
      }
    }
    return out.toString();
  }

  /** "2 errors, 1 warning", "1 error", "3 warnings"; "no problems" for none. */
  public static String summary(List<Diagnostic> diagnostics) {
    long errors = diagnostics.stream().filter(Diagnostic::isError).count();
    long warnings = diagnostics.size() - errors;
    if (errors == 0 && warnings == 0) {
      return "no problems";
    }
    StringBuilder out = new StringBuilder();
    if (errors > 0) {
      out.append(count(errors, "error"));
    }
    if (warnings > 0) {
      out.append(out.length() > 0 ? ", " : "").append(count(warnings, "warning"));
    }
    return out.toString();
  }

  private static String count(long n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }
}
