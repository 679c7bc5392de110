package org.pfcheck.analyzer.sweep;

import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.forwarding.Routing;

/**
 * Destination groups that a scenario failing only links leaves exactly as they were: no forwarding
 * decision for their packets can use a failed port. That holds when no failed port is a next hop of
 * derived routing towards the group's switch, in any phase (then no distance changes either, and
 * bounces and tunnels, which follow the same routing, are unchanged), the group is not flooded to
 * anywhere (its hosts are alive with their ARP and MAC entries present), and it has no explicit route at
 * a switch with a failed port. Such a group's dependencies in the scenario are exactly its declared ones,
 * so a declared dependency whose example is such a group exists in the scenario too. Stateless.
 */
final class UntouchedGroups {
  private UntouchedGroups() {
  }

  /**
   * Whether declared group {@code g} forwards in a scenario that fails the ports {@code failed}
   * (ascending), and nothing else, exactly as in the declared one.
   */
  static boolean untouched(BaseScenario base, DestinationGroup g, int[] failed) {
    if (!g.arp() || !g.mac()) {
      return false;
    }
    FabricIndex index = base.index;
    DerivedRouting routing = base.routingTowards[g.activeSwitch()];
    boolean phases = index.network().routing().mode() == Routing.Mode.UP_DOWN;
    for (int o : failed) {
      int s = index.portSwitch[o];
      if (g.routeAt(s) >= 0 || java.util.Arrays.binarySearch(routing.nextHops(s, false), o) >= 0
          || phases && java.util.Arrays.binarySearch(routing.nextHops(s, true), o) >= 0) {
        return false;
      }
    }
    return true;
  }
}
