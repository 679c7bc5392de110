package org.pfcheck.model.diagnostics;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;

/**
 * One problem with the input, collected rather than thrown. Immutable.
 *
 * @param code the stable code
 * @param severity error or warning
 * @param span where, when known
 * @param message what is wrong, in the user's terms; at most {@value #MAX_TEXT} characters (a longer one,
 *     which only a very long name can make, is cut in the middle: every format prints it, once per
 *     diagnostic, and their output must stay linear in the input)
 * @param hint how to fix it (may be empty); at most {@value #MAX_TEXT} characters likewise
 * @param places every place a grouped finding holds at (empty for a diagnostic about one place): the
 *     message names a few, the machine formats list them all
 */
public record Diagnostic(Code code, Severity severity, Optional<SourceSpan> span, String message, String hint,
    List<Place> places) {
  public Diagnostic {
    places = List.copyOf(places);
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(span, "span");
    message = clipped(Objects.requireNonNull(message, "message"));
    hint = clipped(Objects.requireNonNull(hint, "hint"));
  }

  /** A diagnostic about one place. */
  public Diagnostic(Code code, Severity severity, Optional<SourceSpan> span, String message, String hint) {
    this(code, severity, span, message, hint, List.of());
  }

  /** This diagnostic holding at {@code others}. */
  public Diagnostic withPlaces(List<Place> others) {
    return new Diagnostic(code, severity, span, message, hint, others);
  }

  /** The longest message or hint kept whole. */
  public static final int MAX_TEXT = 400;

  private static String clipped(String text) {
    if (text.length() <= MAX_TEXT) {
      return text;
    }
    int head = MAX_TEXT * 3 / 4;
    int tail = MAX_TEXT - head - 1;
    if (Character.isHighSurrogate(text.charAt(head - 1))) {
      head--;
    }
    int from = text.length() - tail;
    if (Character.isLowSurrogate(text.charAt(from))) {
      from++;
    }
    return text.substring(0, head) + "…" + text.substring(from);
  }

  /** An error at {@code span} with the code's default severity. */
  public static Diagnostic of(Code code, SourceSpan span, String message, String hint) {
    return new Diagnostic(code, code.severity(), Optional.ofNullable(span), message, hint);
  }

  /** Whether this stops the analysis. */
  public boolean isError() {
    return severity == Severity.ERROR;
  }
}
