package org.pfcheck.importers.sonic;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeMap;
import org.pfcheck.importers.sonic.QosConfig.Binding;
import org.pfcheck.importers.sonic.QosConfig.PortQos;
import org.pfcheck.importers.sonic.QosConfig.TunnelQos;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads a device's QoS maps, their {@code PORT_QOS_MAP} bindings, {@code pfc_enable}, the dual-ToR
 * tunnel's maps, {@code PFC_WD} and {@code SWITCH|switch}, and refuses what the model cannot represent:
 * a binding to a map the file does not define (PFC407), a PFC priority that is not its own priority group
 * or 802.1p classification (PFC409). {@link BufferCheck} then checks {@code pfc_enable} against
 * {@code BUFFER_PG}. One per device file; not thread-safe.
 */
final class QosReader {
  /** The tables whose presence shows that a device's QoS and PFC are configured at all. */
  static final List<String> QOS_TABLES = List.of("PORT_QOS_MAP", "DSCP_TO_TC_MAP", "TC_TO_PRIORITY_GROUP_MAP",
      "MAP_PFC_PRIORITY_TO_QUEUE", "TC_TO_QUEUE_MAP", "BUFFER_PG", "PFC_WD");

  private final ConfigDb db;
  private final ConfigDbValues values;
  private final Diagnostics diagnostics;

  QosReader(ConfigDb db, ConfigDbValues values, Diagnostics diagnostics) {
    this.db = db;
    this.values = values;
    this.diagnostics = diagnostics;
  }

  QosConfig read(Map<String, Device.Port> ports) {
    Map<String, QosMap> dscp = maps("DSCP_TO_TC_MAP", 63, "DSCP", 15, "traffic class");
    Map<String, QosMap> tcPg = maps("TC_TO_PRIORITY_GROUP_MAP", 15, "traffic class", 7, "priority group");
    Map<String, QosMap> tcDscp = maps("TC_TO_DSCP_MAP", 15, "traffic class", 63, "DSCP");
    Map<String, QosMap> pfcPg = maps("PFC_PRIORITY_TO_PRIORITY_GROUP_MAP", 7, "PFC priority", 7, "priority group");
    maps("MAP_PFC_PRIORITY_TO_QUEUE", 7, "PFC priority", 15, "queue");
    maps("TC_TO_QUEUE_MAP", 15, "traffic class", 15, "queue");
    Map<String, PortQos> portQos = new LinkedHashMap<>();
    Optional<Binding> global = Optional.empty();
    for (Entry e : db.entries("PORT_QOS_MAP")) {
      if (e.key().equals("global")) {
        global = global(e, dscp);
        continue;
      }
      unrepresentable(e, pfcPg);
      Optional<Binding> d = binding(e, "dscp_to_tc_map", dscp);
      Optional<Binding> t = binding(e, "tc_to_pg_map", tcPg);
      int pfc = e.field("pfc_enable").flatMap(f -> values.priorities(f, "PFC priority"))
          .map(s -> s.stream().mapToInt(x -> 1 << x).sum()).orElse(-1);
      e.field("pfcwd_sw_enable").ifPresent(f -> values.priorities(f, "PFC watchdog priority"));
      for (String port : List.of(e.key().split(","))) {
        if (!ports.containsKey(port)) {
          diagnostics.report(Code.PFC407, e.keySpan(), db.file() + " binds QoS maps to port '" + port
              + "', which its PORT table does not define", "define the port in PORT or correct the name");
        } else {
          portQos.put(port, new PortQos(port, e, d, t, pfc));
        }
      }
    }
    Optional<Field> aging = db.entry("SWITCH", "switch").flatMap(s -> s.field("fdb_aging_time"))
        .filter(f -> values.integer(f.value(), 0, 1_000_000, f.span(), "SWITCH|switch fdb_aging_time").isPresent());
    return new QosConfig(dscp, tcPg, tcDscp, portQos, global, tunnel(dscp, tcPg, tcDscp),
        Watchdogs.of(db.entries("PFC_WD"), db.entries("PORT_QOS_MAP"), values), aging,
        db.hasAny(QOS_TABLES), Optional.empty(), BufferCheck.Backing.NONE);
  }

  private Map<String, QosMap> maps(String table, int maxKey, String keyWord, int maxValue, String valueWord) {
    Map<String, QosMap> out = new LinkedHashMap<>();
    for (Entry e : db.entries(table)) {
      TreeMap<Integer, Integer> entries = new TreeMap<>();
      boolean ok = true;
      for (Field f : e.fields()) {
        OptionalInt k = values.integer(f.name(), 0, maxKey, f.span(), keyWord + " in " + e.id());
        OptionalInt v = values.integer(f.value(), 0, maxValue, f.span(), valueWord + " in " + e.id());
        ok &= k.isPresent() && v.isPresent();
        if (k.isPresent() && v.isPresent()) {
          entries.put(k.getAsInt(), v.getAsInt());
        }
      }
      if (ok) {
        out.put(e.key(), new QosMap(table, e.key(), entries, e));
      }
    }
    return out;
  }

