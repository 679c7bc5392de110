package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.NaturalOrder.NATURAL;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Which row of a cycle drawing each drawn switch is on. When every drawn switch has a tier level,
 * one row per level, the highest on top (tiers of one level share a row); otherwise breadth-first
 * layers from the cycle's first switch, so the drawing still reads outward from the cycle. The
 * hosts, when any are drawn, get a last row of their own. Immutable.
 *
 * @param byTier whether the rows are tiers (else breadth-first layers)
 * @param rowOf drawn switch name to its row, 0 at the top
 * @param names the rows' labels, top to bottom ("spine", "leaf / border", "layer 2", "hosts")
 * @param hostRow the hosts' row (equal to the number of switch rows)
 */
record RowAssignment(boolean byTier, Map<String, Integer> rowOf, List<String> names, int hostRow) {
  RowAssignment {
    rowOf = Collections.unmodifiableMap(rowOf);
    names = List.copyOf(names);
  }

  /** The rows of {@code near}'s switches and hosts in {@code t}. */
  static RowAssignment of(Topology t, Neighbourhood near) {
    boolean byTier = near.drawn().stream().allMatch(t.levels()::containsKey);
    RowAssignment switches = byTier ? tiers(t, near.drawn()) : layers(near);
    return near.hosts().isEmpty() ? switches : switches.withHostRow();
  }

  private RowAssignment withHostRow() {
    List<String> withHosts = new ArrayList<>(names);
    withHosts.add("hosts");
    return new RowAssignment(byTier, rowOf, withHosts, hostRow);
  }

  /** A row per tier level, highest first; a row's label names its tiers in the order first drawn. */
  private static RowAssignment tiers(Topology t, Set<String> drawn) {
    TreeMap<Integer, List<String>> tiersAt = new TreeMap<>(Comparator.reverseOrder());
    for (String s : drawn) {
      List<String> tiers = tiersAt.computeIfAbsent(t.levels().get(s), k -> new ArrayList<>());
      String tier = t.tier(s).orElse("");
      if (!tiers.contains(tier)) {
        tiers.add(tier);
      }
    }
    List<String> names = new ArrayList<>();
    Map<Integer, Integer> levelRow = new HashMap<>();
    for (Map.Entry<Integer, List<String>> e : tiersAt.entrySet()) {
      levelRow.put(e.getKey(), names.size());
      names.add(String.join(" / ", e.getValue()));
    }
    Map<String, Integer> rowOf = new LinkedHashMap<>();
    drawn.forEach(s -> rowOf.put(s, levelRow.get(t.levels().get(s))));
    return new RowAssignment(true, rowOf, names, names.size());
  }

  /** Breadth-first layers from the first drawn switch; switches it does not reach go one layer below. */
  private static RowAssignment layers(Neighbourhood near) {
    Set<String> drawn = near.drawn();
    Map<String, Integer> dist = bfs(drawn.iterator().next(), near.adjacent(), drawn);
    int max = dist.values().stream().max(Integer::compare).orElse(0);
    Map<String, Integer> rowOf = new LinkedHashMap<>();
    for (String s : drawn) {
      rowOf.put(s, dist.getOrDefault(s, max + 1));
    }
    int rows = rowOf.values().stream().max(Integer::compare).orElse(0) + 1;
    List<String> names = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      names.add("layer " + (r + 1));
    }
    return new RowAssignment(false, rowOf, names, names.size());
  }

  private static Map<String, Integer> bfs(String start, Map<String, Set<String>> adj, Set<String> within) {
    Map<String, Integer> dist = new LinkedHashMap<>();
    Deque<String> queue = new ArrayDeque<>();
    dist.put(start, 0);
    queue.add(start);
    while (!queue.isEmpty()) {
      String s = queue.poll();
      // Neighbours in name order, so equal fabrics give equal layers.
      List<String> next = new ArrayList<>(adj.getOrDefault(s, Set.of()));
      next.sort(NATURAL);
      for (String n : next) {
        if (within.contains(n) && !dist.containsKey(n)) {
          dist.put(n, dist.get(s) + 1);
          queue.add(n);
        }
      }
    }
    return dist;
  }
}
