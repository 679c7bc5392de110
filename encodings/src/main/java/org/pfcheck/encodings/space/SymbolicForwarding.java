package org.pfcheck.encodings.space;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Routing;

/**
 * The forwarding decisions of docs/semantics.md (in the analyzer's order, see its
 * {@code GroupForwarding}) with the scenario left open: each step a packet can take, guarded by the
 * literals under which it is taken. The index is the declared scenario's, so every port it shows on an
 * up link may still fail when its link is a candidate. Derived routing is symbolic ({@link
 * Literal.Kind#NEXT_HOP}) when some link may fail, and the declared scenario's otherwise.
 */
final class SymbolicForwarding {
  /** One step: out of {@code egress} into ingress port {@code port}, with priority and tunnel state. */
  record Step(int egress, int port, int priority, boolean tunnelled, List<Literal> guard, boolean descending) {}

  private final ForwardingContext context;
  private final FabricIndex index;
  private final boolean[] candidateLink;
  private final boolean symbolicRouting;
  private final boolean upDown;
  private final boolean macAgesFirst;
  private final Map<Integer, DerivedRouting> fixedRouting = new HashMap<>();

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

  /** The steps of a packet of priority {@code p} to group {@code g} that arrived on {@code port}. */
  List<Step> steps(SymbolicGroup g, int port, int p, boolean tunnelled) {
    DestinationGroup group = g.group();
    int s = index.portSwitch[port];
    List<Step> out = new ArrayList<>();
    boolean local = tunnelled || !group.routeOverrides(s);
    if (s == group.activeSwitch() && local) {
      List<Literal> when = floodCondition(g, p);
      if (when != null) {
        for (int o : context.floods().except(s, port)) {
          add(out, port, o, p, false, when, false);
        }
      }
    } else if (!tunnelled && local && group.isStandby(s)) {
      derived(out, group.activeSwitch(), port, s, false, p, true);
    } else if (!tunnelled && context.routes().hasRoutes(s) && group.routeAt(s) >= 0) {
      for (int o : context.routes().ports(group.routeAt(s))) {
        add(out, port, o, p, false, List.of(), false);
      }
    } else {
      derived(out, group.activeSwitch(), port, s, fromAbove(port), p, tunnelled);
    }
    return out;
  }

  /** When the active switch floods (null: never): ARP entry present, MAC entry missing, no drop. */
  private List<Literal> floodCondition(SymbolicGroup g, int p) {
    DestinationGroup group = g.group();
    if (context.dropLossless()[group.activeSwitch()] && (context.losslessMask() & (1 << p)) != 0) {
      return null;
    }
    if (g.candidate() < 0) {
      return group.arp() && !group.mac() ? List.of() : null;
    }
    Literal dead = Literal.dead(g.candidate());
    if (macAgesFirst) {
      return g.macMissingAnyway() ? List.of() : List.of(dead);
    }
    return g.macMissingAnyway() ? List.of(dead.negate()) : null;
  }

  private void derived(List<Step> out, int destination, int port, int s, boolean downPhase, int p, boolean tunnel) {
    if (!symbolicRouting) {
      DerivedRouting r = fixedRouting.computeIfAbsent(destination, d -> DerivedRouting.towards(index, d));
      for (int o : r.nextHops(s, downPhase)) {
        add(out, port, o, p, tunnel, List.of(), true);
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
        add(out, port, o, p, tunnel, List.of(Literal.nextHop(destination, s, downPhase, o)), true);
      }
    }
  }

  private void add(List<Step> out, int ingress, int egress, int p, boolean tunnelled, List<Literal> when,
      boolean descending) {
    int peer = index.peerPort[egress];
    if (peer < 0) {
      return;
    }
    List<Literal> guard = when;
    int link = index.portLink[egress];
    if (candidateLink[link]) {
      guard = new ArrayList<>(when);
      guard.add(Literal.linkUp(link));
    }
    int p2 = context.rewrites().isEmpty() ? p
        : context.rewrites().priorityAfter(context.rewrites().rule(ingress, egress, p), p);
    out.add(new Step(egress, peer, p2, tunnelled, List.copyOf(guard), descending));
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
