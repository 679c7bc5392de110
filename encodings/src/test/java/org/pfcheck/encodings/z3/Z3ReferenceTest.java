package org.pfcheck.encodings.z3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.CounterexampleChecker;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.check.ReferenceSpace;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.RandomFabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * Z3's answer for a whole scenario space against the reference semantics, scenario by scenario. Z3's
 * symbolic forwarding reuses the fast path's tables (flood ports, drop flags, rewrites, up-down
 * routing, lossless masks), and so does the enumeration engine it is also compared with; this test
 * shares none of them: every scenario of the space, listed by {@link ReferenceSpace}, gets the
 * reference's own dependencies, and Z3 must answer deadlock-possible exactly when one of them is
 * cyclic, with a counterexample the reference re-checks, in a scenario of the space.
 */
class Z3ReferenceTest {
  static final int CASES = 80;
  /** Spaces up to this many scenarios are checked whole; larger ones are skipped (and counted). */
  static final int SCENARIOS = 400;

  @Test
  void z3AnswersWhatTheReferenceFindsInEveryScenario() {
    Z3Engine z3 = new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT);
    Map<String, Integer> tally = new TreeMap<>();
    for (long s = 1; s <= CASES; s++) {
      long seed = s;
      Network network = RandomFabrics.generate(seed);
      List<Scenario> all = ReferenceSpace.scenarios(network, SCENARIOS);
      if (all.size() > SCENARIOS) {
        tally.merge("skipped (space too large)", 1, Integer::sum);
        continue;
      }
      Scenario cyclic = null;
      for (Scenario scenario : all) {
        if (ReferenceSpace.cyclic(new ReferenceForwarding(network.withScenario(scenario)).dependencies())) {
          cyclic = scenario;
          break;
        }
      }
      AnalysisResult answer = z3.analyze(network, AnalysisOptions.DEFAULT);
      String expected = cyclic == null ? "deadlock-free" : "deadlock-possible";
      Scenario witness = cyclic;
      assertEquals(expected, answer.verdict().word(), () -> "seed " + seed + ": the reference finds "
          + (witness == null ? "every one of the " + all.size() + " scenarios acyclic" : "a cycle in " + witness)
          + "\nz3: " + answer.verdict());
      tally.merge(expected, 1, Integer::sum);
      if (answer.verdict() instanceof Verdict.Possible p) {
        Counterexample cx = p.counterexamples().get(0);
        CounterexampleChecker.check(network, cx);
        assertTrue(all.stream().anyMatch(other -> same(other, cx.scenario())),
            () -> "seed " + seed + ": Z3's scenario is not one of the space: " + cx.scenario());
      }
    }
    System.out.println("z3 against the reference: " + tally + " of " + CASES + " cases");
    assertTrue(tally.getOrDefault("deadlock-possible", 0) > CASES / 10, "too few cyclic spaces: " + tally);
    assertTrue(tally.getOrDefault("deadlock-free", 0) > CASES / 10, "too few acyclic spaces: " + tally);
  }

  /** Whether two scenarios fail the same links and hosts, in whatever order they list them. */
  private static boolean same(Scenario a, Scenario b) {
    Set<Object> x = new HashSet<>();
    Set<Object> y = new HashSet<>();
    a.linksDown().forEach(d -> x.add(d.key()));
    b.linksDown().forEach(d -> y.add(d.key()));
    a.deadHosts().forEach(d -> x.add(d.host()));
    b.deadHosts().forEach(d -> y.add(d.host()));
    return x.equals(y) && new HashSet<>(a.macMissing()).equals(new HashSet<>(b.macMissing()));
  }
}
