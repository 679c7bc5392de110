package org.pfcheck.analyzer.symmetry;

import java.util.Arrays;

/**
 * An ordered partition of the vertices of a {@link ColouredGraph} into cells, refined to an equitable
 * one (every vertex of a cell has, per edge colour, as many neighbours in each cell), as in McKay's
 * nauty and Junttila and Kaski's bliss: cells are contiguous ranges of one array, a splitter cell splits
 * every cell whose vertices see it differently, and Hopcroft's rule (queue all parts but the largest)
 * bounds a whole refinement path by O(m log n). Splits depend only on the partition's structure and the
 * graph's colours, never on vertex numbers, so two partitions that an automorphism maps onto each other
 * refine alike and leave equal {@link #trace() traces}. Mutable working state; {@link #copy()} to branch.
 */
final class Partition {
  private final ColouredGraph graph;
  private final int[] elems;
  private final int[] pos;
  private final int[] cellOf;
  /** Indexed by a cell's start: its end (exclusive). */
  private final int[] cellEnd;
  private final boolean[] queued;
  private int[] queue;
  private int queueHead;
  private int queueTail;
  private long trace;
  /** While recording: every trace value, in order. */
  private long[] steps;
  private int stepCount;
  /** While matching: the steps to reproduce; null otherwise. */
  private long[] expected;
  private boolean diverged;

  private Partition(ColouredGraph graph, int[] elems, int[] pos, int[] cellOf, int[] cellEnd, long trace) {
    this.graph = graph;
    this.elems = elems;
    this.pos = pos;
    this.cellOf = cellOf;
    this.cellEnd = cellEnd;
    this.queued = new boolean[elems.length];
    this.queue = new int[Math.max(4, elems.length)];
    this.trace = trace;
  }

  /** The partition of {@code graph}'s vertices by colour (cells ordered by colour), refined. */
  static Partition of(ColouredGraph graph) {
    int n = graph.size();
    Integer[] order = new Integer[n];
    for (int v = 0; v < n; v++) {
      order[v] = v;
    }
    Arrays.sort(order, (x, y) -> Long.compare(graph.colour(x), graph.colour(y)));
    int[] elems = new int[n];
    int[] pos = new int[n];
    int[] cellOf = new int[n];
    int[] cellEnd = new int[n];
    Partition p = new Partition(graph, elems, pos, cellOf, cellEnd, 0);
    int start = 0;
    for (int i = 0; i < n; i++) {
      elems[i] = order[i];
      pos[order[i]] = i;
      if (i > 0 && graph.colour(order[i]) != graph.colour(order[i - 1])) {
        p.close(start, i);
        start = i;
      }
    }
    if (n > 0) {
      p.close(start, n);
    }
    p.refine();
    return p;
  }

  private void close(int start, int end) {
    cellEnd[start] = end;
    for (int i = start; i < end; i++) {
      cellOf[elems[i]] = start;
    }
    step(Mix.of(trace, graph.colour(elems[start]), end - start));
    enqueue(start);
  }

  /** An independent copy. */
  Partition copy() {
    Partition p = new Partition(graph, elems.clone(), pos.clone(), cellOf.clone(), cellEnd.clone(), trace);
    return p;
  }

  int size() {
    return elems.length;
  }

  /** The vertex at position {@code i}. */
  int at(int i) {
    return elems[i];
  }

  /** A hash of every split so far, in order: equal for partitions an automorphism maps onto each other. */
  long trace() {
    return trace;
  }

  /** Whether every cell is a single vertex. */
  boolean discrete() {
    return firstNonSingleton() < 0;
  }

  /** The start of the first cell with more than one vertex, or -1. */
  int firstNonSingleton() {
    for (int i = 0; i < elems.length; i = cellEnd[i]) {
      if (cellEnd[i] - i > 1) {
        return i;
      }
    }
    return -1;
  }

  /** The end (exclusive) of the cell that starts at {@code start}. */
  int cellEnd(int start) {
    return cellEnd[start];
  }

  /** The start of the cell holding vertex {@code v}. */
  int cellOf(int v) {
    return cellOf[v];
  }

  /** Makes {@code v} a cell of its own at the front of its cell, then refines. */
  void individualize(int v) {
    int start = cellOf[v];
    int end = cellEnd[start];
    if (end - start == 1) {
      return;
    }
    swap(pos[v], start);
    cellEnd[start] = start + 1;
    cellEnd[start + 1] = end;
    for (int i = start + 1; i < end; i++) {
      cellOf[elems[i]] = start + 1;
    }
    step(Mix.of(trace, -1, start));
    if (queued[start]) {
      enqueue(start + 1);
    } else {
      enqueue(start);
    }
    refine();
  }

  /**
   * As {@link #individualize}, recording every step of the trace: what {@link #individualizeMatching}
   * compares another partition's steps with.
   */
  long[] individualizeRecording(int v) {
    steps = new long[16];
    stepCount = 0;
    individualize(v);
    long[] out = java.util.Arrays.copyOf(steps, stepCount);
    steps = null;
    return out;
  }

