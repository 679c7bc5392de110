package org.pfcheck.analyzer.cycles;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.GabowStrongConnectivityInspector;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.bdg.CsrDigraph;

class CycleSearchTest {
  private static CsrDigraph graph(int n, int... edges) {
    int[] from = new int[edges.length / 2];
    int[] to = new int[edges.length / 2];
    for (int k = 0; k < from.length; k++) {
      from[k] = edges[2 * k];
      to[k] = edges[2 * k + 1];
    }
    return CsrDigraph.of(n, from, to);
  }

  private static String show(List<int[]> cycles) {
    return cycles.stream().map(Arrays::toString).collect(Collectors.joining(" "));
  }

  @Test
  void severalComponentsAndSelfLoops() {
    CsrDigraph g = graph(8, 0, 1, 1, 2, 2, 0, 2, 3, 3, 4, 4, 3, 5, 5, 6, 7);
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    assertEquals(5, sccs.count());
    assertEquals(3, sccs.cyclicCount(g), "{0,1,2}, {3,4}, and the self-loop {5}");
    List<int[]> cycles = CycleCover.cycles(g, sccs, 10);
    assertEquals(3, cycles.size(), () -> show(cycles));
    assertArrayEquals(new int[] {0, 1, 2}, cycles.get(0));
    assertArrayEquals(new int[] {3, 4}, cycles.get(1));
    assertArrayEquals(new int[] {5}, cycles.get(2));
  }

  @Test
  void aStopKeepsTheCyclesFoundAndAlwaysTheFirst() {
    CsrDigraph g = graph(8, 0, 1, 1, 2, 2, 0, 2, 3, 3, 4, 4, 3, 5, 5, 6, 7);
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    List<int[]> first = CycleCover.cycles(g, sccs, 10, () -> true);
    assertEquals(1, first.size(), "a timeout before the listing still gives the first cycle");
    assertArrayEquals(new int[] {0, 1, 2}, first.get(0));
    int[] asked = {0};
    List<int[]> two = CycleCover.cycles(g, sccs, 10, () -> ++asked[0] > 1);
    assertEquals(2, two.size(), () -> show(two));
  }

  @Test
  void tarjanOrderPutsSuccessorsFirst() {
    CsrDigraph g = graph(4, 0, 1, 1, 2, 2, 3);
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    assertArrayEquals(new int[] {3, 2, 1, 0}, sccs.order());
  }

  @Test
  void firstCycleIsAShortestOneAndTheRestCoverEveryEdge() {
    CsrDigraph g = graph(5, 0, 1, 1, 2, 2, 3, 3, 0, 2, 4, 4, 2, 3, 1);
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    List<int[]> cycles = CycleCover.cycles(g, sccs, 10);
    assertEquals(2, cycles.get(0).length, () -> show(cycles));
    Set<Long> covered = new HashSet<>();
    for (int[] c : cycles) {
      for (int k = 0; k < c.length; k++) {
        assertTrue(g.edgeIndex(c[k], c[(k + 1) % c.length]) >= 0, () -> "not a cycle: " + show(cycles));
        covered.add((long) c[k] << 32 | c[(k + 1) % c.length]);
      }
    }
    assertEquals(g.edgeCount(), covered.size(), () -> show(cycles));
    assertEquals(show(cycles), show(CycleCover.cycles(g, StronglyConnectedComponents.of(g), 10)), "deterministic");
    assertEquals(1, CycleCover.cycles(g, sccs, 1).size());
  }

  @Test
  void deepChainDoesNotOverflowTheStack() {
    int n = 1_000_000;
    int[] from = new int[n];
    int[] to = new int[n];
    for (int k = 0; k < n; k++) {
      from[k] = k;
      to[k] = (k + 1) % n;
    }
    CsrDigraph g = CsrDigraph.of(n, from, to);
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
    assertEquals(1, sccs.count());
    assertEquals(n, CycleCover.cycles(g, sccs, 1).get(0).length);
  }

  @Test
  void agreesWithJGraphTOnRandomGraphs() {
    Random rnd = new Random(42);
    for (int round = 0; round < 300; round++) {
      int n = 1 + rnd.nextInt(30);
      int m = rnd.nextInt(3 * n);
      int[] from = new int[m];
      int[] to = new int[m];
      Graph<Integer, DefaultEdge> ref = new DefaultDirectedGraph<>(DefaultEdge.class);
      for (int v = 0; v < n; v++) {
        ref.addVertex(v);
      }
      for (int k = 0; k < m; k++) {
        from[k] = rnd.nextInt(n);
        to[k] = rnd.nextInt(n);
        ref.addEdge(from[k], to[k]);
      }
      int[] uniqueFrom = ref.edgeSet().stream().mapToInt(ref::getEdgeSource).toArray();
      int[] uniqueTo = ref.edgeSet().stream().mapToInt(ref::getEdgeTarget).toArray();
      CsrDigraph g = CsrDigraph.of(n, uniqueFrom, uniqueTo);
      StronglyConnectedComponents sccs = StronglyConnectedComponents.of(g);
      Set<Set<Integer>> expected = new HashSet<>(new GabowStrongConnectivityInspector<>(ref).stronglyConnectedSets());
      Set<Set<Integer>> actual = new HashSet<>();
      for (int c = 0; c < sccs.count(); c++) {
        Set<Integer> members = new HashSet<>();
        for (int v = 0; v < n; v++) {
          if (sccs.component()[v] == c) {
            members.add(v);
          }
        }
        actual.add(members);
      }
      int r = round;
      assertEquals(expected, actual, () -> "round " + r + ": " + ref);
      boolean cyclic = new CycleDetector<>(ref).detectCycles();
      assertEquals(cyclic, sccs.cyclicCount(g) > 0, () -> "round " + r + ": " + ref);
      for (int v = 0; v < n; v++) {
        for (int e = g.offsets()[v]; e < g.offsets()[v + 1]; e++) {
          assertTrue(sccs.component()[v] >= sccs.component()[g.targets()[e]], "edges go to earlier components");
        }
      }
      List<int[]> cycles = CycleCover.cycles(g, sccs, 5);
      assertEquals(cyclic, !cycles.isEmpty());
      Set<Integer> onCycles = new CycleDetector<>(ref).findCycles();
      for (int[] c : cycles) {
        for (int k = 0; k < c.length; k++) {
          assertTrue(ref.containsEdge(c[k], c[(k + 1) % c.length]), () -> "round " + r + ": bad cycle " + show(cycles));
          assertTrue(onCycles.contains(c[k]), "JGraphT finds the node on a cycle too");
        }
      }
    }
  }
}
