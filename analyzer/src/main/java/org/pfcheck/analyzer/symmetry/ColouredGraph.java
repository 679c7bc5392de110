package org.pfcheck.analyzer.symmetry;

/**
 * A directed graph with a colour per vertex and per edge, in CSR form: what the symmetry search works
 * on. Edges come in both directions; an automorphism maps vertices onto vertices of the same colour and
 * edges onto edges of the same colour. Immutable by contract.
 */
final class ColouredGraph {
  private final long[] colour;
  private final int[] start;
  private final int[] target;
  private final long[] edgeColour;
  private final long[] edgeKey;

  /** {@code colour} per vertex; the out-edges of {@code v} are {@code start[v] .. start[v+1]-1}. */
  ColouredGraph(long[] colour, int[] start, int[] target, long[] edgeColour) {
    this.colour = colour;
    this.start = start;
    this.target = target;
    this.edgeColour = edgeColour;
    this.edgeKey = new long[edgeColour.length];
    for (int e = 0; e < edgeColour.length; e++) {
      edgeKey[e] = Mix.of(edgeColour[e]) | 1; // odd, never 0: sums of keys mark touched vertices
    }
  }

  int size() {
    return colour.length;
  }

  long colour(int v) {
    return colour[v];
  }

  int start(int v) {
    return start[v];
  }

  int target(int e) {
    return target[e];
  }

  long edgeColour(int e) {
    return edgeColour[e];
  }

  /** The refinement's hash of edge {@code e}'s colour. */
  long edgeKey(int e) {
    return edgeKey[e];
  }

  /** Whether the vertex map {@code image} preserves every vertex colour and every edge with its colour. */
  boolean isAutomorphism(int[] image) {
    int n = size();
    for (int v = 0; v < n; v++) {
      if (colour[v] != colour[image[v]] || start[v + 1] - start[v] != start[image[v] + 1] - start[image[v]]) {
        return false;
      }
    }
    java.util.Map<Long, Integer> counts = new java.util.HashMap<>();
    for (int v = 0; v < n; v++) {
      int w = image[v];
      counts.clear();
      for (int e = start[v]; e < start[v + 1]; e++) {
        counts.merge(Mix.of(image[target[e]], edgeColour[e], 0), 1, Integer::sum);
      }
      for (int e = start[w]; e < start[w + 1]; e++) {
        Integer c = counts.merge(Mix.of(target[e], edgeColour[e], 0), -1, Integer::sum);
        if (c < 0) {
          return false;
        }
      }
    }
    return true;
  }
}
