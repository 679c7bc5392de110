package org.pfcheck.analyzer.hazards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.hazards.BroadcastClass;
import org.pfcheck.model.qos.PfcSetting;

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

  /**
   * An asymmetric port (pfc_asym on) with PFC off pauses nobody but honours its neighbour's pauses: what
   * it sends stays lossless. Round T0 - L0 - T1 - L1 each link is lossless one way only, the way round:
   * the copies of a broadcast can close the cycle although no link has PFC on at both ends.
   */
  @Test
  void losslessOneWayThroughAnAsymmetricSenderCounts() {
    NetworkBuilder b = healthy().broadcast(new BroadcastClass(BroadcastClass.Kind.ARP, 3, Origin.NONE));
    String[][] senders = {{"T0", "L0"}, {"L0", "T1"}, {"T1", "L1"}, {"L1", "T0"}};
    for (String[] s : senders) {
      b.pfc(new PfcSetting(s[0], Optional.of(s[1]), new TreeSet<>(), true, Origin.NONE));
    }
    assertTrue(LosslessBroadcast.unmodelled(b.build()).orElseThrow().contains("priority 3"));
    for (String[] s : senders) {  // the same ports symmetric: lossy both ways, the proof stands
      b.pfc(new PfcSetting(s[0], Optional.of(s[1]), new TreeSet<>(), false, Origin.NONE));
    }
    assertEquals(Optional.empty(), LosslessBroadcast.unmodelled(b.build()));
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
