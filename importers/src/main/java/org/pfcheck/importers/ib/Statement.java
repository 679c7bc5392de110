package org.pfcheck.importers.ib;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.importers.Listing;
import org.pfcheck.importers.Provenance;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.text.PfcText;

/**
 * One line of the printed {@code .pfc}: a statement, the comment that says where it comes from, and the
 * dump line it was read from. Immutable.
 *
 * @param text the statement
 * @param note what it comes from ({@code subnet.lst:12 ...}); "" for none
 * @param from the place in the dump the statement was read from, when it was read from one place
 */
record Statement(String text, String note, Optional<SourceSpan> from) {
  Statement {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(note, "note");
    Objects.requireNonNull(from, "from");
  }

  /** A statement read from the dump at {@code from}. */
  Statement(String text, String note, SourceSpan from) {
    this(text, note, Optional.of(from));
  }

  /** A statement made from several places (or none), which its note names. */
  Statement(String text, String note) {
    this(text, note, Optional.empty());
  }

  /**
   * The line as printed, through {@link PfcText#line}, since the note quotes the dump (file names, device
   * descriptions): nothing in it can end the comment and start a statement.
   */
  String line() {
    return PfcText.line(note.isEmpty() ? text : text + "  # " + note);
  }

  /**
   * The line of the listing: printed as {@link #line} (the comment is written here, in the dump's words
   * then its {@code file:line}), with the statement's columns a part that points at the dump line, so that
   * what the {@code .pfc} reader says about the statement can be said about the dump.
   */
  Listing.Line listed() {
    List<Listing.Part> parts = from.map(span -> List.of(new Listing.Part(1, PfcText.line(text).length() + 1,
        new Provenance(span, note)))).orElse(List.of());
    return new Listing.Line(line(), List.of(), 0, "", parts);
  }
}
