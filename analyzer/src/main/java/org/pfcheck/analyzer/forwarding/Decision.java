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
 * @param route the explicit route used, or -1
 */
public record Decision(Kind kind, int[] ports, int flag, int route) {
  /** A packet addressed to a switch's router MAC: routed by IP. */
  public static final int ROUTED = 0;
  /** A packet encapsulated by a standby switch towards the active one. */
  public static final int TUNNELLED = 1;
  /** A frame not addressed to the switch's router MAC (a flood copy): bridged in its VLAN. */
  public static final int BRIDGED = 2;

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
  static final Decision DROPPED = new Decision(Kind.DROP, new int[0], ROUTED, -1);

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
