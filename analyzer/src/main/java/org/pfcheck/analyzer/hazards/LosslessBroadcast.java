package org.pfcheck.analyzer.hazards;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.forwarding.BridgeDomains;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.hazards.BroadcastClass;

/**
 * Broadcast and multicast in a lossless priority that may cross from switch to switch (docs/semantics.md,
 * "Lossless broadcast"). Their copies take every port of a layer-2 domain, where routing never sends
 * packets, and can close a cycle of pauses; the engines do not model them as dependencies, so a proof
 * about such a fabric is not one: the verdict is unknown. They stay on one switch, and a proof stands,
 * when every up link between switches that could carry them losslessly has a routed port at an end
 * (a bridged frame is dropped there), or in each direction either the receiving end has PFC off for
 * their priority or the sending end does not honour its pauses (PFC off and not asymmetric). Stateless.
 */
public final class LosslessBroadcast {
  private LosslessBroadcast() {}

  /** Why a proof about {@code n} does not cover its lossless broadcast or multicast, or empty when it does. */
  public static Optional<String> unmodelled(Network n) {
    Set<Integer> priorities = new LinkedHashSet<>();
    List<BroadcastClass> classes = new ArrayList<>(List.of(n.hazards().arp()));
    classes.addAll(n.hazards().multicast());
    for (BroadcastClass c : classes) {
      if (n.qos().lossless().contains(c.priority())) {
        priorities.add(c.priority());
      }
    }
    if (priorities.isEmpty()) {
      return Optional.empty();
    }
    FabricIndex index = FabricIndex.shared(n, n.scenario());
    BridgeDomains domains = new BridgeDomains(index);
    for (int o = 0; o < index.portCount(); o++) {
      int peer = index.peerPort[o];
      if (peer < 0 || domains.routed(o) || domains.routed(peer)) {
        continue;
      }
      for (int p : priorities) {
        // the copy waits at the peer when p is lossless there and the sender honours its pause
        // (PFC on for p at o, or o asymmetric: pfc_asym on): a copy crosses losslessly one way only, too
        if ((index.honoured[o] & index.lossless[peer] & 1 << p) != 0) {
          return Optional.of("priority " + p + " carries broadcast or multicast (ARP, 'broadcast' settings) and is"
              + " lossless, and " + index.switchName(index.portSwitch[o]) + " bridges it to "
              + index.switchName(index.portSwitch[peer]) + " (no routed port between them): its copies take every"
              + " port of the layer-2 domain and can close a cycle of pauses, which the analysis does not model"
              + " (PFC502); make priority " + p + " lossy, classify broadcast into a lossy priority, or route the"
              + " links between switches");
        }
      }
    }
    return Optional.empty();
  }
}
