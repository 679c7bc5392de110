package org.pfcheck.analyzer.hazards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.hazards.BroadcastClass;

/**
 * Lossless broadcast that may cross between switches makes a proof unknown (docs/semantics.md, "Lossless
 * broadcast"; issue 20, item 3): never "deadlock-free" beside PFC502's warning that its copies can close a
 * cycle.
 */
class LosslessBroadcastTest {
  private static NetworkBuilder healthy() {
    return Fabrics.clos(2, 2, 1, Routing.Mode.UP_DOWN);
  }

  @Test
  void lossyBroadcastLeavesTheProof() {
    assertEquals(Optional.empty(), LosslessBroadcast.unmodelled(healthy().build()));
  }

  @Test
  void losslessArpBridgedBetweenSwitchesIsNotModelled() {
    NetworkBuilder b = healthy().broadcast(new BroadcastClass(BroadcastClass.Kind.ARP, 3, Origin.NONE));
    assertTrue(LosslessBroadcast.unmodelled(b.build()).orElseThrow().contains("priority 3"));
  }

  @Test
  void losslessMulticastCountsToo() {
    NetworkBuilder b = healthy().broadcast(new BroadcastClass(BroadcastClass.Kind.MULTICAST, 4, Origin.NONE));
    assertTrue(LosslessBroadcast.unmodelled(b.build()).isPresent());
  }

  @Test
  void routedLinksBetweenSwitchesKeepBroadcastOnOneSwitch() {
    NetworkBuilder b = healthy().broadcast(new BroadcastClass(BroadcastClass.Kind.ARP, 3, Origin.NONE));
    for (String t : new String[] {"T0", "T1"}) {
      b.routed(t, "L0", "L1");
    }
    assertEquals(Optional.empty(), LosslessBroadcast.unmodelled(b.build()));
  }
}
