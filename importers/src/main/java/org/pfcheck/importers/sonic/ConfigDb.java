package org.pfcheck.importers.sonic;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One device's config_db: its tables and their entries, in the order written, whichever of SONiC's two
 * JSON forms the file used. Immutable.
 *
 * @param file the file, as the user named it
 * @param tables table name to entries by key
 * @param namespaces a multi-ASIC device's one-file {@code config save} output: each namespace's config_db
 *     ({@code localhost}, {@code asic0}, …) by name; empty for a single-ASIC file
 * @param skipped the tables the file holds that the importer does not read
 */
record ConfigDb(String file, Map<String, Map<String, Entry>> tables, Map<String, ConfigDb> namespaces,
    java.util.Set<String> skipped) {
  ConfigDb {
    Objects.requireNonNull(file, "file");
    tables = Owned.map(tables);
    namespaces = Owned.map(namespaces);
    skipped = java.util.Set.copyOf(skipped);
  }

  ConfigDb(String file, Map<String, Map<String, Entry>> tables) {
    this(file, tables, Map.of(), java.util.Set.of());
  }

  /** The entries of {@code table}, in the order written; none when the file has no such table. */
  Collection<Entry> entries(String table) {
    return tables.getOrDefault(table, Map.of()).values();
  }

  /** The entry {@code table|key}, if written. */
  Optional<Entry> entry(String table, String key) {
    return Optional.ofNullable(tables.getOrDefault(table, Map.of()).get(key));
  }

  /** Whether the file has any entry in {@code table}. */
  boolean has(String table) {
    return !tables.getOrDefault(table, Map.of()).isEmpty();
  }

  /** Whether the file has any entry in one of {@code names}. */
  boolean hasAny(List<String> names) {
    return names.stream().anyMatch(this::has);
  }
}
