package org.pfcheck.importers.sonic;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.Device.Lag;
import org.pfcheck.importers.sonic.Device.Neighbour;
import org.pfcheck.importers.sonic.Device.Port;
import org.pfcheck.importers.sonic.Device.VlanConfig;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads a device's layer 1 and 2: {@code PORT}, {@code PORTCHANNEL}, {@code PORTCHANNEL_MEMBER},
 * {@code VLAN}, {@code VLAN_MEMBER} and {@code DEVICE_NEIGHBOR} (keyed by the local port, or by the
 * peer's name with a {@code local_port} field). A reference to a port, port-channel or VLAN the file
 * does not define is a located PFC407. One per device file; not thread-safe.
 */
final class TopologyReader {
  private final ConfigDb db;
  private final ConfigDbValues values;
  private final Diagnostics diagnostics;
  private final Map<String, Port> ports = new LinkedHashMap<>();

  TopologyReader(ConfigDb db, ConfigDbValues values, Diagnostics diagnostics) {
    this.db = db;
    this.values = values;
    this.diagnostics = diagnostics;
    for (Entry e : db.entries("PORT")) {
      Optional<Field> status = e.field("admin_status");
      boolean up = status.map(f -> f.value().equalsIgnoreCase("up")).orElse(false);
      // orchagent takes exactly "on" and "off" (pfc_asym_map) and rejects anything else
      Optional<Provenance> asym = e.field("pfc_asym").flatMap(f -> values.oneOf(f, List.of("on", "off"),
          "pfc_asym of " + e.key())).filter("on"::equals).map(on -> e.from("pfc_asym"));
      ports.put(e.key(), new Port(e.key(), up, status.map(Field::span).orElse(e.keySpan()), status.isPresent(), asym));
    }
  }

  Map<String, Port> ports() {
    return ports;
  }

  Map<String, Lag> lags() {
    Map<String, Provenance> admin = new LinkedHashMap<>();
    Map<String, Boolean> up = new LinkedHashMap<>();
    Map<String, Map<String, Provenance>> members = new LinkedHashMap<>();
    for (Entry e : db.entries("PORTCHANNEL")) {
      admin.put(e.key(), e.from("admin_status"));
      up.put(e.key(), e.field("admin_status").map(f -> f.value().equalsIgnoreCase("up")).orElse(false));
      Map<String, Provenance> own = members.computeIfAbsent(e.key(), k -> new LinkedHashMap<>());
      e.field("members").ifPresent(f -> f.parts().forEach(p -> {
        if (port(p, f.span(), "member of " + e.key())) {
          own.putIfAbsent(p, e.from("members"));
        }
      }));
    }
    for (Entry e : db.entries("PORTCHANNEL_MEMBER")) {
      List<String> parts = e.keyParts();
      if (parts.size() != 2) {
        malformedKey(e, "PORTCHANNEL_MEMBER|PortChannel0001|Ethernet0");
      } else if (known(admin.containsKey(parts.get(0)), e.keySpan(), "port-channel '" + parts.get(0) + "'",
          "PORTCHANNEL")
          && port(parts.get(1), e.keySpan(), "member of " + parts.get(0))) {
        members.get(parts.get(0)).putIfAbsent(parts.get(1), e.from());
      }
    }
    Map<String, Lag> out = new LinkedHashMap<>();
    admin.forEach((name, from) -> out.put(name, new Lag(name, up.get(name), from, members.get(name))));
    return out;
  }

  Map<String, VlanConfig> vlans(Map<String, Lag> lags) {
    Map<String, OptionalInt> ids = new LinkedHashMap<>();
    Map<String, Provenance> declared = new LinkedHashMap<>();
    Map<String, Map<String, Provenance>> members = new LinkedHashMap<>();
    for (Entry e : db.entries("VLAN")) {
      Optional<Field> id = e.field("vlanid");
      String text = id.map(Field::value).orElse(e.key().replaceFirst("^Vlan", ""));
      ids.put(e.key(), values.integer(text, 1, 4094, e.at("vlanid"), "VLAN id of " + e.key()));
      declared.put(e.key(), e.from("vlanid"));
      Map<String, Provenance> own = members.computeIfAbsent(e.key(), k -> new LinkedHashMap<>());
      e.field("members").ifPresent(f -> f.parts().forEach(p -> {
        if (member(p, f.span(), e.key(), lags)) {
          own.putIfAbsent(p, e.from("members"));
        }
      }));
    }
    for (Entry e : db.entries("VLAN_MEMBER")) {
      List<String> parts = e.keyParts();
      if (parts.size() != 2) {
        malformedKey(e, "VLAN_MEMBER|Vlan1000|Ethernet0");
      } else if (known(ids.containsKey(parts.get(0)), e.keySpan(), "VLAN '" + parts.get(0) + "'", "VLAN")
          && member(parts.get(1), e.keySpan(), parts.get(0), lags)) {
        members.get(parts.get(0)).putIfAbsent(parts.get(1), e.from());
      }
    }
    Map<String, VlanConfig> out = new LinkedHashMap<>();
    ids.forEach((name, id) -> id.ifPresent(v -> out.put(name, new VlanConfig(name, v, declared.get(name),
        members.get(name)))));
    return out;
  }

  Map<String, Neighbour> neighbours() {
    Map<String, Neighbour> out = new LinkedHashMap<>();
    for (Entry e : db.entries("DEVICE_NEIGHBOR")) {
      Optional<Field> local = e.field("local_port");
      String localPort = local.map(Field::value).orElse(e.key());
      String peer = local.isPresent() ? e.field("name").map(Field::value).orElse(e.key())
          : e.field("name").map(Field::value).orElse("");
      if (peer.isBlank()) {
        diagnostics.report(Code.PFC403, e.keySpan(), "DEVICE_NEIGHBOR|" + e.key() + " names no neighbour",
            "write the neighbour's hostname in its name field: {\"name\": \"T1-1\", \"port\": \"Ethernet0\"}");
        continue;
      }
      // the local port is the entry's key, or its local_port field: never the neighbour's name or port
      if (!port(localPort, local.isPresent() ? e.at("local_port") : e.keySpan(), "the local port of DEVICE_NEIGHBOR|"
          + e.key())) {
        continue;
      }
      Provenance from = local.isPresent() ? e.from("local_port") : e.from("name");
      Neighbour n = new Neighbour(localPort, peer, e.field("port").map(Field::value).filter(s -> !s.isBlank()),
          e.field("type").map(Field::value), from);
      if (out.putIfAbsent(localPort, n) != null) {
        diagnostics.report(Code.PFC406, e.keySpan(), "port " + localPort + " has two DEVICE_NEIGHBOR entries",
            "keep one neighbour per port");
      }
    }
    internal(out);
    return out;
  }

  /**
   * A multi-ASIC device's backplane ports ({@code PORT role Int}) without a {@code DEVICE_NEIGHBOR}
   * entry: their {@code description} ({@code ASIC1:Eth0-ASIC1}, as minigraph renders it) names the other
   * ASIC and its port, the device's internal link.
   */
  private void internal(Map<String, Neighbour> out) {
    for (Entry e : db.entries("PORT")) {
      Optional<String> description = e.field("description").map(Field::value);
      if (out.containsKey(e.key()) || !e.field("role").map(f -> f.value().equals("Int")).orElse(false)
          || description.isEmpty()) {
        continue;
      }
      java.util.regex.Matcher m = INTERNAL.matcher(description.get());
      if (m.matches()) {
        out.put(e.key(), new Neighbour(e.key(), m.group(1), Optional.of(m.group(2)), Optional.empty(),
            e.from("description")));
      }
    }
  }

  /** A backplane port's description: the other ASIC and its port. */
  private static final java.util.regex.Pattern INTERNAL = java.util.regex.Pattern.compile("(ASIC[0-9]+):(\\S+)");

  /**
   * The ports' ASIC-internal names ({@code asic_port_name Eth0-ASIC1}) on a multi-ASIC device, to port names. A
   * name given to two ports is PFC414 at the second: a backplane neighbour naming it could mean either, and the
   * first is taken.
   */
  Map<String, String> asicPorts() {
    Map<String, String> out = new LinkedHashMap<>();
    db.entries("PORT").forEach(e -> e.field("asic_port_name").ifPresent(f -> {
      String first = out.putIfAbsent(f.value(), e.key());
      if (first != null) {
        diagnostics.report(Code.PFC414, f.span(), "asic_port_name " + f.value() + " of " + e.key() + " is also that of "
            + first + ": a backplane neighbour naming " + f.value() + " is taken to mean " + first,
            "give each port of the ASIC its own asic_port_name");
      }
    }));
    return out;
  }

  private boolean member(String name, SourceSpan span, String vlan, Map<String, Lag> lags) {
    return lags.containsKey(name) || port(name, span, "member of " + vlan);
  }

  private boolean port(String name, SourceSpan span, String role) {
    return known(ports.containsKey(name), span, "port '" + name + "' (" + role + ")", "PORT");
  }

  private boolean known(boolean known, SourceSpan span, String what, String table) {
    if (!known) {
      diagnostics.report(Code.PFC407, span, db.file() + " names " + what + ", which its " + table
          + " table does not define", "define it in " + table + " or correct the name");
    }
    return known;
  }

  private void malformedKey(Entry e, String example) {
    diagnostics.report(Code.PFC403, e.keySpan(), "key " + e.id() + " does not have the form " + example,
        "write the key as " + example);
  }
}
