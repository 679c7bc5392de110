package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.NaturalOrder.NATURAL;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The overview beside a cycle drawing: for each tier, how many switches the fabric has and how many
 * are drawn (highest tier first), then the hosts. It tells the reader how much of a big fabric the
 * drawing leaves out. Stateless.
 */
final class TierCounts {
  private TierCounts() {
  }

  /** The counts of {@code t} when {@code drawn} switches and {@code hostsDrawn} hosts are drawn. */
  static List<Layout.Count> of(Topology t, Set<String> drawn, int hostsDrawn) {
    Map<String, int[]> counts = new LinkedHashMap<>();
    Map<String, Integer> levels = new HashMap<>();
    for (String s : t.switches().keySet()) {
      String tier = t.tier(s).orElse("(no tier)");
      int[] c = counts.computeIfAbsent(tier, k -> new int[2]);
      c[0]++;
      if (drawn.contains(s)) {
        c[1]++;
      }
      levels.merge(tier, t.levels().getOrDefault(s, 0), Math::max);
    }
    List<Layout.Count> out = new ArrayList<>();
    counts.forEach((tier, c) -> out.add(new Layout.Count(tier, levels.get(tier), c[0], c[1])));
    out.sort(Comparator.comparing((Layout.Count c) -> -c.level()).thenComparing(Layout.Count::tier, NATURAL));
    out.add(new Layout.Count("hosts", 0, t.hosts().size(), hostsDrawn));
    return out;
  }
}
