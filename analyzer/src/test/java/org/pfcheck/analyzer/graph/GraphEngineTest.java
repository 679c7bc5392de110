package org.pfcheck.analyzer.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.jgrapht.Graph;
import org.jgrapht.alg.cycle.CycleDetector;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BdgGraphs;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.DependencyEdge;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.fixtures.Edges;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.topology.Link;

class GraphEngineTest {
  private static AnalysisResult analyze(Network n) {
    return new GraphEngine().analyze(n, AnalysisOptions.DEFAULT);
  }

  static String describe(AnalysisResult r) {
    if (r.verdict() instanceof Verdict.Possible p) {
      return r.verdict().word() + "\n" + p.counterexamples().stream().map(GraphEngineTest::describe)
          .collect(Collectors.joining("\n"));
    }
    return r.verdict().word() + " " + r.stats();
  }

  static String describe(Counterexample cx) {
    return cx.cycle().stream().map(d -> "  " + d.from() + " -> " + d.to() + " [" + d.cause().word() + "] "
        + d.packet() + " " + d.decision()).collect(Collectors.joining("\n", "cycle:\n", ""));
  }

  @Test
  void aDeclaredScenarioSpaceIsNeverProvenByOneAcyclicScenario() {
    Network healthy = Fabrics.clos(4, 2, 2, Routing.Mode.UP_DOWN)
        .space(new org.pfcheck.model.scenario.ScenarioSpace(2, List.of(), 0, List.of(), Origin.NONE)).build();
    AnalysisResult r = analyze(healthy);
    Verdict.Unknown unknown = assertInstanceOf(Verdict.Unknown.class, r.verdict(), describe(r));
    assertTrue(unknown.reason().contains("scenario space"), unknown.reason());
  }

  @Test
  void aCycleInTheDeclaredScenarioIsACycleInItsSpace() {
    Network deadlocked = Fabrics.sigcomm16(Routing.Mode.UP_DOWN)
        .space(new org.pfcheck.model.scenario.ScenarioSpace(1, List.of(), 0, List.of(), Origin.NONE)).build();
    assertInstanceOf(Verdict.Possible.class, analyze(deadlocked).verdict());
  }

