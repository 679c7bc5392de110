package org.pfcheck.importers.ib;

import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;

/**
 * What a reader throws to itself when a line cannot be read; it is caught at the line's end and
 * becomes that line's one diagnostic, never leaving the reader.
 */
final class Malformed extends RuntimeException {
  private static final long serialVersionUID = 1L;

  final Code code;
  final SourceSpan at;
  final String hint;

  Malformed(SourceSpan at, String message) {
    this(Code.PFC450, at, message, "see docs/import-ib.md for the format");
  }

  Malformed(SourceSpan at, String message, String hint) {
    this(Code.PFC450, at, message, hint);
  }

  Malformed(Code code, SourceSpan at, String message, String hint) {
    super(message, null, false, false);
    this.code = code;
    this.at = at;
    this.hint = hint;
  }
}
