package org.pfcheck.encodings.z3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.scenario.ScenarioSpace;

class Z3EngineTest {
  private static final Z3Engine Z3 = new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT);

  /** A ring of {@code n} switches with one host each and flows two hops clockwise. */
  static Network ring(int n, Optional<ScenarioSpace> space) {
    NetworkBuilder b = new NetworkBuilder("ring" + n).lossless(3).routing(Routing.Mode.SHORTEST_PATH);
    for (int i = 0; i < n; i++) {
      b.addSwitch("R" + i, "tor").host("h" + i, "R" + i, null);
    }
    for (int i = 0; i < n; i++) {
      b.link("R" + i, "R" + (i + 1) % n);
    }
    space.ifPresent(b::space);
    return b.build();
  }

  static Network parse(String text) {
    return PfcReader.read("test.pfc", text).network().orElseThrow();
  }

  @Test
  void theDistanceBoundGrowsWhenAFailureStretchesAPath() {
    Network n = ring(12, Optional.of(new ScenarioSpace(1, List.of(), 0, List.of(), Origin.NONE)));
    AnalysisResult z3 = Z3.analyze(n, AnalysisOptions.DEFAULT);
    AnalysisResult enumeration = new EnumerationEngine().analyze(n, AnalysisOptions.DEFAULT);
    assertEquals(enumeration.verdict().word(), z3.verdict().word());
    assertEquals(11L, z3.stats().extra().get("z3-distance-bound"), z3.stats().extra().toString());
    assertTrue(z3.stats().extra().get("z3-queries") >= 2, "the bound was checked: " + z3.stats().extra());
  }

  @Test
  void aHostRouteMoreSpecificThanItsSwitchsSubnetOverridesDeliveryInEveryScenario() {
    String fabric = "lossless 3\nrouting up-down\nswitch T0 tier tor subnet 10.0.0.0/24\n"
        + "switch T1 tier tor subnet 10.0.1.0/24\nswitch L0, L1 tier leaf\nhost s at T0 ip 10.0.0.5\nhost h at T1\n"
        + "links T0, T1 -- L0, L1\nspace links-down <= 1\n";
    assertInstanceOf(Verdict.Possible.class, z3AsEnumeration(parse(fabric + "route T0 10.0.0.5/32 via L0\n")),
        "T0 sends s's packets up to L0, which sends them back");
    assertInstanceOf(Verdict.Free.class, z3AsEnumeration(parse(fabric + "route T0 10.0.0.0/24 via L0\n")),
        "a route no longer than the subnet does not override delivery");
  }

  /** Z3's verdict on {@code n}, once checked to be enumeration's. */
  private static Verdict z3AsEnumeration(Network n) {
    Verdict v = Z3.analyze(n, AnalysisOptions.DEFAULT).verdict();
    assertEquals(new EnumerationEngine().analyze(n, AnalysisOptions.DEFAULT).verdict().word(), v.word());
    return v;
  }

  @Test
  void perPortClassificationIntoLosslessIsNeverProvedFree() {
    // every switch classifies DSCP 26 into lossless 3, so the clockwise ring deadlocks; when the graph Z3
    // ranked left the per-port classification out (DSCP 26 -> 0, lossy), Z3 proved it free, exit 0; with a
    // space, a cycle Z3 found ended in an internal error, exit 4
    String ring = "lossless 3\nswitch A subnet 10.0.1.0/24\nswitch B subnet 10.0.2.0/24\nswitch C subnet 10.0.3.0/24\n"
        + "host ha at A\nhost hb at B\nhost hc at C\nlink A -- B\nlink B -- C\nlink C -- A\n"
        + "route A 10.0.2.0/24 via B\nroute A 10.0.3.0/24 via B\nroute B 10.0.3.0/24 via C\n"
        + "route B 10.0.1.0/24 via C\nroute C 10.0.1.0/24 via A\nroute C 10.0.2.0/24 via A\n"
        + "flow ha -> hc dscp 26\nflow hb -> ha dscp 26\nflow hc -> hb dscp 26\n"
        + "dscp 26 -> 0\ndscp-map M 26 -> 3\nclassify A, B, C dscp-map M\n";
    for (String space : List.of("", "space links-down <= 1\n")) {
      Network n = parse(ring + space);
      AnalysisResult r = Z3.analyze(n, AnalysisOptions.DEFAULT);
      assertInstanceOf(Verdict.Possible.class, r.verdict(), space + r.verdict());
      assertEquals(new GraphEngine().analyze(n.withoutSpace(), AnalysisOptions.DEFAULT).verdict().word(),
          r.verdict().word());
    }
  }

  @Test
  void aSingleScenarioIsProvedByARankCertificateCheckedWithoutZ3() {
    Network n = parse("lossless 3\nswitch T0, T1 tier tor\nswitch L0, L1 tier leaf\nhosts A0..A1 at T0\n"
        + "hosts B0..B1 at T1\nlinks T0, T1 -- L0, L1\nrouting up-down\n");
    AnalysisResult r = Z3.analyze(n, AnalysisOptions.DEFAULT);
    Verdict.Free free = assertInstanceOf(Verdict.Free.class, r.verdict());
    assertTrue(free.proof().startsWith("Z3 found a rank per queue"), free.proof());
    CertificateChecker.check(BdgBuilder.build(n, n.scenario()), free.certificate());
    assertEquals(List.of("z3"), r.engines());
    assertTrue(r.stats().extra().get("z3-int-vars") > 0, r.stats().extra().toString());
  }

  @Test
  void aCyclicSingleScenarioHasNoRankingAndTheGraphEngineShowsTheCycle() {
    Network n = ring(4, Optional.empty());
    AnalysisResult r = Z3.analyze(n, AnalysisOptions.DEFAULT);
    assertInstanceOf(Verdict.Possible.class, r.verdict());
    assertEquals(List.of("z3", "graph"), r.engines());
    assertEquals(new GraphEngine().analyze(n, AnalysisOptions.DEFAULT).verdict(), r.verdict());
  }

  @Test
  void aDeadServerFreezesTheFabricThroughTrafficRewrittenIntoLosslessAndZ3AgreesWithEnumeration() {
    String fabric = "dscp 26 -> 4\nlossless 3\nswitch T0, T1 tier tor\nswitch La, Lb tier leaf\n"
        + "hosts S1..S2 at T0\nhosts S3..S5 at T1\nlinks T0, T1 -- La, Lb\nrouting up-down\n"
        + "timers arp 4h mac 5m\nspace dead-hosts <= 1\n";
    Network rewritten = parse(fabric + "rewrite 4 -> 3 from host\n");
    AnalysisResult z3 = Z3.analyze(rewritten, AnalysisOptions.DEFAULT);
    AnalysisResult enumeration = new EnumerationEngine().analyze(rewritten, AnalysisOptions.DEFAULT);
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, z3.verdict(), z3.verdict()::toString);
    assertInstanceOf(Verdict.Possible.class, enumeration.verdict(), enumeration.verdict()::toString);
    assertEquals(1, p.counterexamples().get(0).scenario().deadHosts().size());
    assertTrue(p.counterexamples().get(0).cycle().stream().allMatch(d -> d.packet().priority() == 4),
        p.counterexamples().get(0).cycle()::toString);
    // without the rewrite, class 4 stays lossy: nothing is considered, both engines prove the space free
    Network lossy = parse(fabric);
    assertEquals("deadlock-free", Z3.analyze(lossy, AnalysisOptions.DEFAULT).verdict().word());
    assertEquals("deadlock-free", new EnumerationEngine().analyze(lossy, AnalysisOptions.DEFAULT).verdict().word());
  }

  @Test
  void aTimeoutIsUnknownNeverFree() {
    Network n = parse("lossless 3\nfabric fat-tree k 6\nrouting shortest-path\nspace links-down <= 2\n");
    AnalysisResult r = Z3.analyze(n, new AnalysisOptions(10, Duration.ofSeconds(2), 1));
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict(), r.verdict().toString());
    assertTrue(u.reason().contains("unknown") || u.reason().contains("timeout"), u.reason());
  }

  @Test
  void everyQueryIsHandedToTheDumpAsSmtLib2() {
    Network n = ring(5, Optional.of(new ScenarioSpace(1, List.of(), 0, List.of(), Origin.NONE)));
    Map<String, String> dumped = new java.util.TreeMap<>();
    new Z3Engine(new GraphEngine(), new Z3Settings(Optional.of(dumped::put))).analyze(n, AnalysisOptions.DEFAULT);
    assertTrue(dumped.containsKey("ring5-space"), dumped.keySet().toString());
    dumped.forEach((name, text) -> assertTrue(text.contains("(declare-fun fail!0 () Bool)")
        && text.endsWith("(check-sat)\n"), name));
  }
}
