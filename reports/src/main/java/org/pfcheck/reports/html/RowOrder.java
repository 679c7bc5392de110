package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.NaturalOrder.NATURAL;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The order of the nodes within each row of a cycle drawing, chosen to reduce crossing lines: rows
 * start in natural name order, then each node moves to the barycentre (mean position) of its
 * neighbours in the adjacent row, in four rounds of downward and upward sweeps (Sugiyama style).
 * Ties keep the previous order, so the result is deterministic. Nodes are keyed "s:" + switch name
 * and "h:" + host name. Stateless.
 */
final class RowOrder {
  private RowOrder() {
  }

  /** The node keys of each row, top to bottom, in drawing order. */
  static List<List<String>> of(Topology t, Neighbourhood near, RowAssignment rows) {
    List<List<String>> ordered = new ArrayList<>();
    for (int r = 0; r < rows.names().size(); r++) {
      ordered.add(new ArrayList<>());
    }
    near.drawn().forEach(s -> ordered.get(rows.rowOf().get(s)).add("s:" + s));
    near.hosts().forEach(h -> ordered.get(rows.hostRow()).add("h:" + h));
    ordered.forEach(r -> r.sort(Comparator.comparing((String k) -> k.substring(2), NATURAL)));
    sweep(ordered, drawnAdjacency(t, near));
    return ordered.stream().map(List::copyOf).toList();
  }

  /** The wires and host attachments between drawn nodes, by node key. */
  private static Map<String, Set<String>> drawnAdjacency(Topology t, Neighbourhood near) {
    Set<String> drawn = near.drawn();
    Map<String, Set<String>> adj = new HashMap<>();
    for (Topology.Wire w : t.wires()) {
      if (drawn.contains(w.a()) && drawn.contains(w.b())) {
        adj.computeIfAbsent("s:" + w.a(), k -> new LinkedHashSet<>()).add("s:" + w.b());
        adj.computeIfAbsent("s:" + w.b(), k -> new LinkedHashSet<>()).add("s:" + w.a());
      }
    }
    for (String h : near.hosts()) {
      for (Topology.Port p : t.hosts().get(h)) {
        if (drawn.contains(p.switchName())) {
          adj.computeIfAbsent("h:" + h, k -> new LinkedHashSet<>()).add("s:" + p.switchName());
          adj.computeIfAbsent("s:" + p.switchName(), k -> new LinkedHashSet<>()).add("h:" + h);
        }
      }
    }
    return adj;
  }

  /** Reorders each row by the barycentre of its neighbours in the row above, then below; four rounds. */
  private static void sweep(List<List<String>> rows, Map<String, Set<String>> adj) {
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
  private static void order(List<String> row, List<String> fixed, Map<String, Set<String>> adj) {
    Map<String, Double> position = new HashMap<>();
    for (int k = 0; k < fixed.size(); k++) {
      position.put(fixed.get(k), (k + 0.5) / fixed.size());
    }
    Map<String, Double> key = new HashMap<>();
    for (int k = 0; k < row.size(); k++) {
      String n = row.get(k);
      double sum = 0;
      int count = 0;
      for (String m : adj.getOrDefault(n, Set.of())) {
        Double p = position.get(m);
        if (p != null) {
          sum += p;
          count++;
        }
      }
      // A node with no neighbour there keeps its relative place.
      key.put(n, count == 0 ? (k + 0.5) / row.size() : sum / count);
    }
    List<String> before = new ArrayList<>(row);
    row.sort(Comparator.comparing((String n) -> key.get(n)).thenComparing(before::indexOf));
  }
}
