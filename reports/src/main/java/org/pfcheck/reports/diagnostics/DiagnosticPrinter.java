package org.pfcheck.reports.diagnostics;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;
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
  private final SourceText source;

  /** Source lines come from {@code linesOf} (file name to lines); nothing is read here. */
  public DiagnosticPrinter(Function<String, List<String>> linesOf) {
    this.source = new SourceText(linesOf);
  }

  /** Every diagnostic in source order, each ending with a newline, then the summary line; "" for none. */
  public String render(List<Diagnostic> diagnostics) {
    if (diagnostics.isEmpty()) {
      return "";
    }
    Diagnostics sorter = new Diagnostics();
    diagnostics.forEach(sorter::add);
    StringBuilder out = new StringBuilder();
    for (Diagnostic d : sorter.sorted()) {
      out.append(format(d));
    }
    out.append(summary(diagnostics)).append('\n');
    return out.toString();
  }

  /** One diagnostic: the header line, the source line with a caret when known, the hint when given. */
  public String format(Diagnostic d) {
    StringBuilder out = new StringBuilder();
    d.span().ifPresent(s -> out.append(s).append(": "));
    out.append(d.severity().word()).append('[').append(d.code().name()).append("]: ").append(d.message()).append('\n');
    d.span().ifPresent(s -> snippet(s).ifPresent(out::append));
    if (!d.hint().isBlank()) {
      out.append("  = help: ").append(d.hint()).append('\n');
    }
    return out.toString();
  }

  private Optional<String> snippet(SourceSpan span) {
    return source.line(span).map(text -> {
      String number = Integer.toString(span.line());
      String gutter = " ".repeat(Math.max(4, number.length() + 1));
      String numbered = gutter.substring(number.length()) + number;
      return numbered + " | " + text + '\n' + gutter + " | " + caret(text, span) + '\n';
    });
  }

  /** Spaces (tabs where the line has tabs) up to the column, then {@code ^~~~} across the span. */
  static String caret(String text, SourceSpan span) {
    int start = Math.min(span.column() - 1, text.length());
    StringBuilder out = new StringBuilder();
    for (int k = 0; k < start; k++) {
      out.append(text.charAt(k) == '\t' ? '\t' : ' ');
    }
    out.append('^');
    if (span.endLine() == span.line()) {
      int end = Math.min(span.endColumn() - 1, text.length());
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
