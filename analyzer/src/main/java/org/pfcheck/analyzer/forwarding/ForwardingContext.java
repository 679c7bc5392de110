package org.pfcheck.analyzer.forwarding;

import java.util.List;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.PacketClasses;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.topology.Host;

/**
 * Everything about forwarding in one scenario that does not depend on the destination: the index,
 * packet classes, resolved explicit routes, rewrites, layer-2 domains, MAC-miss policies and
 * destination groups. Immutable.
 *
 * @param index the indexed network
 * @param routes explicit routes, resolved to live ports
 * @param rewrites rewrites, on labels
 * @param domains routed ports, port-channels, and where bridged frames and floods may go
 * @param dropLossless per switch: whether it drops lossless packets on MAC miss
 * @param losslessMask bit {@code p} set for every lossless priority (group)
 * @param groups the destination groups
 * @param classes packet labels and the priority group of each at each ingress port
 * @param tunnels whether some host has a standby attachment (packets may be tunnelled)
 * @param bridges whether bridged frames may exist ({@link #bridges(FabricIndex, List)})
 */
public record ForwardingContext(FabricIndex index, RouteTable routes, RewriteTable rewrites, BridgeDomains domains,
    boolean[] dropLossless, int losslessMask, List<DestinationGroup> groups, PacketClasses classes, boolean tunnels,
    boolean bridges) {

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
    PacketClasses classes = new PacketClasses(index);
    BridgeDomains domains = new BridgeDomains(index);
    List<DestinationGroup> groups = List.copyOf(DestinationGroups.of(index, routes, domains));
    boolean tunnels = false;
    for (Host h : index.network().hosts()) {
      tunnels |= h.attachments().size() > 1;
    }
    return new ForwardingContext(index, routes, new RewriteTable(index, classes), domains, drop, mask, groups, classes,
        tunnels, bridges(index, groups));
  }

  /**
   * Whether bridged frames may exist: some destination's switch may flood, or some host has a subnet
   * (frames between hosts of one subnet are bridged from the first switch).
   */
  public static boolean bridges(FabricIndex index, List<DestinationGroup> groups) {
    for (DestinationGroup g : groups) {
      if (g.arp() && !g.mac()) {
        return true;
      }
    }
    return !new Subnets(index.network()).noneShared();
  }
}
