package org.pfcheck.importers.sonic;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.importers.Provenance;
import org.pfcheck.model.SourceSpan;

/**
 * One entry of a config_db table ({@code PORT_QOS_MAP|Ethernet0}), however the file wrote it. Immutable.
 *
 * @param file the file it is in
 * @param table the table name
 * @param key the key, its parts joined by {@code |} ({@code Vlan1000|Ethernet4})
 * @param keySpan where the key was written
 * @param fields the fields by name; an entry written {@code {"NULL": "NULL"}} has none
 */
record Entry(String file, String table, String key, SourceSpan keySpan, Map<String, Field> fields) {
  Entry {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(keySpan, "keySpan");
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }

  /** The key's parts: {@code Vlan1000|Ethernet4} is {@code [Vlan1000, Ethernet4]}. */
  List<String> keyParts() {
    return List.of(key.split("\\|", -1));
  }

  /** The field {@code name}, if written. */
  Optional<Field> field(String name) {
    return Optional.ofNullable(fields.get(name));
  }

  /** {@code TABLE|key}, as SONiC names an entry. */
  String id() {
    return table + "|" + key;
  }

  /** Where field {@code name} was written, else the key. */
  SourceSpan at(String name) {
    Field f = fields.get(name);
    return f == null ? keySpan : f.span();
  }

  /** What a statement made from field {@code name} came from: {@code PORT_QOS_MAP|Ethernet0 pfc_enable}. */
  Provenance from(String name) {
    Field f = fields.get(name);
    return f == null ? new Provenance(keySpan, id()) : new Provenance(f.span(), id() + " " + name);
  }

  /** What a statement made from the entry as a whole came from: its key. */
  Provenance from() {
    return new Provenance(keySpan, id());
  }
}
