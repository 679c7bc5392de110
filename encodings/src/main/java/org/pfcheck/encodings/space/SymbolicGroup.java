package org.pfcheck.encodings.space;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pfcheck.analyzer.forwarding.BridgeDomains;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.DestinationGroups;
import org.pfcheck.analyzer.forwarding.RouteTable;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * A destination group of the symbolic search: the analyzer's {@link DestinationGroup} of the declared
 * scenario, except that every host that may die is split off into a group of its own, whose ARP and
 * MAC state then depends on the scenario. Immutable.
 *
 * @param group the forwarding attributes and members (as in the declared scenario)
 * @param candidate the host that may die, alone in this group, or -1
 */
public record SymbolicGroup(DestinationGroup group, int candidate) {

  /**
   * The groups of {@code index} (the declared scenario) with the hosts of {@code candidates} (a flag per
   * host) split off, in the analyzer's group order.
   */
  public static List<SymbolicGroup> of(FabricIndex index, RouteTable routes, BridgeDomains domains,
      boolean[] candidates) {
    List<SymbolicGroup> out = new ArrayList<>();
    for (DestinationGroup g : DestinationGroups.of(index, routes, domains)) {
      int[] fixed = Arrays.stream(g.members()).filter(h -> !candidates[h]).toArray();
      if (fixed.length > 0) {
        out.add(new SymbolicGroup(with(g, out.size(), fixed), -1));
      }
      for (int h : g.members()) {
        if (candidates[h]) {
          out.add(new SymbolicGroup(with(g, out.size(), new int[] {h}), h));
        }
      }
    }
    return List.copyOf(out);
  }

  private static DestinationGroup with(DestinationGroup g, int id, int[] members) {
    return new DestinationGroup(id, g.activeSwitch(), g.standby(), g.arp(), g.mac(), g.routeSwitches(), g.routeIds(),
        members, g.routeOverrides(), g.macGone(), g.macMissing(), g.attachSwitches(), g.attachPorts());
  }

  /** Whether the MAC entry at the active switch is missing regardless of the scenario (mac-missing). */
  public boolean macMissingAnyway() {
    return candidate >= 0 ? !group.mac() : false;
  }
}
