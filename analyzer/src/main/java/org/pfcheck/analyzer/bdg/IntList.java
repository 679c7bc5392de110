package org.pfcheck.analyzer.bdg;

import java.util.Arrays;

/** A growable array of ints. Not thread-safe. */
final class IntList {
  private int[] items = new int[1024];
  private int size;

  void add(int value) {
    if (size == items.length) {
      items = Arrays.copyOf(items, items.length * 2);
    }
    items[size++] = value;
  }

  int get(int k) {
    return items[k];
  }

  void clear() {
    size = 0;
  }

  int size() {
    return size;
  }
}
