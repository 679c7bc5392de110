package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.check.ReferenceForwarding.Edge;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.z3.Z3Engine;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;
import org.pfcheck.properties.gen.Spaces;

/**
 * Property 6: the engines are each other's oracle, compared on what they compute, not only on the verdict
 * word. The graph engine's dependency set is the reference semantics' (every packet that can be sent,
 * lossy ones included), and its verdict is that set's acyclicity (JGraphT's cycle detector); on small
 * scenario spaces, the Z3 engine and explicit enumeration give the same verdict, Z3's deadlocking
 * scenario lies in the space, is one of the smallest, and every dependency of its cycle is one the
 * reference semantics derives in that scenario; Z3's rank check of one scenario sees the graph
 * engine's queues and dependencies.
 */
class EngineAgreementProperties {
  @Provide
  Arbitrary<Fabric> fabrics() {
    return Fabrics.mixed();
  }

  @Provide
  Arbitrary<Spaces> spaces() {
    return Spaces.any();
  }

  @Property
  void graphEngineAgreesWithReferenceSemantics(@ForAll("fabrics") Fabric f) {
    Set<Edge> fast = Analysis.edges(Analysis.graph(f.network()));
    Set<Edge> reference = new ReferenceForwarding(f.network()).dependencies();
    assertEquals(reference, fast, () -> Analysis.difference("the graph engine", fast, "the reference", reference)
        + "\nin" + f);
    AnalysisResult r = Analysis.graphEngine(f.network());
    assertEquals(Analysis.cyclic(reference) ? "deadlock-possible" : "deadlock-free", r.verdict().word(),
        () -> Analysis.explain(r) + "\nin" + f);
    assertEquals((long) reference.size(), r.stats().dependencies(), () -> Analysis.explain(r) + "\nin" + f);
  }

  @Property
  void z3AgreesWithEnumeration(@ForAll("fabrics") Fabric f, @ForAll("spaces") Spaces s) {
    Network n = s.on(f);
    AnalysisResult expected = new EnumerationEngine().analyze(n, Analysis.OPTIONS);
    AnalysisResult actual = new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT).analyze(n, Analysis.OPTIONS);
    String dsl = "\n" + DslPrinter.print(n);
    Statistics.label("verdict").collect(expected.verdict().word());
    assertEquals(expected.verdict().word(), actual.verdict().word(), () -> "enumeration: "
        + Analysis.explain(expected) + "\nz3: " + Analysis.explain(actual) + "\nin" + dsl);
    if (actual.verdict() instanceof Verdict.Possible p) {
      Scenario found = p.counterexamples().get(0).scenario();
      Scenario smallest = ((Verdict.Possible) expected.verdict()).counterexamples().get(0).scenario();
      assertEquals(size(smallest), size(found), () -> "z3's scenario " + found + " is not a smallest one (" + smallest
          + ") in" + dsl);
      assertTrue(found.linksDown().containsAll(n.scenario().linksDown())
          && found.deadHosts().containsAll(n.scenario().deadHosts()), () -> found + " is outside the space of" + dsl);
      AnalysisResult replay = Analysis.graphEngine(n.withScenario(found).withoutSpace());
      assertInstanceOf(Verdict.Possible.class, replay.verdict(), () -> found + " does not deadlock in" + dsl);
      Set<Edge> reference = new ReferenceForwarding(n.withScenario(found).withoutSpace()).dependencies();
      for (Counterexample cx : p.counterexamples()) {
        assertEquals(found, cx.scenario());
        for (Dependency d : cx.cycle()) {
          assertTrue(reference.contains(new Edge(d.from(), d.to())), () -> "z3's cycle has " + d.from() + " -> "
              + d.to() + ", which the reference semantics does not derive in " + found + " of" + dsl);
        }
      }
    }
  }

  @Property
  void z3RankCheckAgreesWithGraphEngine(@ForAll("fabrics") Fabric f) {
    AnalysisResult graph = Analysis.graphEngine(f.network());
    AnalysisResult z3 = new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT).analyze(f.network(), Analysis.OPTIONS);
    assertEquals(graph.verdict().word(), z3.verdict().word(), () -> "graph: " + Analysis.explain(graph) + "\nz3: "
        + Analysis.explain(z3) + "\nin" + f);
    assertEquals(List.of(graph.stats().queues(), graph.stats().dependencies()),
        List.of(z3.stats().queues(), z3.stats().dependencies()), () -> "the graph Z3 ranked is not the graph engine's"
        + "\nin" + f);
  }

  private static int size(Scenario s) {
    return s.linksDown().size() + s.deadHosts().size();
  }
}
