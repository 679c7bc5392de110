package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.importers.Listing.Line;
import org.pfcheck.importers.Provenance;

/**
 * The PFC watchdog settings ({@code PFC_WD}), kept in the imported text as comments so that the record
 * is complete: pfcheck does not model watchdogs yet (they cut pause storms, issue 14), and their
 * settings change no dependency. One comment line per device and setting, ports with the same setting
 * together. Stateless.
 */
final class Watchdogs {
  private Watchdogs() {}

  /**
   * The ports of one device with one watchdog setting. Immutable.
   *
   * @param setting the setting in words ({@code action drop, detection 200 ms, restoration 200 ms})
   * @param ports the first three ports with it
   * @param count how many ports have it
   * @param from where the first two are written
   */
  record Setting(String setting, List<String> ports, int count, List<Provenance> from) {
    Setting {
      ports = List.copyOf(ports);
      from = List.copyOf(from);
    }
  }

  /**
   * The settings of a device's {@code PFC_WD} entries and of its ports' {@code pfcwd_sw_enable}
   * ({@code PORT_QOS_MAP}), as read: each once, with its ports counted.
   */
  static List<Setting> of(Collection<Entry> entries, Collection<Entry> portQos) {
    Map<String, List<Entry>> bySetting = new LinkedHashMap<>();
    for (Entry e : portQos) {
      e.field("pfcwd_sw_enable").ifPresent(f -> bySetting.computeIfAbsent("software watchdog on priorities "
          + (f.value().isEmpty() ? "none" : f.value()), k -> new ArrayList<>()).add(e));
    }
    for (Entry e : entries) {
      String setting = e.key().equals("GLOBAL") ? "poll interval " + e.field("POLL_INTERVAL").map(Field::value)
          .orElse("default") + " ms" : "action " + e.field("action").map(Field::value).orElse("drop")
          + ", detection " + e.field("detection_time").map(Field::value).orElse("?") + " ms, restoration "
          + e.field("restoration_time").map(Field::value).orElse("?") + " ms";
      bySetting.computeIfAbsent(setting, k -> new ArrayList<>()).add(e);
    }
    List<Setting> out = new ArrayList<>();
    bySetting.forEach((setting, es) -> out.add(new Setting(setting, es.stream().limit(3).map(Entry::key).toList(),
        es.size(), es.stream().limit(Line.KEPT).map(e -> setting.startsWith("software") ? e.from("pfcwd_sw_enable")
            : e.from()).toList())));
    return out;
  }

  static List<Line> lines(Fabric f) {
    List<Line> out = new ArrayList<>();
    for (Device d : f.devices().values()) {
      for (Setting s : d.qos().watchdogs()) {
        String which = s.count() <= 3 ? String.join(", ", s.ports()) : s.ports().get(0) + " and " + (s.count() - 1)
            + " more ports";
        out.add(new Line("", s.from(), Math.max(0, s.count() - s.from().size()), f.names().get(d.hostname())
            + " PFC watchdog " + which + ": " + s.setting()));
      }
    }
    return out;
  }
}
