package org.pfcheck.analyzer.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.fixtures.Edges;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/**
 * Frames between hosts of one subnet are bridged from the first switch (docs/semantics.md, "Which frames
 * are routed"; issue 20, item 1): the fabric, three ToRs without a router interface in the shared
 * VLAN and two leaves holding its anycast gateway, checked by the fast path, enumeration and the reference.
 */
class SameSubnetBridgingTest {
  /** T1..T3 under L1, L2, VLAN 1000 tagged everywhere, 10.0.0.0/24 on the leaves only; T1's uplinks down. */
  private static NetworkBuilder sharedVlan() {
    NetworkBuilder b = new NetworkBuilder("shared-vlan").lossless(3, 4).dscp(26, 3).dscp(34, 4)
        .routing(Routing.Mode.UP_DOWN).timers(4 * 3600, 5 * 60);
    for (String t : List.of("T1", "T2", "T3")) {
      b.addSwitch(t, "tor");
    }
    for (String l : List.of("L1", "L2")) {
      b.addSwitch(new Switch(l, Optional.of("leaf"), MacMissPolicy.FLOOD, FloodDomain.ALL_PORTS,
          List.of(Prefix.parse("10.0.0.0/24")), Origin.NONE));
    }
    for (String t : List.of("T1", "T2", "T3")) {
      for (String l : List.of("L1", "L2")) {
        b.link(t, l);
      }
    }
    int n = 1;
    for (String t : List.of("T1", "T2", "T3")) {
      String a = "S" + n;
      String c = "S" + (n + 1);
      b.host(a, t, Ipv4.parse("10.0.0." + n)).host(c, t, Ipv4.parse("10.0.0." + (n + 1)));
      b.addVlan(new Vlan(1000, t, List.of(a, c, "L1", "L2"), Origin.NONE));
      n += 2;
    }
    for (String l : List.of("L1", "L2")) {
      b.addVlan(new Vlan(1000, l, List.of("T1", "T2", "T3"), Origin.NONE));
    }
    b.down(Fabrics.linkBetween(b, "T1", "L1"));
    return b.down(Fabrics.linkBetween(b, "T1", "L2"));
  }

  private static void assertPossible(Network n) {
    assertInstanceOf(Verdict.Possible.class, new GraphEngine().analyze(n, AnalysisOptions.DEFAULT).verdict());
    assertInstanceOf(Verdict.Possible.class, new EnumerationEngine().analyze(n, AnalysisOptions.DEFAULT).verdict());
    // the reference agrees with the fast path, dependency for dependency, and holds the flood round the VLAN
    Set<String> edges = Edges.of(n);
    assertTrue(edges.containsAll(Set.of("T2[L1]/p3 -> L2[T2]/p3", "L2[T2]/p3 -> T3[L2]/p3",
        "T3[L2]/p3 -> L1[T3]/p3", "L1[T3]/p3 -> T2[L1]/p3")), () -> edges.toString());
  }

  @Test
  void aDeadServersPeersFloodItsFramesRoundTheVlan() {
    assertPossible(sharedVlan().dead("S1").build());
  }

  @Test
  void aMacEntryMissingAwayFromTheDestinationsSwitchFloodsThere() {
    NetworkBuilder b = sharedVlan();
    for (String sw : List.of("T2", "T3", "L1", "L2")) {
      b.macMissing(sw, "S1");
    }
    assertPossible(b.build());
  }

  @Test
  void theReferenceStartsAFrameToAPeerBridgedAndOneOffSubnetRouted() {
    Network n = sharedVlan().host("X", "T2", Ipv4.parse("10.9.0.1")).build();
    ReferenceForwarding ref = new ReferenceForwarding(n);
    assertEquals(List.of(true), ref.starts("S3", 3, "S1").stream().map(ReferenceForwarding.State::bridged).toList());
    // X has no subnet: routed; S3's subnet does not hold X: routed
    assertEquals(List.of(false), ref.starts("X", 3, "S1").stream().map(ReferenceForwarding.State::bridged).toList());
    assertEquals(List.of(false), ref.starts("S3", 3, "X").stream().map(ReferenceForwarding.State::bridged).toList());
  }

  @Test
  void aNetmaskTheModelCannotKnowGivesBothStarts() {
    // 10.0.0.0/16 at L1 and 10.0.0.0/24 at L2: a host of 10.0.0.x may have either mask, so a frame to
    // 10.0.1.5 may go to its MAC or to the gateway's
    NetworkBuilder b = sharedVlan().updateSwitch("L1", s -> new Switch(s.name(), s.tier(), s.onMacMiss(),
        s.floodDomain(), List.of(Prefix.parse("10.0.0.0/16")), s.origin()));
    Network n = b.host("Y", "T3", Ipv4.parse("10.0.1.5")).build();
    ReferenceForwarding ref = new ReferenceForwarding(n);
    assertEquals(List.of(false, true), ref.starts("S3", 3, "Y").stream().map(ReferenceForwarding.State::bridged)
        .toList());
    Edges.of(n);
  }
}
