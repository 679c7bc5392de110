package org.pfcheck.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graphs;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.check.ReferenceForwarding.Edge;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.Changes;

/**
 * A frame bridged to a host whose port shares a port-channel with the port the frame came in on (leaf0's
 * Po1 bundles uplink spine2 with host h0_0): the host's, so delivered, never bridged out of the rest of the
 * domain. The reference once bridged it everywhere and found a cycle in a choice the repair search's engine
 * proved free (RepairProperties, seed -1382689387773052686); the engines and the reference must agree
 * dependency for dependency.
 */
class LagBridgingAgreementTest {
  private static Network fabric() throws IOException {
    try (InputStream in = LagBridgingAgreementTest.class.getResourceAsStream("lag-host-and-uplink.pfc")) {
      return PfcReader.read("lag-host-and-uplink.pfc", new String(in.readAllBytes(), StandardCharsets.UTF_8))
          .network().orElseThrow();
    }
  }

  private static Selector at(String name) {
    return switch (name) {
      case "above" -> Selector.ABOVE;
      case "host" -> Selector.HOSTS;
      case "any" -> Selector.ANY;
      default -> new Selector.Names(List.of(name));
    };
  }

  private static Change rewrite(String sw, int from, int to, String in, String out) {
    return new Change.Rewrite(sw, from, to, at(in), at(out));
  }

  /** The flood-port removals that leave leaf0's uplinks in no VLAN, and a rewrite: the fewest that showed it. */
  private static List<Change> shrunk() {
    return List.of(new Change.FloodPortRemoval("leaf0", "spine0"), new Change.FloodPortRemoval("leaf0", "spine0#2"),
        new Change.FloodPortRemoval("leaf0", "spine2#2"), rewrite("leaf1", 2, 4, "above", "above"));
  }

  /** The search's best known choice in that run (cost 63). */
  private static List<Change> bestKnown() {
    List<Change> all = new ArrayList<>();
    List.of("leaf0", "leaf1", "spine0", "spine1", "spine2").forEach(s -> all.add(new Change.DropLossless(s)));
    List.of("spine0", "spine0#2", "spine2#2").forEach(p -> all.add(new Change.FloodPortRemoval("leaf0", p)));
    for (String[] r : List.of(new String[] {"leaf1", "above", "above"}, new String[] {"leaf1", "host", "spine0"},
        new String[] {"leaf1", "host", "spine1"}, new String[] {"leaf1", "host", "spine2"},
        new String[] {"leaf1", "spine1", "spine1"}, new String[] {"leaf1", "spine2", "spine2"},
        new String[] {"spine1", "leaf1", "leaf1"}, new String[] {"spine2", "leaf1", "leaf1"})) {
      all.add(rewrite(r[0], 2, 4, r[1], r[2]));
    }
    for (String[] r : List.of(new String[] {"leaf1", "host", "any"}, new String[] {"leaf1", "host", "spine1"},
        new String[] {"leaf1", "host", "spine2"}, new String[] {"spine0", "leaf1", "leaf1"},
        new String[] {"spine1", "leaf1", "leaf1"}, new String[] {"spine2", "leaf1", "leaf1"})) {
      all.add(rewrite(r[0], 4, 2, r[1], r[2]));
    }
    List.of("spine1", "spine1#2", "spine2", "spine2#2").forEach(p -> all.add(new Change.MakeLossy("leaf1", p, 4)));
    return all;
  }

  private static Set<Edge> engineEdges(Network n) {
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    Set<Edge> out = new HashSet<>();
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        out.add(new Edge(g.queueRef(q), g.queueRef(t)));
      }
    }
    return out;
  }

  /** Equal dependency sets, told apart by what only one of them holds. */
  private static void assertAgree(Set<Edge> reference, Set<Edge> engine) {
    Set<Edge> onlyReference = new HashSet<>(reference);
    onlyReference.removeAll(engine);
    Set<Edge> onlyEngine = new HashSet<>(engine);
    onlyEngine.removeAll(reference);
    assertEquals(Set.of(), onlyReference, "only in the reference");
    assertEquals(Set.of(), onlyEngine, "only in the fast builder");
  }

  @Test
  void theEnginesAndTheReferenceAgreeOnTheShrunkChoice() throws IOException {
    Network n = Changes.apply(fabric(), shrunk());
    Set<Edge> reference = new ReferenceForwarding(n).dependencies();
    assertAgree(reference, engineEdges(n));
    assertEquals(new GraphEngine().analyze(n, Repairs.OPTIONS).verdict().word(),
        new EnumerationEngine().analyze(n, Repairs.OPTIONS).verdict().word());
  }

  @Test
  void theBestKnownChoiceIsFreeByEveryChecker() throws IOException {
    Network n = Changes.apply(fabric(), bestKnown());
    Set<Edge> reference = new ReferenceForwarding(n).dependencies();
    assertAgree(reference, engineEdges(n));
    assertInstanceOf(Verdict.Free.class, new GraphEngine().analyze(n, Repairs.OPTIONS).verdict());
    assertInstanceOf(Verdict.Free.class, new EnumerationEngine().analyze(n, Repairs.OPTIONS).verdict());
    assertFalse(cyclic(reference), "the reference finds a cycle");
  }

  /** Whether {@code edges} close a cycle, by JGraphT (independent of the analyzer's search). */
  private static boolean cyclic(Set<Edge> edges) {
    DefaultDirectedGraph<QueueRef, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
    edges.forEach(e -> Graphs.addEdgeWithVertices(g, e.from(), e.to()));
    return new CycleDetector<>(g).detectCycles();
  }
}
