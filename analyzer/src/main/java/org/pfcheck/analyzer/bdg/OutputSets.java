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

  /** The ports of set {@code id}. */
  int[] ports(int id) {
    return sets.get(id);
  }
}
