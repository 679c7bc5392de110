package org.pfcheck.model;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.scenario.Timers;
import org.pfcheck.model.scenario.Traffic;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.RoutedPorts;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.TierOrder;
import org.pfcheck.model.topology.Vlan;

/**
 * A whole fabric as one value: topology, QoS/PFC, forwarding rules, L2 settings, which traffic to
 * consider, the concrete scenario and, optionally, a scenario space. Immutable; equality ignores
 * source positions (see {@link Origin}).
 *
 * <p>A {@code Network} may reference unknown names or be otherwise ill-formed when it comes straight
 * from a reader; the analyzer's validator reports that as diagnostics before any analysis.
 *
 * @param name the network's name
 * @param tiers tier levels
 * @param switches switches, in declaration order
 * @param hosts hosts, in declaration order
 * @param links switch-to-switch links, in declaration order
 * @param vlans VLAN memberships, for VLAN flood domains
 * @param qos DSCP map, lossless priorities, PFC settings
 * @param rewrites priority rewrite rules, first match wins
 * @param routes explicit routes
 * @param routing derived routing
 * @param timers ARP/MAC timeouts
 * @param traffic which packets to consider
 * @param scenario the concrete scenario
 * @param space an optional scenario space to check as a whole
 * @param routed routed (layer-3) ports, per switch
 * @param lags port-channels, per switch
 * @param hazards NIC, PFC watchdog, buffer and broadcast settings, for the hazard checks and storms
 */
