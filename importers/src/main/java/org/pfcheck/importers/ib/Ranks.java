package org.pfcheck.importers.ib;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Up-down ranks of the switches, as ibdm and OpenSM's up-down routing compute them: the root switches
 * are rank 0 and every other switch's rank is its distance in switch hops from the nearest root (so
 * "up" is towards the roots). Without given roots, a switch is a root when its distances to the
 * channel-adapter ports are nearly all the same (ibdm's recognition: one distance covers more than 90%
 * of them, and no other more than 5%); where none is, the top tier is: the switches farthest (in cables)
 * from every switch with a channel adapter, which in a two-level tree are exactly the switches with no
 * channel adapter. Immutable.
 *
 * @param rank by switch key; switches no root reaches are left out
 * @param roots the root switches' keys; empty when none could be chosen
 * @param basis how the roots were chosen
 */
record Ranks(Map<String, Integer> rank, List<String> roots, Basis basis) {
  /** How the roots were chosen. */
  enum Basis {
    GIVEN("--roots"), RECOGNISED("recognised as ibdm does"),
    TOP_TIER("none recognised as ibdm does, so the top tier: the switches farthest from every channel adapter");

    final String text;

    Basis(String text) {
      this.text = text;
    }
  }

  Ranks {
    rank = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(rank));
    roots = List.copyOf(roots);
  }

  /**
   * Ranks from {@code roots}, or recognised roots when that is empty; {@code adjacency} joins switches
   * (one entry per cable), {@code attached} is the switch of each end-point port.
   */
  static Ranks of(Collection<String> switches, Map<String, List<String>> adjacency, List<String> attached,
      List<String> roots) {
    if (!roots.isEmpty()) {
      return new Ranks(distances(adjacency, roots), roots, Basis.GIVEN);
    }
    List<String> recognised = recognise(switches, adjacency, attached);
    List<String> top = recognised.isEmpty() ? topTier(switches, adjacency, attached) : recognised;
    return new Ranks(distances(adjacency, top), top, recognised.isEmpty() ? Basis.TOP_TIER : Basis.RECOGNISED);
  }

  /**
   * The switches farthest from every switch with a channel adapter; none when no switch has one, when
   * every switch has one (no tier above the leaves), or when some switch is not connected to them.
   */
  private static List<String> topTier(Collection<String> switches, Map<String, List<String>> adjacency,
      List<String> attached) {
    Map<String, Integer> fromLeaves = distances(adjacency, attached.stream().distinct().toList());
    if (attached.isEmpty() || !fromLeaves.keySet().containsAll(switches)) {
      return List.of();
    }
    int far = switches.stream().mapToInt(fromLeaves::get).max().orElse(0);
    return far == 0 ? List.of() : switches.stream().filter(s -> fromLeaves.get(s) == far).toList();
  }

  private static List<String> recognise(Collection<String> switches, Map<String, List<String>> adjacency,
      List<String> attached) {
    List<String> out = new ArrayList<>();
    int cas = attached.size();
    for (String s : switches) {
      Map<String, Integer> dist = distances(adjacency, List.of(s));
      Map<Integer, Integer> histogram = new HashMap<>();
      for (String a : attached) {
        Integer d = dist.get(a);
        if (d != null) {
          histogram.merge(d + 1, 1, Integer::sum);
        }
      }
      long over90 = histogram.values().stream().filter(n -> n > 0.9 * cas).count();
      long over5 = histogram.values().stream().filter(n -> n > 0.05 * cas).count();
      if (cas > 0 && over90 == 1 && over5 == 1) {
        out.add(s);
      }
    }
    return out;
  }

  /** Breadth-first distances from {@code sources} over {@code adjacency}. */
  static Map<String, Integer> distances(Map<String, List<String>> adjacency, List<String> sources) {
    Map<String, Integer> dist = new LinkedHashMap<>();
    ArrayDeque<String> queue = new ArrayDeque<>();
    for (String s : sources) {
      if (dist.putIfAbsent(s, 0) == null) {
        queue.add(s);
      }
    }
    while (!queue.isEmpty()) {
      String s = queue.poll();
      for (String n : adjacency.getOrDefault(s, List.of())) {
        if (dist.putIfAbsent(n, dist.get(s) + 1) == null) {
          queue.add(n);
        }
      }
    }
    return dist;
  }
}