  @Test
  void sigcomm16FloodDeadlockIsPossibleThroughAFloodEdge() {
    for (Routing.Mode mode : Routing.Mode.values()) {
      AnalysisResult r = analyze(Fabrics.sigcomm16(mode).build());
      Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> mode + ": " + describe(r));
      assertTrue(p.counterexamples().stream().anyMatch(cx -> cx.cycle().stream()
          .map(Dependency::cause).anyMatch(Cause.FLOOD::equals)), () -> describe(r));
    }
  }

  @Test
  void sigcomm16WithDropLosslessIsFree() {
    for (Routing.Mode mode : Routing.Mode.values()) {
      AnalysisResult r = analyze(Fabrics.sigcomm16(mode).macMissPolicyEverywhere(MacMissPolicy.DROP_LOSSLESS).build());
      assertInstanceOf(Verdict.Free.class, r.verdict(), () -> mode + ": " + describe(r));
    }
  }

  @Test
  void healthyClosIsFree() {
    for (Routing.Mode mode : Routing.Mode.values()) {
      AnalysisResult r = analyze(Fabrics.clos(4, 2, 2, mode).build());
      Verdict.Free f = assertInstanceOf(Verdict.Free.class, r.verdict(), () -> describe(r));
      assertEquals(r.stats().queues(), f.certificate().size());
      assertTrue(r.stats().dependencies() > 0, () -> describe(r));
      assertEquals("all host pairs, priorities 3, 4", r.traffic());
    }
  }

  @Test
  void ringWithClockwiseTwoHopFlowsIsPossible() {
    AnalysisResult r = analyze(Fabrics.ring3().build());
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> describe(r));
    assertEquals(3, p.counterexamples().get(0).cycle().size(), () -> describe(r));
    assertEquals("3 declared flows", r.traffic());
  }

  @Test
  void explicitRoutesPointingAtEachOtherArePossible() {
    AnalysisResult r = analyze(Fabrics.routingLoop().build());
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> describe(r));
    Counterexample cx = p.counterexamples().get(0);
    assertEquals(2, cx.cycle().size(), () -> describe(r));
    assertTrue(cx.cycle().stream().allMatch(d -> d.cause() == Cause.ROUTE), () -> describe(r));
    assertEquals(1, p.cyclicComponents());
  }

  @Test
  void dualTorBounceIsPossibleAndTheRemapFixesIt() {
    AnalysisResult r = analyze(Fabrics.dualTor().build());
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> describe(r));
    assertTrue(p.counterexamples().get(0).cycle().stream().anyMatch(d -> d.cause() == Cause.BOUNCE), () -> describe(r));
    AnalysisResult fixed = analyze(Fabrics.dualTor().rewrite(new RewriteRule(3, 2, new Selector.Tier("tor"),
        Selector.ABOVE, Selector.ABOVE, Origin.NONE)).build());
    assertInstanceOf(Verdict.Free.class, fixed.verdict(), () -> describe(fixed));
  }

  @Test
  void timeoutAnswersUnknownNeverFree() {
    AnalysisResult r = new GraphEngine().analyze(Fabrics.clos(4, 2, 2, Routing.Mode.UP_DOWN).build(),
        new AnalysisOptions(10, Duration.ZERO, 1));
    assertInstanceOf(Verdict.Unknown.class, r.verdict(), () -> describe(r));
    assertEquals(3, r.verdict().exitStatus());
  }

  @Test
  void reportsEveryCyclicComponentDeterministicallyWithinTheLimit() {
    Network n = Fabrics.clos(2, 3, 1, Routing.Mode.SHORTEST_PATH).macMissing("T1", "h1_0").build();
    AnalysisResult first = analyze(n);
    AnalysisResult again = analyze(n);
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, first.verdict(), () -> describe(first));
    assertEquals(p, again.verdict(), "same input, same cycles in the same order");
    assertEquals(2, p.cyclicComponents(), () -> "one per lossless priority: " + describe(first));
    assertTrue(p.counterexamples().size() >= 6, () -> "six flood edges per priority need three cycles: " + describe(first));
    AnalysisResult one = new GraphEngine().analyze(n, new AnalysisOptions(1, Duration.ofMinutes(1), 1));
    assertEquals(1, ((Verdict.Possible) one.verdict()).counterexamples().size());
    assertEquals(List.of("index", "forwarding", "graph", "cycles", "recheck"), List.copyOf(first.stats().millis().keySet()));
    assertEquals(1, first.stats().scenarios());
    assertEquals(List.of("graph"), first.engines());
  }

  @Test
  void dependenciesCarryTheirSourceLines() {
    SourceSpan routeAt = SourceSpan.at("loop.pfc", 20, 1);
    SourceSpan linkAt = SourceSpan.at("loop.pfc", 12, 1);
    Network base = Fabrics.routingLoop().build();
    List<Route> routes = base.routes().stream()
        .map(x -> new Route(x.switchName(), x.prefix(), x.via(), Origin.of(routeAt))).toList();
    List<Link> links = base.links().stream().map(l -> new Link(l.a(), l.b(), Origin.of(linkAt))).toList();
    Network n = new Network(base.name(), base.tiers(), base.switches(), base.hosts(), links, base.vlans(), base.qos(),
        base.rewrites(), routes, base.routing(), base.timers(), base.traffic(), base.scenario(), base.space());
    Dependency d = ((Verdict.Possible) analyze(n).verdict()).counterexamples().get(0).cycle().get(0);
    assertEquals(Optional.of(routeAt), d.rule());
    assertEquals(Optional.of(linkAt), d.link());
    assertEquals(Optional.empty(), d.rewrite());
    assertEquals("hx", d.packet().dst());
    assertTrue(d.decision().startsWith("route 10.9.0.0/24 via port"), d.decision());
  }

  @Test
  void jgraphtViewHasTheSameValueEdges() {
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build();
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    Graph<QueueRef, DependencyEdge> view = BdgGraphs.toJGraphT(g);
    assertEquals(g.queueCount(), view.vertexSet().size());
    assertEquals(g.dependencyCount(), view.edgeSet().size());
    Set<DependencyEdge> expected = new HashSet<>();
    new ReferenceForwarding(n).dependencies().forEach(e -> expected.add(new DependencyEdge(e.from(), e.to())));
    assertEquals(expected, view.edgeSet());
    assertTrue(new CycleDetector<>(view).detectCycles());
  }

  @Test
  void fatTreesAreFreeAndMatchTheReference() {
    Network k4 = Fabrics.fatTree(4);
    assertEquals(BdgBuilder.build(k4, k4.scenario()).dependencyCount(), Edges.of(k4).size(), "Edges.of compares with the reference");
    AnalysisResult k8 = analyze(Fabrics.fatTree(8));
    assertInstanceOf(Verdict.Free.class, k8.verdict(), () -> describe(k8));
    assertEquals(80 * 8 * 2, k8.stats().queues(), "every port of every switch, priorities 3 and 4");
    assertEquals(32L, k8.stats().extra().get("destination-groups"), "one group per edge switch");
  }
}
