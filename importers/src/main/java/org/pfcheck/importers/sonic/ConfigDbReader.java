package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.importers.json.JsonValue;
import org.pfcheck.importers.json.JsonValue.JArray;
import org.pfcheck.importers.json.JsonValue.JObject;
import org.pfcheck.importers.json.JsonValue.JScalar;
import org.pfcheck.importers.json.JsonValue.Member;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads a config_db JSON value in either form SONiC writes: nested ({@code {"PORT": {"Ethernet0": {…}}}},
 * as {@code sonic-cfggen} and {@code config save} write it) or flat ({@code {"PORT|Ethernet0": {…}}}, the
 * redis dump of {@code mock_tables}, where a field named {@code name@} is a comma-separated list and
 * {@code {"NULL": "NULL"}} an entry without fields). Each top-level member is read in the form its key
 * shows, so a file may mix them. What is not an object where one must be is a located PFC403 in the
 * tables the importer reads ({@link #READ}); the others are kept as far as they have the usual shape and
 * are otherwise ignored, as pfcheck does not use them. Stateless.
 */
final class ConfigDbReader {
  /** The tables the importer reads: their shape is checked. */
  static final java.util.Set<String> READ = java.util.Set.of("DEVICE_METADATA", "PORT", "PORTCHANNEL",
      "PORTCHANNEL_MEMBER", "DEVICE_NEIGHBOR", "DEVICE_NEIGHBOR_METADATA", "VLAN", "VLAN_MEMBER", "INTERFACE",
      "VLAN_INTERFACE", "PORTCHANNEL_INTERFACE", "LOOPBACK_INTERFACE", "STATIC_ROUTE", "DSCP_TO_TC_MAP",
      "TC_TO_PRIORITY_GROUP_MAP", "TC_TO_QUEUE_MAP", "MAP_PFC_PRIORITY_TO_QUEUE", "PFC_PRIORITY_TO_PRIORITY_GROUP_MAP",
      "TC_TO_DSCP_MAP", "PORT_QOS_MAP", "PFC_WD", "BUFFER_PG", "BUFFER_PROFILE", "SWITCH", "TUNNEL", "SYSTEM_DEFAULTS",
      "MUX_CABLE", "PEER_SWITCH");

  private ConfigDbReader() {}

  static Optional<ConfigDb> read(String file, JsonValue root, Diagnostics diagnostics) {
    if (!(root instanceof JObject top)) {
      diagnostics.report(Code.PFC403, root.span(), file + " holds " + root.kind() + ", not a config_db object",
          "a config_db file is one JSON object of tables: {\"DEVICE_METADATA\": {\"localhost\": {...}}, ...}");
      return Optional.empty();
    }
    Map<String, Map<String, Entry>> tables = new LinkedHashMap<>();
    for (Member m : top.members().values()) {
      int bar = m.key().indexOf('|');
      if (bar > 0) {
        String table = m.key().substring(0, bar);
        entry(file, table, m.key().substring(bar + 1), m, diagnostics)
            .ifPresent(e -> tables.computeIfAbsent(table, t -> new LinkedHashMap<>()).put(e.key(), e));
      } else if (m.value() instanceof JObject entries) {
        Map<String, Entry> table = tables.computeIfAbsent(m.key(), t -> new LinkedHashMap<>());
        for (Member e : entries.members().values()) {
          entry(file, m.key(), e.key(), e, diagnostics).ifPresent(x -> table.put(x.key(), x));
        }
      } else if (READ.contains(m.key())) {
        diagnostics.report(Code.PFC403, m.value().span(), "table " + m.key() + " is " + m.value().kind()
            + ", not an object of entries", "write a table as {\"" + m.key() + "\": {\"KEY\": {\"field\": \"value\"}}}");
      }
    }
    return Optional.of(new ConfigDb(file, tables));
  }

  private static Optional<Entry> entry(String file, String table, String key, Member m, Diagnostics found) {
    Diagnostics diagnostics = READ.contains(table) ? found : new Diagnostics();
    if (!(m.value() instanceof JObject body)) {
      diagnostics.report(Code.PFC403, m.value().span(), "entry " + table + "|" + key + " is " + m.value().kind()
          + ", not an object of fields", "write an entry as \"" + key + "\": {\"field\": \"value\"}; an entry"
          + " without fields as {\"NULL\": \"NULL\"}");
      return Optional.empty();
    }
    Map<String, Field> fields = new LinkedHashMap<>();
    for (Member f : body.members().values()) {
      if (f.key().equals("NULL")) {
        continue;
      }
      boolean redisList = f.key().endsWith("@");
      String name = redisList ? f.key().substring(0, f.key().length() - 1) : f.key();
      Optional<List<String>> items = items(f.value());
      if (items.isEmpty()) {
        diagnostics.report(Code.PFC403, f.value().span(), "field " + name + " of " + table + "|" + key + " is "
            + f.value().kind() + ", not a value", "write a field's value as a string, or a list as an array of strings");
        continue;
      }
      List<String> values = redisList && items.get().size() == 1 ? splitList(items.get().get(0)) : items.get();
      fields.put(name, new Field(name, values, f.value().span()));
    }
    return Optional.of(new Entry(file, table, key, m.keySpan(), fields));
  }

  private static Optional<List<String>> items(JsonValue v) {
    if (v instanceof JScalar s) {
      return Optional.of(List.of(s.text()));
    }
    if (v instanceof JArray a) {
      List<String> out = new ArrayList<>();
      for (JsonValue item : a.items()) {
        if (!(item instanceof JScalar s)) {
          return Optional.empty();
        }
        out.add(s.text());
      }
      return Optional.of(out);
    }
    return Optional.empty();
  }

  private static List<String> splitList(String text) {
    return text.isEmpty() ? List.of() : List.of(text.split(",", -1));
  }
}
