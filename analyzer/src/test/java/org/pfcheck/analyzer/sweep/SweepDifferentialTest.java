package org.pfcheck.analyzer.sweep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.analyzer.fixtures.RandomFabrics;
import org.pfcheck.analyzer.fixtures.TemplateFabrics;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.scenario.ScenarioSpace;

/**
 * The sweep against the simplest oracle: every scenario of the space built in full by the graph
 * engine. Per scenario, the sweep's verdict (through its class and the incremental decision of the
 * class's representative) must be the full build's — on random fabrics with every feature of the model,
 * with and without symmetry, and on template fabrics whose symmetries fold thousands of scenarios.
 */
class SweepDifferentialTest {
  static final int NETWORKS = 80;
  static final AnalysisOptions OPTIONS = new AnalysisOptions(1, Duration.ofMinutes(5), 1_000_000);

  static Network withSpace(Network n, int links, int hosts) {
    return new Network(n.name(), n.tiers(), n.switches(), n.hosts(), n.links(), n.vlans(), n.qos(), n.rewrites(),
        n.routes(), n.routing(), n.timers(), n.traffic(), n.scenario(),
        Optional.of(new ScenarioSpace(links, List.of(), hosts, List.of(), Origin.NONE)), n.routed(), n.lags(),
        n.hazards());
  }

  /** Per scenario of {@code n}'s space: whether its graph, built in full, has a cycle. */
  static boolean[] bruteForce(Network n) {
    ScenarioIndex index = ScenarioIndex.of(SpaceCandidates.of(n), Long.MAX_VALUE).orElseThrow();
    boolean[] out = new boolean[(int) index.size()];
    for (int i = 0; i < out.length; i++) {
      Network one = n.withScenario(index.scenario(index.pick(i))).withoutSpace();
      out[i] = new GraphEngine().analyze(one, OPTIONS).verdict() instanceof Verdict.Possible;
    }
    return out;
  }

  static SweepEngine.Swept sweep(Network n, boolean symmetry) throws SweepEngine.Unswept {
    SweepSettings settings = new SweepSettings(1, Optional.empty(), 2, symmetry, false, SweepProgress.NONE);
    return new SweepEngine(settings).sweep(n, OPTIONS, Deadline.none(), new HashMap<>());
  }

  @Test
  void everyScenarioAsBuiltInFullOnRandomFabrics() throws Exception {
    Map<String, Long> methods = new HashMap<>();
    int cyclic = 0;
    int mixed = 0;
    int scenarios = 0;
    for (long seed = 0; seed < NETWORKS; seed++) {
      Random rnd = new Random(seed);
      Network n = withSpace(RandomFabrics.generate(seed), 1 + rnd.nextInt(2), rnd.nextInt(2));
      if (SpaceCandidates.of(n).size().longValue() > 400) {
        n = withSpace(RandomFabrics.generate(seed), 1, rnd.nextInt(2));
      }
      boolean[] expected = bruteForce(n);
      for (boolean symmetry : new boolean[] {false, true}) {
        SweepEngine.Swept swept = sweep(n, symmetry);
        long s = seed;
        assertArrayEquals(expected, swept.cyclic(), () -> "seed " + s + (symmetry ? " with" : " without")
            + " symmetry: " + describe(expected, swept.cyclic()));
        for (ScenarioOutcome d : swept.decisions()) {
          methods.merge(d.method().key(), 1L, Long::sum);
        }
      }
      scenarios += expected.length;
      int failing = count(expected);
      cyclic += failing > 0 ? 1 : 0;
      mixed += failing > 0 && failing < expected.length ? 1 : 0;
    }
    assertTrue(cyclic > 20 && mixed > 10, "generator lacks variety: " + cyclic + " with a failing scenario, " + mixed
        + " with failing and free ones");
    for (Method m : List.of(Method.RANKS, Method.UNION, Method.SURVIVING_CYCLE, Method.NEW_CYCLE)) {
      assertTrue(methods.getOrDefault(m.key(), 0L) > 0, "no scenario decided by " + m.key() + ": " + methods
          + " over " + scenarios + " scenarios");
    }
  }

