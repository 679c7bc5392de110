package org.pfcheck.analyzer.symmetry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Turns permutations of the reduced fabric into permutations of the whole model: the switches folded
 * into a vertex map in order onto those of its image, each switch's single-homed hosts onto the image
 * switch's (by colour, in order), and each link onto the link between the images of its ends that has
 * the same colour and rank. Also the permutations the folding hides: of twin switches, of hosts with
 * the same colour on one switch, and of parallel links of one colour. Each is only a candidate for
 * {@link AutomorphismCheck}. Immutable after construction.
 */
final class FabricPermutations {
  private record Key(int from, int to, long colour) {}

  private final ReducedFabric fabric;
  private final FabricIndex index;
  private final int[] linkFromPort;
  private final Map<Key, List<Integer>> linksBetween = new HashMap<>();
  private final int[] rank;
  private final Key[] keyOf;
  /** Per switch: its link ends sorted by (neighbour, colour from it, link): neighbour, colour, link. */
  private final int[][] adjacentSwitch;
  private final long[][] adjacentColour;
  private final int[][] adjacentLink;

  FabricPermutations(ReducedFabric fabric) {
    this.fabric = fabric;
    this.index = fabric.index;
    int links = index.network().links().size();
    linkFromPort = new int[links];
    java.util.Arrays.fill(linkFromPort, -1);
    for (int p = 0; p < index.portCount(); p++) {
      int l = index.portLink[p];
      if (l >= 0 && index.farSwitch[p] >= 0 && linkFromPort[l] < 0) {
        linkFromPort[l] = p;
      }
    }
    rank = new int[links];
    keyOf = new Key[links];
    for (int l = 0; l < links; l++) {
      int p = linkFromPort[l];
      if (p >= 0) {
        keyOf[l] = new Key(index.portSwitch[p], index.farSwitch[p], fabric.colours.linkFrom(p));
        List<Integer> list = linksBetween.computeIfAbsent(keyOf[l], k -> new ArrayList<>());
        rank[l] = list.size();
        list.add(l);
      }
    }
    int n = index.switchCount();
    adjacentSwitch = new int[n][];
    adjacentColour = new long[n][];
    adjacentLink = new int[n][];
    for (int s = 0; s < n; s++) {
      List<long[]> ends = new ArrayList<>();
      for (int p = index.portStart[s]; p < index.portStart[s + 1]; p++) {
        if (index.portLink[p] >= 0 && index.farSwitch[p] >= 0) {
          ends.add(new long[] {index.farSwitch[p], fabric.colours.linkFrom(p), index.portLink[p]});
        }
      }
      ends.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : x[1] != y[1] ? Long.compare(x[1], y[1])
          : Long.compare(x[2], y[2]));
      adjacentSwitch[s] = ends.stream().mapToInt(e -> (int) e[0]).toArray();
      adjacentColour[s] = ends.stream().mapToLong(e -> e[1]).toArray();
      adjacentLink[s] = ends.stream().mapToInt(e -> (int) e[2]).toArray();
    }
  }

  /**
   * The image of link {@code l} when the switches map by {@code switches}: the link of the same colour
   * and rank between the images of its ends, or -1.
   */
  private int imageOf(int l, int[] switches) {
    Key k = keyOf[l];
    int u = switches[k.from()];
    int v = switches[k.to()];
    int[] nb = adjacentSwitch[u];
    int i = java.util.Arrays.binarySearch(nb, v);
    if (i < 0) {
      return -1;
    }
    while (i > 0 && nb[i - 1] == v) {
      i--;
    }
    int seen = 0;
    for (; i < nb.length && nb[i] == v; i++) {
      if (adjacentColour[u][i] == k.colour() && seen++ == rank[l]) {
        return adjacentLink[u][i];
      }
    }
    return -1;
  }

  /**
   * The whole-model permutation of the reduced vertex map {@code image}, or null when it does not carry
   * hosts or links consistently.
   */
  Automorphism expand(int[] image) {
    int n = index.switchCount();
    int[] switches = new int[n];
    int groups = fabric.members.length - fabric.multiHomed.length;
    for (int r = 0; r < groups; r++) {
      int[] from = fabric.members[r];
      int[] to = fabric.members[image[r]];
      if (image[r] >= groups || from.length != to.length) {
        return null;
      }
      for (int i = 0; i < from.length; i++) {
        switches[from[i]] = to[i];
      }
    }
    int[] hosts = identity(index.hostCount());
    for (int k = 0; k < fabric.multiHomed.length; k++) {
      int target = image[groups + k] - groups;
      if (target < 0) {
        return null;
      }
      hosts[fabric.multiHomed[k]] = fabric.multiHomed[target];
    }
    return complete(switches, hosts);
  }

  /**
   * {@code switches} and the multi-homed hosts' images completed with single-homed hosts and links; only
   * the hosts and links at switches that move are looked at (the others stay).
   */
  private Automorphism complete(int[] switches, int[] hosts) {
    int[] links = identity(keyOf.length);
    for (int s = 0; s < switches.length; s++) {
      if (switches[s] == s) {
        continue;
      }
      int[] from = fabric.hostsOf[s];
      int[] to = fabric.hostsOf[switches[s]];
      if (from.length != to.length) {
        return null;
      }
      for (int i = 0; i < from.length; i++) {
        if (fabric.colours.host[from[i]] != fabric.colours.host[to[i]]) {
          return null;
        }
        hosts[from[i]] = to[i];
      }
      for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
        int l = index.portLink[port];
        Key k = l < 0 ? null : keyOf[l];
        if (k == null) {
          continue;
        }
        links[l] = imageOf(l, switches);
        if (links[l] < 0) {
          return null;
        }
      }
    }
    return new Automorphism(switches, hosts, links);
  }

  /**
   * The permutations of twins: for every fold group, every switch's hosts of one colour (when
   * {@code withHosts}), and every set of parallel links of one colour (when {@code withLinks}), a
   * transposition of the first two and a cycle through all (which together generate every permutation
   * of them).
   */
  List<Automorphism> twins(boolean withLinks, boolean withHosts) {
    List<Automorphism> out = new ArrayList<>();
    int groups = fabric.members.length - fabric.multiHomed.length;
    for (int r = 0; r < groups; r++) {
      for (int[] perm : generators(fabric.members[r])) {
        int[] switches = identity(index.switchCount());
        for (int i = 0; i < perm.length; i++) {
          switches[fabric.members[r][i]] = perm[i];
        }
        Automorphism a = complete(switches, identity(index.hostCount()));
        if (a != null) {
          out.add(a);
        }
      }
    }
    for (int s = 0; withHosts && s < index.switchCount(); s++) {
      int[] hs = fabric.hostsOf[s];
      for (int i = 0; i < hs.length; ) {
        int j = i;
        while (j < hs.length && fabric.colours.host[hs[j]] == fabric.colours.host[hs[i]]) {
          j++;
        }
        int[] twins = java.util.Arrays.copyOfRange(hs, i, j);
        for (int[] perm : generators(twins)) {
          out.add(Automorphism.ofHosts(index.switchCount(), index.hostCount(), keyOf.length, twins, perm));
        }
        i = j;
      }
    }
    for (Map.Entry<Key, List<Integer>> e : linksBetween.entrySet()) {
      if (withLinks && e.getKey().from() < e.getKey().to()) {
        int[] ls = e.getValue().stream().mapToInt(Integer::intValue).toArray();
        for (int[] perm : generators(ls)) {
          out.add(Automorphism.ofLinks(index.switchCount(), index.hostCount(), keyOf.length, ls, perm));
        }
      }
    }
    return out;
  }

  /** For members m0..mk-1 (k ≥ 2): the images under (m0 m1) and under (m0 m1 … mk-1); none for k < 2. */
  private static List<int[]> generators(int[] m) {
    List<int[]> out = new ArrayList<>();
    if (m.length < 2) {
      return out;
    }
    int[] swap = m.clone();
    swap[0] = m[1];
    swap[1] = m[0];
    out.add(swap);
    if (m.length > 2) {
      int[] cycle = new int[m.length];
      for (int i = 0; i < m.length; i++) {
        cycle[i] = m[(i + 1) % m.length];
      }
      out.add(cycle);
    }
    return out;
  }

  private static int[] identity(int n) {
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = i;
    }
    return out;
  }
}
