package org.pfcheck.analyzer.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.fixtures.Edges;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/**
 * Layer 2 (docs/semantics.md, "Layer 2"): flood copies are bridged, not routed, in the VLANs of the port
 * they arrive on; routed ports drop them and are never flooded to; a port-channel is one port for
 * flooding. Every case is checked against the reference as well.
 */
class BridgingTest {
  /**
   * The SIGCOMM'16 fabric: T0, T1 under leaves L0, L1; S3 under T1 is dead (MAC gone everywhere). The
   * only traffic is S4's to S3, which T1 floods: every dependency away from T1 comes from a flood copy.
   */
  private static NetworkBuilder sigcomm() {
    return Fabrics.sigcomm16(Routing.Mode.UP_DOWN).flow("S4", "S3", 3);
  }

  private static Set<String> from(Network n, String queue) {
    return Edges.of(n).stream().filter(e -> e.startsWith(queue + " ")).collect(Collectors.toSet());
  }

  private static Cause cause(Network n, String from, String to) {
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        if (g.queueRef(q).toString().equals(from) && g.queueRef(t).toString().equals(to)) {
          return g.dependency(q, t).cause();
        }
      }
    }
    throw new AssertionError("no dependency " + from + " -> " + to);
  }

  @Test
  void aFloodCopyIsBridgedAtTheLeafNotRoutedBackDown() {
    Network n = sigcomm().build();
    // L0 gets T1's copy on port T1; S3's MAC is gone at L0 too: it floods to T0, never back to T1
    assertEquals(Set.of("L0[T1]/p3 -> T0[L0]/p3"), from(n, "L0[T1]/p3"));
    assertEquals(Cause.FLOOD, cause(n, "L0[T1]/p3", "T0[L0]/p3"));
  }

  @Test
  void aKnownMacEntryAwayFromTheDestinationSendsTheFrameEverywhereItMayGo() {
    // S4 is alive; only T1 misses its MAC entry. L0 knows S4's MAC but not its port: the union
    Network alive = withoutDead(Fabrics.sigcomm16(Routing.Mode.UP_DOWN)).macMissing("T1", "S4").build();
    assertEquals(Set.of("L0[T1]/p3 -> T0[L0]/p3"), from(alive, "L0[T1]/p3"));
    assertEquals(Cause.BRIDGE, cause(alive, "L0[T1]/p3", "T0[L0]/p3"));
  }

  private static NetworkBuilder withoutDead(NetworkBuilder b) {
    Network n = b.build();
    NetworkBuilder out = new NetworkBuilder(n.name()).lossless(3).dscp(26, 3).routing(Routing.Mode.UP_DOWN)
        .timers(4 * 3600, 5 * 60);
    n.switches().forEach(out::addSwitch);
    n.links().forEach(out::addLink);
    n.hosts().forEach(out::addHost);
    return out.flow("S5", "S4", 3);
  }

  @Test
  void aRoutedPortNeverGetsAFloodAndDropsBridgedFrames() {
    Network routedUplink = sigcomm().routed("T1", "L0").build();
    Set<String> edges = Edges.of(routedUplink);
    assertTrue(edges.stream().noneMatch(e -> e.contains("-> L0[T1]")), "T1 floods nothing to its routed uplink: "
        + edges);
    assertTrue(edges.contains("T1[S4]/p3 -> L1[T1]/p3"), edges::toString);
    Network routedAtLeaf = sigcomm().routed("L0", "T1").build();
    assertEquals(Set.of(), from(routedAtLeaf, "L0[T1]/p3"), "L0 drops the bridged copies arriving on a routed port");
  }

  @Test
  void bridgedFramesStayInTheVlansOfTheirPort() {
    Network n = sigcomm().addVlan(new Vlan(10, "L0", List.of("T1"), Origin.NONE))
        .addVlan(new Vlan(20, "L0", List.of("T0"), Origin.NONE)).build();
    assertEquals(Set.of(), from(n, "L0[T1]/p3"), "VLAN 10 at L0 holds only the ingress port");
    Network shared = sigcomm().addVlan(new Vlan(10, "L0", List.of("T1", "T0"), Origin.NONE)).build();
    assertEquals(Set.of("L0[T1]/p3 -> T0[L0]/p3"), from(shared, "L0[T1]/p3"));
  }

  @Test
  void theFloodAtTheDestinationsSwitchGoesToItsPortsVlan() {
    // S3's port is in VLAN 5 with L1 only: T1 floods S1's routed packets to L1, not to L0 (S1 is in another
    // subnet: S4, in S3's own, would bridge its frames in its own port's domain, every port here)
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).flow("S1", "S3", 3)
        .addVlan(new Vlan(5, "T1", List.of("S3", "L1"), Origin.NONE)).build();
    Set<String> edges = Edges.of(n);
    assertFalse(edges.stream().anyMatch(e -> e.contains("-> L0[T1]")), edges::toString);
    assertTrue(edges.contains("T1[L0]/p3 -> L1[T1]/p3"), edges::toString);
  }

  @Test
  void dropLosslessDropsBridgedMissesToo() {
    Network n = sigcomm().updateSwitch("L0", s -> new Switch(s.name(), s.tier(), MacMissPolicy.DROP_LOSSLESS,
        s.floodDomain(), s.subnets(), s.origin())).build();
    assertEquals(Set.of(), from(n, "L0[T1]/p3"));
    assertEquals(Set.of("L1[T1]/p3 -> T0[L1]/p3"), from(n, "L1[T1]/p3"));
  }

  @Test
  void aPortChannelIsOnePortForFlooding() {
    // two links T1 -- L0 bundled at L0: a copy in on one member never floods out of the other
    NetworkBuilder b = sigcomm();
    b.link("T1", "L0");
    Network loose = b.build();
    assertTrue(from(loose, "L0[T1]/p3").contains("L0[T1]/p3 -> T1[L0#2]/p3"), "unbundled, it floods back");
    Network bundled = b.lag("L0", "Po1", "T1", "T1#2").lag("T1", "Po1", "L0", "L0#2").build();
    assertEquals(Set.of("L0[T1]/p3 -> T0[L0]/p3"), from(bundled, "L0[T1]/p3"));
    Set<String> up = Edges.of(bundled).stream().filter(e -> e.startsWith("T1[S4]/p3")).collect(Collectors.toSet());
    assertTrue(up.containsAll(Set.of("T1[S4]/p3 -> L0[T1]/p3", "T1[S4]/p3 -> L0[T1#2]/p3")),
        "a flood copy into the port-channel may take either member: " + up);
  }

  @Test
  void aRouteViaAPortChannelUsesItsMembers() {
    NetworkBuilder b = Fabrics.clos(2, 1, 1, Routing.Mode.UP_DOWN).flow("h0_0", "h1_0", 3);
    b.link("T0", "L0");
    Network n = b.lag("T0", "Po1", "L0", "L0#2").route("T0", "10.0.1.0/24", "Po1").build();
    assertEquals(Set.of("T0[h0_0]/p3 -> L0[T0]/p3", "T0[h0_0]/p3 -> L0[T0#2]/p3"), from(n, "T0[h0_0]/p3"));
    assertEquals(Cause.ECMP, cause(n, "T0[h0_0]/p3", "L0[T0#2]/p3"));
  }
}
