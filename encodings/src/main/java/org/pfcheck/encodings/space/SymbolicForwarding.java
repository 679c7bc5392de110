package org.pfcheck.encodings.space;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.forwarding.BridgeDomains;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.forwarding.Routing;

/**
 * The forwarding decisions of docs/semantics.md (in the analyzer's order, see its
 * {@code GroupForwarding}) with the scenario left open: each step a packet can take, guarded by the
 * literals under which it is taken. The index is the declared scenario's, so every port it shows on an
 * up link may still fail when its link is a candidate. Derived routing is symbolic ({@link
 * ConditionLiteral.Kind#NEXT_HOP}) when some link may fail, and the declared scenario's otherwise.
 */
final class SymbolicForwarding {
  /**
   * One step: out of {@code egress} into ingress port {@code port}, with its label and flag there, and
   * whether the sender honours the pause of the packet's group there.
   */
  record Step(int egress, int port, int label, int flag, List<ConditionLiteral> guard, boolean descending, boolean honoured) {}

  private final ForwardingContext context;
  private final FabricIndex index;
  private final boolean[] candidateLink;
  private final boolean symbolicRouting;
  private final boolean upDown;
  private final boolean macAgesFirst;
  private final Map<Integer, DerivedRouting> fixedRouting = new HashMap<>();
  /** The active switch of the group whose steps are being made (the tunnel end). */
  private int activeSwitch;

  SymbolicForwarding(ForwardingContext context, boolean[] candidateLink) {
    this.context = context;
    this.index = context.index();
    this.candidateLink = candidateLink;
    boolean any = false;
    for (boolean c : candidateLink) {
      any |= c;
    }
    this.symbolicRouting = any;
    this.upDown = index.network().routing().mode() == Routing.Mode.UP_DOWN;
    this.macAgesFirst = index.network().timers().macAgesFirst();
  }

  /** Whether derived routing depends on the scenario. */
  boolean symbolicRouting() {
    return symbolicRouting;
  }

  /**
   * The steps of a packet of label {@code label} in state {@code flag} to group {@code g} that arrived on
   * {@code port}.
   */
  List<Step> steps(SymbolicGroup g, int port, int label, int flag) {
    DestinationGroup group = g.group();
    activeSwitch = group.activeSwitch();
    List<Step> out = new ArrayList<>();
    if (flag == Decision.BRIDGED) {
      bridged(out, g, port, label);
      return out;
    }
    boolean tunnelled = flag == Decision.TUNNELLED;
    int s = index.portSwitch[port];
    boolean local = tunnelled || !group.routeOverrides(s);
    if (s == group.activeSwitch() && local) {
      List<ConditionLiteral> when = floodCondition(g, port, label, tunnelled);
      if (when != null) {
        BridgeDomains domains = context.domains();
        for (int o : domains.except(domains.destination(group.portAt(s)), port)) {
          flood(out, port, o, label, tunnelled, when);
        }
      }
    } else if (!tunnelled && local && group.isStandby(s)) {
      derived(out, group.activeSwitch(), port, s, false, label, Decision.Kind.BOUNCE, Decision.TUNNELLED);
    } else if (!tunnelled && context.routes().hasRoutes(s) && group.routeAt(s) >= 0) {
      for (int o : context.routes().ports(group.routeAt(s))) {
        add(out, port, o, label, Decision.Kind.ROUTE, Decision.ROUTED, List.of(), false);
      }
    } else {
      derived(out, group.activeSwitch(), port, s, fromAbove(port), label, Decision.Kind.DERIVED, flag);
    }
    return out;
  }

  /** A flood copy (bridged); a decapsulated one with every label it may have had before the tunnel. */
  private void flood(List<Step> out, int port, int o, int label, boolean decapsulated, List<ConditionLiteral> when) {
    if (!decapsulated || context.rewrites().isEmpty()) {
      add(out, port, o, label, Decision.Kind.FLOOD, Decision.BRIDGED, when, false);
      return;
    }
    for (int l : context.rewrites().preimage(label)) {
      add(out, port, o, l, Decision.Kind.FLOOD, Decision.BRIDGED, when, false);
    }
  }

