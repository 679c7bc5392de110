package org.pfcheck.analyzer.enumeration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;

class ScenarioOrderTest {
  static Network clos(int maxLinks, int maxHosts, boolean declaredFailure) {
    NetworkBuilder b = new NetworkBuilder("clos").lossless(3);
    for (String s : List.of("T0", "T1", "T2")) {
      b.addSwitch(s, "tor");
    }
    b.addSwitch("L0", "leaf").addSwitch("L1", "leaf");
    for (String t : List.of("T0", "T1", "T2")) {
      for (String l : List.of("L0", "L1")) {
        b.link(t, l);
      }
      b.host("h" + t, t, null);
    }
    if (declaredFailure) {
      b.down(b.links().get(0)).dead("hT0");
    }
    return b.space(new ScenarioSpace(maxLinks, List.of(), maxHosts, List.of(), Origin.NONE)).build();
  }

  @Test
  void listsEveryScenarioOnceSmallestFirst() {
    for (int k = 0; k <= 3; k++) {
      for (int m = 0; m <= 2; m++) {
        SpaceCandidates space = SpaceCandidates.of(clos(k, m, false));
        List<Scenario> all = new ArrayList<>();
        new ScenarioOrder(space).forEach(all::add);
        assertEquals(space.size().longValue(), all.size(), "k=" + k + " m=" + m);
        assertEquals(all.size(), new HashSet<>(all).size(), "duplicates for k=" + k + " m=" + m);
        assertEquals(Scenario.HEALTHY, all.get(0));
        int previous = 0;
        for (Scenario s : all) {
          int size = s.linksDown().size() + s.deadHosts().size();
          assertTrue(size >= previous, "not smallest first: " + all);
          assertTrue(s.linksDown().size() <= k && s.deadHosts().size() <= m);
          previous = size;
        }
      }
    }
  }

  @Test
  void declaredFailuresAreKeptAndNotCandidates() {
    SpaceCandidates space = SpaceCandidates.of(clos(1, 1, true));
    assertEquals(5, space.links().size());
    assertEquals(List.of("hT1", "hT2"), space.hosts());
    Set<Scenario> all = new HashSet<>();
    new ScenarioOrder(space).forEach(all::add);
    assertEquals(6 * 3, all.size());
    for (Scenario s : all) {
      assertTrue(s.linksDown().size() >= 1 && s.deadHosts().get(0).host().equals("hT0"), s.toString());
    }
  }

  @Test
  void boundsAboveTheCandidatesAreClipped() {
    SpaceCandidates space = SpaceCandidates.of(clos(9, 9, false));
    assertEquals(6, space.maxLinks());
    assertEquals(3, space.maxHosts());
    assertEquals(64 * 8, space.size().longValue());
  }

  @Test
  void noSpaceIsTheDeclaredScenarioAlone() {
    Network n = clos(2, 1, true).withoutSpace();
    List<Scenario> all = new ArrayList<>();
    new ScenarioOrder(SpaceCandidates.of(n)).forEach(all::add);
    assertEquals(List.of(n.scenario()), all);
  }
}
