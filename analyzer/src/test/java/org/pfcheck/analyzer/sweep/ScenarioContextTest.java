package org.pfcheck.analyzer.sweep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.fixtures.RandomFabrics;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Link;

/**
 * A scenario's forwarding context made from the declared scenario's (shared rewrites, flood domains and,
 * when the L2 state is the same, destination groups) gives the graph a context made from scratch gives.
 */
class ScenarioContextTest {
  @Test
  void derivedContextBuildsTheGraphOfAFreshOne() {
    int scenarios = 0;
    for (long seed = 0; seed < 150; seed++) {
      Network n = RandomFabrics.generate(seed);
      BaseScenario base = BaseScenario.build(n, Deadline.none()).orElseThrow();
      Random rnd = new Random(seed);
      for (int t = 0; t < 4; t++) {
        List<Scenario.LinkDown> down = new ArrayList<>(n.scenario().linksDown());
        for (Link l : n.links()) {
          if (rnd.nextInt(4) == 0) {
            down.add(new Scenario.LinkDown(l.a(), l.b(), Origin.NONE));
          }
        }
        List<Scenario.DeadHost> dead = new ArrayList<>(n.scenario().deadHosts());
        if (t % 2 == 1) {
          n.hosts().stream().filter(h -> rnd.nextInt(4) == 0).forEach(h -> dead.add(new Scenario.DeadHost(h.name(),
              Origin.NONE)));
        }
        Scenario s = new Scenario(down, dead, n.scenario().macMissing());
        ForwardingContext derived = ScenarioContext.of(base, s);
        ForwardingContext fresh = ForwardingContext.of(new FabricIndex(n, s));
        BufferDependencyGraph a = BdgBuilder.buildPart(derived, derived.groups(), Deadline.none()).orElseThrow();
        BufferDependencyGraph b = BdgBuilder.buildPart(fresh, fresh.groups(), Deadline.none()).orElseThrow();
        long sd = seed;
        assertArrayEquals(b.digraph().offsets(), a.digraph().offsets(), () -> "seed " + sd + ", " + s);
        assertArrayEquals(b.digraph().targets(), a.digraph().targets(), () -> "seed " + sd + ", " + s);
        scenarios++;
      }
    }
    assertTrue(scenarios >= 600);
  }
}
