package org.pfcheck.encodings.z3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.RandomFabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * Differential test of the symbolic space query against explicit enumeration: on generated small
 * fabrics and spaces, the verdicts agree, every Z3 counterexample reproduces concretely, and its
 * scenario is one of the smallest deadlocking ones.
 */
class Z3DifferentialTest {
  static final int CASES = 600;

  @Test
  void z3AgreesWithEnumeration() {
    agree(RandomFabrics::generate, CASES, Z3Settings.DEFAULT);
  }

  /**
   * The same on fabrics with real-switch semantics (DSCP mode, scoped rewrites, PFC on one end, layer 2),
   * Z3 encoding circling flood copies too (these fabrics are small enough).
   */
  @Test
  void z3AgreesWithEnumerationWithRealSwitchSemantics() {
    agree(RandomFabrics::generateReal, CASES / 2, Z3Settings.DEFAULT.withFloodRanks(64));
  }

  private static void agree(java.util.function.LongFunction<Network> generator, int cases, Z3Settings settings) {
    Z3Engine z3 = new Z3Engine(new GraphEngine(), settings);
    EnumerationEngine enumeration = new EnumerationEngine();
    Map<String, Integer> tally = new TreeMap<>();
    long z3Millis = 0;
    long enumMillis = 0;
    for (long s = 1; s <= cases; s++) {
      long seed = s;
      Network network = generator.apply(seed);
      long t0 = System.nanoTime();
      AnalysisResult expected = enumeration.analyze(network, AnalysisOptions.DEFAULT);
      long t1 = System.nanoTime();
      AnalysisResult actual = z3.analyze(network, AnalysisOptions.DEFAULT);
      long t2 = System.nanoTime();
      enumMillis += (t1 - t0) / 1_000_000;
      z3Millis += (t2 - t1) / 1_000_000;
      assertEquals(expected.verdict().word(), actual.verdict().word(), () -> "seed " + seed + ": enumeration "
          + expected.verdict() + "\nz3 " + actual.verdict());
      tally.merge(actual.verdict().word(), 1, Integer::sum);
      if (actual.verdict() instanceof Verdict.Possible p) {
        Counterexample cx = p.counterexamples().get(0);
        Scenario expectedScenario = ((Verdict.Possible) expected.verdict()).counterexamples().get(0).scenario();
        assertEquals(size(expectedScenario), size(cx.scenario()), "seed " + seed + ": not a smallest scenario");
        if (size(cx.scenario()) > size(network.scenario())) {
          tally.merge("possible only after added failures", 1, Integer::sum);
        }
        AnalysisResult replay = new GraphEngine().analyze(network.withScenario(cx.scenario()).withoutSpace(),
            AnalysisOptions.DEFAULT);
        assertInstanceOf(Verdict.Possible.class, replay.verdict(), "seed " + seed);
        assertTrue(inSpace(network, cx.scenario()), "seed " + seed + ": " + cx.scenario());
      }
    }
    System.out.println("differential: " + tally + " in " + cases + " cases; z3 " + z3Millis + " ms, enumeration "
        + enumMillis + " ms");
  }

  private static int size(Scenario s) {
    return s.linksDown().size() + s.deadHosts().size();
  }

  private static boolean inSpace(Network network, Scenario s) {
    SpaceCandidates space = SpaceCandidates.of(network);
    int extraLinks = s.linksDown().size() - network.scenario().linksDown().size();
    int extraHosts = s.deadHosts().size() - network.scenario().deadHosts().size();
    return s.linksDown().containsAll(network.scenario().linksDown()) && extraLinks <= space.maxLinks()
        && s.deadHosts().containsAll(network.scenario().deadHosts()) && extraHosts <= space.maxHosts();
  }
}
