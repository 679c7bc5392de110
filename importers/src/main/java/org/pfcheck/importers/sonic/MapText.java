package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a QoS map as the entries of a {@code dscp-map} or {@code tc-map} statement: the most common
 * value as {@code default}, every other key in runs ({@code 0..2 -> 1, 3 -> 3, default 1}). Stateless.
 */
final class MapText {
  private MapText() {}

  /**
   * The entries of the total function {@code f} on {@code 0..size-1}; {@code implicit} is what the
   * statement gives an unlisted key without a {@code default} (then no {@code default} is written when
   * the most common value is it).
   */
  static String entries(int[] f, int implicit) {
    Map<Integer, Integer> counts = new HashMap<>();
    for (int v : f) {
      counts.merge(v, 1, Integer::sum);
    }
    int common = f[0];
    for (int v : f) {
      if (counts.get(v) > counts.get(common) || (counts.get(v).equals(counts.get(common)) && v < common)) {
        common = v;
      }
    }
    List<String> parts = new ArrayList<>();
    int k = 0;
    while (k < f.length) {
      if (f[k] == common) {
        k++;
        continue;
      }
      int end = k;
      while (end + 1 < f.length && f[end + 1] == f[k]) {
        end++;
      }
      parts.add((end == k ? "" + k : k + ".." + end) + " -> " + f[k]);
      k = end + 1;
    }
    if (common != implicit || parts.isEmpty()) {
      parts.add("default " + common);
    }
    return String.join(", ", parts);
  }

  /** The DSCP-to-TC function of {@code m}: unlisted DSCP values are TC 0, as in SONiC. */
  static int[] dscpToTc(QosMap m) {
    int[] f = new int[64];
    for (int d = 0; d < 64; d++) {
      f[d] = m.get(d, 0);
    }
    return f;
  }

  /** The TC-to-PG function of {@code m}: unlisted traffic classes are priority group 0. */
  static int[] tcToPg(QosMap m) {
    int[] f = new int[16];
    for (int tc = 0; tc < 16; tc++) {
      f[tc] = m.get(tc, 0);
    }
    return f;
  }
}
