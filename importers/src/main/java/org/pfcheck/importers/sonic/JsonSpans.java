package org.pfcheck.importers.sonic;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonToken;
import org.pfcheck.model.SourceSpan;

/**
 * Jackson's positions as source spans of one file (its lines and columns are 1-based and count
 * characters), and tokens in words for messages. Immutable.
 */
record JsonSpans(String file) {
  /** The span of a key at {@code at}, quotes included. */
  SourceSpan key(JsonLocation at, String key) {
    return new SourceSpan(file, line(at), column(at), line(at), column(at) + key.length() + 2);
  }

  /** The span from {@code start} to {@code end}. */
  SourceSpan span(JsonLocation start, JsonLocation end) {
    int line = line(start);
    int column = column(start);
    int endLine = Math.max(line, line(end));
    int endColumn = endLine == line ? Math.max(column, column(end)) : Math.max(1, column(end));
    return new SourceSpan(file, line, column, endLine, endColumn);
  }

  /** The point {@code at}, or the file's start when unknown. */
  SourceSpan point(JsonLocation at) {
    return at == null ? SourceSpan.at(file, 1, 1) : SourceSpan.at(file, line(at), column(at));
  }

  /** {@code t} in words: "an object", "a string". */
  static String kind(JsonToken t) {
    return switch (t) {
      case START_OBJECT -> "an object";
      case START_ARRAY -> "an array";
      case VALUE_STRING -> "a string";
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
      case VALUE_TRUE, VALUE_FALSE -> "a boolean";
      case VALUE_NULL -> "null";
      default -> "a JSON value";
    };
  }

  private static int line(JsonLocation at) {
    return Math.max(1, at.getLineNr());
  }

  private static int column(JsonLocation at) {
    return Math.max(1, at.getColumnNr());
  }
}
