package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import org.pfcheck.importers.sonic.SonicFabric.HostNode;
import org.pfcheck.importers.sonic.SonicFabric.LinkEdge;
import org.pfcheck.importers.sonic.L3Config.Address;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * Lookups over a fabric that the emitters and route builder need per device or per address, computed
 * once so that importing stays linear in the configuration's size: servers' ports, links and server
 * subnets by device, which devices are a standby ToR, servers by address. Immutable after construction.
 */
final class SonicFabricIndex {
  private final Map<String, Set<String>> serverPorts = new HashMap<>();
  private final Map<String, List<LinkEdge>> links = new HashMap<>();
  private final Map<String, List<Address>> subnets = new HashMap<>();
  private final Set<String> standby = new HashSet<>();
  private final NavigableMap<Long, HostNode> byAddress = new TreeMap<>();

  SonicFabricIndex(SonicFabric f) {
    for (HostNode h : f.hosts()) {
      for (SonicFabric.Attach a : h.attachments()) {
        serverPorts.computeIfAbsent(a.device(), k -> new HashSet<>()).add(a.port());
        if (a.standby()) {
          standby.add(a.device());
        }
      }
      h.address().ifPresent(ip -> byAddress.putIfAbsent(unsigned(ip), h));
    }
    for (LinkEdge l : f.links()) {
      links.computeIfAbsent(l.a(), k -> new ArrayList<>()).add(l);
      links.computeIfAbsent(l.b(), k -> new ArrayList<>()).add(l);
    }
    for (Device d : f.devices().values()) {
      subnets.put(d.hostname(), SonicSubnets.of(f, d, serverPorts.getOrDefault(d.hostname(), Set.of())));
    }
  }

  /** {@code hostname}'s server subnets, the {@code subnet}s of its {@code switch} statement. */
  List<Address> subnets(String hostname) {
    return subnets.getOrDefault(hostname, List.of());
  }

  /** The links with an end at {@code hostname}. */
  List<LinkEdge> links(String hostname) {
    return links.getOrDefault(hostname, List.of());
  }

  /** Whether {@code hostname} is the standby ToR of some server. */
  boolean standby(String hostname) {
    return standby.contains(hostname);
  }

  /** The servers whose address is in {@code p}. */
  Collection<HostNode> hostsIn(Prefix p) {
    long first = unsigned(p.network());
    return byAddress.subMap(first, true, first + (1L << (32 - p.length())) - 1, true).values();
  }

  /** The server with address {@code ip}, if any. */
  java.util.Optional<HostNode> host(Ipv4 ip) {
    return java.util.Optional.ofNullable(byAddress.get(unsigned(ip)));
  }

  private static long unsigned(Ipv4 ip) {
    return ip.bits() & 0xffffffffL;
  }
}
