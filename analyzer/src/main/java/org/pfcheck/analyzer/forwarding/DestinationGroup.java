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
 * @param macGone whether the members' MAC entries have aged out at every switch (dead, MAC timeout shorter
 *     than ARP timeout)
 * @param macMissing switches where a {@code mac-missing} statement removes the members' MAC entry, ascending
 * @param attachSwitches the members' attachment switches (active and standby), ascending
 * @param attachPorts the first member's port at each of {@code attachSwitches}; the members' ports are
 *     alike for bridging (same VLANs), so it stands for all of them
 */
public record DestinationGroup(int id, int activeSwitch, int[] standby, boolean arp, boolean mac,
    int[] routeSwitches, int[] routeIds, int[] members, int[] routeOverrides, boolean macGone, int[] macMissing,
    int[] attachSwitches, int[] attachPorts) {

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

  /** Whether the members' MAC entry is missing at switch {@code s} (docs/semantics.md, "Layer 2"). */
  public boolean macMissingAt(int s) {
    return macGone || macMissing.length > 0 && Arrays.binarySearch(macMissing, s) >= 0;
  }

  /** The members' port at attachment switch {@code s} (the first member's), or -1 when {@code s} is none. */
  public int portAt(int s) {
    int k = Arrays.binarySearch(attachSwitches, s);
    return k < 0 ? -1 : attachPorts[k];
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
