package org.pfcheck.analyzer.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.analyzer.sweep.SweepEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.topology.Ipv4;

/**
 * Every engine reads an asymmetric port (SONiC's {@code pfc_asym on}, RX = 0xff) as honouring pauses for
 * every priority while it sends them only for its {@code pfc} priorities (docs/semantics.md, "The sender
 * must honour the pause"); the dependency-level cases are in {@link SenderHonoursPauseTest}.
 */
class AsymmetricPortTest {
  /** The ring of examples/pfc-asym-sender.pfc (A's port towards B pauses for 4 only); space may be null. */
  private static Network ring(boolean asymmetric, ScenarioSpace space) {
    NetworkBuilder b = new NetworkBuilder("ring").lossless(3, 4);
    for (String s : List.of("A", "B", "C")) {
      b.addSwitch(s, null);
    }
    b.link("A", "B");
    b.link("B", "C");
    b.link("C", "A");
    b.host("ha", "A", Ipv4.parse("10.0.1.1")).host("hb", "B", Ipv4.parse("10.0.2.1"))
        .host("hc", "C", Ipv4.parse("10.0.3.1"));
    b.route("A", "10.0.2.0/24", "B").route("A", "10.0.3.0/24", "B").route("B", "10.0.3.0/24", "C")
        .route("B", "10.0.1.0/24", "C").route("C", "10.0.1.0/24", "A").route("C", "10.0.2.0/24", "A");
    b.flow("ha", "hc", 3).flow("hb", "ha", 3).flow("hc", "hb", 3);
    b.pfc(new PfcSetting("A", Optional.of("B"), new TreeSet<>(List.of(4)), asymmetric, Origin.NONE));
    return b.space(space).build();
  }

  @Test
  void everyEngineKeepsTheCycleThroughAnAsymmetricSender() {
    ScenarioSpace oneDown = new ScenarioSpace(1, List.of(), 0, List.of(), Origin.NONE);
    for (boolean asymmetric : List.of(false, true)) {
      Network healthy = ring(asymmetric, null);
      Network space = ring(asymmetric, oneDown);
      List<Verdict> verdicts = List.of(new GraphEngine().analyze(healthy, AnalysisOptions.DEFAULT).verdict(),
          new EnumerationEngine().analyze(space, AnalysisOptions.DEFAULT).verdict(),
          new SweepEngine().analyze(space, AnalysisOptions.DEFAULT).verdict());
      for (Verdict v : verdicts) {
        assertEquals(asymmetric ? "deadlock-possible" : "deadlock-free", v.word(), "asymmetric " + asymmetric);
      }
    }
  }
}
