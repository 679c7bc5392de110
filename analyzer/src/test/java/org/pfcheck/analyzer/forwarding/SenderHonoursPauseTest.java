package org.pfcheck.analyzer.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.Edges;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.topology.Ipv4;

/**
 * A hop is a buffer dependency only when the sender honours the pause: PFC for the packet's group is on
 * at its egress port as well as at the receiver's ingress (docs/semantics.md, "The sender must honour
 * the pause"). An asymmetric port (SONiC's pfc_asym on) honours pauses for every priority, whatever it
 * sends pauses for. Each case is checked against the reference too.
 */
class SenderHonoursPauseTest {
  /** A -- B -- C -- D, host ha at A and hd at D, one flow ha -> hd in priority 3. */
  private static NetworkBuilder chain() {
    NetworkBuilder b = new NetworkBuilder("chain").lossless(3, 4);
    for (String s : List.of("A", "B", "C", "D")) {
      b.addSwitch(s, null);
    }
    b.link("A", "B");
    b.link("B", "C");
    b.link("C", "D");
    return b.host("ha", "A", Ipv4.parse("10.0.0.1")).host("hd", "D", Ipv4.parse("10.0.1.5")).flow("ha", "hd", 3);
  }

  private static PfcSetting pfc(String sw, String port, Integer... priorities) {
    return new PfcSetting(sw, Optional.of(port), new TreeSet<>(List.of(priorities)), Origin.NONE);
  }

  @Test
  void withPfcAtBothEndsEveryHopIsADependency() {
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3", "C[B]/p3 -> D[C]/p3"), Edges.of(chain().build()));
  }

  @Test
  void aSenderWithoutPfcMakesItsHopLossyAndForwardingGoesOn() {
    // B's port towards C does not honour pauses for priority 3: B -> C drops instead of pausing B
    Network n = chain().pfc(pfc("B", "C", 4)).build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "C[B]/p3 -> D[C]/p3"), Edges.of(n),
        "C's queue from B still exists and the packet goes on from it");
  }

  @Test
  void aReceiverWithoutPfcHasNoQueue() {
    Network n = chain().pfc(pfc("C", "B", 4)).build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3"), Edges.of(n));
  }

  @Test
  void theHostFacingSideIsNotJudged() {
    // a host NIC's PFC is not modelled: PFC off at A's host port only removes A's queue from ha
    Network n = chain().pfc(pfc("A", "ha", 4)).build();
    assertEquals(Set.of("B[A]/p3 -> C[B]/p3", "C[B]/p3 -> D[C]/p3"), Edges.of(n));
  }

  private static PfcSetting asymmetric(String sw, String port, Integer... priorities) {
    return new PfcSetting(sw, Optional.of(port), new TreeSet<>(List.of(priorities)), true, Origin.NONE);
  }

  @Test
  void anAsymmetricSenderWithoutPfcStillStopsWhenPaused() {
    // B's port towards C sends pauses for 4 only, but honours C's pause for 3: B -> C is a dependency
    Network n = chain().pfc(asymmetric("B", "C", 4)).build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3", "C[B]/p3 -> D[C]/p3"), Edges.of(n));
  }

  @Test
  void anAsymmetricReceiverWithoutPfcStillHasNoQueue() {
    Network n = chain().pfc(asymmetric("C", "B", 4)).build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3"), Edges.of(n), "honouring pauses makes no queue: C never pauses B");
  }

  @Test
  void anAsymmetricPortWithPfcOffHonoursEveryPriority() {
    Network n = chain().pfc(asymmetric("B", "C")).build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "B[A]/p3 -> C[B]/p3", "C[B]/p3 -> D[C]/p3"), Edges.of(n));
  }
}
