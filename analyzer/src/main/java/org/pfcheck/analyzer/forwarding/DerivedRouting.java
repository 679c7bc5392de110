package org.pfcheck.analyzer.forwarding;

import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.forwarding.Routing;

/**
 * Derived routing towards one destination switch: which ports of a switch start a path the routing
 * mode allows. Computed once per destination switch over the links up in the scenario, and shared by
 * every destination group whose active switch it is.
 */
public interface DerivedRouting {
  /** The destination switch. */
  int destination();

  /**
   * The next-hop ports at switch {@code s} (in port order), for a packet in the down phase when
   * {@code downPhase} (ignored by modes without phases). Empty: unreachable, the packet is dropped.
   */
  int[] nextHops(int s, boolean downPhase);

  /** The routing of {@code index}'s network towards switch {@code destination}. */
  static DerivedRouting towards(FabricIndex index, int destination) {
    return index.network().routing().mode() == Routing.Mode.UP_DOWN
        ? new UpDownRouting(index, destination)
        : new ShortestPathRouting(index, destination);
  }
}
