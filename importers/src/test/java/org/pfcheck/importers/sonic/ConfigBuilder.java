package org.pfcheck.importers.sonic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Test support: writes a small config_db (nested form) table by table, with SONiC's standard QoS on the
 * ports given ({@link #qos}). Not thread-safe.
 */
final class ConfigBuilder {
  private final String hostname;
  private final Map<String, Map<String, Map<String, String>>> tables = new LinkedHashMap<>();

  ConfigBuilder(String hostname, String type) {
    this.hostname = hostname;
    entry("DEVICE_METADATA", "localhost", "hostname", hostname, "type", type);
  }

  /** Sets {@code fields} (name, value, …) of entry {@code table|key}. */
  ConfigBuilder entry(String table, String key, String... fields) {
    Map<String, String> e = tables.computeIfAbsent(table, t -> new LinkedHashMap<>()).computeIfAbsent(key,
        k -> new LinkedHashMap<>());
    for (int k = 0; k + 1 < fields.length; k += 2) {
      e.put(fields[k], fields[k + 1]);
    }
    return this;
  }

  /** Ports, administratively up. */
  ConfigBuilder ports(String... names) {
    for (String p : names) {
      entry("PORT", p, "admin_status", "up");
    }
    return this;
  }

  /** A neighbour on {@code port}, with its metadata type. */
  ConfigBuilder neighbour(String port, String peer, String peerPort, String type) {
    entry("DEVICE_NEIGHBOR", port, "name", peer, "port", peerPort);
    return entry("DEVICE_NEIGHBOR_METADATA", peer, "type", type);
  }

  /** SONiC's standard QoS on {@code ports}: AZURE maps, PFC 3 and 4, lossless buffers. */
  ConfigBuilder qos(String... ports) {
    entry("DSCP_TO_TC_MAP", "AZURE", "3", "3", "4", "4", "8", "0");
    entry("TC_TO_PRIORITY_GROUP_MAP", "AZURE", "0", "0", "3", "3", "4", "4");
    entry("BUFFER_PROFILE", "pg_lossless", "xoff", "38272", "xon", "1248", "size", "1248");
    entry("PORT_QOS_MAP", "global", "dscp_to_tc_map", "AZURE");
    for (String p : ports) {
      entry("PORT_QOS_MAP", p, "dscp_to_tc_map", "AZURE", "tc_to_pg_map", "AZURE", "pfc_enable", "3,4");
      entry("BUFFER_PG", p + "|3-4", "profile", "pg_lossless");
    }
    return this;
  }

  /** Writes the file {@code HOSTNAME.json} into {@code dir}. */
  Path write(Path dir) {
    StringBuilder out = new StringBuilder("{\n");
    String tableSep = "";
    for (var t : tables.entrySet()) {
      out.append(tableSep).append("    \"").append(t.getKey()).append("\": {\n");
      String entrySep = "";
      for (var e : t.getValue().entrySet()) {
        out.append(entrySep).append("        \"").append(e.getKey()).append("\": {");
        String fieldSep = "";
        for (var f : e.getValue().entrySet()) {
          out.append(fieldSep).append('"').append(f.getKey()).append("\": \"").append(f.getValue()).append('"');
          fieldSep = ", ";
        }
        out.append('}');
        entrySep = ",\n";
      }
      out.append("\n    }");
      tableSep = ",\n";
    }
    out.append("\n}\n");
    try {
      Path file = dir.resolve(hostname.replace('/', '_') + ".json");
      Files.writeString(file, out);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
