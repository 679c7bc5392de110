package org.pfcheck.analyzer.symmetry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * The fabric as the symmetry search sees it: a coloured graph of switches (single-homed hosts folded
 * into their switch's colour) and multi-homed hosts, in which twin switches — same colour, same
 * neighbours over same-coloured links, like the ToRs of a fat-tree pod or the cores of one group — are
 * folded into one vertex. Folding keeps the search short (a path of individualisations is as deep as the
 * reduced graph has distinguishable parts); the permutations of twins are generators of their own
 * ({@link FabricPermutations}). Immutable after construction.
 */
final class ReducedFabric {
  final FabricIndex index;
  final FabricColours colours;
  /** Per switch: its single-homed hosts, by colour then position. */
  final int[][] hostsOf;
  /** Multi-homed hosts, each a vertex after the switches. */
  final int[] multiHomed;
  /** Per reduced vertex: the switches folded into it, ascending (empty for a multi-homed host's vertex). */
  final int[][] members;
  /** Per switch: its reduced vertex. */
  final int[] reducedOf;
  private final ColouredGraph reduced;

  ReducedFabric(FabricIndex index) {
    this.index = index;
    this.colours = new FabricColours(index);
    int n = index.switchCount();
    hostsOf = new int[n][];
    List<List<Integer>> single = new ArrayList<>();
    List<Integer> multi = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      single.add(new ArrayList<>());
    }
    for (int h = 0; h < index.hostCount(); h++) {
      int p = index.hostActivePort[h];
      if (p < 0) {
        continue;
      }
      if (colours.attachments[h] == 1) {
        single.get(index.portSwitch[p]).add(h);
      } else {
        multi.add(h);
      }
    }
    long[] colour = new long[n + multi.size()];
    for (int s = 0; s < n; s++) {
      List<Integer> hs = single.get(s);
      hs.sort((a, b) -> a.equals(b) ? 0 : Long.compare(colours.host[a], colours.host[b]) != 0
          ? Long.compare(colours.host[a], colours.host[b]) : Integer.compare(a, b));
      hostsOf[s] = hs.stream().mapToInt(Integer::intValue).toArray();
      long sum = 0;
      for (int h : hostsOf[s]) {
        sum += Mix.of(colours.host[h]);
      }
      colour[s] = Mix.of(colours.switchOwn[s], sum, hostsOf[s].length);
    }
    multiHomed = multi.stream().mapToInt(Integer::intValue).toArray();
    for (int k = 0; k < multiHomed.length; k++) {
      colour[n + k] = Mix.of(colours.host[multiHomed[k]], 17, 0);
    }
    List<long[]> adjacency = adjacency(colour.length);
    reducedOf = new int[n];
    members = fold(colour, adjacency);
    reduced = reduce(colour, adjacency);
  }

  /** The reduced coloured graph the search runs on. */
  ColouredGraph graph() {
    return reduced;
  }

  /** Per vertex (switches, then multi-homed hosts): its out-edges as (target, colour) pairs, flattened. */
  private List<long[]> adjacency(int vertices) {
    int n = index.switchCount();
    List<List<long[]>> out = new ArrayList<>();
    for (int v = 0; v < vertices; v++) {
      out.add(new ArrayList<>());
    }
    for (int p = 0; p < index.portCount(); p++) {
      if (index.portLink[p] >= 0 && index.farSwitch[p] >= 0) {
        out.get(index.portSwitch[p]).add(new long[] {index.farSwitch[p], colours.linkFrom(p)});
      }
    }
    Map<Integer, Integer> vertexOfHost = new HashMap<>();
    for (int k = 0; k < multiHomed.length; k++) {
      vertexOfHost.put(multiHomed[k], n + k);
    }
    for (int p = 0; p < index.portCount(); p++) {
      Integer hv = index.portHost[p] < 0 ? null : vertexOfHost.get(index.portHost[p]);
      if (hv != null) {
        boolean active = index.hostActivePort[index.portHost[p]] == p;
        long c = Mix.of(colours.port[p], active ? 1 : 2, 13);
        out.get(index.portSwitch[p]).add(new long[] {hv, c});
        out.get(hv).add(new long[] {index.portSwitch[p], c});
      }
    }
    List<long[]> flat = new ArrayList<>();
    for (List<long[]> edges : out) {
      long[] f = new long[2 * edges.size()];
      for (int e = 0; e < edges.size(); e++) {
        f[2 * e] = edges.get(e)[0];
        f[2 * e + 1] = edges.get(e)[1];
      }
      flat.add(f);
    }
    return flat;
  }

  /** Groups twin switches (same colour, same multiset of (neighbour, link colour)); fills {@link #reducedOf}. */
  private int[][] fold(long[] colour, List<long[]> adjacency) {
    int n = index.switchCount();
    Map<String, List<Integer>> groups = new LinkedHashMap<>();
    for (int s = 0; s < n; s++) {
      long[] a = adjacency.get(s);
      long[] pairs = new long[a.length / 2];
      for (int e = 0; e < pairs.length; e++) {
        pairs[e] = Mix.of(a[2 * e], a[2 * e + 1], 0);
      }
      Arrays.sort(pairs);
      groups.computeIfAbsent(colour[s] + ":" + Arrays.toString(pairs), k -> new ArrayList<>()).add(s);
    }
    List<int[]> out = new ArrayList<>();
    for (List<Integer> g : groups.values()) {
      for (int s : g) {
        reducedOf[s] = out.size();
      }
      out.add(g.stream().mapToInt(Integer::intValue).toArray());
    }
    for (int k = 0; k < multiHomed.length; k++) {
      out.add(new int[0]);
    }
    return out.toArray(int[][]::new);
  }

  /** The graph of the fold groups: colour and edge colours sum their members' (twins have equal ones). */
  private ColouredGraph reduce(long[] colour, List<long[]> adjacency) {
    int n = index.switchCount();
    int groups = members.length - multiHomed.length;
    int vertices = members.length;
    long[] c = new long[vertices];
    int[] start = new int[vertices + 1];
    List<long[]> edges = new ArrayList<>();
    for (int r = 0; r < vertices; r++) {
      int original = r < groups ? members[r][0] : n + (r - groups);
      int size = r < groups ? members[r].length : 1;
      c[r] = Mix.of(colour[original], size, 19);
      long[] a = adjacency.get(original);
      Map<Integer, long[]> towards = new LinkedHashMap<>();
      for (int e = 0; e < a.length / 2; e++) {
        int t = (int) a[2 * e];
        int target = t < n ? reducedOf[t] : groups + (t - n);
        long[] acc = towards.computeIfAbsent(target, k -> new long[2]);
        acc[0] += Mix.of(a[2 * e + 1]);
        acc[1]++;
      }
      start[r] = edges.size();
      towards.forEach((target, acc) -> edges.add(new long[] {target, Mix.of(acc[0], acc[1], size)}));
    }
    start[vertices] = edges.size();
    int[] target = new int[edges.size()];
    long[] ec = new long[edges.size()];
    for (int e = 0; e < target.length; e++) {
      target[e] = (int) edges.get(e)[0];
      ec[e] = edges.get(e)[1];
    }
    return new ColouredGraph(c, start, target, ec);
  }
}
