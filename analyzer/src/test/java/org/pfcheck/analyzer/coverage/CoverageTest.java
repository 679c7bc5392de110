package org.pfcheck.analyzer.coverage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.Coverage;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.fixtures.RandomFabrics;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Ipv4;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Routing;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/** What a verdict covers: every considered packet's fate, counted once, and the warnings located. */
class CoverageTest {
  private static CoverageAnalysis.Result of(Network n) {
    return CoverageAnalysis.of(n, Deadline.none()).orElseThrow();
  }

  private static CoverageAnalysis.Result searched(Network n) {
    return CoverageAnalysis.of(ForwardingContext.of(new FabricIndex(n, n.scenario())), Deadline.none(), true)
        .orElseThrow();
  }

  private static List<Code> codes(CoverageAnalysis.Result r) {
    return r.warnings().stream().map(Diagnostic::code).toList();
  }

  @Test
  void aHealthyClosDeliversEveryPacket() {
    for (Routing.Mode mode : Routing.Mode.values()) {
      CoverageAnalysis.Result r = of(Fabrics.clos(4, 2, 2, mode).build());
      assertEquals(new Coverage(8 * 7 * 2, 8 * 7 * 2, 0, 0, 0, 0, 0, List.of()), r.coverage());
      assertEquals(List.of(), r.warnings());
    }
  }

  /** Issue 10: the Clos without its links was proven free with no word that no host reaches another. */
  @Test
  void aClosWithoutLinksDeliversOnlyWithinEachToRAndSaysWhere() {
    NetworkBuilder b = new NetworkBuilder("clos").lossless(3, 4).routing(Routing.Mode.UP_DOWN);
    for (int t = 0; t < 4; t++) {
      b.addSwitch(Fabrics.tor("T" + t, "10.0." + t + ".0/24"));
      for (int h = 0; h < 2; h++) {
        b.host("h" + t + "_" + h, "T" + t, Ipv4.parse("10.0." + t + "." + (h + 1)));
      }
    }
    b.addSwitch("L0", "leaf").addSwitch("L1", "leaf");
    CoverageAnalysis.Result r = of(b.build());
    assertEquals(new Coverage(112, 16, 0, 0, 0, 96, 0, List.of("T0", "T1", "T2", "T3", "L0", "L1")), r.coverage());
    assertEquals(List.of(Code.PFC230, Code.PFC230, Code.PFC230, Code.PFC230, Code.PFC230, Code.PFC230, Code.PFC231),
        codes(r));
    Diagnostic dropped = r.warnings().get(6);
    assertEquals("96 of the 112 packets considered are dropped for lack of a route, e.g. h1_0 -> h0_0 in priority 3:"
        + " T1 has no route to T0", dropped.message());
    assertTrue(r.warnings().get(0).message().startsWith("switch T0 has no link to another switch"), r.warnings()
        .toString());
    assertEquals(r.coverage(), searched(b.build()).coverage(), "searched group by group, the same counts");
  }

  @Test
  void packetsToADeadHostAreCountedApartAndNotWarned() {
    CoverageAnalysis.Result r = of(Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build());
    // 4 live hosts; S3 dead: 4 senders to it, and 4 x 3 pairs among the live ones, in priority 3
    assertEquals(new Coverage(16, 12, 4, 0, 0, 0, 0, List.of()), r.coverage());
    assertEquals(List.of(), r.warnings());
  }

  @Test
  void aNullRouteAndALoopAreNamedWhereTheyAre() {
    CoverageAnalysis.Result loop = of(Fabrics.routingLoop().build());
    // ha -> hx loops between A and B; hx -> ha is delivered; neither host has a subnet (assumed routed)
    assertEquals(new Coverage(2, 1, 0, 0, 0, 0, 1, List.of(), 2), loop.coverage());
    assertEquals(List.of(Code.PFC232, Code.PFC231), codes(loop));
    assertTrue(loop.warnings().get(1).message().contains("never reach their destination, e.g. ha -> hx"),
        loop.warnings().toString());
    NetworkBuilder nulled = Fabrics.clos(2, 1, 1, Routing.Mode.UP_DOWN).route("L0", "10.0.1.0/24");
    CoverageAnalysis.Result r = of(nulled.build());
    assertEquals(new Coverage(4, 2, 0, 2, 0, 0, 0, List.of()), r.coverage());
    assertTrue(r.warnings().get(0).message().contains("are dropped by an explicit route, e.g. h0_0 -> h1_0 in"
        + " priority 3 at L0"), r.warnings().toString());
  }

  @Test
  void aMacMissDropOfALiveHostIsADropAndItsCopiesAreFollowed() {
    Network n = Fabrics.clos(2, 2, 2, Routing.Mode.UP_DOWN).macMissing("T1", "h1_0").build();
    CoverageAnalysis.Result flood = of(n);
    // T1 floods packets for h1_0 on its MAC miss: the copy out of h1_0's own port delivers
    assertEquals(new Coverage(24, 24, 0, 0, 0, 0, 0, List.of()), flood.coverage());
    NetworkBuilder b = new NetworkBuilder("clos").lossless(3, 4).routing(Routing.Mode.UP_DOWN)
        .addSwitch(Fabrics.tor("T0", "10.0.0.0/24")).addSwitch(new org.pfcheck.model.Switch("T1",
            java.util.Optional.of("tor"), org.pfcheck.model.MacMissPolicy.DROP_LOSSLESS,
            org.pfcheck.model.FloodDomain.ALL_PORTS, List.of(org.pfcheck.model.Prefix.parse("10.0.1.0/24")),
            org.pfcheck.model.Origin.NONE)).addSwitch("L0", "leaf").addSwitch("L1", "leaf");
    for (int t = 0; t < 2; t++) {
      b.link("T" + t, "L0");
      b.link("T" + t, "L1");
      for (int h = 0; h < 2; h++) {
        b.host("h" + t + "_" + h, "T" + t, Ipv4.parse("10.0." + t + "." + (h + 1)));
      }
    }
    Network drop = b.macMissing("T1", "h1_0").build();
    CoverageAnalysis.Result dropped = of(drop);
    assertEquals(new Coverage(24, 18, 0, 0, 6, 0, 0, List.of()), dropped.coverage());
    assertTrue(dropped.warnings().get(0).message().contains("are dropped on a MAC miss"), dropped.warnings()
        .toString());
  }

  @Test
  void declaredFlowsAreCountedOneByOne() {
    Network ring = Fabrics.ring3().build();
    assertEquals(new Coverage(3, 3, 0, 0, 0, 0, 0, List.of()), of(ring).coverage());
  }

  /** Counting from reachability gives what searching every group gives, on fabrics of every kind. */
  @Test
  void reachabilityAndSearchAgreeOnRandomFabrics() {
    int differentFates = 0;
    for (long seed = 0; seed < 300; seed++) {
      Network n = RandomFabrics.generate(seed);
      Coverage fast = of(n).coverage();
      Coverage slow = searched(n).coverage();
      assertEquals(slow, fast, "seed " + seed);
      differentFates += fast.undeliverable() > 0 ? 1 : 0;
    }
    assertTrue(differentFates > 20, "enough fabrics with undelivered packets to mean something: " + differentFates);
  }
}
