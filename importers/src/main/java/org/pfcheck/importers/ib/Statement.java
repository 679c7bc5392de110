package org.pfcheck.importers.ib;

import java.util.Objects;
import org.pfcheck.model.diagnostics.Visible;

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
   * The line as printed; the note {@link Visible}, since it quotes the dump (file names, device
   * descriptions): nothing in it can end the comment and start a statement.
   */
  String line() {
    return note.isEmpty() ? text : text + "  # " + Visible.text(note);
  }
}