  /**
   * As {@link #individualize}, stopping at the first step of the trace that differs from
   * {@code recorded}; whether every step matched (when not, the partition is left half refined).
   */
  boolean individualizeMatching(int v, long[] recorded) {
    expected = recorded;
    stepCount = 0;
    diverged = false;
    individualize(v);
    boolean same = !diverged && stepCount == recorded.length;
    expected = null;
    diverged = false;
    return same;
  }

  private void step(long value) {
    trace = value;
    if (steps != null) {
      if (stepCount == steps.length) {
        steps = java.util.Arrays.copyOf(steps, 2 * stepCount);
      }
      steps[stepCount++] = value;
    } else if (expected != null) {
      if (stepCount >= expected.length || expected[stepCount] != value) {
        diverged = true;
      }
      stepCount++;
    }
  }

  private void swap(int i, int j) {
    int a = elems[i];
    int b = elems[j];
    elems[i] = b;
    elems[j] = a;
    pos[b] = i;
    pos[a] = j;
  }

  private void enqueue(int start) {
    if (queued[start]) {
      return;
    }
    queued[start] = true;
    if (queueTail == queue.length) {
      int live = queueTail - queueHead;
      int[] grown = new int[Math.max(queue.length, 2 * live + 4)];
      System.arraycopy(queue, queueHead, grown, 0, live);
      queue = grown;
      queueHead = 0;
      queueTail = live;
    }
    queue[queueTail++] = start;
  }

  private void refine() {
    long[] key = new long[elems.length];
    int[] touched = new int[elems.length];
    while (queueHead < queueTail && !diverged) {
      int w = queue[queueHead++];
      queued[w] = false;
      int t = 0;
      for (int i = w; i < cellEnd[w]; i++) {
        int u = elems[i];
        for (int e = graph.start(u); e < graph.start(u + 1); e++) {
          int x = graph.target(e);
          if (key[x] == 0) {
            touched[t++] = x;
          }
          key[x] += graph.edgeKey(e);
          if (key[x] == 0) {
            key[x] = 1; // keep it marked: 0 means untouched
          }
        }
      }
      split(touched, t, key);
    }
  }

  /** Splits every cell holding a touched vertex by the vertices' keys, then clears the keys. */
  private void split(int[] touched, int t, long[] key) {
    long[] sorted = new long[t];
    for (int k = 0; k < t; k++) {
      sorted[k] = (long) cellOf[touched[k]] << 32 | k;
    }
    Arrays.sort(sorted);
    int k = 0;
    while (k < t) {
      int cell = (int) (sorted[k] >>> 32);
      int j = k;
      while (j < t && (int) (sorted[j] >>> 32) == cell) {
        j++;
      }
      int[] members = new int[j - k];
      for (int m = k; m < j; m++) {
        members[m - k] = touched[(int) sorted[m]];
      }
      splitCell(cell, members, key);
      k = j;
    }
    for (int m = 0; m < t; m++) {
      key[touched[m]] = 0;
    }
  }

  private void splitCell(int start, int[] members, long[] key) {
    int end = cellEnd[start];
    int size = end - start;
    long[] byKey = new long[members.length];
    for (int m = 0; m < members.length; m++) {
      byKey[m] = key[members[m]];
    }
    long first = byKey[0];
    boolean uniform = members.length == size;
    for (long x : byKey) {
      uniform &= x == first;
    }
    if (uniform) {
      return;
    }
    Integer[] order = new Integer[members.length];
    for (int m = 0; m < order.length; m++) {
      order[m] = members[m];
    }
    Arrays.sort(order, (x, y) -> Long.compare(key[x], key[y]));
    // untouched vertices keep the front of the cell; touched ones follow, grouped by key ascending
    int at = end - members.length;
    for (int m = 0; m < order.length; m++) {
      swap(pos[order[m]], at + m);
    }
    boolean wasQueued = queued[start];
    int[] partStart = new int[members.length + 1];
    int parts = 0;
    if (at > start) {
      partStart[parts++] = start;
    }
    for (int m = 0; m < order.length; m++) {
      if (m == 0 || key[order[m]] != key[order[m - 1]]) {
        partStart[parts++] = at + m;
      }
    }
    int largest = 0;
    for (int p = 0; p < parts; p++) {
      int s = partStart[p];
      int e = p + 1 < parts ? partStart[p + 1] : end;
      cellEnd[s] = e;
      for (int i = s; i < e; i++) {
        cellOf[elems[i]] = s;
      }
      step(Mix.of(trace, key[elems[s]], e - s));
      if (e - s > cellEnd[partStart[largest]] - partStart[largest]) {
        largest = p;
      }
    }
    step(Mix.of(trace, start, size));
    for (int p = 0; p < parts; p++) {
      if (wasQueued ? p > 0 : p != largest) {
        enqueue(partStart[p]);
      }
    }
  }
}
