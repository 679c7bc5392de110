package org.pfcheck.reports.html;

import java.util.Comparator;

/**
 * The order of names in the report: embedded numbers compare by value, so T2 comes before T10 as
 * people number their switches. Names of equal value ("T02" and "T2") fall back to plain string
 * order, so the order is total and a drawing never depends on the order its input came in.
 */
final class NaturalOrder {
  /** Orders names with embedded numbers naturally: T2 before T10. */
  static final Comparator<String> NATURAL = NaturalOrder::compare;

  private NaturalOrder() {
  }

  private static int compare(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      char x = a.charAt(i);
      char y = b.charAt(j);
      if (Character.isDigit(x) && Character.isDigit(y)) {
        int si = i;
        int sj = j;
        while (i < a.length() && Character.isDigit(a.charAt(i))) {
          i++;
        }
        while (j < b.length() && Character.isDigit(b.charAt(j))) {
          j++;
        }
        // Leading zeros do not count, so the longer digit run is the larger number.
        String na = a.substring(si, i).replaceFirst("^0+(?=.)", "");
        String nb = b.substring(sj, j).replaceFirst("^0+(?=.)", "");
        int c = na.length() != nb.length() ? Integer.compare(na.length(), nb.length()) : na.compareTo(nb);
        if (c != 0) {
          return c;
        }
      } else {
        if (x != y) {
          return Character.compare(x, y);
        }
        i++;
        j++;
      }
    }
    int c = Integer.compare(a.length() - i, b.length() - j);
    return c != 0 ? c : a.compareTo(b);
  }
}
