package org.pfcheck.analyzer.enumeration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;

/** The numbering of a space's scenarios against the order that lists them. */
class ScenarioIndexTest {
  static Network withSpace(Network n, int links, int hosts) {
    return new Network(n.name(), n.tiers(), n.switches(), n.hosts(), n.links(), n.vlans(), n.qos(), n.rewrites(),
        n.routes(), n.routing(), n.timers(), n.traffic(), n.scenario(),
        Optional.of(new ScenarioSpace(links, List.of(), hosts, List.of(), Origin.NONE)));
  }

  @Test
  void positionsFollowTheOrderBothWays() {
    for (int[] bounds : new int[][] {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 2}, {3, 0}, {1, 3}}) {
      Network n = withSpace(Fabrics.clos(3, 2, 2, Routing.Mode.UP_DOWN).build(), bounds[0], bounds[1]);
      SpaceCandidates space = SpaceCandidates.of(n);
      ScenarioIndex index = ScenarioIndex.of(space, Long.MAX_VALUE).orElseThrow();
      assertEquals(space.size().longValue(), index.size());
      long i = 0;
      for (Scenario s : new ScenarioOrder(space)) {
        ScenarioIndex.Pick pick = index.pick(i);
        assertEquals(s, index.scenario(pick), "scenario " + i + " with bounds " + bounds[0] + "/" + bounds[1]);
        assertEquals(i, index.indexOf(pick));
        i++;
      }
      assertEquals(index.size(), i);
    }
  }

  @Test
  void scenariosHoldingAnElementAreListedOnceEach() {
    Network n = withSpace(Fabrics.clos(3, 2, 2, Routing.Mode.UP_DOWN).build(), 2, 1);
    ScenarioIndex index = ScenarioIndex.of(SpaceCandidates.of(n), Long.MAX_VALUE).orElseThrow();
    for (boolean link : new boolean[] {true, false}) {
      int e = 1;
      List<Long> listed = new ArrayList<>();
      index.forEachContaining(link, e, p -> listed.add(index.indexOf(p)));
      Set<Long> expected = new HashSet<>();
      for (long i = 0; i < index.size(); i++) {
        int[] picked = link ? index.pick(i).links() : index.pick(i).hosts();
        if (java.util.Arrays.stream(picked).anyMatch(x -> x == e)) {
          expected.add(i);
        }
      }
      assertEquals(expected, new HashSet<>(listed));
      assertEquals(expected.size(), listed.size(), "each once");
      assertEquals(expected.size(), index.containing()[link ? 0 : 1]);
    }
  }

  @Test
  void tooLargeASpaceIsNotNumbered() {
    Network n = withSpace(Fabrics.clos(3, 2, 2, Routing.Mode.UP_DOWN).build(), 3, 3);
    assertTrue(ScenarioIndex.of(SpaceCandidates.of(n), 10).isEmpty());
  }
}
