package org.pfcheck.importers.sonic;

import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One named QoS map of a device ({@code DSCP_TO_TC_MAP|AZURE}): number to number. Immutable.
 *
 * @param table the table ({@code DSCP_TO_TC_MAP}, {@code TC_TO_PRIORITY_GROUP_MAP}, {@code TC_TO_DSCP_MAP})
 * @param name the map's name
 * @param entries what each listed number maps to
 * @param entry the map's entry, for provenance
 */
record QosMap(String table, String name, SortedMap<Integer, Integer> entries, Entry entry) {
  QosMap {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(name, "name");
    entries = Collections.unmodifiableSortedMap(new TreeMap<>(entries));
    Objects.requireNonNull(entry, "entry");
  }

  /** What {@code key} maps to, or {@code otherwise} when the map does not list it. */
  int get(int key, int otherwise) {
    Integer v = entries.get(key);
    return v == null ? otherwise : v;
  }

  /** Whether two maps say the same (whatever their names and files). */
  boolean sameAs(QosMap other) {
    return table.equals(other.table) && entries.equals(other.entries);
  }

  /** Whether every listed number maps to itself. */
  boolean identity() {
    return entries.entrySet().stream().allMatch(e -> e.getKey().equals(e.getValue()));
  }

  @Override
  public String toString() {
    return table + "|" + name + " " + entries;
  }
}
