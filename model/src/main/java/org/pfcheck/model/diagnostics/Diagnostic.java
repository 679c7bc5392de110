package org.pfcheck.model.diagnostics;

import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;

/**
 * One problem with the input, collected rather than thrown. Immutable.
 *
 * @param code the stable code
 * @param severity error or warning
 * @param span where, when known
 * @param message what is wrong, in the user's terms
 * @param hint how to fix it (may be empty)
 */
public record Diagnostic(Code code, Severity severity, Optional<SourceSpan> span, String message, String hint) {
  public Diagnostic {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(span, "span");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(hint, "hint");
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
