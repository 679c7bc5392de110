package org.pfcheck.analyzer.forwarding;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * Partitions destination hosts into {@link DestinationGroup}s. Members share their {@link Subnets} class
 * too, so every sender bridges or routes to all of them alike.
 */
public final class DestinationGroups {
  private DestinationGroups() {}

  private record Key(int active, List<Integer> standby, boolean arp, boolean mac, Map<Integer, Integer> routes,
      List<Integer> overrides, boolean macGone, List<Integer> macMissingAt, List<Integer> signatures, int subnets) {}

  /** The groups of every host of {@code index} whose active switch is known, ordered by first member. */
  public static List<DestinationGroup> of(FabricIndex index, RouteTable routes, BridgeDomains domains) {
    Set<String> macMissing = new HashSet<>();
    Map<String, List<Integer>> missingAt = new HashMap<>();
    index.scenario().macMissing().forEach(m -> {
      macMissing.add(m.switchName() + "\u0000" + m.host());
      int s = index.switchId(m.switchName());
      if (s >= 0) {
        missingAt.computeIfAbsent(m.host(), k -> new ArrayList<>()).add(s);
      }
    });
    boolean macAgesFirst = index.network().timers().macAgesFirst();
    Subnets subnets = new Subnets(index.network());
    Map<Key, List<Integer>> groups = new LinkedHashMap<>();
    for (int h = 0; h < index.hostCount(); h++) {
      Host host = index.network().hosts().get(h);
      int active = index.switchId(host.active().switchName());
      if (active < 0 || index.hostActivePort[h] < 0) {
        continue;
      }
      // single-homed hosts without routes are the common case (100k of them): no streams, no maps
      List<Integer> standby = host.attachments().size() == 1 ? List.of() : host.attachments().stream()
          .filter(Attachment::standby).map(a -> index.switchId(a.switchName())).filter(s -> s >= 0 && s != active)
          .distinct().sorted().toList();
      boolean dead = index.hostDead[h];
      boolean arp = !(dead && !macAgesFirst);
      boolean mac = !(dead && macAgesFirst)
          && (macMissing.isEmpty() || !macMissing.contains(host.active().switchName() + "\u0000" + host.name()));
      Map<Integer, Integer> chosen = routes.size() == 0 ? Map.of() : new TreeMap<>();
      if (routes.size() > 0 && host.address().isPresent()) {
        for (int r : routes.covering(host.address().get())) {
          int s = routes.switchOf(r);
          Integer best = chosen.get(s);
          if (best == null || routes.route(r).prefix().length() > routes.route(best).prefix().length()) {
            chosen.put(s, r);
          }
        }
      }
      List<Integer> overrides = chosen.isEmpty() ? List.of() : overrides(index, routes, host, chosen);
      List<Integer> missing = missingAt.isEmpty() ? List.of()
          : missingAt.getOrDefault(host.name(), List.of()).stream().distinct().sorted().toList();
      Key key = new Key(active, standby, arp, mac, chosen, overrides, dead && macAgesFirst, missing,
          signatures(index, domains, host, h), subnets.classOf(h));
      groups.computeIfAbsent(key, k -> new ArrayList<>()).add(h);
    }
    List<DestinationGroup> out = new ArrayList<>();
    for (Map.Entry<Key, List<Integer>> e : groups.entrySet()) {
      Key k = e.getKey();
      int[] members = e.getValue().stream().mapToInt(Integer::intValue).toArray();
      int[][] attach = attachments(index, index.network().hosts().get(members[0]));
      out.add(new DestinationGroup(out.size(), k.active(), ints(k.standby()), k.arp(), k.mac(),
          k.routes().keySet().stream().mapToInt(Integer::intValue).toArray(),
          k.routes().values().stream().mapToInt(Integer::intValue).toArray(), members, ints(k.overrides()),
          k.macGone(), ints(k.macMissingAt()), attach[0], attach[1]));
    }
    return out;
  }

  private static int[] ints(List<Integer> list) {
    return list.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The bridging signature of {@code host}'s port at each of its attachment switches, by switch. */
  private static List<Integer> signatures(FabricIndex index, BridgeDomains domains, Host host, int h) {
    if (host.attachments().size() == 1) {
      return List.of(domains.signature(index.hostActivePort[h]));
    }
    int[][] attach = attachments(index, host);
    List<Integer> out = new ArrayList<>();
    for (int port : attach[1]) {
      out.add(domains.signature(port));
    }
    return out;
  }

  /** {@code host}'s attachment switches, ascending, and its port at each. */
  private static int[][] attachments(FabricIndex index, Host host) {
    TreeMap<Integer, Integer> bySwitch = new TreeMap<>();
    for (Attachment a : host.attachments()) {
      int s = index.switchId(a.switchName());
      int port = index.port(a.switchName(), a.port());
      if (s >= 0 && port >= 0) {
        bySwitch.putIfAbsent(s, port);
      }
    }
    return new int[][] {ints(new ArrayList<>(bySwitch.keySet())), ints(new ArrayList<>(bySwitch.values()))};
  }

  /**
   * The attachment switches of {@code host} whose chosen route overrides local delivery: its prefix is
   * longer than every subnet of the switch that covers the host's address (a static route beats a
   * connected one only when more specific), or the switch owns no such subnet. Ascending.
   */
  private static List<Integer> overrides(FabricIndex index, RouteTable routes, Host host, Map<Integer, Integer> chosen) {
    Ipv4 address = host.address().orElseThrow();
    List<Integer> out = new ArrayList<>();
    for (Attachment a : host.attachments()) {
      int s = index.switchId(a.switchName());
      Integer r = s < 0 ? null : chosen.get(s);
      if (r == null || out.contains(s)) {
        continue;
      }
      int connected = -1;
      for (Prefix subnet : index.network().switches().get(s).subnets()) {
        if (subnet.contains(address)) {
          connected = Math.max(connected, subnet.length());
        }
      }
      if (routes.route(r).prefix().length() > connected) {
        out.add(s);
      }
    }
    out.sort(null);
    return out;
  }
}
