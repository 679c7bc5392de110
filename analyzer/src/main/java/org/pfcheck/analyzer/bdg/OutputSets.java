package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Interned sets of output ports: equal sets get the same small number, so "this queue already
 * recorded these outputs" is an int comparison. Working state of one search; not thread-safe.
 */
final class OutputSets {
  private record Key(int[] ports) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(ports, k.ports);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(ports);
    }
  }

  private final Map<Key, Integer> ids = new HashMap<>();
  private final List<int[]> sets = new ArrayList<>();
  private long[] offsets = new long[64];

  /** The number of {@code ports} (ascending, not written afterwards). */
  int id(int[] ports) {
    Integer id = ids.get(new Key(ports));
    if (id == null) {
      id = sets.size();
      sets.add(ports);
      ids.put(new Key(ports), id);
    }
    return id;
  }

  /**
   * Set {@code id} as a mask of port offsets from {@code first} (its switch's first port), or a mask
   * with the top bit set when some offset is 63 or more (then the ports must be taken one by one).
   */
  long offsets(int id, int first) {
    if (id >= offsets.length) {
      offsets = Arrays.copyOf(offsets, Math.max(id + 1, 2 * offsets.length));
    }
    long m = offsets[id];
    if (m == 0) {
      for (int o : sets.get(id)) {
        m |= o - first >= 63 ? Long.MIN_VALUE : 1L << (o - first);
      }
      offsets[id] = m == 0 ? Long.MIN_VALUE : m;
      m = offsets[id];
    }
    return m;
  }

  /** The ports of set {@code id}. */
  int[] ports(int id) {
    return sets.get(id);
  }
}
