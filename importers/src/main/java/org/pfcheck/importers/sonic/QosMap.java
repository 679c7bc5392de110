package org.pfcheck.importers.sonic;

import java.util.Arrays;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One named QoS map of a device ({@code DSCP_TO_TC_MAP|AZURE}): number to number, the numbers being
 * small (DSCP 0..63, traffic class 0..15, priority group 0..7), so kept as an array. Immutable.
 */
final class QosMap {
  private final String table;
  private final String name;
  private final int[] values;
  private final Entry entry;

  /**
   * A map of {@code entries} (keys and values non-negative, keys below 64).
   *
   * @param table the table ({@code DSCP_TO_TC_MAP}, {@code TC_TO_PRIORITY_GROUP_MAP}, {@code TC_TO_DSCP_MAP})
   * @param name the map's name
   * @param entries what each listed number maps to
   * @param entry the map's entry, for provenance
   */
  QosMap(String table, String name, SortedMap<Integer, Integer> entries, Entry entry) {
    this.table = Objects.requireNonNull(table, "table");
    this.name = Objects.requireNonNull(name, "name");
    this.values = new int[entries.isEmpty() ? 0 : entries.lastKey() + 1];
    Arrays.fill(values, -1);
    entries.forEach((k, v) -> values[k] = v);
    this.entry = Objects.requireNonNull(entry, "entry");
  }

  String table() {
    return table;
  }

  String name() {
    return name;
  }

  Entry entry() {
    return entry;
  }

  /** What {@code key} maps to, or {@code otherwise} when the map does not list it. */
  int get(int key, int otherwise) {
    return key >= 0 && key < values.length && values[key] >= 0 ? values[key] : otherwise;
  }

  /** Whether two maps say the same (whatever their names and files). */
  boolean sameAs(QosMap other) {
    return table.equals(other.table) && Arrays.equals(values, other.values);
  }

  /** Whether every listed number maps to itself. */
  boolean identity() {
    for (int k = 0; k < values.length; k++) {
      if (values[k] >= 0 && values[k] != k) {
        return false;
      }
    }
    return true;
  }

  /** The listed entries, in key order. */
  SortedMap<Integer, Integer> entries() {
    SortedMap<Integer, Integer> out = new TreeMap<>();
    for (int k = 0; k < values.length; k++) {
      if (values[k] >= 0) {
        out.put(k, values[k]);
      }
    }
    return out;
  }

  @Override
  public String toString() {
    return table + "|" + name + " " + entries();
  }
}
