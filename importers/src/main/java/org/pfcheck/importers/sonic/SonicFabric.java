package org.pfcheck.importers.sonic;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.importers.Provenance;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * The devices stitched into one fabric: which ports face which switch or server, with every name
 * already in the language's form. Immutable.
 *
 * @param devices the devices, by hostname, in hostname order
 * @param names each device's name in the model, by hostname
 * @param links switch-to-switch links, each once
 * @param hosts the servers
 * @param ports each device's ports in the model (facing a link or a server), by hostname, in port order
 * @param routes explicit routes
 */
record SonicFabric(Map<String, Device> devices, Map<String, String> names, List<LinkEdge> links, List<HostNode> hosts,
    Map<String, Set<String>> ports, List<RouteLine> routes) {
  SonicFabric {
    devices = Owned.map(devices);
    names = Owned.map(names);
    links = List.copyOf(links);
    hosts = List.copyOf(hosts);
    ports = Owned.map(ports);
    routes = List.copyOf(routes);
  }

  /** This fabric with {@code others} as its explicit routes. */
  SonicFabric withRoutes(List<RouteLine> others) {
    return new SonicFabric(devices, names, links, hosts, ports, others);
  }

  /** Whether {@code port} (or port-channel) of device {@code hostname} is in the model. */
  boolean inModel(String hostname, String port) {
    Device d = devices.get(hostname);
    if (ports.getOrDefault(hostname, Set.of()).contains(port)) {
      return true;
    }
    Device.Lag lag = d == null ? null : d.lags().get(port);
    return lag != null && lag.members().keySet().stream().anyMatch(m -> inModel(hostname, m));
  }

  /**
   * A link between two switch ports, both ends' {@code DEVICE_NEIGHBOR} entries agreeing. Immutable.
   *
   * @param a one end's device
   * @param aPort its port
   * @param b the other end's device
   * @param bPort its port
   * @param from the two {@code DEVICE_NEIGHBOR} entries
   * @param down why the link is down (a port or port-channel administratively down), if it is
   */
  record LinkEdge(String a, String aPort, String b, String bPort, List<Provenance> from, Optional<Provenance> down) {
    LinkEdge {
      from = List.copyOf(from);
      Objects.requireNonNull(down, "down");
    }
  }

  /**
   * A server. Immutable.
   *
   * @param name its name in the model
   * @param address its IPv4 address, when one is known
   * @param attachments its switch ports, the active one first
   * @param from the {@code DEVICE_NEIGHBOR} entry that names it first
   * @param addressFrom where the address comes from
   * @param dead why it is dead (every port it is cabled to is administratively down), if it is
   * @param outside what the neighbour is said to be, when it is no server but a device without a file:
   *     an end point outside the fabric ({@code LeafRouter}; empty text when nothing says)
   */
  record HostNode(String name, Optional<Ipv4> address, List<Attach> attachments, Provenance from,
      Optional<Provenance> addressFrom, Optional<Provenance> dead, Optional<String> outside) {
    HostNode {
      attachments = List.copyOf(attachments);
      Objects.requireNonNull(outside, "outside");
    }
  }

  /**
   * A server's cable to a switch port. Immutable.
   *
   * @param device the switch's hostname
   * @param port its port
   * @param standby whether this is the standby side of a dual-ToR server
   * @param from the {@code DEVICE_NEIGHBOR} entry
   * @param role why active or standby ({@code MUX_CABLE|Ethernet0 state}), for a dual-homed server
   */
  record Attach(String device, String port, boolean standby, Provenance from, Optional<Provenance> role) {}

  /**
   * An explicit route. Immutable.
   *
   * @param device the switch's hostname
   * @param prefix the destination
   * @param via next hops: local ports, port-channels or neighbour switches' model names; empty drops
   * @param from what configures it
   * @param note what the provenance comment adds (why it was derived), or empty
   */
  record RouteLine(String device, Prefix prefix, List<String> via, List<Provenance> from, String note) {
    RouteLine {
      via = List.copyOf(via);
      from = List.copyOf(from);
    }
  }
}
