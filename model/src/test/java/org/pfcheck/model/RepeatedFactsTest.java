package org.pfcheck.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.scenario.Traffic;
import org.pfcheck.model.topology.Endpoint;

/** A fact stated twice is one fact, whichever way round a link is written and wherever it was stated. */
class RepeatedFactsTest {
  private static final Origin LINE_1 = Origin.of(SourceSpan.at("f.pfc", 1, 1));
  private static final Origin LINE_2 = Origin.of(SourceSpan.at("f.pfc", 2, 1));

  @Test
  void aScenarioKeepsTheFirstOfRepeatedFacts() {
    Endpoint a = new Endpoint("A", "B");
    Endpoint b = new Endpoint("B", "A");
    Scenario s = new Scenario(List.of(new Scenario.LinkDown(a, b, LINE_1), new Scenario.LinkDown(b, a, LINE_2)),
        List.of(new Scenario.DeadHost("h1", LINE_1), new Scenario.DeadHost("h1", LINE_2)),
        List.of(new Scenario.MacMissing("A", "h2", LINE_1), new Scenario.MacMissing("A", "h2", LINE_2),
            new Scenario.MacMissing("B", "h2", LINE_2)));
    assertEquals(List.of(new Scenario.LinkDown(a, b, LINE_1)), s.linksDown());
    assertEquals(List.of(new Scenario.DeadHost("h1", LINE_1)), s.deadHosts());
    assertEquals(2, s.macMissing().size(), "the same host's entry at two switches is two facts");
  }

  @Test
  void trafficAndSpacesToo() {
    Traffic t = new Traffic(List.of(new Flow("h1", "h2", 3, LINE_1), new Flow("h1", "h2", 3, LINE_2),
        new Flow("h1", "h2", 4, LINE_2)), LINE_1);
    assertEquals(List.of(new Flow("h1", "h2", 3, LINE_1), new Flow("h1", "h2", 4, LINE_2)), t.flows());
    ScenarioSpace space = new ScenarioSpace(1, List.of(), 1, List.of("h1", "h2", "h1"), LINE_1);
    assertEquals(List.of("h1", "h2"), space.hostCandidates());
  }
}
