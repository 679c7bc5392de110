package org.pfcheck.analyzer.forwarding;

import org.pfcheck.analyzer.Cause;

/**
 * What a switch does with one packet: the kind of decision, the output ports (every ECMP member or
 * flood copy), and whether the packets it sends are tunnelled. Immutable by contract: {@code ports}
 * is shared and must not be written.
 *
 * @param kind the decision
 * @param ports output ports, ascending; empty when delivered or dropped
 * @param tunnelled whether the packet leaves encapsulated towards the destination's active switch
 * @param route the explicit route used, or -1
 */
public record Decision(Kind kind, int[] ports, boolean tunnelled, int route) {
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
    BOUNCE
  }

  static final Decision DELIVERED = new Decision(Kind.DELIVER, new int[0], false, -1);
  static final Decision DROPPED = new Decision(Kind.DROP, new int[0], false, -1);

  /** The cause recorded on dependencies this decision creates (null when it sends nothing). */
  public Cause cause() {
    return switch (kind) {
      case DELIVER, DROP -> null;
      case ROUTE -> ports.length > 1 ? Cause.ECMP : Cause.ROUTE;
      case DERIVED -> ports.length > 1 ? Cause.ECMP : Cause.DERIVED;
      case FLOOD -> Cause.FLOOD;
      case BOUNCE -> Cause.BOUNCE;
    };
  }
}
