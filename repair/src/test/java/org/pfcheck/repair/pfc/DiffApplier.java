package org.pfcheck.repair.pfc;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deliberately strict applier of unified diffs, for tests: every context and removed line must match
 * the text exactly at the position the hunk header gives. Independent of {@link UnifiedDiff}.
 */
final class DiffApplier {
  private static final Pattern HUNK = Pattern.compile("^@@ -(\\d+),(\\d+) \\+(\\d+),(\\d+) @@$");

  private DiffApplier() {}

  /** {@code text} with {@code diff} applied; throws {@link AssertionError} when it does not apply exactly. */
  static String apply(String text, String diff) {
    List<String> old = new SourceLinesView(text).lines;
    List<String> out = new ArrayList<>();
    String[] lines = diff.split("(?<=\n)");
    int next = 1;
    int i = 2;
    if (!lines[0].startsWith("--- ") || !lines[1].startsWith("+++ ")) {
      throw new AssertionError("no file header: " + diff);
    }
    while (i < lines.length) {
      Matcher m = HUNK.matcher(lines[i].stripTrailing());
      if (!m.matches()) {
        throw new AssertionError("expected a hunk header, got " + lines[i]);
      }
      int start = Integer.parseInt(m.group(1));
      int count = Integer.parseInt(m.group(2));
      int first = count == 0 ? start + 1 : start;
      for (; next < first; next++) {
        out.add(old.get(next - 1));
      }
      i++;
      int oldSeen = 0;
      while (i < lines.length && !lines[i].startsWith("@@")) {
        String l = lines[i];
        String body = l.substring(1);
        if (i + 1 < lines.length && lines[i + 1].equals("\\ No newline at end of file\n")) {
          body = body.substring(0, body.length() - 1);
          i++;
        }
        if (l.startsWith(" ") || l.startsWith("-")) {
          if (!old.get(next - 1).equals(body)) {
            throw new AssertionError("line " + next + " is " + old.get(next - 1) + ", the diff says " + body);
          }
          if (l.startsWith(" ")) {
            out.add(body);
          }
          next++;
          oldSeen++;
        } else if (l.startsWith("+")) {
          out.add(body);
        } else {
          throw new AssertionError("bad diff line " + l);
        }
        i++;
      }
      if (oldSeen != count) {
        throw new AssertionError("hunk at " + start + " covers " + oldSeen + " old lines, its header says " + count);
      }
    }
    for (; next <= old.size(); next++) {
      out.add(old.get(next - 1));
    }
    return String.join("", out);
  }

  /** Lines with their terminators. */
  private static final class SourceLinesView {
    final List<String> lines = new ArrayList<>();

    SourceLinesView(String text) {
      for (String l : text.split("(?<=\n)")) {
        if (!l.isEmpty()) {
          lines.add(l);
        }
      }
    }
  }
}
