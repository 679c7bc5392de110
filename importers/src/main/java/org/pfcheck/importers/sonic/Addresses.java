package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.SonicFabric.Attach;
import org.pfcheck.importers.sonic.SonicFabric.HostNode;
import org.pfcheck.importers.sonic.L3Config.Address;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * Gives servers their IPv4 addresses: the one {@code MUX_CABLE server_ipv4} states for a dual-ToR
 * server, else the lowest address of the subnet of its active port (its VLAN's {@code VLAN_INTERFACE},
 * or the port's own {@code INTERFACE}) that no interface and no other server uses. A server on a port
 * without a subnet gets none; routes then never match it, as they could not in the configuration
 * either. Stateless apart from the diagnostics it reports to.
 */
final class Addresses {
  private final Map<String, Device> devices;
  private final ConfigDbValues values;

  Addresses(Map<String, Device> devices, Diagnostics diagnostics) {
    this.devices = devices;
    this.values = new ConfigDbValues(diagnostics);
  }

  /** {@code hosts} with their addresses. */
  List<HostNode> assign(List<HostNode> hosts) {
    Set<Ipv4> used = new HashSet<>();
    devices.values().forEach(d -> d.l3().addresses().forEach(a -> used.add(a.address())));
    Map<String, Stated> stated = new HashMap<>();
    for (HostNode h : hosts) {
      for (Attach a : h.attachments()) {
        Optional<Stated> s = stated(devices.get(a.device()), a.port());
        if (s.isPresent() && !stated.containsKey(h.name())) {
          stated.put(h.name(), s.get());
          used.add(s.get().address());
        }
      }
    }
    List<HostNode> out = new ArrayList<>();
    for (HostNode h : hosts) {
      Optional<Stated> s = Optional.ofNullable(stated.get(h.name())).or(() -> next(h.attachments().get(0), used));
      s.ifPresent(x -> used.add(x.address()));
      out.add(new HostNode(h.name(), s.map(Stated::address), h.attachments(), h.from(), s.map(Stated::from), h.dead(),
          h.outside()));
    }
    return out;
  }

  private Optional<Stated> stated(Device d, String port) {
    return Optional.ofNullable(d.mux().get(port)).flatMap(m -> m.field("server_ipv4")).flatMap(f ->
        values.address(f.value(), f.span(), "MUX_CABLE server_ipv4").map(ip -> new Stated(ip,
            new Provenance(f.span(), "MUX_CABLE|" + port + " server_ipv4"))));
  }

  /** The lowest free address in the subnet of {@code a}'s port. */
  private Optional<Stated> next(Attach a, Set<Ipv4> used) {
    Optional<Address> iface = subnetOf(devices.get(a.device()), a.port());
    if (iface.isEmpty()) {
      return Optional.empty();
    }
    Prefix subnet = iface.get().subnet();
    long size = 1L << (32 - subnet.length());
    // a /31 (RFC 3021, a point-to-point link to a switch) has no network or broadcast address
    boolean pointToPoint = subnet.length() == 31;
    for (long k = pointToPoint ? 0 : 1; k < (pointToPoint ? size : size - 1); k++) {
      Ipv4 candidate = subnet.network().plus((int) k);
      if (!used.contains(candidate)) {
        return Optional.of(new Stated(candidate, new Provenance(iface.get().from().span(), iface.get().from().what()
            + " (next free address)")));
      }
    }
    return Optional.empty();
  }

  /** The interface address whose subnet holds {@code port}'s servers: its VLAN's, else its own. */
  static Optional<Address> subnetOf(Device d, String port) {
    List<String> ifaces = new ArrayList<>();
    d.vlans().values().stream().filter(v -> v.members().containsKey(port)).forEach(v -> ifaces.add(v.name()));
    ifaces.add(port);
    d.lagOf(port).ifPresent(l -> ifaces.add(l.name()));
    for (String iface : ifaces) {
      Optional<Address> a = d.l3().addresses().stream().filter(x -> x.iface().equals(iface)).findFirst();
      if (a.isPresent()) {
        return a;
      }
    }
    return Optional.empty();
  }

  private record Stated(Ipv4 address, Provenance from) {}
}
