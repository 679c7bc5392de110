package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.NaturalOrder.NATURAL;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.reports.html.Layout.Key;

/**
 * The order of the nodes within each row of a cycle drawing, chosen to reduce crossing lines: rows
 * start in natural name order, then each node moves to the barycentre (mean position) of its
 * neighbours in the adjacent row, in four rounds of downward and upward sweeps (Sugiyama style).
 * Ties keep the previous order, so the result is deterministic. Stateless.
 */
final class RowOrder {
  private RowOrder() {
  }

  /** The nodes of each row, top to bottom, in drawing order. */
  static List<List<Key>> of(Topology t, Neighbourhood near, RowAssignment rows) {
    List<List<Key>> ordered = new ArrayList<>();
    for (int r = 0; r < rows.names().size(); r++) {
      ordered.add(new ArrayList<>());
    }
    near.drawn().forEach(s -> ordered.get(rows.rowOf().get(s)).add(Key.ofSwitch(s)));
    near.hosts().forEach(h -> ordered.get(rows.hostRow()).add(Key.ofHost(h)));
    ordered.forEach(r -> r.sort(Comparator.comparing(Key::name, NATURAL)));
    sweep(ordered, drawnAdjacency(t, near));
    return ordered.stream().map(List::copyOf).toList();
  }

  /** The wires and host attachments between drawn nodes. */
  private static Map<Key, Set<Key>> drawnAdjacency(Topology t, Neighbourhood near) {
    Set<String> drawn = near.drawn();
    Map<Key, Set<Key>> adj = new HashMap<>();
    for (Topology.Wire w : t.wires()) {
      if (drawn.contains(w.a()) && drawn.contains(w.b())) {
        adj.computeIfAbsent(Key.ofSwitch(w.a()), k -> new LinkedHashSet<>()).add(Key.ofSwitch(w.b()));
        adj.computeIfAbsent(Key.ofSwitch(w.b()), k -> new LinkedHashSet<>()).add(Key.ofSwitch(w.a()));
      }
    }
    for (String h : near.hosts()) {
      for (Topology.Port p : t.hosts().get(h)) {
        if (drawn.contains(p.switchName())) {
          adj.computeIfAbsent(Key.ofHost(h), k -> new LinkedHashSet<>()).add(Key.ofSwitch(p.switchName()));
          adj.computeIfAbsent(Key.ofSwitch(p.switchName()), k -> new LinkedHashSet<>()).add(Key.ofHost(h));
        }
      }
    }
    return adj;
  }

  /** Reorders each row by the barycentre of its neighbours in the row above, then below; four rounds. */
  private static void sweep(List<List<Key>> rows, Map<Key, Set<Key>> adj) {
    for (int round = 0; round < 4; round++) {
      for (int r = 1; r < rows.size(); r++) {
        order(rows.get(r), rows.get(r - 1), adj);
      }
      for (int r = rows.size() - 2; r >= 0; r--) {
        order(rows.get(r), rows.get(r + 1), adj);
      }
    }
  }

  /** Sorts {@code row} by its nodes' mean position among their neighbours in {@code fixed}. */
  private static void order(List<Key> row, List<Key> fixed, Map<Key, Set<Key>> adj) {
    Map<Key, Double> position = new HashMap<>();
    for (int k = 0; k < fixed.size(); k++) {
      position.put(fixed.get(k), (k + 0.5) / fixed.size());
    }
    Map<Key, Double> barycentre = new HashMap<>();
    for (int k = 0; k < row.size(); k++) {
      Key n = row.get(k);
      double sum = 0;
      int count = 0;
      for (Key m : adj.getOrDefault(n, Set.of())) {
        Double p = position.get(m);
        if (p != null) {
          sum += p;
          count++;
        }
      }
      // A node with no neighbour there keeps its relative place.
      barycentre.put(n, count == 0 ? (k + 0.5) / row.size() : sum / count);
    }
    List<Key> before = new ArrayList<>(row);
    row.sort(Comparator.comparing((Key n) -> barycentre.get(n)).thenComparing(before::indexOf));
  }
}
