package org.pfcheck.importers.sonic;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pfcheck.importers.Provenance;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * A device's layer 3: which ports and port-channels are routed, its IPv4 interface addresses and its
 * static routes. Immutable.
 *
 * @param routed routed port or port-channel (an {@code INTERFACE} or {@code PORTCHANNEL_INTERFACE}
 *     entry) to that entry
 * @param addresses IPv4 addresses of routed ports, port-channels, VLAN and loopback interfaces
 * @param routes IPv4 static routes of the default VRF
 */
record L3Config(Map<String, Provenance> routed, List<Address> addresses, List<StaticRoute> routes) {
  L3Config {
    routed = Owned.map(routed);
    addresses = List.copyOf(addresses);
    routes = List.copyOf(routes);
  }

  /**
   * An IPv4 address of an interface. Immutable.
   *
   * @param iface the interface: a port, port-channel, {@code VlanN} or {@code LoopbackN}
   * @param address the address
   * @param subnet the subnet it is in
   * @param from the entry that sets it ({@code VLAN_INTERFACE|Vlan1000|192.168.0.1/21})
   */
  record Address(String iface, Ipv4 address, Prefix subnet, Provenance from) {
    Address {
      Objects.requireNonNull(iface, "iface");
    }
  }

  /**
   * A static route. Immutable.
   *
   * @param prefix the destination
   * @param nexthops next-hop addresses as written (one per path)
   * @param ifnames next-hop interfaces as written (one per path, or none)
   * @param blackhole whether it drops
   * @param entry the {@code STATIC_ROUTE} entry
   */
  record StaticRoute(Prefix prefix, List<String> nexthops, List<String> ifnames, boolean blackhole, Entry entry) {
    StaticRoute {
      nexthops = List.copyOf(nexthops);
      ifnames = List.copyOf(ifnames);
    }
  }
}
