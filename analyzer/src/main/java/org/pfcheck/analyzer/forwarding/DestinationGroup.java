package org.pfcheck.analyzer.forwarding;

import java.util.Arrays;

/**
 * Destination hosts that every switch forwards identically: same active switch, same standby
 * switches, same ARP/MAC state at the active switch, same explicit route chosen at every switch, same
 * attachment switches where that route overrides local delivery.
 * Delivery is a sink, so all members create the same dependencies and are analysed once. Immutable
 * by contract (arrays are not written after construction).
 *
 * @param id the group's number, in the order of first members
 * @param activeSwitch the members' active attachment switch
 * @param standby the members' standby attachment switches, ascending
 * @param arp whether the active switch holds an ARP entry for the members
 * @param mac whether it holds a MAC entry for them
 * @param routeSwitches switches where an explicit route covers the members' address, ascending
 * @param routeIds the longest-prefix route at each of {@code routeSwitches}
 * @param members host ids, ascending
 * @param routeOverrides attachment switches (active or standby) whose explicit route for the members
 *     overrides local delivery (docs/semantics.md, "Forwarding decision"), ascending
 */
public record DestinationGroup(int id, int activeSwitch, int[] standby, boolean arp, boolean mac,
    int[] routeSwitches, int[] routeIds, int[] members, int[] routeOverrides) {

  /** Whether {@code s} is a standby attachment switch of the members. */
  public boolean isStandby(int s) {
    return Arrays.binarySearch(standby, s) >= 0;
  }

  /**
   * Whether a packet that is not tunnelled follows the explicit route at attachment switch {@code s}
   * instead of being delivered (or bounced): the route is more specific than every subnet of {@code s}
   * covering the members, or {@code s} owns none.
   */
  public boolean routeOverrides(int s) {
    return routeOverrides.length > 0 && Arrays.binarySearch(routeOverrides, s) >= 0;
  }

  /** The explicit route chosen at switch {@code s}, or -1. */
  public int routeAt(int s) {
    int k = Arrays.binarySearch(routeSwitches, s);
    return k < 0 ? -1 : routeIds[k];
  }

  /** The first member other than {@code host}, or -1 when the group is {@code host} alone. */
  public int memberOtherThan(int host) {
    for (int m : members) {
      if (m != host) {
        return m;
      }
    }
    return -1;
  }
}