  /**
   * The steps of a bridged frame (the analyzer's {@code GroupForwarding}): none on a routed port; flood
   * copies to the domain while the MAC entry is missing (unless drop-lossless drops), copies to the whole
   * domain while it is present and the destination's port is not in the domain.
   */
  private void bridged(List<Step> out, SymbolicGroup g, int port, int label) {
    BridgeDomains domains = context.domains();
    int domain = domains.bridged(port);
    if (domain < 0) {
      return;
    }
    DestinationGroup group = g.group();
    int s = index.portSwitch[port];
    List<ConditionLiteral> missing;
    List<ConditionLiteral> present;
    if (java.util.Arrays.binarySearch(group.macMissing(), s) >= 0) {
      missing = List.of();
      present = null;
    } else if (g.candidate() >= 0 && macAgesFirst) {
      missing = List.of(ConditionLiteral.dead(g.candidate()));
      present = List.of(ConditionLiteral.dead(g.candidate()).negate());
    } else {
      boolean gone = g.candidate() < 0 && group.macGone();
      missing = gone ? List.of() : null;
      present = gone ? null : List.of();
    }
    int own = group.portAt(s);
    boolean here = own >= 0 && domains.contains(domain, own);
    boolean drop = context.dropLossless()[s] && context.classes().lossless(port, label, false);
    for (int o : domains.except(domain, port)) {
      if (missing != null && !drop) {
        add(out, port, o, label, Decision.Kind.FLOOD, Decision.BRIDGED, missing, false);
      }
      if (present != null && !here) {
        add(out, port, o, label, Decision.Kind.BRIDGE, Decision.BRIDGED, present, false);
      }
    }
  }

  /** When the active switch floods (null: never): ARP entry present, MAC entry missing, no drop. */
  private List<ConditionLiteral> floodCondition(SymbolicGroup g, int port, int label, boolean tunnelled) {
    DestinationGroup group = g.group();
    if (context.dropLossless()[group.activeSwitch()] && context.classes().lossless(port, label, tunnelled)) {
      return null;
    }
    if (g.candidate() < 0) {
      return group.arp() && !group.mac() ? List.of() : null;
    }
    ConditionLiteral dead = ConditionLiteral.dead(g.candidate());
    if (macAgesFirst) {
      return g.macMissingAnyway() ? List.of() : List.of(dead);
    }
    return g.macMissingAnyway() ? List.of(dead.negate()) : null;
  }

  private void derived(List<Step> out, int destination, int port, int s, boolean downPhase, int label,
      Decision.Kind kind, int flag) {
    if (!symbolicRouting) {
      DerivedRouting r = fixedRouting.computeIfAbsent(destination, d -> DerivedRouting.towards(index, d));
      for (int o : r.nextHops(s, downPhase)) {
        add(out, port, o, label, kind, flag, List.of(), true);
      }
      return;
    }
    if (s == destination || (upDown && index.level[s] < 0)) {
      return;
    }
    for (int o = index.portStart[s]; o < index.portStart[s + 1]; o++) {
      int nb = index.neighbourSwitch(o);
      if (nb < 0) {
        continue;
      }
      boolean allowed = !upDown || index.level[nb] >= 0
          && (index.level[nb] < index.level[s] || !downPhase && index.level[nb] > index.level[s]);
      if (allowed) {
        add(out, port, o, label, kind, flag, List.of(ConditionLiteral.nextHop(destination, s, downPhase, o)), true);
      }
    }
  }

  private void add(List<Step> out, int ingress, int egress, int label, Decision.Kind kind, int flag,
      List<ConditionLiteral> when, boolean descending) {
    int peer = index.peerPort[egress];
    if (peer < 0) {
      return;
    }
    List<ConditionLiteral> guard = when;
    int link = index.portLink[egress];
    if (candidateLink[link]) {
      guard = new ArrayList<>(when);
      guard.add(ConditionLiteral.linkUp(link));
    }
    int next = context.rewrites().labelAfter(ingress, egress, label, kind);
    boolean tunnelEnd = flag == Decision.TUNNELLED && index.portSwitch[peer] == activeSwitch;
    int group = context.classes().group(peer, next, tunnelEnd);
    boolean honoured = index.honours(egress, group);
    out.add(new Step(egress, peer, next, flag, List.copyOf(guard), descending, honoured));
  }

  /** Whether a packet that arrived on {@code port} came down from a higher tier (the down phase). */
  private boolean fromAbove(int port) {
    if (index.portHost[port] >= 0) {
      return false;
    }
    int nb = index.farSwitch[port];
    int s = index.portSwitch[port];
    return nb >= 0 && index.level[nb] >= 0 && index.level[s] >= 0 && index.level[nb] > index.level[s];
  }
}
