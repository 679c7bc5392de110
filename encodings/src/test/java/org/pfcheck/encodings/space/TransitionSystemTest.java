package org.pfcheck.encodings.space;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.enumeration.ScenarioOrder;
import org.pfcheck.encodings.RandomFabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * The symbolic transition system, evaluated in each scenario of the space without Z3, yields exactly
 * the analyzer's buffer-dependency graph of that scenario: the encoding's forwarding is the analyzer's.
 */
class TransitionSystemTest {
  static final int CASES = 150;

  @Test
  void replayedInEveryScenarioItIsTheAnalyzersGraph() {
    replay(RandomFabrics::generate);
  }

  /** The same on fabrics with real-switch semantics. */
  @Test
  void replayedWithRealSwitchSemanticsItIsTheAnalyzersGraph() {
    replay(RandomFabrics::generateReal);
  }

  private static void replay(java.util.function.LongFunction<Network> generator) {
    int scenarios = 0;
    for (long seed = 1; seed <= CASES; seed++) {
      Network network = generator.apply(seed);
      long s0 = seed;
      assertEquals(List.of(), org.pfcheck.analyzer.check.NetworkValidator.validate(network).stream()
          .filter(org.pfcheck.model.diagnostics.Diagnostic::isError).toList(), () -> "seed " + s0 + " is invalid");
      TransitionSystem ts = TransitionSystem.of(network);
      for (Scenario s : new ScenarioOrder(ts.space())) {
        BufferDependencyGraph g = BdgBuilder.build(network.withScenario(s).withoutSpace(), s);
        Set<Long> expected = new HashSet<>();
        for (int q = 0; q < g.queueCount(); q++) {
          for (int t : g.successors(q)) {
            expected.add(((long) q << 32) | t);
          }
        }
        Set<Long> actual = ConcreteReplay.dependencies(ts, s);
        if (!expected.equals(actual)) {
          assertEquals(names(g, expected), names(g, actual), "seed " + seed + ", scenario " + s);
        }
        scenarios++;
      }
    }
    System.out.println("replayed " + scenarios + " scenarios of " + CASES + " generated networks");
  }

  private static Set<String> names(BufferDependencyGraph g, Set<Long> deps) {
    Set<String> out = new TreeSet<>();
    deps.forEach(d -> out.add(g.queueRef((int) (d >>> 32)) + " -> " + g.queueRef((int) (long) d)));
    return out;
  }
}
