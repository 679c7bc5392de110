package org.pfcheck.analyzer.symmetry;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Finds automorphisms of a {@link ColouredGraph} by individualisation and refinement (McKay, "Practical
 * graph isomorphism", 1981). A first path individualises, level by level, the first vertex of the first
 * non-trivial cell until the partition is discrete. Then, from the deepest level up, for every other
 * vertex w of that level's cell not yet in the same orbit as the path's vertex (orbits of the generators
 * found so far, all of which fix the path above the level), a second path individualises w and follows
 * the same choices, backtracking a little; where it reaches a leaf with the same trace, the two leaves
 * define a permutation, kept when it is an automorphism of the graph and {@code accept} takes it (the
 * caller checks it against the whole model). A time budget bounds the search: finding fewer generators
 * only makes more classes. Working state of one search.
 */
final class SymmetrySearch {
  /** Leaves a second path may try before giving up on one vertex. */
  static final int LEAVES_PER_TRY = 16;

  private final ColouredGraph graph;
  private final Predicate<int[]> accept;
  private final long deadline;
  private final List<Partition> path = new ArrayList<>();
  private final List<Integer> targets = new ArrayList<>();
  /** Per level of the first path: the trace steps of its individualisation, for second paths to match. */
  private final List<long[]> steps = new ArrayList<>();
  private int[] firstLeaf;
  private int[] orbit;
  private int leavesLeft;
  private boolean complete = true;

  private SymmetrySearch(ColouredGraph graph, Predicate<int[]> accept, long deadlineNanos) {
    this.graph = graph;
    this.accept = accept;
    this.deadline = deadlineNanos;
  }

  /**
   * Runs the search on {@code graph} until {@code deadlineNanos} ({@link System#nanoTime()}), handing
   * every automorphism found to {@code accept}; whether it searched every level.
   */
  static boolean run(ColouredGraph graph, Predicate<int[]> accept, long deadlineNanos) {
    SymmetrySearch s = new SymmetrySearch(graph, accept, deadlineNanos);
    s.search();
    return s.complete;
  }

  private void search() {
    int n = graph.size();
    orbit = new int[n];
    for (int v = 0; v < n; v++) {
      orbit[v] = v;
    }
    Partition p = Partition.of(graph);
    while (true) {
      path.add(p);
      int cell = p.firstNonSingleton();
      if (cell < 0) {
        break;
      }
      targets.add(cell);
      p = p.copy();
      steps.add(p.individualizeRecording(p.at(cell)));
    }
    firstLeaf = new int[n];
    for (int i = 0; i < n; i++) {
      firstLeaf[i] = p.at(i);
    }
    for (int level = targets.size() - 1; level >= 0; level--) {
      Partition at = path.get(level);
      int cell = targets.get(level);
      int v = at.at(cell);
      for (int i = cell + 1; i < at.cellEnd(cell); i++) {
        if (System.nanoTime() - deadline > 0) {
          complete = false;
          return;
        }
        int w = at.at(i);
        if (find(w) == find(v)) {
          continue;
        }
        leavesLeft = LEAVES_PER_TRY;
        Partition b = at.copy();
        int[] image = b.individualizeMatching(w, steps.get(level)) ? follow(b, level + 1) : null;
        if (image != null) {
          for (int x = 0; x < n; x++) {
            union(x, image[x]);
          }
        }
      }
    }
  }

  /**
   * Continues a second path at {@code level} with partition {@code b}, whose trace must equal the first
   * path's there; the accepted automorphism (first leaf to the leaf reached), or null.
   */
  private int[] follow(Partition b, int level) {
    Partition a = path.get(level);
    if (b.trace() != a.trace() || b.firstNonSingleton() != a.firstNonSingleton()) {
      return null;
    }
    if (level == targets.size()) {
      if (leavesLeft-- <= 0) {
        return null;
      }
      int[] image = new int[firstLeaf.length];
      for (int i = 0; i < image.length; i++) {
        image[firstLeaf[i]] = b.at(i);
      }
      return graph.isAutomorphism(image) && accept.test(image) ? image : null;
    }
    int cell = targets.get(level);
    for (int i = cell; i < b.cellEnd(cell) && leavesLeft > 0; i++) {
      Partition next = b.copy();
      int[] image = next.individualizeMatching(b.at(i), steps.get(level)) ? follow(next, level + 1) : null;
      if (image != null) {
        return image;
      }
    }
    return null;
  }

  private int find(int x) {
    while (orbit[x] != x) {
      orbit[x] = orbit[orbit[x]];
      x = orbit[x];
    }
    return x;
  }

  private void union(int x, int y) {
    int a = find(x);
    int b = find(y);
    if (a != b) {
      orbit[Math.max(a, b)] = Math.min(a, b);
    }
  }
}
