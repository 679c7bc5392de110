package org.pfcheck.importers.ib;

import org.pfcheck.model.SourceSpan;

/**
 * A position in one line of a dump, for readers that take it apart token by token and point at the
 * column of whatever is wrong. Working state of one reader; not thread-safe.
 */
final class LineCursor {
  private final String file;
  private final int line;
  private final String text;
  private int pos;

  LineCursor(String file, int line, String text) {
    this.file = file;
    this.line = line;
    this.text = text;
  }

  /** The span of the current position (1-based column). */
  SourceSpan here() {
    return at(pos);
  }

  /** The span of character offset {@code offset} of the line. */
  SourceSpan at(int offset) {
    return SourceSpan.at(file, line, Math.min(offset, text.length()) + 1);
  }

  /** The span from {@code start} to the current position. */
  SourceSpan from(int start) {
    return pos > start ? new SourceSpan(file, line, start + 1, line, pos + 1) : at(start);
  }

  int position() {
    return pos;
  }

  void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  boolean atEnd() {
    skipSpaces();
    return pos >= text.length();
  }

  /** Whether the next non-blank character is {@code c}; consumes it when it is. */
  boolean accept(char c) {
    skipSpaces();
    if (pos < text.length() && text.charAt(pos) == c) {
      pos++;
      return true;
    }
    return false;
  }

  /** Moves back {@code chars} characters (to re-read the tail of a token). */
  void rewind(int chars) {
    pos = Math.max(0, pos - chars);
  }

  /** The next whitespace-delimited token, or "" at the end of the line. */
  String word() {
    skipSpaces();
    int start = pos;
    while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
    return text.substring(start, pos);
  }

  /** What the next token is, without consuming it ("" at the end). */
  String peekWord() {
    int saved = pos;
    String w = word();
    pos = saved;
    return w;
  }

  /** The text up to (not including) the next {@code c}, consuming {@code c}; null when there is none. */
  String until(char c) {
    int end = text.indexOf(c, pos);
    if (end < 0) {
      return null;
    }
    String s = text.substring(pos, end);
    pos = end + 1;
    return s;
  }

  /** The rest of the line. */
  String rest() {
    String s = text.substring(Math.min(pos, text.length()));
    pos = text.length();
    return s;
  }

  /** A short quote of what stands at the current position, for "found ..." in messages. */
  String found() {
    String w = peekWord();
    if (w.isEmpty()) {
      return "end of line";
    }
    return "'" + (w.length() > 24 ? w.substring(0, 24) + "…" : w) + "'";
  }
}
