package org.pfcheck.analyzer.coverage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.SortedInts;
import org.pfcheck.model.Routing;

/**
 * Which switches derived routing reaches from which, for every pair at once, in time about linear in
 * the fabric. Derived routing reaches a switch A from a switch T (a packet entering T from a host)
 * exactly when docs/semantics.md gives it a next hop there, and then every copy arrives at A: each
 * next hop is one hop closer. So reachability decides the fate of packets that derived routing alone
 * forwards.
 *
 * <p>Each switch gets its set of <em>tops</em>: for shortest-path its connected component over the links
 * that are up (one top); for up-down the highest switches it can climb to (by moves to a higher tier
 * level, over links that are up; a switch without a tier level is its own top and reaches only itself).
 * T reaches A exactly when their sets share a top: a valley-free path climbs from T to some switch that
 * A climbs to as well, and goes down from there. Switches with equal sets form a class (all the ToRs of a
 * fat-tree share one), so the work is per class, not per pair. Immutable after construction.
 */
final class DerivedReach {
  private final int[] classOf;
  private final List<int[]> tops = new ArrayList<>();
  private final Map<Long, Boolean> shared = new HashMap<>();

  private DerivedReach(int switches) {
    classOf = new int[switches];
  }

  /** The reachability of derived routing in {@code index}'s network and scenario. */
  static DerivedReach of(FabricIndex index) {
    DerivedReach reach = new DerivedReach(index.switchCount());
    Map<Key, Integer> interned = new HashMap<>();
    if (index.network().routing().mode() == Routing.Mode.UP_DOWN) {
      reach.climb(index, interned);
    } else {
      reach.components(index, interned);
    }
    return reach;
  }

  /** An interned top set, compared by content. */
  private record Key(int[] tops) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(tops, k.tops);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(tops);
    }
  }

  private int intern(Map<Key, Integer> interned, int[] set) {
    return interned.computeIfAbsent(new Key(set), k -> {
      tops.add(set);
      return tops.size() - 1;
    });
  }

  /** Shortest-path: one top per connected component (its smallest switch). */
  private void components(FabricIndex index, Map<Key, Integer> interned) {
    int n = index.switchCount();
    int[] root = new int[n];
    Arrays.fill(root, -1);
    int[] stack = new int[n];
    for (int s = 0; s < n; s++) {
      if (root[s] >= 0) {
        continue;
      }
      int size = 0;
      stack[size++] = s;
      root[s] = s;
      while (size > 0) {
        int x = stack[--size];
        for (int port = index.portStart[x]; port < index.portStart[x + 1]; port++) {
          int y = index.neighbourSwitch(port);
          if (y >= 0 && root[y] < 0) {
            root[y] = s;
            stack[size++] = y;
          }
        }
      }
    }
    for (int s = 0; s < n; s++) {
      classOf[s] = intern(interned, new int[] {root[s]});
    }
  }

  /** Up-down: the highest switches each one climbs to, from the highest tier level down. */
  private void climb(FabricIndex index, Map<Key, Integer> interned) {
    int n = index.switchCount();
    int[] level = index.level;
    Integer[] order = new Integer[n];
    for (int s = 0; s < n; s++) {
      order[s] = s;
    }
    Arrays.sort(order, (a, b) -> Integer.compare(level[b], level[a]));
    int[] mark = new int[n];
    int stamp = 0;
    int[] collected = new int[n];
    for (int s : order) {
      int first = -1;
      boolean several = false;
      for (int port = index.portStart[s]; level[s] >= 0 && port < index.portStart[s + 1]; port++) {
        int up = index.neighbourSwitch(port);
        if (up >= 0 && level[up] > level[s]) {
          several |= first >= 0 && classOf[up] != first;
          first = first < 0 ? classOf[up] : first;
        }
      }
      if (first < 0) {
        classOf[s] = intern(interned, new int[] {s});
      } else if (!several) {
        classOf[s] = first;
      } else {
        stamp++;
        int count = 0;
        for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
          int up = index.neighbourSwitch(port);
          if (up >= 0 && level[up] > level[s]) {
            for (int top : tops.get(classOf[up])) {
              if (mark[top] != stamp) {
                mark[top] = stamp;
                collected[count++] = top;
              }
            }
          }
        }
        int[] set = Arrays.copyOf(collected, count);
        Arrays.sort(set);
        classOf[s] = intern(interned, set);
      }
    }
  }

  /** Whether derived routing reaches switch {@code to} from switch {@code from} (always from itself). */
  boolean reaches(int from, int to) {
    int a = classOf[from];
    int b = classOf[to];
    if (a == b) {
      return true;
    }
    return shared.computeIfAbsent((long) Math.min(a, b) << 32 | Math.max(a, b),
        k -> SortedInts.intersect(tops.get(a), tops.get(b)));
  }

  /**
   * For every switch, the total {@code weight} of the switches that reach it (weights per switch, e.g.
   * its live hosts); computed per pair of classes that share a top, not per pair of switches.
   */
  long[] weightReaching(long[] weight) {
    int classes = tops.size();
    long[] perClass = new long[classes];
    for (int s = 0; s < classOf.length; s++) {
      perClass[classOf[s]] += weight[s];
    }
    // for each top, the classes with weight that hold it
    Map<Integer, List<Integer>> holding = new HashMap<>();
    for (int c = 0; c < classes; c++) {
      if (perClass[c] > 0) {
        for (int top : tops.get(c)) {
          holding.computeIfAbsent(top, t -> new ArrayList<>()).add(c);
        }
      }
    }
    long[] byClass = new long[classes];
    int[] mark = new int[classes];
    for (int c = 0; c < classes; c++) {
      long sum = 0;
      for (int top : tops.get(c)) {
        for (int source : holding.getOrDefault(top, List.of())) {
          if (mark[source] != c + 1) {
            mark[source] = c + 1;
            sum += perClass[source];
          }
        }
      }
      byClass[c] = sum;
    }
    long[] out = new long[classOf.length];
    for (int s = 0; s < classOf.length; s++) {
      out[s] = byClass[classOf[s]];
    }
    return out;
  }
}
