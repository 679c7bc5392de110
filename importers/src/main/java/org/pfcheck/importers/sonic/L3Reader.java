package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.importers.Provenance;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Prefix;

/**
 * Reads {@code INTERFACE}, {@code PORTCHANNEL_INTERFACE}, {@code VLAN_INTERFACE},
 * {@code LOOPBACK_INTERFACE} and {@code STATIC_ROUTE}. IPv6 addresses and routes are not modelled (the
 * model's addresses are IPv4) and are skipped; routes of another VRF are left out with a PFC413 warning.
 * Stateless.
 */
final class L3Reader {
  private static final List<String> ROUTED_TABLES = List.of("INTERFACE", "PORTCHANNEL_INTERFACE");
  private static final List<String> ADDRESS_TABLES = List.of("INTERFACE", "PORTCHANNEL_INTERFACE", "VLAN_INTERFACE",
      "LOOPBACK_INTERFACE");

  private L3Reader() {}

  static L3Config read(ConfigDb db, ConfigDbValues values, Diagnostics diagnostics) {
    Map<String, Provenance> routed = new LinkedHashMap<>();
    for (String table : ROUTED_TABLES) {
      for (Entry e : db.entries(table)) {
        routed.putIfAbsent(e.keyParts().get(0), e.from());
      }
    }
    List<L3Config.Address> addresses = new ArrayList<>();
    for (String table : ADDRESS_TABLES) {
      for (Entry e : db.entries(table)) {
        List<String> parts = e.keyParts();
        if (parts.size() == 2) {
          values.interfaceAddress(parts.get(1), e.keySpan()).ifPresent(a ->
              addresses.add(new L3Config.Address(parts.get(0), a.address(), a.subnet(), e.from())));
        }
      }
    }
    return new L3Config(routed, addresses, routes(db, values, diagnostics));
  }

  private static List<L3Config.StaticRoute> routes(ConfigDb db, ConfigDbValues values, Diagnostics diagnostics) {
    List<L3Config.StaticRoute> out = new ArrayList<>();
    for (Entry e : db.entries("STATIC_ROUTE")) {
      List<String> parts = e.keyParts();
      String prefixText = parts.get(parts.size() - 1);
      String vrf = parts.size() > 1 ? parts.get(0) : "default";
      if (prefixText.contains(":")) {
        continue;
      }
      if (!vrf.equals("default")) {
        diagnostics.report(Code.PFC413, e.keySpan(), "static route " + e.key() + " is in VRF " + vrf
            + ", which the model does not have: it is left out", "pfcheck models the default VRF's forwarding only");
        continue;
      }
      Optional<Prefix> prefix = values.prefix(prefixText, e.keySpan());
      if (prefix.isEmpty()) {
        continue;
      }
      List<String> nexthops = e.field("nexthop").map(Field::parts).orElse(List.of());
      List<String> ifnames = e.field("ifname").map(Field::parts).orElse(List.of());
      List<String> blackhole = e.field("blackhole").map(Field::parts).orElse(List.of());
      boolean drops = !blackhole.isEmpty() && blackhole.stream().allMatch(b -> b.equalsIgnoreCase("true"));
      out.add(new L3Config.StaticRoute(prefix.get(), nexthops, ifnames, drops, e));
    }
    return out;
  }
}
