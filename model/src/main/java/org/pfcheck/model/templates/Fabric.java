package org.pfcheck.model.templates;

import java.util.List;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

/**
 * The switches, hosts and links a template expands to, in a deterministic order. Immutable.
 *
 * @param switches the switches
 * @param hosts the hosts, each attached to one switch on a port named after the host
 * @param links the switch-to-switch links, on ports named after the neighbour
 */
public record Fabric(List<Switch> switches, List<Host> hosts, List<Link> links) {
  public Fabric {
    switches = List.copyOf(switches);
    hosts = List.copyOf(hosts);
    links = List.copyOf(links);
  }
}
