package org.pfcheck.importers.sonic;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.pfcheck.importers.sonic.QosConfig.PortQos;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Cross-checks {@code pfc_enable} against {@code BUFFER_PG}: a port pauses its sender for a priority
 * only when that priority group has a lossless buffer profile (one with an {@code xoff} threshold, or
 * dynamic headroom; with {@code DEVICE_METADATA buffer_model dynamic}, profile {@code NULL} means a
 * lossless profile the buffer manager computes). Under the traditional buffer model (any
 * {@code buffer_model} but {@code dynamic}) buffermgrd writes the lossless priority groups itself at run
 * time (sonic-swss {@code cfgmgr/buffermgr.cpp}, {@code doSpeedUpdateTask}: {@code BUFFER_PG|port|pgs =
 * pg_lossless_<speed>_<cable>_profile} for the port's {@code pfc_enable}), so a minigraph-rendered file
 * holds only the lossy {@code |0} groups: those priorities are taken as lossless, and the import says
 * so. Under the dynamic model a PFC priority without a lossless profile is a PFC408: the configuration
 * claims a lossless class that the buffers do not back. Returns the lossless profiles that back an
 * enabled priority, for their α ({@link BufferAlpha}). Stateless.
 */
final class BufferCheck {
  private BufferCheck() {}

  /**
   * What backs a device's PFC priorities. Immutable.
   *
   * @param profiles the lossless profiles (or default-parameter entries) found in the file, for α
   * @param assumed the ports whose lossless groups buffermgrd writes at run time (traditional model)
   * @param unknownAlpha how many of those ports' profiles the file does not define (their α is the SKU's)
   */
  record Backing(List<Entry> profiles, List<String> assumed, int unknownAlpha) {
    Backing {
      profiles = List.copyOf(profiles);
      assumed = List.copyOf(assumed);
    }

    static final Backing NONE = new Backing(List.of(), List.of(), 0);
  }

  static Backing check(ConfigDb db, Entry metadata, QosConfig qos, ConfigDbValues values, Diagnostics diagnostics) {
    List<PortQos> enabled = qos.ports().values().stream()
        .filter(p -> p.pfcEnable().map(s -> !s.isEmpty()).orElse(false)).toList();
    Set<Entry> backing = new LinkedHashSet<>();
    if (enabled.isEmpty()) {
      return Backing.NONE;
    }
    boolean dynamic = metadata.field("buffer_model").map(f -> f.value().equals("dynamic")).orElse(false);
    if (!dynamic) {
      return traditional(db, enabled, lossless(db, qos, false, values, backing, diagnostics), backing);
    }
    if (!db.has("BUFFER_PG")) {
      PortQos first = enabled.get(0);
      diagnostics.report(Code.PFC408, first.entry().at("pfc_enable"), db.file() + " enables PFC on " + enabled.size()
          + " port" + (enabled.size() == 1 ? "" : "s") + " (the first: " + first.entry().id() + " pfc_enable) but has"
          + " no BUFFER_PG table: no priority group has a lossless buffer profile", "add the BUFFER_PG and"
          + " BUFFER_PROFILE tables (sonic-cfggen renders them from the SKU's buffers.json.j2), or export the whole"
          + " config_db");
      return Backing.NONE;
    }
    Map<String, SortedSet<Integer>> lossless = lossless(db, qos, true, values, backing, diagnostics);
    for (PortQos p : enabled) {
      SortedSet<Integer> missing = new TreeSet<>(p.pfcEnable().get());
      missing.removeAll(lossless.getOrDefault(p.port(), new TreeSet<>()));
      if (!missing.isEmpty()) {
        String list = String.join(",", missing.stream().map(String::valueOf).toList());
        diagnostics.report(Code.PFC408, p.entry().at("pfc_enable"), p.port() + " enables PFC for priority "
            + list + " (" + p.entry().id() + " pfc_enable) but BUFFER_PG gives priority group " + list
            + " of " + p.port() + " no lossless buffer profile under buffer_model dynamic", "give priority group "
            + list + " of " + p.port() + " a lossless profile in BUFFER_PG (one with xoff, or NULL for the buffer"
            + " manager's), or remove " + list + " from pfc_enable");
      }
    }
    return new Backing(List.copyOf(backing), List.of(), 0);
  }

  /**
   * The traditional model: buffermgrd gives every {@code pfc_enable} priority group of a port the profile
   * {@code pg_lossless_<speed>_<cable>_profile} (from {@code PORT speed}, {@code CABLE_LENGTH} and the SKU's
   * {@code pg_profile_lookup.ini}); its α is known when the file defines that profile.
   */
  private static Backing traditional(ConfigDb db, List<PortQos> enabled, Map<String, SortedSet<Integer>> lossless,
      Set<Entry> backing) {
    List<String> assumed = new java.util.ArrayList<>();
    Map<String, String> cables = new HashMap<>();
    db.entries("CABLE_LENGTH").forEach(e -> e.fields().forEach(f -> cables.putIfAbsent(f.name(), f.value())));
    int unknown = 0;
    for (PortQos p : enabled) {
      if (lossless.getOrDefault(p.port(), new TreeSet<>()).containsAll(p.pfcEnable().get())) {
        continue;
      }
      assumed.add(p.port());
      String speed = db.entry("PORT", p.port()).flatMap(e -> e.field("speed")).map(Field::value).orElse("?");
      Optional<Entry> profile = db.entry("BUFFER_PROFILE", "pg_lossless_" + speed + "_"
          + cables.getOrDefault(p.port(), "?") + "_profile");
      Optional<Entry> withAlpha = profile.filter(e -> e.field("dynamic_th").isPresent());
      withAlpha.ifPresent(backing::add);
      unknown += withAlpha.isEmpty() ? 1 : 0;
    }
    return new Backing(List.copyOf(backing), assumed, unknown);
  }

  /** Each port's priority groups with a lossless profile in {@code BUFFER_PG}; collects the profiles that back PFC. */
  private static Map<String, SortedSet<Integer>> lossless(ConfigDb db, QosConfig qos, boolean dynamic, ConfigDbValues values,
      Set<Entry> backing, Diagnostics diagnostics) {
    Map<String, SortedSet<Integer>> lossless = new HashMap<>();
    for (Entry e : db.entries("BUFFER_PG")) {
      List<String> parts = e.keyParts();
      if (parts.size() != 2) {
        diagnostics.report(Code.PFC403, e.keySpan(), "key " + e.id() + " does not have the form"
            + " BUFFER_PG|Ethernet0|3-4", "write the key as BUFFER_PG|PORT|PG or PORT|PG-PG");
        continue;
      }
      Optional<SortedSet<Integer>> groups = values.groupRange(parts.get(1), e.keySpan());
      if (groups.isPresent() && losslessProfile(db, e, dynamic, diagnostics)) {
        for (String port : parts.get(0).split(",")) {
          lossless.computeIfAbsent(port, k -> new TreeSet<>()).addAll(groups.get());
          PortQos q = qos.ports().get(port);
          if (q != null && q.pfcEnable().map(s -> s.stream().anyMatch(groups.get()::contains)).orElse(false)) {
            profile(db, e).ifPresent(backing::add);
          }
        }
      }
    }
    return lossless;
  }

  /** The profile a lossless priority group uses; for {@code NULL}, the buffer manager's default parameters. */
  private static Optional<Entry> profile(ConfigDb db, Entry pg) {
    String name = pg.field("profile").map(f -> ConfigDbValues.reference(f.value())).orElse("NULL");
    return name.equals("NULL") ? db.entries("DEFAULT_LOSSLESS_BUFFER_PARAMETER").stream().findFirst()
        : db.entry("BUFFER_PROFILE", name);
  }

  private static boolean losslessProfile(ConfigDb db, Entry pg, boolean dynamic, Diagnostics diagnostics) {
    Optional<Field> profile = pg.field("profile");
    String name = profile.map(f -> ConfigDbValues.reference(f.value())).orElse("NULL");
    if (name.equals("NULL")) {
      return dynamic;
    }
    Optional<Entry> p = db.entry("BUFFER_PROFILE", name);
    if (p.isEmpty()) {
      diagnostics.report(Code.PFC407, pg.at("profile"), pg.id() + " names buffer profile '" + name + "', which "
          + db.file() + " does not define", "define it in BUFFER_PROFILE or correct the name");
      return false;
    }
    return p.get().field("xoff").isPresent()
        || p.get().field("headroom_type").map(f -> f.value().equals("dynamic")).orElse(false);
  }
}
