package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.importers.Listing;
import org.pfcheck.importers.Listing.Line;
import org.pfcheck.importers.Provenance;
import org.pfcheck.model.SourceSpan;

/**
 * The PFC watchdogs ({@code PFC_WD}): each port's watchdog as a {@code pfc-watchdog} statement (ports
 * with the same action and times together), for the hazard checks and {@code pfcheck storm}; what the
 * language has no statement for ({@code PFC_WD|GLOBAL}'s poll interval, {@code PORT_QOS_MAP}'s
 * per-priority {@code pfcwd_sw_enable}) as comments, so that the record is complete. A device that says
 * {@code default_pfcwd_status enable} and has no {@code PFC_WD} entry gets what SONiC's
 * {@code pfcwd start_default} writes when {@code config load_minigraph} runs it: drop after 200 ms,
 * restore after 200 ms, both times ⌈ports / 32⌉, on every port with a neighbour and a {@code pfc_enable}
 * (it skips the others: "PFC is not enabled on port"). The deadlock analysis does not read watchdogs.
 * Stateless.
 */
final class Watchdogs {
  private static final List<String> ACTIONS = List.of("drop", "forward", "alert");
  /** What each port's part of a {@code pfc-watchdog} statement came from. */
  private static final String PART = "PFC_WD entry of the port";

  private Watchdogs() {}

  /** How a setting that {@code pfcwd start_default} writes begins. */
  static final String START_DEFAULT = "pfcwd start_default";

  /**
   * One watchdog setting of a device and the ports that have it. Immutable.
   *
   * @param setting the setting in words ({@code action drop, detection 200 ms, restoration 200 ms})
   * @param statement the {@code pfc-watchdog} options it comes to ({@code detect 200ms restore 200ms action
   *     drop}); empty for what only a comment keeps
   * @param ports the ports with it
   * @param portAt where each port's setting is written (its entry's key, or the field that implied it), by
   *     index of {@code ports}: the spans the reader made, shared, so that a fabric's 327,680 ports add no
   *     objects here
   * @param from where the first two are written
   * @param others how many more places it is written at
   */
  record Setting(String setting, Optional<String> statement, List<String> ports, List<SourceSpan> portAt,
      List<Provenance> from, int others) {
    Setting {
      ports = List.copyOf(ports);
      portAt = List.copyOf(portAt);
      from = List.copyOf(from);
      if (portAt.size() != ports.size()) {
        throw new IllegalArgumentException(portAt.size() + " places for " + ports.size() + " ports");
      }
    }
  }

  /** The settings of a device's {@code PFC_WD} entries and of its ports' {@code pfcwd_sw_enable}, as read. */
  static List<Setting> of(Collection<Entry> entries, Collection<Entry> portQos, ConfigDbValues values) {
    Map<String, List<Entry>> bySetting = new LinkedHashMap<>();
    Map<String, Optional<String>> statements = new LinkedHashMap<>();
    for (Entry e : portQos) {
      e.field("pfcwd_sw_enable").ifPresent(f -> {
        String setting = "software watchdog on priorities " + (f.value().isEmpty() ? "none" : f.value());
        bySetting.computeIfAbsent(setting, k -> new ArrayList<>()).add(e);
        statements.put(setting, Optional.empty());
      });
    }
    for (Entry e : entries) {
      if (e.key().equals("GLOBAL")) {
        String setting = "poll interval " + e.field("POLL_INTERVAL").map(Field::value).orElse("default") + " ms";
        bySetting.computeIfAbsent(setting, k -> new ArrayList<>()).add(e);
        statements.put(setting, Optional.empty());
        continue;
      }
      // SONiC's YANG model (sonic-pfcwd.yang): these actions, detection 100..5000 ms, restoration 100..60000 ms
      String action = e.field("action").map(f -> values.oneOf(f, ACTIONS, "PFC_WD action").orElse("drop"))
          .orElse("drop");
      OptionalInt detect = e.field("detection_time").map(f -> values.integer(f.value(), 100, 5_000, f.span(),
          "PFC_WD detection_time")).orElse(OptionalInt.empty());
      OptionalInt restore = e.field("restoration_time").map(f -> values.integer(f.value(), 100, 60_000, f.span(),
          "PFC_WD restoration_time")).orElse(OptionalInt.empty());
      String setting = "action " + action + ", detection " + e.field("detection_time").map(Field::value).orElse("?")
          + " ms, restoration " + e.field("restoration_time").map(Field::value).orElse("?") + " ms";
      bySetting.computeIfAbsent(setting, k -> new ArrayList<>()).add(e);
      statements.put(setting, Optional.of((detect.isPresent() ? "detect " + detect.getAsInt() + "ms " : "")
          + (restore.isPresent() ? "restore " + restore.getAsInt() + "ms " : "") + "action " + action));
    }
    List<Setting> out = new ArrayList<>();
    bySetting.forEach((setting, es) -> {
      boolean software = setting.startsWith("software");
      out.add(new Setting(setting, statements.get(setting), es.stream().map(Entry::key).toList(), es.stream()
          .map(Entry::keySpan).toList(), es.stream().limit(Line.KEPT).map(e -> software ? e.from("pfcwd_sw_enable")
          : e.from()).toList(), Math.max(0, es.size() - Line.KEPT)));
    });
    return out;
  }

