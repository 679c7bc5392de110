package org.pfcheck.model.topology;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;

/**
 * A switch of the fabric. Immutable.
 *
 * @param name unique among switches and hosts
 * @param tier the tier name (tor, leaf, spine, ...) when declared; up-down routing needs it
 * @param onMacMiss what the switch does with a packet whose ARP entry exists but MAC entry does not
 * @param floodDomain where a flooded packet goes
 * @param subnets prefixes this switch owns (a ToR's server subnet); host addresses come from them
 * @param origin where the switch was declared
 */
public record Switch(
    String name,
    Optional<String> tier,
    MacMissPolicy onMacMiss,
    FloodDomain floodDomain,
    List<Prefix> subnets,
    Origin origin) {
  public Switch {
    Checks.name(name, "switch name");
    Objects.requireNonNull(tier, "tier");
    Objects.requireNonNull(onMacMiss, "onMacMiss");
    Objects.requireNonNull(floodDomain, "floodDomain");
    subnets = List.copyOf(subnets);
    Objects.requireNonNull(origin, "origin");
  }

  /** A switch with defaults: flood on MAC miss over all ports, no subnets. */
  public static Switch of(String name, String tier) {
    return new Switch(name, Optional.ofNullable(tier), MacMissPolicy.FLOOD, FloodDomain.ALL_PORTS, List.of(), Origin.NONE);
  }
}
