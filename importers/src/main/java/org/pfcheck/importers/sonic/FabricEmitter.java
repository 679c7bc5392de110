package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.importers.Listing;
import org.pfcheck.importers.Listing.Line;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.SonicFabric.HostNode;
import org.pfcheck.importers.sonic.SonicFabric.RouteLine;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.Routing;

/**
 * Writes a stitched fabric as canonical {@code .pfc}, section by section, every statement with its
 * provenance, and says what it assumed where the configuration is silent (routing, timers). Stateless.
 */
final class FabricEmitter {
  private FabricEmitter() {}

  /**
   * What was emitted. Immutable.
   *
   * @param listing the text
   * @param assumptions what was assumed, one sentence each
   */
  record Emitted(Listing listing, List<String> assumptions) {
    Emitted {
      assumptions = List.copyOf(assumptions);
    }
  }

  static Emitted emit(SonicFabric f, String name, SonicOptions options, Diagnostics diagnostics) {
    List<String> assumptions = new ArrayList<>();
    String routing = options.routing() == Routing.Mode.UP_DOWN ? "up-down" : "shortest-path";
    assumptions.add("routing " + routing + ": BGP is not simulated (--routing)");
    assumptions.add("ARP timeout " + Defaults.ARP_SECONDS + " s: SONiC's image default (kernel"
        + " base_reachable_time_ms); config_db does not hold it");
    Optional<Mac> mac = mac(f);
    if (mac.isEmpty()) {
      assumptions.add("MAC ageing " + Defaults.MAC_SECONDS + " s: SONiC's image default (for switches without"
          + " SWITCH|switch fdb_aging_time)");
    }
    if (!f.hosts().isEmpty()) {
      assumptions.add("servers' NICs: the language's defaults (pause-storm watchdog on, 100 ms; go-back-N"
          + " retransmission; DSCP not known): config_db does not describe servers (write nic statements in an"
          + " overlay, --with)");
    }
    assumptions.addAll(outside(f));
    assumptions.addAll(buffers(f));
    assumptions.addAll(startDefault(f));
    SonicFabricIndex index = new SonicFabricIndex(f);
    QosEmitter qos = new QosEmitter(f);
    List<Line> perSwitch = new ArrayList<>();
    f.devices().values().forEach(d -> perSwitch.addAll(qos.switchLines(d)));
    List<Line> forwarding = new ArrayList<>();
    for (RouteLine r : f.routes()) {
      forwarding.add(new Line("route " + f.names().get(r.device()) + " " + r.prefix() + (r.via().isEmpty() ? " drop"
          : " via " + String.join(", ", r.via())), r.from(), r.note()));
    }
    f.devices().values().forEach(d -> forwarding.addAll(BounceRemap.lines(f, index, d, qos.dscpFunctions())));

    List<Line> out = new ArrayList<>();
    out.add(Line.comment(name + ": a SONiC fabric imported from " + f.devices().size() + " config_db file"
        + (f.devices().size() == 1 ? "" : "s") + " by pfcheck import sonic"));
    out.add(Line.comment("Each statement's comment names the configuration it comes from. Assumed where the"
        + " configuration says nothing:"));
    assumptions.forEach(a -> out.add(Line.comment("  " + a)));
    out.add(Line.of("network " + name, List.of()));
    out.add(new Line("routing " + routing, List.of(), "assumed: BGP is not simulated (--routing)"));
    out.add(new Line("timers arp " + duration(Defaults.ARP_SECONDS) + " mac " + duration(mac.map(Mac::seconds)
        .orElse(Defaults.MAC_SECONDS)), mac.map(m -> List.of(m.from())).orElse(List.of()), "arp: SONiC's image default"
        + (mac.isEmpty() ? "; mac: SONiC's image default" : "")));
    qos.losslessLine().ifPresent(out::add);
    section(out, "QoS maps", qos.maps());
    section(out, "switches", TopologyEmitter.switches(f, index, options.routing(), diagnostics));
    section(out, "servers", TopologyEmitter.hosts(f, index));
    section(out, "links", TopologyEmitter.links(f));
    section(out, "port-channels, VLANs, routed ports", TopologyEmitter.layer2(f));
    section(out, "classification and PFC", perSwitch);
    section(out, "forwarding", forwarding);
    section(out, "what the configuration itself takes down", dead(f));
    List<Line> watchdogs = Watchdogs.lines(f);
    section(out, "PFC watchdogs (for the hazard checks and pfcheck storm; the deadlock analysis does not read them)",
        watchdogs);
    section(out, "buffers (for the hazard checks; the deadlock analysis does not read them)", BufferAlpha.lines(f));
    return new Emitted(new Listing(out), assumptions);
  }

