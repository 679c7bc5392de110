package org.pfcheck.analyzer.forwarding;

import org.pfcheck.analyzer.Cause;

/**
 * What a switch does with one packet: the kind of decision, the output ports (every ECMP member or
 * flood copy), and the state the packets it sends are in ({@link #ROUTED}, {@link #TUNNELLED} or
 * {@link #BRIDGED}). Immutable by contract: {@code ports} is shared and must not be written.
 *
 * @param kind the decision
 * @param ports output ports, ascending; empty when delivered or dropped
  * @param flag the state of the packets sent: routed, tunnelled towards the destination's active
 *     switch, or bridged
 * @param route the explicit route used (also by a drop), or -1
 * @param drop why the packet is dropped, for {@link Kind#DROP}; null otherwise
 */
public record Decision(Kind kind, int[] ports, int flag, int route, Drop drop) {
  /** A packet addressed to a switch's router MAC: routed by IP. */
  public static final int ROUTED = 0;
  /** A packet encapsulated by a standby switch towards the active one. */
  public static final int TUNNELLED = 1;
  /** A frame not addressed to the switch's router MAC (a flood copy): bridged in its VLAN. */
  public static final int BRIDGED = 2;

  /** A decision that drops nothing (every kind but {@link Kind#DROP}). */
  public Decision(Kind kind, int[] ports, int flag, int route) {
    this(kind, ports, flag, route, null);
  }

  /** Why a packet is dropped (docs/semantics.md, "Forwarding decision", "Layer 2"); what coverage counts. */
  public enum Drop {
    /** The destination's switch holds no ARP entry for it (a dead host whose ARP entry aged out). */
    NO_ARP,
    /** A MAC miss at a switch that drops lossless packets on MAC miss ({@code drop-lossless}). */
    MAC_MISS,
    /** An explicit route: a null route, or one whose next hops are all down. */
    ROUTE,
    /** Derived routing has no next hop: the destination is unreachable from here. */
    NO_ROUTE,
    /** A bridged copy arriving on a routed port, or with nowhere to go in its domain. */
    BRIDGED
  }

  /** The drop of a packet for {@code why}, by route {@code route} (or -1). */
  static Decision dropped(Drop why, int route) {
    return new Decision(Kind.DROP, new int[0], ROUTED, route, why);
  }
  /** The decisions of docs/semantics.md, "Forwarding decision". */
  public enum Kind {
    /** Delivered on the destination's port: a sink. */
    DELIVER,
    /** Dropped: no ARP entry, drop-lossless on MAC miss, null route, or unreachable. */
    DROP,
    /** An explicit route. */
    ROUTE,
    /** Derived routing (shortest-path or up-down). */
    DERIVED,
    /** Flooded on a MAC miss. */
    FLOOD,
    /** A standby attachment tunnelling to the active one. */
    BOUNCE,
    /** A bridged frame forwarded by the MAC table, to a port the model does not know: every port it may be. */
    BRIDGE
  }

  static final Decision DELIVERED = new Decision(Kind.DELIVER, new int[0], ROUTED, -1);
  static final Decision NO_ARP = dropped(Drop.NO_ARP, -1);
  static final Decision MAC_MISS = dropped(Drop.MAC_MISS, -1);
  static final Decision NO_ROUTE = dropped(Drop.NO_ROUTE, -1);
  static final Decision BRIDGED_DROP = dropped(Drop.BRIDGED, -1);

  /** Whether the packets sent are tunnelled. */
  public boolean tunnelled() {
    return flag == TUNNELLED;
  }

  /** The cause recorded on dependencies this decision creates (null when it sends nothing). */
  public Cause cause() {
    return switch (kind) {
      case DELIVER, DROP -> null;
      case ROUTE -> ports.length > 1 ? Cause.ECMP : Cause.ROUTE;
      case DERIVED -> ports.length > 1 ? Cause.ECMP : Cause.DERIVED;
      case FLOOD -> Cause.FLOOD;
      case BOUNCE -> Cause.BOUNCE;
      case BRIDGE -> Cause.BRIDGE;
    };
  }
}
