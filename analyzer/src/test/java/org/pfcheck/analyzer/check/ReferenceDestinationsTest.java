package org.pfcheck.analyzer.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.fixtures.RandomFabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.Routing;

/**
 * The reference walked per destination group ({@link ReferenceDestinations}) against the plain one, a
 * walk per destination from every packet listed one by one ({@link ReferenceForwarding#dependencies}):
 * the same dependencies on generated fabrics (VLANs, dual-homed hosts, flows, rewrites, routes, real-switch
 * classification, dead hosts and MAC misses), whatever the order of the groups.
 */
class ReferenceDestinationsTest {
  private static void agree(Network n, long seed) {
    Set<ReferenceForwarding.Edge> perPacket = new ReferenceForwarding(n).dependencies();
    assertEquals(perPacket, new HashSet<>(new ReferenceDestinations(n, seed).all()), n.name());
  }

  @Test
  void groupedWalksFindEveryPacketsDependencies() {
    for (long seed = 0; seed < 150; seed++) {
      agree(RandomFabrics.generate(seed), seed);
      agree(RandomFabrics.generateReal(seed), seed + 1);
    }
  }

  @Test
  void theKnownFabricsAgreeToo() {
    for (Network n : List.of(Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build(), Fabrics.dualTor().build(),
        Fabrics.ring3Routes().build(), Fabrics.routingLoop().build(), Fabrics.fatTree(4))) {
      agree(n, 7);
    }
  }

  @Test
  void destinationsForwardedAlikeShareAWalkAndEverySampleIsAPrefixOfOneOrder() {
    Network n = Fabrics.fatTree(4);  // 16 hosts under 8 edge switches, alike but for their switch
    ReferenceDestinations d = new ReferenceDestinations(n, 3);
    assertEquals(8, d.groups().size(), d.groups().toString());
    assertEquals(d.groups(), new ReferenceDestinations(n, 3).groups(), "the order is the seed's");
    int[] edges = {0};
    ReferenceDestinations.Walked some = d.walk((a, b) -> edges[0]++, () -> true, 1);
    assertEquals(new ReferenceDestinations.Walked(1, 8), some);
    assertTrue(edges[0] > 0);
  }

  /**
   * Hosts of one subnet on one ToR share a walk (nothing but their port tells them apart), and the first
   * member's own packets, bridged from its port to the other member, are walked as addressed to that one:
   * walked as addressed to itself they would not be delivered back out of their ingress and would go up as
   * bridged copies, dependencies no packet makes (what random seed 18 showed).
   */
  @Test
  void hostsOfOneSubnetShareAWalkAndTheFirstMembersOwnPacketsGoToTheOthers() {
    Network n = Fabrics.clos(2, 2, 2, Routing.Mode.UP_DOWN).build();  // a /24 per ToR, two hosts in each
    ReferenceDestinations d = new ReferenceDestinations(n, 5);
    assertEquals(2, d.groups().size(), d.groups().toString());
    agree(n, 5);
  }
}