public record Network(
    String name,
    TierOrder tiers,
    List<Switch> switches,
    List<Host> hosts,
    List<Link> links,
    List<Vlan> vlans,
    Qos qos,
    List<RewriteRule> rewrites,
    List<Route> routes,
    Routing routing,
    Timers timers,
    Traffic traffic,
    Scenario scenario,
    Optional<ScenarioSpace> space,
    List<RoutedPorts> routed,
    List<Lag> lags,
    HazardSettings hazards) {
  public Network {
    Checks.name(name, "network name");
    Objects.requireNonNull(tiers, "tiers");
    switches = List.copyOf(switches);
    hosts = List.copyOf(hosts);
    links = List.copyOf(links);
    vlans = List.copyOf(vlans);
    Objects.requireNonNull(qos, "qos");
    rewrites = List.copyOf(rewrites);
    routes = List.copyOf(routes);
    Objects.requireNonNull(routing, "routing");
    Objects.requireNonNull(timers, "timers");
    Objects.requireNonNull(traffic, "traffic");
    Objects.requireNonNull(scenario, "scenario");
    Objects.requireNonNull(space, "space");
    routed = List.copyOf(routed);
    lags = List.copyOf(lags);
    Objects.requireNonNull(hazards, "hazards");
  }

  /** A network without routed ports, port-channels or hazard settings (every one at its default). */
  public Network(String name, TierOrder tiers, List<Switch> switches, List<Host> hosts, List<Link> links,
      List<Vlan> vlans, Qos qos, List<RewriteRule> rewrites, List<Route> routes, Routing routing, Timers timers,
      Traffic traffic, Scenario scenario, Optional<ScenarioSpace> space) {
    this(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers, traffic, scenario, space,
        List.of(), List.of(), HazardSettings.DEFAULTS);
  }

  /** A network without hazard settings (every one at its default). */
  public Network(String name, TierOrder tiers, List<Switch> switches, List<Host> hosts, List<Link> links,
      List<Vlan> vlans, Qos qos, List<RewriteRule> rewrites, List<Route> routes, Routing routing, Timers timers,
      Traffic traffic, Scenario scenario, Optional<ScenarioSpace> space, List<RoutedPorts> routed, List<Lag> lags) {
    this(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers, traffic, scenario, space,
        routed, lags, HazardSettings.DEFAULTS);
  }

  /** This network with other hazard settings. */
  public Network withHazards(HazardSettings other) {
    return new Network(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers, traffic,
        scenario, space, routed, lags, other);
  }

  /**
   * Whether packets are classified per ingress port by DSCP (docs/semantics.md, "Packets and
   * classes"): maps or bindings are declared, or a rule rewrites DSCP values. Otherwise (priority mode)
   * a packet's class is its priority, given once by the fabric-wide DSCP map.
   */
  public boolean dscpMode() {
    return qos.classifies() || rewrites.stream().anyMatch(RewriteRule::dscp);
  }

  /**
   * DSCP mode: the DSCP values the analysis considers packets sent with: each value (0..63) that some
   * ingress port may classify into a lossless group ({@link Qos#possibleGroups}) or that a chain of
   * {@code rewrite dscp} rules, selectors ignored, leads to such a value. A sound superset: a packet
   * that never becomes lossless creates no dependency.
   */
  public SortedSet<Integer> sourceDscps() {
    return dscpsThatMayBecomeLossless();
  }

  /**
   * DSCP mode: whether a packet with DSCP {@code dscp} may be lossless at some ingress port, or be
   * rewritten into a DSCP value that may (selectors ignored). Costs a pass over the hosts: a caller
   * asking for many packets takes {@link #dscpsThatMayBecomeLossless()} once.
   */
  public boolean canDscpBecomeLossless(int dscp) {
    return dscpsThatMayBecomeLossless().contains(dscp);
  }

  /** DSCP mode: every DSCP value {@link #canDscpBecomeLossless} holds for, found in one pass. */
  public SortedSet<Integer> dscpsThatMayBecomeLossless() {
    boolean[] lossless = new boolean[64];
    for (int d = 0; d < 64; d++) {
      for (int pg : qos.possibleGroups(d)) {
        lossless[d] |= qos.lossless().contains(pg);
      }
    }
    return reaching(64, true, lossless);
  }

  /**
   * The priorities the analysis considers packets starting in (docs/semantics.md, "Packets and
   * priorities"): each priority a packet can start in ({@link Qos#startPriorities()}) that can become
   * lossless ({@link #canBecomeLossless}). A packet starting in another priority stays lossy at every
   * hop and creates no dependency. Without rewrites into lossless priorities these are the lossless
   * priorities a packet can start in.
   */
  public SortedSet<Integer> sourcePriorities() {
    SortedSet<Integer> out = new TreeSet<>(qos.startPriorities());
    out.retainAll(prioritiesThatMayBecomeLossless());
    return Collections.unmodifiableSortedSet(out);
  }

  /**
   * Whether a packet in {@code priority} is lossless or may be rewritten into a lossless priority by a
   * chain of rewrite rules. Over-approximates: the rules' selectors are ignored. Costs a pass over the
   * hosts: a caller asking for many packets takes {@link #prioritiesThatMayBecomeLossless()} once.
   */
  public boolean canBecomeLossless(int priority) {
    return prioritiesThatMayBecomeLossless().contains(priority);
  }

  /** Every priority {@link #canBecomeLossless} holds for, found in one pass. */
  public SortedSet<Integer> prioritiesThatMayBecomeLossless() {
    boolean[] lossless = new boolean[8];
    qos.lossless().forEach(p -> lossless[p] = true);
    return reaching(8, false, lossless);
  }

  /**
   * Whether some host is dual-homed: a standby ToR tunnels its packets back to the active one, which
   * decapsulates them (and may flood them with any value a chain of rules could have turned into the
   * tunnel's, so value sets are closed under rules followed backwards too).
   */
  public boolean tunnels() {
    return hosts.stream().anyMatch(h -> h.attachments().stream().anyMatch(Attachment::standby));
  }

  /**
   * The values from which a chain of rewrites of the given kind (selectors ignored) leads to a flagged
   * value. {@link #tunnels()} is asked once: it walks every host, and asking it per value or per host
   * made the hazard checks quadratic in the hosts.
   */
  private SortedSet<Integer> reaching(int values, boolean dscp, boolean[] flagged) {
    boolean backwards = tunnels();
    SortedSet<Integer> out = new TreeSet<>();
    for (int start = 0; start < values; start++) {
      boolean[] reached = closure(List.of(start), values, dscp, backwards);
      for (int v = 0; v < values; v++) {
        if (reached[v] && flagged[v]) {
          out.add(start);
          break;
        }
      }
    }
    return Collections.unmodifiableSortedSet(out);
  }

  /**
   * The values (of {@code values}: 8 priorities or 64 DSCP values) a packet starting with one of {@code
   * starts} may carry: those, and every one a chain of rewrites of the given kind leads to (selectors
   * ignored). Where a standby ToR tunnels ({@link #tunnels()}), the tunnel end that floods a decapsulated
   * packet sends every value a chain of rules could have turned into the tunnel's (docs/semantics.md), so
   * rules are then followed backwards too. (Forward only, a host's priority 2 that no rule rewrites was
   * left out although its flooded copies may carry 3, and a proof missed their dependencies.)
   */
  public boolean[] rewriteClosure(Collection<Integer> starts, int values, boolean dscp) {
    return closure(starts, values, dscp, tunnels());
  }

  private boolean[] closure(Collection<Integer> starts, int values, boolean dscp, boolean backwards) {
    boolean[] seen = new boolean[values];
    ArrayDeque<Integer> todo = new ArrayDeque<>();
    for (int v : starts) {
      if (!seen[v]) {
        seen[v] = true;
        todo.add(v);
      }
    }
    while (!todo.isEmpty()) {
      int v = todo.poll();
      for (RewriteRule r : rewrites) {
        if (r.dscp() == dscp && r.from() == v && !seen[r.to()]) {
          seen[r.to()] = true;
          todo.add(r.to());
        }
        if (backwards && r.dscp() == dscp && r.to() == v && !seen[r.from()]) {
          seen[r.from()] = true;
          todo.add(r.from());
        }
      }
    }
    return seen;
  }

  /** This network with another scenario (the scenario space is kept). */
  public Network withScenario(Scenario other) {
    return new Network(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers,
        traffic, other, space, routed, lags, hazards);
  }

  /** This network without a scenario space: one concrete scenario. */
  public Network withoutSpace() {
    return new Network(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers,
        traffic, scenario, Optional.empty(), routed, lags, hazards);
  }
}
