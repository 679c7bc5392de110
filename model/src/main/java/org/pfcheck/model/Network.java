package org.pfcheck.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

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
    Optional<ScenarioSpace> space) {
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
  }

  /** This network with another scenario (the scenario space is kept). */
  public Network withScenario(Scenario other) {
    return new Network(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers,
        traffic, other, space);
  }

  /** This network without a scenario space: one concrete scenario. */
  public Network withoutSpace() {
    return new Network(name, tiers, switches, hosts, links, vlans, qos, rewrites, routes, routing, timers,
        traffic, scenario, Optional.empty());
  }
}