  /** The end points outside the fabric, when some neighbours have no file: the verdict's limit. */
  private static List<String> outside(SonicFabric f) {
    long outside = f.hosts().stream().filter(h -> h.outside().isPresent()).count();
    if (outside == 0) {
      return List.of();
    }
    return List.of(outside + " end point" + (outside == 1 ? "" : "s") + " outside the fabric: neighbours without a"
        + " config_db that are not servers (one per cable) send and receive but forward nothing, so the verdict"
        + " covers only the " + f.devices().size() + " given device" + (f.devices().size() == 1 ? "" : "s"));
  }

  /** The lossless priority groups that buffermgrd writes at run time (traditional buffer model). */
  private static List<String> buffers(SonicFabric f) {
    int ports = 0;
    int unknown = 0;
    List<String> switches = new ArrayList<>();
    for (Device d : f.devices().values()) {
      BufferCheck.Backing b = d.qos().buffers();
      if (!b.assumed().isEmpty()) {
        ports += b.assumed().size();
        unknown += b.unknownAlpha();
        switches.add(f.names().get(d.hostname()));
      }
    }
    if (ports == 0) {
      return List.of();
    }
    String which = switches.size() <= 3 ? String.join(", ", switches) : switches.get(0) + " and "
        + (switches.size() - 1) + " more switches";
    return List.of("lossless buffers on " + ports + " pfc_enable port" + (ports == 1 ? "" : "s") + " of " + which
        + " without a lossless BUFFER_PG: buffermgrd writes BUFFER_PG|PORT|PGS = pg_lossless_<speed>_<cable>_profile"
        + " at run time under the traditional buffer model (sonic-swss cfgmgr/buffermgr.cpp)" + (unknown == 0 ? ""
        : "; the alpha of " + unknown + " of them is the SKU's pg_profile_lookup.ini, not in config_db: not known,"
        + " the language's default 1 kept"));
  }

  /** The PFC watchdogs of devices without PFC_WD entries, from what pfcwd start_default writes. */
  private static List<String> startDefault(SonicFabric f) {
    List<String> switches = new ArrayList<>();
    for (Device d : f.devices().values()) {
      if (d.qos().watchdogs().stream().anyMatch(w -> w.setting().startsWith(Watchdogs.START_DEFAULT))) {
        switches.add(f.names().get(d.hostname()));
      }
    }
    if (switches.isEmpty()) {
      return List.of();
    }
    String which = switches.size() <= 3 ? String.join(", ", switches) : switches.get(0) + " and "
        + (switches.size() - 1) + " more switches";
    return List.of("PFC watchdogs of " + which + " (default_pfcwd_status enable, no PFC_WD entry): what pfcwd"
        + " start_default writes when config load_minigraph runs it (sonic-utilities pfcwd/main.py), on its ports"
        + " with a neighbour and pfc_enable; a switch configured otherwise has none");
  }

  private static void section(List<Line> out, String title, List<Line> lines) {
    if (!lines.isEmpty()) {
      out.add(Line.comment(""));
      out.add(Line.comment(title));
      out.addAll(lines);
    }
  }

  private static List<Line> dead(SonicFabric f) {
    List<Line> out = new ArrayList<>();
    for (HostNode h : f.hosts()) {
      h.dead().ifPresent(p -> out.add(new Line("dead " + h.name(), List.of(p), "every port it is cabled to is down")));
    }
    return out;
  }

  /**
   * The fabric's MAC ageing, when configuration sets it: the shortest of any switch (the widest flooding
   * window; a switch without {@code fdb_aging_time} ages after SONiC's 600 s, and then nothing is
   * configured). {@code 0} turns ageing off: when every switch says so, MAC entries outlive ARP entries.
   */
  private static Optional<Mac> mac(SonicFabric f) {
    Optional<Mac> best = Optional.empty();
    boolean defaulted = false;
    for (Device d : f.devices().values()) {
      Optional<Field> aging = d.qos().fdbAging();
      long s = aging.map(a -> Long.parseLong(a.value().strip())).orElse(Defaults.MAC_SECONDS);
      defaulted |= aging.isEmpty();
      if (aging.isPresent() && (best.isEmpty() || effective(s) < effective(best.get().seconds()))) {
        best = Optional.of(new Mac(s, new Provenance(aging.get().span(), "SWITCH|switch fdb_aging_time")));
      }
    }
    if (best.isPresent() && defaulted && effective(best.get().seconds()) >= Defaults.MAC_SECONDS) {
      return Optional.empty();
    }
    return best.map(m -> m.seconds() == 0 ? new Mac(Defaults.ARP_SECONDS, m.from()) : m);
  }

  /** Ageing {@code seconds}, 0 (off) being longer than any. */
  private static long effective(long seconds) {
    return seconds == 0 ? Long.MAX_VALUE : seconds;
  }

  private record Mac(long seconds, Provenance from) {}

  static String duration(long seconds) {
    if (seconds % 3600 == 0) {
      return seconds / 3600 + "h";
    }
    return seconds % 60 == 0 ? seconds / 60 + "m" : seconds + "s";
  }
}