  private Optional<Binding> global(Entry e, Map<String, QosMap> dscp) {
    for (Field f : e.fields()) {
      if (!f.name().equals("dscp_to_tc_map")) {
        diagnostics.report(Code.PFC413, f.span(), "PORT_QOS_MAP|global " + f.name() + " is ignored: SONiC binds only"
            + " dscp_to_tc_map switch-wide", "bind " + f.name() + " per port");
      }
    }
    return binding(e, "dscp_to_tc_map", dscp);
  }

  /** A binding of {@code field} to a map of {@code maps}; an unknown name is a PFC407. */
  private Optional<Binding> binding(Entry e, String field, Map<String, QosMap> maps) {
    Optional<Field> f = e.field(field);
    if (f.isEmpty()) {
      return Optional.empty();
    }
    String name = ConfigDbValues.reference(f.get().value());
    if (!maps.containsKey(name)) {
      diagnostics.report(Code.PFC407, f.get().span(), e.id() + " " + field + " names map '" + name + "', which "
          + db.file() + " does not define" + (maps.isEmpty() ? "" : " (it defines " + String.join(", ", maps.keySet())
          + ")"), "define the map in " + table(field) + " or correct the name");
      return Optional.empty();
    }
    return Optional.of(new Binding(name, field, e));
  }

  /** What the model cannot say about a port's classification: PFC409 each. */
  private void unrepresentable(Entry e, Map<String, QosMap> pfcPg) {
    e.field("dot1p_to_tc_map").ifPresent(f -> diagnostics.report(Code.PFC409, f.span(), e.id()
        + " classifies by 802.1p (dot1p_to_tc_map); pfcheck models DSCP classification only", "classify by DSCP"
        + " (dscp_to_tc_map) on ports that carry lossless traffic"));
    binding(e, "pfc_to_pg_map", pfcPg).map(b -> pfcPg.get(b.map())).filter(m -> !m.identity()).ifPresent(m ->
        diagnostics.report(Code.PFC409, e.at("pfc_to_pg_map"), e.id() + " maps PFC priorities to other priority"
            + " groups (" + m.entries() + "); pfcheck models a PFC priority as its own priority group",
            "map each PFC priority to the priority group of the same number"));
  }

  private Optional<TunnelQos> tunnel(Map<String, QosMap> dscp, Map<String, QosMap> tcPg, Map<String, QosMap> tcDscp) {
    List<Entry> withMaps = db.entries("TUNNEL").stream().filter(t -> t.fields().stream()
        .anyMatch(f -> f.name().startsWith("decap_") || f.name().startsWith("encap_tc_to_dscp"))).toList();
    if (withMaps.isEmpty()) {
      db.entry("SYSTEM_DEFAULTS", "tunnel_qos_remap").flatMap(e -> e.field("status"))
          .filter(f -> f.value().equals("enabled") && db.has("TUNNEL"))
          .ifPresent(f -> diagnostics.report(Code.PFC414, f.span(), "SYSTEM_DEFAULTS|tunnel_qos_remap is enabled, but"
              + " no TUNNEL sets the remap's maps: bounced traffic is not remapped", "render the TUNNEL maps"
              + " (decap_dscp_to_tc_map, decap_tc_to_pg_map, encap_tc_to_dscp_map), as sonic-cfggen does with the"
              + " remap enabled"));
      return Optional.empty();
    }
    Entry t = withMaps.stream().filter(x -> x.key().equals("MuxTunnel0")).findFirst().orElse(withMaps.get(0));
    db.entry("SYSTEM_DEFAULTS", "tunnel_qos_remap").flatMap(e -> e.field("status"))
        .filter(f -> !f.value().equals("enabled") && t.field("encap_tc_to_dscp_map").isPresent())
        .ifPresent(f -> diagnostics.report(Code.PFC414, f.span(), "SYSTEM_DEFAULTS|tunnel_qos_remap is " + f.value()
            + ", but " + t.id() + " sets the remap's maps, which the switch applies", "enable tunnel_qos_remap, or"
            + " drop the maps from " + t.id()));
    for (Entry other : withMaps) {
      if (other != t) {
        diagnostics.report(Code.PFC413, other.keySpan(), other.id() + " sets QoS maps too; pfcheck models the dual-ToR"
            + " tunnel's (" + t.id() + ") only", "");
      }
    }
    return Optional.of(new TunnelQos(t, binding(t, "decap_dscp_to_tc_map", dscp),
        binding(t, "decap_tc_to_pg_map", tcPg), binding(t, "encap_tc_to_dscp_map", tcDscp)));
  }

  private static String table(String field) {
    return switch (field) {
      case "dscp_to_tc_map", "decap_dscp_to_tc_map" -> "DSCP_TO_TC_MAP";
      case "tc_to_pg_map", "decap_tc_to_pg_map" -> "TC_TO_PRIORITY_GROUP_MAP";
      case "encap_tc_to_dscp_map" -> "TC_TO_DSCP_MAP";
      default -> "PFC_PRIORITY_TO_PRIORITY_GROUP_MAP";
    };
  }
}