  /**
   * Real-switch semantics (scoped rewrites, PFC on one end of a link, bridged flood copies, DSCP classes
   * set by flows): the fabrics the sweep takes (the others it answers unknown, tested apart).
   */
  @Test
  void everyScenarioAsBuiltInFullOnRealSwitchFabrics() throws Exception {
    int swept = 0;
    int cyclic = 0;
    for (long seed = 0; seed < 6 * NETWORKS; seed++) { // most real-switch fabrics have DSCP classes or port-channels
      Random rnd = new Random(seed);
      Network n = withSpace(RandomFabrics.generateReal(seed), 1, rnd.nextInt(2));
      if (SweepEngine.unsupported(n).isPresent() || SpaceCandidates.of(n).size().longValue() > 400) {
        continue;
      }
      boolean[] expected = bruteForce(n);
      for (boolean symmetry : new boolean[] {false, true}) {
        SweepEngine.Swept result = sweep(n, symmetry);
        long s = seed;
        assertArrayEquals(expected, result.cyclic(), () -> "seed " + s + (symmetry ? " with" : " without")
            + " symmetry: " + describe(expected, result.cyclic()));
      }
      swept++;
      cyclic += count(expected) > 0 ? 1 : 0;
    }
    assertTrue(swept > 25 && cyclic > 3, "generator lacks variety: " + swept + " swept, " + cyclic + " cyclic");
  }

  @Test
  void symmetryFoldsFatTreesWithoutChangingAVerdict() throws Exception {
    for (Routing.Mode mode : Routing.Mode.values()) {
      for (int dead : new int[] {0, 1}) {
        Network n = withSpace(TemplateFabrics.of("fat-tree", mode, dead, 0, "k", 4), 2 - dead, dead);
        boolean[] expected = bruteForce(n);
        SweepEngine.Swept swept = sweep(n, true);
        assertArrayEquals(expected, swept.cyclic(), () -> mode + " dead " + dead + ": "
            + describe(expected, swept.cyclic()));
        assertTrue(swept.classes().count() * 10 < expected.length, mode + " dead " + dead + ": only "
            + swept.classes() + " for " + expected.length + " scenarios");
      }
    }
  }

  @Test
  void irregularFabricsWithCyclesInTheDeclaredScenario() throws Exception {
    int surviving = 0;
    for (int seed = 1; seed <= 4; seed++) {
      for (int[] bounds : new int[][] {{1, 0}, {2, 0}, {0, 1}}) {
        Network n = withSpace(TemplateFabrics.of("jellyfish", Routing.Mode.SHORTEST_PATH, 0, 0, "switches", 14,
            "degree", 3, "hosts-per-switch", 1, "seed", seed), bounds[0], bounds[1]);
        boolean[] expected = bruteForce(n);
        SweepEngine.Swept swept = sweep(n, true);
        int sd = seed;
        assertArrayEquals(expected, swept.cyclic(), () -> "seed " + sd + " bounds " + bounds[0] + "/" + bounds[1]
            + ": " + describe(expected, swept.cyclic()));
        for (ScenarioOutcome d : swept.decisions()) {
          surviving += d.method() == Method.SURVIVING_CYCLE ? 1 : 0;
        }
      }
    }
    assertTrue(surviving > 50, "few scenarios kept a declared cycle: " + surviving);
  }

  private static int count(boolean[] xs) {
    int n = 0;
    for (boolean x : xs) {
      n += x ? 1 : 0;
    }
    return n;
  }

  private static String describe(boolean[] expected, boolean[] actual) {
    List<String> diffs = new ArrayList<>();
    for (int i = 0; i < expected.length && diffs.size() < 10; i++) {
      if (expected[i] != actual[i]) {
        diffs.add("scenario " + i + ": full build " + (expected[i] ? "cyclic" : "free") + ", sweep "
            + (actual[i] ? "cyclic" : "free"));
      }
    }
    return expected.length + " scenarios, " + count(expected) + " cyclic; " + diffs;
  }
}
