package org.pfcheck.importers.ib;

import java.util.Objects;
import org.pfcheck.model.text.PfcText;

/**
 * One line of the printed {@code .pfc}: a statement and the comment that says where it comes from.
 * Immutable.
 *
 * @param text the statement
 * @param note what it comes from ({@code subnet.lst:12 ...}); "" for none
 */
record Statement(String text, String note) {
  Statement {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(note, "note");
  }

  /**
   * The line as printed, through {@link PfcText#line}, since the note quotes the dump (file names, device
   * descriptions): nothing in it can end the comment and start a statement.
   */
  String line() {
    return PfcText.line(note.isEmpty() ? text : text + "  # " + note);
  }
}
