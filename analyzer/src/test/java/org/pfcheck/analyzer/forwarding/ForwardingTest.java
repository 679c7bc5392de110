package org.pfcheck.analyzer.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.fixtures.Edges;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/** Forwarding decisions, observed through the dependencies they create (each also checked against the reference). */
class ForwardingTest {

  /** A chain of switches, host ha at the first and hd at the last, one flow ha -> hd in priority 3. */
  private static NetworkBuilder chain(String... switches) {
    NetworkBuilder b = new NetworkBuilder("chain").lossless(3, 4);
    for (String s : switches) {
      b.addSwitch(s, null);
    }
    for (int k = 0; k + 1 < switches.length; k++) {
      b.link(switches[k], switches[k + 1]);
    }
    return b.host("ha", switches[0], Ipv4.parse("10.0.0.1"))
        .host("hd", switches[switches.length - 1], Ipv4.parse("10.0.1.5")).flow("ha", "hd", 3);
  }

  private static Dependency dependency(Network n, String from, String to) {
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        if (g.queueRef(q).toString().equals(from) && g.queueRef(t).toString().equals(to)) {
          return g.dependency(q, t);
        }
      }
    }
    throw new AssertionError("no dependency " + from + " -> " + to + " in " + Edges.of(n));
  }

  @Test
  void exactEdgesOfAChain() {
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3"), Edges.of(chain("A", "B", "C").build()));
  }

  @Test
  void explicitRouteLongestPrefixWins() {
    NetworkBuilder b = chain("A", "B", "D").addSwitch("C", null);
    b.link("A", "C");
    b.link("C", "D");
    Network n = b.route("A", "10.0.0.0/16", "B").route("A", "10.0.1.0/24", "C").build();
    Set<String> fromA = Edges.from(n, "A");
    assertEquals(Set.of("A[ha]/p3 -> C[A]/p3"), fromA);
    Dependency d = dependency(n, "A[ha]/p3", "C[A]/p3");
    assertEquals(Cause.ROUTE, d.cause());
    assertTrue(d.decision().contains("10.0.1.0/24"), d.decision());
  }

  @Test
  void explicitRouteToADownNeighbourDropsWithoutFallback() {
    NetworkBuilder b = chain("A", "B", "C");
    Network n = b.route("A", "10.0.1.0/24", "B").down(Fabrics.linkBetween(b, "A", "B")).build();
    assertEquals(Set.of(), Edges.of(n));
  }

  @Test
  void ecmpTakesEveryMemberWithItsRank() {
    Network n = Fabrics.clos(2, 2, 1, Routing.Mode.SHORTEST_PATH).flow("h0_0", "h1_0", 3).build();
    assertEquals(Set.of("T0[h0_0]/p3 -> L0[T0]/p3", "T0[h0_0]/p3 -> L1[T0]/p3"), Edges.from(n, "T0"));
    Dependency d = dependency(n, "T0[h0_0]/p3", "L1[T0]/p3");
    assertEquals(Cause.ECMP, d.cause());
    assertTrue(d.decision().startsWith("ECMP 2 of 2 via port L1"), d.decision());
    assertEquals(Cause.DERIVED, dependency(n, "L1[T0]/p3", "T1[L1]/p3").cause());
  }

  @Test
  void shortestPathAndReroutingAroundADownLink() {
    NetworkBuilder b = chain("R0", "R1", "R2", "R3");
    b.link("R3", "R0");
    Network healthy = b.build();
    assertEquals(Set.of("R0[ha]/p3 -> R3[R0]/p3"), Edges.from(healthy, "R0"));
    Network failed = b.down(Fabrics.linkBetween(b, "R3", "R0")).build();
    assertEquals(Set.of("R0[ha]/p3 -> R1[R0]/p3"), Edges.from(failed, "R0"));
    assertEquals(Set.of("R1[R0]/p3 -> R2[R1]/p3"), Edges.from(failed, "R1"));
  }

  /** T0, T1 under L0; T2 under L1; L0 and L1 joined only through spine-superspine-spine; hosts h0 at T0, h2 at T2. */
  private static NetworkBuilder valley(Routing.Mode mode) {
    NetworkBuilder b = new NetworkBuilder("valley").lossless(3).routing(mode);
    b.addSwitch("T0", "tor").addSwitch("T1", "tor").addSwitch("T2", "tor").addSwitch("L0", "leaf")
        .addSwitch("L1", "leaf").addSwitch("P0", "spine").addSwitch("P1", "spine").addSwitch("X", "superspine");
    for (String[] l : new String[][] {{"T0", "L0"}, {"T1", "L0"}, {"T1", "L1"}, {"T2", "L1"}, {"L0", "P0"},
        {"L1", "P1"}, {"P0", "X"}, {"P1", "X"}}) {
      b.link(l[0], l[1]);
    }
    return b.host("h0", "T0", null).host("h2", "T2", null).flow("h0", "h2", 3);
  }

  @Test
  void upDownIsValleyFreeWhereShortestPathIsNot() {
    assertEquals(Set.of("L0[T0]/p3 -> T1[L0]/p3"), Edges.from(valley(Routing.Mode.SHORTEST_PATH).build(), "L0"));
    Network upDown = valley(Routing.Mode.UP_DOWN).build();
    assertEquals(Set.of("L0[T0]/p3 -> P0[L0]/p3"), Edges.from(upDown, "L0"));
    assertEquals(Set.of("L1[P1]/p3 -> T2[L1]/p3"), Edges.from(upDown, "L1"));
  }

  @Test
  void upDownPhaseForbidsGoingUpAfterGoingDown() {
    Network n = valley(Routing.Mode.UP_DOWN).build();
    org.pfcheck.analyzer.index.FabricIndex index = new org.pfcheck.analyzer.index.FabricIndex(n, n.scenario());
    UpDownRouting r = new UpDownRouting(index, index.switchId("T2"));
    int l0 = index.switchId("L0");
    assertEquals(List.of("P0"), names(index, r.nextHops(l0, false)));
    assertEquals(List.of(), names(index, r.nextHops(l0, true)), "down phase at L0 cannot reach T2");
    assertEquals(6, r.distance(index.switchId("T0"), false));
    assertEquals(-1, r.distance(index.switchId("T0"), true));
  }

  private static List<String> names(org.pfcheck.analyzer.index.FabricIndex index, int[] ports) {
    return java.util.Arrays.stream(ports).mapToObj(p -> index.portName[p]).toList();
  }

  /** T0 and T1 under L0, flow h0 -> h1 in priority 3, with {@code rules}. */
  private static Set<String> rewritten(RewriteRule... rules) {
    NetworkBuilder b = new NetworkBuilder("rw").lossless(2, 3, 4).addSwitch("T0", "tor").addSwitch("T1", "tor")
        .addSwitch("L0", "leaf");
    b.link("T0", "L0");
    b.link("T1", "L0");
    b.host("h0", "T0", null).host("h1", "T1", null).flow("h0", "h1", 3);
    for (RewriteRule r : rules) {
      b.rewrite(r);
    }
    return Edges.of(b.build());
  }

  private static RewriteRule rule(int from, int to, Selector at, Selector in, Selector out) {
    return new RewriteRule(from, to, at, in, out, Origin.NONE);
  }

  @Test
  void rewritesAboveBelowTierAndFirstMatch() {
    assertEquals(Set.of("T0[h0]/p3 -> L0[T0]/p4", "L0[T0]/p4 -> T1[L0]/p4"),
        rewritten(rule(3, 4, new Selector.Tier("tor"), Selector.HOSTS, Selector.ABOVE)));
    assertEquals(Set.of("T0[h0]/p3 -> L0[T0]/p3", "L0[T0]/p3 -> T1[L0]/p2"),
        rewritten(rule(3, 2, Selector.ANY, Selector.BELOW, Selector.BELOW)));
    assertEquals(Set.of("T0[h0]/p3 -> L0[T0]/p3", "L0[T0]/p3 -> T1[L0]/p3"),
        rewritten(rule(3, 2, Selector.ANY, Selector.ABOVE, Selector.ANY)), "nothing arrives from above");
    assertEquals(Set.of("T0[h0]/p3 -> L0[T0]/p4", "L0[T0]/p4 -> T1[L0]/p4"),
        rewritten(rule(3, 4, Selector.ANY, Selector.ANY, new Selector.Tier("leaf")),
            rule(3, 2, Selector.ANY, Selector.ANY, Selector.ANY)), "first match wins");
    assertEquals(Set.of("T0[h0]/p3 -> L0[T0]/p2", "L0[T0]/p2 -> T1[L0]/p2"),
        rewritten(rule(4, 3, Selector.ANY, Selector.ANY, Selector.ANY),
            rule(3, 2, new Selector.Names(List.of("T0")), Selector.ANY, Selector.ANY)), "rules match their priority");
  }

  /**
   * Rules past the 64th live in a second word of the rule masks (mutation testing found no test with
   * more than 64 rules): 65 rules that never apply (priority 5 is never sent), then the ones that do.
   */
  @Test
  void rulesPastTheSixtyFourthMatchAndTheFirstMatchStillWins() {
    RewriteRule[] filler = new RewriteRule[65];
    java.util.Arrays.fill(filler, rule(5, 2, Selector.ANY, Selector.ANY, Selector.ANY));
    assertEquals(Set.of("T0[h0]/p3 -> L0[T0]/p4", "L0[T0]/p4 -> T1[L0]/p4"),
        rewritten(withFiller(filler, rule(3, 4, new Selector.Tier("tor"), Selector.HOSTS, Selector.ABOVE),
            rule(3, 2, Selector.ANY, Selector.ANY, Selector.ANY))), "rule 65 at the ToR, first match");
    assertEquals(Set.of("T0[h0]/p3 -> L0[T0]/p3", "L0[T0]/p3 -> T1[L0]/p2"),
        rewritten(withFiller(filler, rule(3, 2, new Selector.Tier("leaf"), Selector.BELOW, Selector.BELOW))),
        "rule 65 at the leaf");
  }

  private static RewriteRule[] withFiller(RewriteRule[] filler, RewriteRule... rules) {
    RewriteRule[] all = java.util.Arrays.copyOf(filler, filler.length + rules.length);
    System.arraycopy(rules, 0, all, filler.length, rules.length);
    return all;
  }

  /**
   * Up-down never moves between switches of one tier (docs/semantics.md): a link between two ToRs is
   * the shortest path between their hosts, and up-down routing leaves it unused (mutation testing found
   * no test with such a link).
   */
  @Test
  void upDownNeverUsesALinkBetweenSwitchesOfOneTier() {
    Set<String> without = Edges.of(Fabrics.clos(2, 2, 1, Routing.Mode.UP_DOWN).build());
    NetworkBuilder peered = Fabrics.clos(2, 2, 1, Routing.Mode.UP_DOWN);
    peered.link("T0", "T1");
    assertEquals(without, Edges.of(peered.build()));
    NetworkBuilder shortest = Fabrics.clos(2, 2, 1, Routing.Mode.SHORTEST_PATH);
    shortest.link("T0", "T1");
    assertTrue(Edges.of(shortest.build()).contains("T0[h0_0]/p3 -> T1[T0]/p3"), "shortest-path takes the peer link");
    assertFalse(without.contains("T0[h0_0]/p3 -> T1[T0]/p3"), without::toString);
  }

  @Test
  void rewriteIntoALossyPriorityEndsTheChain() {
    assertEquals(Set.of(), rewritten(rule(3, 5, new Selector.Tier("tor"), Selector.ANY, Selector.ANY)));
  }

  @Test
  void deadHostFloodsToAllPortsOrItsVlanOnly() {
    Network all = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build();
    Set<String> fromT1 = Edges.from(all, "T1");
    assertTrue(fromT1.contains("T1[L0]/p3 -> L1[T1]/p3"), fromT1::toString);
    assertEquals(Cause.FLOOD, dependency(all, "T1[L0]/p3", "L1[T1]/p3").cause());
    Network vlan = Fabrics.sigcomm16(Routing.Mode.UP_DOWN)
        .updateSwitch("T1", s -> new Switch(s.name(), s.tier(), s.onMacMiss(), new FloodDomain(5), s.subnets(), s.origin()))
        .addVlan(new Vlan(5, "T1", List.of("L0", "S3", "S4"), Origin.NONE)).build();
    Set<String> vlanFromT1 = Edges.from(vlan, "T1");
    assertTrue(vlanFromT1.contains("T1[L1]/p3 -> L0[T1]/p3"), vlanFromT1::toString);
    assertFalse(vlanFromT1.contains("T1[L0]/p3 -> L1[T1]/p3"), vlanFromT1::toString);
  }

  @Test
  void dropLosslessOnMacMissStopsTheFlood() {
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).updateSwitch("T1", s -> new Switch(s.name(), s.tier(),
        MacMissPolicy.DROP_LOSSLESS, s.floodDomain(), s.subnets(), s.origin())).build();
    assertEquals(Set.of(), Edges.from(n, "T1[L"));
  }

  @Test
  void deadHostFloodsOnlyWhileMacAgesBeforeArp() {
    assertFalse(Edges.from(Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build(), "T1[L").isEmpty());
    assertEquals(Set.of(), Edges.from(Fabrics.sigcomm16(Routing.Mode.UP_DOWN).timers(300, 300).build(), "T1[L"));
    assertEquals(Set.of(), Edges.from(Fabrics.sigcomm16(Routing.Mode.UP_DOWN).timers(300, 600).build(), "T1[L"));
  }

  @Test
  void missingMacEntryAtTheActiveSwitchFloods() {
    Network n = Fabrics.clos(2, 2, 1, Routing.Mode.UP_DOWN).macMissing("T1", "h1_0").flow("h0_0", "h1_0", 3).build();
    assertEquals(Set.of("T1[L0]/p3 -> L1[T1]/p3", "T1[L1]/p3 -> L0[T1]/p3"), Edges.from(n, "T1"));
  }

  @Test
  void standbyTorBouncesToTheActiveOne() {
    Network withoutAddress = dualHomed(false).build();
    assertEquals(Set.of("T2[h]/p3 -> L0[T2]/p3", "L0[T2]/p3 -> T0[L0]/p3"), Edges.of(withoutAddress));
    Network n = dualHomed(true).build();
    assertEquals(Set.of("T2[h]/p3 -> L0[T2]/p3", "L0[T2]/p3 -> T1[L0]/p3", "T1[L0]/p3 -> L0[T1]/p3",
        "L0[T1]/p3 -> T0[L0]/p3"), Edges.of(n), "the tunnelled packet ignores L0's route back to T1");
    assertEquals(Cause.BOUNCE, dependency(n, "T1[L0]/p3", "L0[T1]/p3").cause());
    assertEquals(Cause.DERIVED, dependency(n, "L0[T1]/p3", "T0[L0]/p3").cause());
  }

  /**
   * s dual-homed at T0 (active) and T1 (standby), with address 10.1.0.9 when {@code addressed}; h at T2;
   * all under L0, whose route sends s's packets to T1; one flow h -> s.
   */
  private static NetworkBuilder dualHomed(boolean addressed) {
    NetworkBuilder b = new NetworkBuilder("dual").lossless(3).addSwitch("T0", "tor").addSwitch("T1", "tor")
        .addSwitch("T2", "tor").addSwitch("L0", "leaf");
    for (String t : List.of("T0", "T1", "T2")) {
      b.link(t, "L0");
    }
    b.addHost(new org.pfcheck.model.topology.Host("s", addressed ? Optional.of(Ipv4.parse("10.1.0.9")) : Optional.empty(),
        List.of(new org.pfcheck.model.topology.Attachment("T0", "s", false, Origin.NONE),
            new org.pfcheck.model.topology.Attachment("T1", "s", true, Origin.NONE)), Origin.NONE));
    return b.host("h", "T2", null).flow("h", "s", 3).route("L0", "10.1.0.0/24", "T1");
  }

  @Test
  void lossyHopsForwardButMakeNoQueue() {
    Network n = chain("A", "B", "C", "D").pfc(new PfcSetting("B", Optional.of("A"), new TreeSet<>(), Origin.NONE)).build();
    assertEquals(Set.of("C[B]/p3 -> D[C]/p3"), Edges.of(n));
  }

  @Test
  void pfcSettingsPortBeatsSwitchWide() {
    Network n = chain("A", "B", "C").flow("ha", "hd", 4)
        .pfc(new PfcSetting("B", Optional.of("A"), new TreeSet<>(List.of(3, 4)), Origin.NONE))
        .pfc(new PfcSetting("B", Optional.empty(), new TreeSet<>(List.of(3)), Origin.NONE))
        .pfc(new PfcSetting("C", Optional.empty(), new TreeSet<>(List.of(3)), Origin.NONE)).build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "A[ha]/p4 -> B[A]/p4", "B[A]/p3 -> C[B]/p3"), Edges.of(n));
  }

  /** A chain A - B - C, host hd at C (10.0.1.5) and ha at A, flow ha -> hd; C owns {@code subnets}. */
  private static NetworkBuilder chainWithSubnets(String... subnets) {
    NetworkBuilder b = chain("A", "B", "C");
    List<org.pfcheck.model.topology.Prefix> owned = java.util.Arrays.stream(subnets).map(org.pfcheck.model.topology.Prefix::parse).toList();
    return b.updateSwitch("C", s -> new Switch(s.name(), s.tier(), s.onMacMiss(), s.floodDomain(), owned, s.origin()));
  }

  @Test
  void aRouteAtTheHostsSwitchOverridesDeliveryWhenNoSubnetCoversTheHost() {
    Network n = chainWithSubnets().route("C", "10.0.1.5/32", "B").build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3", "C[B]/p3 -> B[C]/p3", "B[C]/p3 -> C[B]/p3"),
        Edges.of(n), "C sends hd's packets back to B, which sends them to C again: a loop through hd's own switch");
    Dependency d = dependency(n, "C[B]/p3", "B[C]/p3");
    assertEquals(Cause.ROUTE, d.cause());
    assertTrue(d.decision().contains("10.0.1.5/32"), d.decision());
  }

  @Test
  void aRouteOverridesDeliveryOnlyWhenLongerThanEveryCoveringSubnet() {
    Set<String> delivered = Set.of("A[ha]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3");
    assertEquals(delivered, Edges.of(chainWithSubnets("10.0.1.0/24").route("C", "10.0.1.0/24", "B").build()),
        "a route as long as the connected subnet does not override delivery");
    assertEquals(delivered, Edges.of(chainWithSubnets("10.0.1.0/24").route("C", "10.0.0.0/16", "B").build()));
    assertEquals(delivered, Edges.of(chainWithSubnets("10.0.1.0/24", "10.0.1.0/25").route("C", "10.0.1.0/25", "B")
        .build()), "the longest covering subnet counts");
    assertTrue(Edges.of(chainWithSubnets("10.0.1.0/24").route("C", "10.0.1.0/25", "B").build())
        .contains("C[B]/p3 -> B[C]/p3"));
    assertTrue(Edges.of(chainWithSubnets("10.9.0.0/16").route("C", "10.0.0.0/16", "B").build())
        .contains("C[B]/p3 -> B[C]/p3"), "a subnet that does not hold the host's address does not count");
  }

  @Test
  void aRouteThroughTheHostsOwnPortDelivers() {
    Network n = chainWithSubnets().route("C", "10.0.1.5/32", "hd").route("B", "10.0.1.0/24", "C").build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3"), Edges.of(n));
  }

  @Test
  void anOverridingRouteAlsoReplacesTheMacMissFlood() {
    NetworkBuilder flooding = chainWithSubnets().addSwitch("D", null).macMissing("C", "hd");
    flooding.link("C", "D");
    assertTrue(Edges.of(flooding.build()).contains("C[B]/p3 -> D[C]/p3"), "C floods on the MAC miss");
    NetworkBuilder routed = chainWithSubnets().addSwitch("D", null).macMissing("C", "hd").route("C", "10.0.1.5/32", "hd");
    routed.link("C", "D");
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3"), Edges.of(routed.build()));
  }

  @Test
  void anOverridingRouteAtTheStandbySwitchReplacesTheBounceButNotTheTunnelEnd() {
    Network bounced = dualHomed(true).build();  // T1 bounces to T0 (standbyTorBouncesToTheActiveOne)
    assertEquals(Set.of("T2[h]/p3 -> L0[T2]/p3", "L0[T2]/p3 -> T1[L0]/p3"),
        Edges.of(dualHomed(true).route("T1", "10.1.0.9/32", "s").build()),
        "T1's host route sends the packet out of the standby port instead of bouncing it");
    assertEquals(Edges.of(bounced), Edges.of(dualHomed(true).route("T0", "10.1.0.9/32", "L0").build()),
        "tunnelled packets match no route: the tunnel end T0 still delivers");
  }
}
