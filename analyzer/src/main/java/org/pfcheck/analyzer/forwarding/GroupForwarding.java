package org.pfcheck.analyzer.forwarding;

import org.pfcheck.analyzer.index.FabricIndex;

/**
 * The forwarding decisions of docs/semantics.md for packets to one destination group. Decisions that
 * do not depend on the ingress port are cached, so one instance serves one group's reachability
 * search; it is working state of that search, not thread-safe.
 */
public final class GroupForwarding {
  private final ForwardingContext context;
  private final FabricIndex index;
  private final DestinationGroup group;
  private final DerivedRouting routing;
  private final Decision[] derived;
  private final Decision[] routed;
  private final Decision[] bounced;

  /** Decisions for {@code group}, with {@code routing} towards its active switch. */
  public GroupForwarding(ForwardingContext context, DestinationGroup group, DerivedRouting routing) {
    if (routing.destination() != group.activeSwitch()) {
      throw new IllegalArgumentException("routing towards " + routing.destination() + ", group at " + group.activeSwitch());
    }
    this.context = context;
    this.index = context.index();
    this.group = group;
    this.routing = routing;
    this.derived = new Decision[4 * index.switchCount()];
    this.routed = new Decision[index.switchCount()];
    this.bounced = new Decision[index.switchCount()];
  }

  public DestinationGroup group() {
    return group;
  }

  public DerivedRouting routing() {
    return routing;
  }

  /**
   * What switch {@code portSwitch[port]} does with a packet of label {@code label} in state {@code flag}
   * ({@link Decision#ROUTED}, {@link Decision#TUNNELLED}, {@link Decision#BRIDGED}) that arrived on
   * {@code port}.
   */
  public Decision decide(int port, int label, int flag) {
    if (flag == Decision.BRIDGED) {
      return bridged(port, label);
    }
    boolean tunnelled = flag == Decision.TUNNELLED;
    int s = index.portSwitch[port];
    // an explicit route more specific than the attachment's subnets wins over delivery and bounce
    boolean local = tunnelled || !group.routeOverrides(s);
    if (s == group.activeSwitch() && local) {
      if (!group.arp()) {
        return Decision.NO_ARP;
      }
      if (group.mac()) {
        return Decision.DELIVERED;
      }
      if (context.dropLossless()[s] && context.classes().lossless(port, label, tunnelled)) {
        return Decision.MAC_MISS;
      }
      int domain = context.domains().destination(group.portAt(s));
      return new Decision(Decision.Kind.FLOOD, context.domains().except(domain, port), Decision.BRIDGED, -1);
    }
    if (!tunnelled && local && group.isStandby(s)) {
      if (bounced[s] == null) {
        bounced[s] = decision(Decision.Kind.BOUNCE, routing.nextHops(s, false), Decision.TUNNELLED);
      }
      return bounced[s];
    }
    if (!tunnelled && context.routes().hasRoutes(s)) {
      int r = group.routeAt(s);
      if (r >= 0) {
        Decision d = routed[s];
        if (d == null) {
          int[] ports = context.routes().ports(r);
          d = ports.length == 0 ? Decision.dropped(Decision.Drop.ROUTE, r)
              : new Decision(Decision.Kind.ROUTE, ports, Decision.ROUTED, r);
          routed[s] = d;
        }
        return d;
      }
    }
    boolean downPhase = fromAbove(index, port);
    int k = ((s * 2 + (downPhase ? 1 : 0)) * 2) + (tunnelled ? 1 : 0);
    if (derived[k] == null) {
      derived[k] = decision(Decision.Kind.DERIVED, routing.nextHops(s, downPhase), flag);
    }
    return derived[k];
  }

  /**
   * A bridged frame (docs/semantics.md, "Layer 2"): dropped on a routed port; delivered where the
   * destination's port is in the frame's domain and its MAC entry is known; flooded in the domain where
   * the MAC entry is missing (unless drop-lossless drops it); else forwarded by the MAC table to a port
   * the model does not know: every port of the domain. Never routed by IP, never tunnelled.
   */
  private Decision bridged(int port, int label) {
    BridgeDomains domains = context.domains();
    int domain = domains.bridged(port);
    if (domain < 0) {
      return Decision.BRIDGED_DROP;
    }
    int s = index.portSwitch[port];
    int own = group.portAt(s);
    boolean missing = group.macMissingAt(s);
    if (!missing) {
      boolean here = own >= 0 && domains.contains(domain, own);
      return here ? Decision.DELIVERED : copies(Decision.Kind.BRIDGE, domains.except(domain, port));
    }
    if (context.dropLossless()[s] && context.classes().lossless(port, label, false)) {
      return Decision.MAC_MISS;
    }
    return copies(Decision.Kind.FLOOD, domains.except(domain, port));
  }

  /** Bridged copies out of {@code ports}; none when the domain holds no other port. */
  private static Decision copies(Decision.Kind kind, int[] ports) {
    return ports.length == 0 ? Decision.BRIDGED_DROP : new Decision(kind, ports, Decision.BRIDGED, -1);
  }

  private static Decision decision(Decision.Kind kind, int[] ports, int flag) {
    return ports.length == 0 ? Decision.NO_ROUTE : new Decision(kind, ports, flag, -1);
  }

  /** Whether a packet that arrived on {@code port} came down from a higher tier (the down phase). */
  public static boolean fromAbove(FabricIndex index, int port) {
    if (index.portHost[port] >= 0) {
      return false;
    }
    int nb = index.farSwitch[port];
    int s = index.portSwitch[port];
    return nb >= 0 && index.level[nb] >= 0 && index.level[s] >= 0 && index.level[nb] > index.level[s];
  }
}
