package org.pfcheck.model.templates;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.pfcheck.model.Origin;

/**
 * Jellyfish: switches {@code sw<i>} joined by a random, connected, simple graph in which every switch
 * has about {@code degree} switch links, hosts {@code h<i>_<n>} in subnet 10.(i/256).(i%256).0/24. The
 * graph depends only on the seed ({@link SplittableRandom}). Construction as in the paper: join random
 * pairs of switches with free ports, then splice switches with two or more free ports into existing
 * links; a disconnected result is retried, and after that repaired by chaining the components. Stateless.
 */
final class Jellyfish implements Template {
  private static final int ATTEMPTS = 20;

  @Override
  public String name() {
    return "jellyfish";
  }

  @Override
  public String description() {
    return "random regular graph of switches (Jellyfish)";
  }

  @Override
  public List<Parameter> parameters() {
    return List.of(
        Parameter.required("switches", 2, "number of switches"),
        Parameter.required("degree", 1, "switch-to-switch links per switch"),
        Parameter.optional("hosts-per-switch", 1, 0, "hosts attached to each switch"),
        Parameter.optional("seed", 0, 0, "random seed; the same seed gives the same graph"));
  }

  @Override
  public Fabric expand(Map<String, Integer> values, Origin origin) {
    int n = values.get("switches");
    int degree = values.get("degree");
    int hosts = values.get("hosts-per-switch");
    if (degree >= n) {
      throw new IllegalArgumentException("jellyfish degree " + degree + " must be less than the number of switches ("
          + n + ")");
    }
    FabricBuilder.checkHostsPerSwitch("hosts-per-switch", hosts);
    FabricBuilder.checkSize(name(), FabricBuilder.product(n), FabricBuilder.product(n, hosts),
        FabricBuilder.product(n, degree).shiftRight(1).add(FabricBuilder.product(n)));
    long[] edges = graph(n, degree, new SplittableRandom(values.get("seed")));
    FabricBuilder b = new FabricBuilder(origin);
    for (int i = 0; i < n; i++) {
      b.addSwitch("sw" + i, "tor", hosts > 0 ? FabricBuilder.sequentialSubnet(i) : null);
    }
    for (int i = 0; i < n; i++) {
      b.hosts("sw" + i, "h" + i + "_", hosts, FabricBuilder.sequentialSubnet(i));
    }
    for (long e : edges) {
      b.link("sw" + (e / n), "sw" + (e % n));
    }
    return b.build();
  }

  /** The edges u·n + v (u &lt; v), sorted, of a connected simple graph. */
  private static long[] graph(int n, int degree, SplittableRandom random) {
    Set<Long> edges = new HashSet<>();
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      edges = randomRegular(n, degree, random);
      if (components(n, edges).size() == 1) {
        break;
      }
    }
    List<List<Integer>> parts = components(n, edges);
    for (int c = 0; c + 1 < parts.size(); c++) {
      edges.add(key(n, parts.get(c).get(0), parts.get(c + 1).get(0)));
    }
    long[] out = edges.stream().mapToLong(Long::longValue).toArray();
    Arrays.sort(out);
    return out;
  }

  private static Set<Long> randomRegular(int n, int degree, SplittableRandom random) {
    int[] free = new int[n];
    Arrays.fill(free, degree);
    List<Integer> open = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      open.add(i);
    }
    Set<Long> edges = new HashSet<>();
    List<Long> order = new ArrayList<>();
    int failures = 0;
    while (open.size() >= 2 && failures < 20 * open.size() + 100) {
      int i = random.nextInt(open.size());
      int j = random.nextInt(open.size() - 1);
      if (j >= i) {
        j++;
      }
      int u = open.get(i);
      int v = open.get(j);
      long e = key(n, u, v);
      if (!edges.add(e)) {
        failures++;
        continue;
      }
      order.add(e);
      free[u]--;
      free[v]--;
      int hi = Math.max(i, j);
      int lo = Math.min(i, j);
      if (free[open.get(hi)] == 0) {
        swapRemove(open, hi);
      }
      if (free[open.get(lo)] == 0) {
        swapRemove(open, lo);
      }
    }
    splice(n, free, edges, order, random);
    return edges;
  }

  /** Splices each switch with two or more free ports into a random link between two non-neighbours. */
  private static void splice(int n, int[] free, Set<Long> edges, List<Long> order, SplittableRandom random) {
    for (int u = 0; u < n; u++) {
      int tries = 0;
      while (free[u] >= 2 && !order.isEmpty() && tries++ < 50) {
        int r = random.nextInt(order.size());
        long e = order.get(r);
        int x = (int) (e / n);
        int y = (int) (e % n);
        if (x == u || y == u || edges.contains(key(n, u, x)) || edges.contains(key(n, u, y))) {
          continue;
        }
        swapRemove(order, r);
        edges.remove(e);
        for (long added : new long[] {key(n, u, x), key(n, u, y)}) {
          edges.add(added);
          order.add(added);
        }
        free[u] -= 2;
      }
    }
  }

  private static <T> void swapRemove(List<T> list, int index) {
    T last = list.remove(list.size() - 1);
    if (index < list.size()) {
      list.set(index, last);
    }
  }

  private static List<List<Integer>> components(int n, Set<Long> edges) {
    int[] parent = new int[n];
    for (int i = 0; i < n; i++) {
      parent[i] = i;
    }
    for (long e : edges) {
      parent[find(parent, (int) (e / n))] = find(parent, (int) (e % n));
    }
    Map<Integer, List<Integer>> byRoot = new java.util.TreeMap<>();
    for (int i = 0; i < n; i++) {
      byRoot.computeIfAbsent(find(parent, i), r -> new ArrayList<>()).add(i);
    }
    List<List<Integer>> out = new ArrayList<>(byRoot.values());
    out.sort((a, b) -> Integer.compare(a.get(0), b.get(0)));
    return out;
  }

  private static int find(int[] parent, int x) {
    while (parent[x] != x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  }

  private static long key(int n, int u, int v) {
    return (long) Math.min(u, v) * n + Math.max(u, v);
  }
}
