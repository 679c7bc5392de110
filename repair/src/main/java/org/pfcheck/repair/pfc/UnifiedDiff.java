package org.pfcheck.repair.pfc;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A unified diff (as {@code diff -u} writes it, three lines of context) of a text and its edits, which
 * {@code patch} applies. A line without a terminator is followed by {@code \ No newline at end of
 * file}. Stateless.
 */
final class UnifiedDiff {
  static final int CONTEXT = 3;
  /** A file name {@code patch} reads back as written, unquoted: printable ASCII but space, '"' and '\'. */
  private static final Pattern PLAIN_NAME = Pattern.compile("[!#-\\[\\]-~]+");

  private UnifiedDiff() {}

  /** The diff from {@code old} to {@code old} with {@code edits}; empty when there are none. */
  static String render(String oldName, String newName, SourceLines old, List<TextEdit> edits) {
    if (edits.isEmpty()) {
      return "";
    }
    StringBuilder out = new StringBuilder();
    out.append("--- ").append(headerName(oldName)).append('\n').append("+++ ").append(headerName(newName)).append('\n');
    int shift = 0;
    int i = 0;
    while (i < edits.size()) {
      int j = i;
      while (j + 1 < edits.size() && edits.get(j + 1).first() - edits.get(j).last() - 1 <= 2 * CONTEXT) {
        j++;
      }
      shift = hunk(out, old, edits.subList(i, j + 1), shift);
      i = j + 1;
    }
    return out.toString();
  }

  /**
   * {@code name} as a header names it: as it is when it is printable ASCII without a space, {@code "} or
   * a backslash ({@code <stdin>} too), else C-quoted as git writes it ({@code "a\nb.pfc"}: backslash
   * escapes for {@code \ " TAB LF CR}, other control characters and every byte of a non-ASCII character
   * in octal), which GNU patch and git read back as the same name. A line end or a space in a name
   * written raw would end the name there, and a line end would add lines, even file sections, of its
   * choosing to the patch.
   */
  static String headerName(String name) {
    if (PLAIN_NAME.matcher(name).matches()) {
      return name;
    }
    StringBuilder out = new StringBuilder("\"");
    for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20 || c >= 0x7f) {
            out.append('\\').append((char) ('0' + (c >> 6))).append((char) ('0' + ((c >> 3) & 7)))
                .append((char) ('0' + (c & 7)));
          } else {
            out.append((char) c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  /** Writes one hunk of the consecutive {@code edits}; returns the line shift after it. */
  private static int hunk(StringBuilder out, SourceLines old, List<TextEdit> edits, int shift) {
    int from = Math.max(1, edits.get(0).first() - CONTEXT);
    int to = Math.min(old.count(), edits.get(edits.size() - 1).last() + CONTEXT);
    List<String> body = new ArrayList<>();
    int oldCount = 0;
    int newCount = 0;
    int n = from;
    int delta = 0;
    for (TextEdit e : edits) {
      for (; n < e.first(); n++, oldCount++, newCount++) {
        body.add(" " + old.raw(n));
      }
      for (; n <= e.last(); n++, oldCount++) {
        body.add("-" + old.raw(n));
      }
      e.lines().forEach(l -> body.add("+" + l));
      newCount += e.lines().size();
      delta += e.lines().size() - e.removed();
    }
    for (; n <= to; n++, oldCount++, newCount++) {
      body.add(" " + old.raw(n));
    }
    int oldStart = oldCount == 0 ? from - 1 : from;
    int newStart = newCount == 0 ? from - 1 + shift : from + shift;
    out.append("@@ -").append(oldStart).append(',').append(oldCount).append(" +").append(newStart).append(',')
        .append(newCount).append(" @@\n");
    for (String line : body) {
      out.append(line);
      if (!line.endsWith("\n")) {
        out.append("\n\\ No newline at end of file\n");
      }
    }
    return shift + delta;
  }
}
