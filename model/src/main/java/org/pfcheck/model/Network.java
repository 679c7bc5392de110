package org.pfcheck.model;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

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
    Objects.requireNonNull(hazards, "hazards");
  }

  /**
   * The priorities the analysis considers packets starting in (docs/semantics.md, "Packets and
   * priorities"): each priority a packet can start in ({@link Qos#startPriorities()}) that can become
   * lossless ({@link #canBecomeLossless}). A packet starting in another priority stays lossy at every
   * hop and creates no dependency. Without rewrites into lossless priorities these are the lossless
   * priorities a packet can start in.
   */
  public SortedSet<Integer> sourcePriorities() {
    SortedSet<Integer> out = new TreeSet<>();
    for (int p : qos.startPriorities()) {
      if (canBecomeLossless(p)) {
        out.add(p);
      }
    }
    return Collections.unmodifiableSortedSet(out);
  }

  /**
   * Whether a packet in {@code priority} is lossless or may be rewritten into a lossless priority by a
   * chain of rewrite rules. Over-approximates: the rules' selectors are ignored.
   */
  public boolean canBecomeLossless(int priority) {
    boolean[] seen = new boolean[8];
    ArrayDeque<Integer> todo = new ArrayDeque<>();
    seen[priority] = true;
    todo.add(priority);
    while (!todo.isEmpty()) {
      int p = todo.poll();
      if (qos.lossless().contains(p)) {
        return true;
      }
      for (RewriteRule r : rewrites) {
        if (r.from() == p && !seen[r.to()]) {
          seen[r.to()] = true;
          todo.add(r.to());
        }
      }
    }
    return false;
  }

  /** This network with another scenario (the scenario space is kept). */
  public Network withScenario(Scenario other) {
    return new Network(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers,
        traffic, other, space, hazards);
  }

  /** This network without a scenario space: one concrete scenario. */
  public Network withoutSpace() {
    return new Network(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers,
        traffic, scenario, Optional.empty(), hazards);
  }
}
