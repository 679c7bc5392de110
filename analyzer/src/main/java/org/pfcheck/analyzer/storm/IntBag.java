package org.pfcheck.analyzer.storm;

import java.util.Arrays;

/** A growable list of ints. Not thread-safe. */
final class IntBag {
  private int[] items = new int[16];
  private int size;

  void add(int v) {
    if (size == items.length) {
      items = Arrays.copyOf(items, size * 2);
    }
    items[size++] = v;
  }

  int get(int k) {
    return items[k];
  }

  int size() {
    return size;
  }

  int[] toArray() {
    return Arrays.copyOf(items, size);
  }
}
