package org.pfcheck.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.ScenarioSpace;

class EnginesTest {
  private static Network network(boolean space) {
    NetworkBuilder b = new NetworkBuilder("n").lossless(3).addSwitch("T0", "tor").addSwitch("T1", "tor");
    b.link("T0", "T1");
    if (space) {
      b.space(new ScenarioSpace(1, List.of(), 0, List.of(), Origin.NONE));
    }
    return b.build();
  }

  private static String chosen(String name, boolean paranoid, boolean space) {
    return Engines.create(new Engines.Choice(name, paranoid, Z3Settings.DEFAULT), network(space)).orElseThrow().name();
  }

  @Test
  void theDefaultIsGraphForOneScenarioTheSweepForASpaceAndBothWhenParanoid() {
    assertEquals("graph", chosen("auto", false, false));
    assertEquals("sweep", chosen("auto", false, true));
    assertEquals("z3+graph", chosen("auto", true, false));
    assertEquals("sweep+z3", chosen("auto", true, true));
    assertEquals("sweep+z3", chosen("both", false, true));
  }

  @Test
  void aSpaceTheSweepDoesNotTakeGoesToTheEnginesBeforeIt() {
    NetworkBuilder b = new NetworkBuilder("n").lossless(3).addSwitch("T0", "tor").addSwitch("T1", "tor");
    b.link("T0", "T1");
    b.routed("T0", "T1");
    b.space(new ScenarioSpace(1, List.of(), 0, List.of(), Origin.NONE));
    Network routed = b.build();
    assertEquals("z3|enumeration", Engines.create(new Engines.Choice("auto", false, Z3Settings.DEFAULT), routed)
        .orElseThrow().name());
    assertEquals("z3+enumeration", Engines.create(new Engines.Choice("auto", true, Z3Settings.DEFAULT), routed)
        .orElseThrow().name());
    assertEquals("sweep", Engines.create("sweep", routed).orElseThrow().name());
  }

  @Test
  void everyNamedEngineExists() {
    for (String name : Engines.names()) {
      assertTrue(Engines.create(name, network(true)).isPresent(), name);
    }
    assertEquals(Optional.empty(), Engines.create("oracle", network(false)));
  }
}
