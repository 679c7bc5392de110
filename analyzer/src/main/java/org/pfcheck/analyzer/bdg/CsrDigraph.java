package org.pfcheck.analyzer.bdg;

/**
 * A directed graph on nodes {@code 0..n-1} in compressed sparse row form: the successors of {@code v}
 * are {@code targets[offsets[v] .. offsets[v+1]-1]}, ascending. Immutable by contract: the arrays are
 * shared for speed and must not be written.
 *
 * @param offsets {@code n + 1} row offsets
 * @param targets successor ids
 */
public record CsrDigraph(int[] offsets, int[] targets) {
  public CsrDigraph {
    if (offsets.length == 0 || offsets[offsets.length - 1] != targets.length) {
      throw new IllegalArgumentException("offsets do not end at the number of targets");
    }
  }

  /** Builds the CSR form of {@code n} nodes and the edges {@code from[k] -> to[k]} (duplicates kept). */
  public static CsrDigraph of(int n, int[] from, int[] to) {
    int[] offsets = new int[n + 1];
    for (int f : from) {
      offsets[f + 1]++;
    }
    for (int v = 0; v < n; v++) {
      offsets[v + 1] += offsets[v];
    }
    int[] fill = java.util.Arrays.copyOf(offsets, n);
    int[] targets = new int[to.length];
    for (int k = 0; k < from.length; k++) {
      targets[fill[from[k]]++] = to[k];
    }
    for (int v = 0; v < n; v++) {
      java.util.Arrays.sort(targets, offsets[v], offsets[v + 1]);
    }
    return new CsrDigraph(offsets, targets);
  }

  /** The number of nodes. */
  public int nodeCount() {
    return offsets.length - 1;
  }

  /** The number of edges. */
  public int edgeCount() {
    return targets.length;
  }

  /** The index in {@link #targets} of the edge {@code from -> to}, or -1. */
  public int edgeIndex(int from, int to) {
    int k = java.util.Arrays.binarySearch(targets, offsets[from], offsets[from + 1], to);
    return k < 0 ? -1 : k;
  }
}
