package org.pfcheck.analyzer.bdg;

/**
 * A growable list of ints in chunks of {@value #CHUNK}: growing never copies, and the memory held is
 * the size rounded up to a chunk. Not thread-safe.
 */
final class IntList {
  private static final int SHIFT = 16;
  static final int CHUNK = 1 << SHIFT;
  private int[][] chunks = new int[4][];
  private int size;

  void add(int value) {
    int c = size >>> SHIFT;
    if (c == chunks.length) {
      chunks = java.util.Arrays.copyOf(chunks, c * 2);
    }
    if (chunks[c] == null) {
      chunks[c] = new int[CHUNK];
    }
    chunks[c][size & (CHUNK - 1)] = value;
    size++;
  }

  int get(int k) {
    return chunks[k >>> SHIFT][k & (CHUNK - 1)];
  }

  /** Empties the list, keeping its chunks for reuse. */
  void clear() {
    size = 0;
  }

  /** Empties the list and drops its chunks. */
  void release() {
    chunks = new int[4][];
    size = 0;
  }

  int size() {
    return size;
  }
}
