package org.pfcheck.analyzer.forwarding;

import java.util.List;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.MacMissPolicy;

/**
 * Everything about forwarding in one scenario that does not depend on the destination: the index,
 * resolved explicit routes, rewrites, flood domains, MAC-miss policies and destination groups.
 * Immutable.
 *
 * @param index the indexed network
 * @param routes explicit routes, resolved to live ports
 * @param rewrites priority rewrites
 * @param floods flood domains
 * @param dropLossless per switch: whether it drops lossless packets on MAC miss
 * @param losslessMask bit {@code p} set for every lossless priority
 * @param groups the destination groups
 */
public record ForwardingContext(FabricIndex index, RouteTable routes, RewriteTable rewrites, FloodPorts floods,
    boolean[] dropLossless, int losslessMask, List<DestinationGroup> groups) {

  /** The forwarding context of {@code index}. */
  public static ForwardingContext of(FabricIndex index) {
    boolean[] drop = new boolean[index.switchCount()];
    for (int s = 0; s < drop.length; s++) {
      drop[s] = index.network().switches().get(s).onMacMiss() == MacMissPolicy.DROP_LOSSLESS;
    }
    int mask = 0;
    for (int p : index.network().qos().lossless()) {
      mask |= 1 << p;
    }
    RouteTable routes = new RouteTable(index);
    return new ForwardingContext(index, routes, new RewriteTable(index), new FloodPorts(index), drop, mask,
        List.copyOf(DestinationGroups.of(index, routes)));
  }
}
