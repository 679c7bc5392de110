package org.pfcheck.analyzer.index;

/** Ascending int arrays as sets. Stateless. */
public final class SortedInts {
  private SortedInts() {
  }

  /** Whether ascending {@code x} and {@code y} have an element in common: one merge pass. */
  public static boolean intersect(int[] x, int[] y) {
    int i = 0;
    int j = 0;
    while (i < x.length && j < y.length) {
      if (x[i] == y[j]) {
        return true;
      }
      if (x[i] < y[j]) {
        i++;
      } else {
        j++;
      }
    }
    return false;
  }
}
