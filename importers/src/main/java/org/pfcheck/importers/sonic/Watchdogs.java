package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.importers.Listing.Line;
import org.pfcheck.importers.Provenance;

/**
 * The PFC watchdog settings ({@code PFC_WD}, {@code pfcwd_sw_enable}), kept in the imported text as
 * comments so that the record is complete: pfcheck does not model watchdogs yet (they cut pause storms,
 * issue 14), and their settings change no dependency. One comment line per device and setting, ports
 * with the same setting together. Stateless.
 */
final class Watchdogs {
  private Watchdogs() {}

  static List<Line> lines(Fabric f) {
    List<Line> out = new ArrayList<>();
    for (Device d : f.devices().values()) {
      Map<String, List<Entry>> bySetting = new LinkedHashMap<>();
      for (Entry e : d.qos().watchdogs()) {
        String setting = e.key().equals("GLOBAL") ? "poll interval " + e.field("POLL_INTERVAL").map(Field::value)
            .orElse("default") + " ms" : "action " + e.field("action").map(Field::value).orElse("drop")
            + ", detection " + e.field("detection_time").map(Field::value).orElse("?") + " ms, restoration "
            + e.field("restoration_time").map(Field::value).orElse("?") + " ms";
        bySetting.computeIfAbsent(setting, k -> new ArrayList<>()).add(e);
      }
      bySetting.forEach((setting, entries) -> {
        List<String> ports = entries.stream().map(Entry::key).toList();
        String which = ports.size() <= 3 ? String.join(", ", ports) : ports.get(0) + " and " + (ports.size() - 1)
            + " more ports";
        List<Provenance> from = entries.stream().map(Entry::from).toList();
        out.add(new Line("", from, f.names().get(d.hostname()) + " PFC watchdog " + which + ": " + setting));
      });
    }
    return out;
  }
}
