package org.pfcheck.repair.pfc;

import java.util.List;

/**
 * Old lines {@code first..last} (1-based, inclusive; {@code last = first - 1} inserts before
 * {@code first}) replaced by {@code lines}, each with its line terminator (the last line of a file may
 * have none). Immutable.
 */
record TextEdit(int first, int last, List<String> lines) {
  TextEdit {
    if (first < 1 || last < first - 1) {
      throw new IllegalArgumentException("bad line range " + first + ".." + last);
    }
    lines = List.copyOf(lines);
  }

  /** How many old lines the edit removes. */
  int removed() {
    return last - first + 1;
  }
}
