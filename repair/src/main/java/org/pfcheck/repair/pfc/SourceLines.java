package org.pfcheck.repair.pfc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A text as lines that keep their terminators, so that a file without a final newline, or with CRLF
 * line ends, is patched and diffed exactly. Immutable.
 */
final class SourceLines {
  private final List<String> lines;

  SourceLines(String text) {
    List<String> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        out.add(text.substring(start, i + 1));
        start = i + 1;
      }
    }
    if (start < text.length()) {
      out.add(text.substring(start));
    }
    this.lines = List.copyOf(out);
  }

  int count() {
    return lines.size();
  }

  /** Line {@code n} (1-based) with its terminator. */
  String raw(int n) {
    return lines.get(n - 1);
  }

  /** Line {@code n} (1-based) without its terminator. */
  String line(int n) {
    String raw = raw(n);
    return raw.substring(0, raw.length() - terminator(raw).length());
  }

  /** The line terminator new lines get: the file's first one, else a newline. */
  String newline() {
    return lines.isEmpty() ? "\n" : terminator(lines.get(0)).isEmpty() ? "\n" : terminator(lines.get(0));
  }

  private static String terminator(String raw) {
    return raw.endsWith("\r\n") ? "\r\n" : raw.endsWith("\n") ? "\n" : "";
  }

  /**
   * The edits that replace each line of {@code replaced} (line number to new lines, without
   * terminators; empty deletes the line) and add {@code appended} at the end, in line order and never
   * overlapping. A replaced line keeps its own terminator on its last new line.
   */
  List<TextEdit> edits(Map<Integer, List<String>> replaced, List<String> appended) {
    TreeMap<Integer, List<String>> byLine = new TreeMap<>();
    replaced.forEach((n, contents) -> {
      List<String> out = new ArrayList<>();
      for (int i = 0; i < contents.size(); i++) {
        out.add(contents.get(i) + (i == contents.size() - 1 ? terminator(raw(n)) : newline()));
      }
      byLine.put(n, out);
    });
    List<TextEdit> edits = new ArrayList<>();
    int last = count();
    boolean unterminated = last > 0 && terminator(raw(last)).isEmpty();
    if (!appended.isEmpty() && unterminated) {
      List<String> end = new ArrayList<>(byLine.containsKey(last) ? byLine.get(last) : List.of(raw(last)));
      if (!end.isEmpty()) {
        end.set(end.size() - 1, end.get(end.size() - 1) + newline());
      }
      byLine.put(last, end);
    }
    byLine.forEach((n, out) -> edits.add(new TextEdit(n, n, out)));
    if (!appended.isEmpty()) {
      List<String> add = appended.stream().map(s -> s + newline()).toList();
      if (unterminated) {
        TextEdit end = edits.remove(edits.size() - 1);
        List<String> merged = new ArrayList<>(end.lines());
        merged.addAll(add);
        edits.add(new TextEdit(end.first(), end.last(), merged));
      } else {
        edits.add(new TextEdit(last + 1, last, add));
      }
    }
    return edits;
  }

  /** The text after {@code edits} (as {@link #edits} makes them). */
  String apply(List<TextEdit> edits) {
    StringBuilder out = new StringBuilder();
    int next = 1;
    for (TextEdit e : edits) {
      for (; next < e.first(); next++) {
        out.append(raw(next));
      }
      e.lines().forEach(out::append);
      next = e.last() + 1;
    }
    for (; next <= count(); next++) {
      out.append(raw(next));
    }
    return out.toString();
  }
}