  /** What {@code pfcwd start_default} writes (at {@code config load_minigraph}) for a device without {@code PFC_WD} entries. */
  static Optional<Setting> startDefault(Entry metadata, int ports, Collection<String> neighbourPorts) {
    boolean enabled = metadata.field("default_pfcwd_status").map(f -> f.value().equalsIgnoreCase("enable"))
        .orElse(false);
    if (!enabled) {
      return Optional.empty();
    }
    int times = Math.max(1, (ports - 1) / 32 + 1);
    Provenance from = metadata.from("default_pfcwd_status");
    return Optional.of(new Setting(START_DEFAULT + " of config load_minigraph (default_pfcwd_status enable)", Optional.of("detect "
        + 200 * times + "ms restore " + 200 * times + "ms action drop"), List.copyOf(neighbourPorts),
        java.util.Collections.nCopies(neighbourPorts.size(), from.span()), List.of(from), 0));
  }

  /**
   * The {@code pfc-watchdog} statement of setting {@code s} on the ports of {@code sw} that {@code inModel}
   * keeps: each port name a part of its own, pointing at that port's entry (a diagnostic about one port of
   * the statement names that entry, not the first of the line).
   */
  private static Optional<Line> statement(java.util.function.Predicate<String> inModel, String sw, Setting s) {
    StringBuilder text = new StringBuilder("pfc-watchdog ").append(sw).append(" port ");
    List<Listing.Part> parts = new ArrayList<>();
    for (int i = 0; i < s.ports().size(); i++) {
      String port = s.ports().get(i);
      if (inModel.test(port)) {
        text.append(parts.isEmpty() ? "" : ", ");
        // a part's provenance is read for its span only (Listing.origin): one shared word, not a string per port
        parts.add(new Listing.Part(text.length() + 1, text.length() + 1 + port.length(), new Provenance(s.portAt()
            .get(i), PART)));
        text.append(port);
      }
    }
    return parts.isEmpty() ? Optional.empty() : Optional.of(new Line(text + " " + s.statement().get(), s.from(),
        s.others(), s.setting()).withParts(parts));
  }

  /** The {@code pfc-watchdog} statements and the comments of every device, ports limited to the model's. */
  static List<Line> lines(SonicFabric f) {
    List<Line> out = new ArrayList<>();
    for (Device d : f.devices().values()) {
      String sw = f.names().get(d.hostname());
      for (Setting s : d.qos().watchdogs()) {
        if (s.statement().isPresent()) {
          statement(p -> f.inModel(d.hostname(), p), sw, s).ifPresent(out::add);
        } else {
          String which = s.ports().size() <= 3 ? String.join(", ", s.ports()) : s.ports().get(0) + " and "
              + (s.ports().size() - 1) + " more ports";
          out.add(new Line("", s.from(), s.others(), sw + " PFC watchdog " + which + ": " + s.setting()
              + " (no statement for it; kept for the record)"));
        }
      }
    }
    return out;
  }
}
