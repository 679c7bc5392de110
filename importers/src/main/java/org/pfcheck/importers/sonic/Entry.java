package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.importers.Provenance;
import org.pfcheck.model.SourceSpan;

/**
 * One entry of a config_db table ({@code PORT_QOS_MAP|Ethernet0}), however the file wrote it. Immutable.
 *
 * <p>Its fields are kept compact (names, values and positions in arrays) and become {@link Field}s only
 * when asked for: a fabric's files hold tens of millions of values, most of which no statement needs.
 */
final class Entry {
  private final String file;
  private final String table;
  private final String key;
  private final SourceSpan keySpan;
  private final String[] names;
  private final Object[] values;
  private final int[] positions;

  /**
   * An entry; the arrays are taken over, not copied.
   *
   * @param file the file it is in
   * @param table the table name
   * @param key the key, its parts joined by {@code |} ({@code Vlan1000|Ethernet4})
   * @param keySpan where the key was written
   * @param names the field names (an entry written {@code {"NULL": "NULL"}} has none)
   * @param values each field's value: a string, or a list field's items (a {@code List<String>})
   * @param positions each field's value span: line, column, end line, end column
   */
  Entry(String file, String table, String key, SourceSpan keySpan, String[] names, Object[] values, int[] positions) {
    this.file = Objects.requireNonNull(file, "file");
    this.table = Objects.requireNonNull(table, "table");
    this.key = Objects.requireNonNull(key, "key");
    this.keySpan = Objects.requireNonNull(keySpan, "keySpan");
    if (values.length != names.length || positions.length != 4 * names.length) {
      throw new IllegalArgumentException("fields of " + table + "|" + key + " do not line up");
    }
    this.names = names;
    this.values = values;
    this.positions = positions;
  }

  String file() {
    return file;
  }

  String table() {
    return table;
  }

  String key() {
    return key;
  }

  SourceSpan keySpan() {
    return keySpan;
  }

  /** The fields, in the order written. */
  List<Field> fields() {
    List<Field> out = new ArrayList<>(names.length);
    for (int k = 0; k < names.length; k++) {
      out.add(field(k));
    }
    return out;
  }

  /** The key's parts: {@code Vlan1000|Ethernet4} is {@code [Vlan1000, Ethernet4]}. */
  List<String> keyParts() {
    return List.of(key.split("\\|", -1));
  }

  /** The field {@code name}, if written. */
  Optional<Field> field(String name) {
    for (int k = 0; k < names.length; k++) {
      if (names[k].equals(name)) {
        return Optional.of(field(k));
      }
    }
    return Optional.empty();
  }

  private Field field(int k) {
    @SuppressWarnings("unchecked")
    List<String> items = values[k] instanceof String s ? List.of(s) : (List<String>) values[k];
    return new Field(names[k], items, new SourceSpan(file, positions[4 * k], positions[4 * k + 1], positions[4 * k + 2],
        positions[4 * k + 3]));
  }

  /** {@code TABLE|key}, as SONiC names an entry. */
  String id() {
    return table + "|" + key;
  }

  /** Where field {@code name} was written, else the key. */
  SourceSpan at(String name) {
    return field(name).map(Field::span).orElse(keySpan);
  }

  /** What a statement made from field {@code name} came from: {@code PORT_QOS_MAP|Ethernet0 pfc_enable}. */
  Provenance from(String name) {
    return field(name).map(f -> new Provenance(f.span(), id() + " " + name))
        .orElseGet(() -> new Provenance(keySpan, id()));
  }

  /** What a statement made from the entry as a whole came from: its key. */
  Provenance from() {
    return new Provenance(keySpan, id());
  }

  @Override
  public String toString() {
    return id();
  }
}
