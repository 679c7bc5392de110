package org.pfcheck.model;

import java.util.Objects;

/**
 * A region of an input file, 1-based lines and columns. Immutable.
 *
 * @param file the file name as the user gave it (used in messages and reports)
 * @param line first line, 1-based
 * @param column first column, 1-based
 * @param endLine last line, 1-based
 * @param endColumn column just past the last character, 1-based
 */
public record SourceSpan(String file, int line, int column, int endLine, int endColumn) {
  public SourceSpan {
    Objects.requireNonNull(file, "file");
    if (line < 1 || column < 1 || endLine < line || (endLine == line && endColumn < column)) {
      throw new IllegalArgumentException("bad span " + line + ":" + column + "-" + endLine + ":" + endColumn);
    }
  }

  /** A span of one point. */
  public static SourceSpan at(String file, int line, int column) {
    return new SourceSpan(file, line, column, line, column);
  }

  /** {@code file:line:col}, the compiler-style prefix of a message. */
  @Override
  public String toString() {
    return file + ":" + line + ":" + column;
  }
}
