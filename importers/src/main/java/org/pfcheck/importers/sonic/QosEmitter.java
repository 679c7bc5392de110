package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.pfcheck.importers.Listing.Line;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.QosConfig.Binding;
import org.pfcheck.importers.sonic.QosConfig.PortQos;

/**
 * The classification and PFC statements of a fabric: the QoS maps its bindings use ({@code dscp-map},
 * {@code tc-map}), each switch's {@code classify} bindings (switch-wide from {@code PORT_QOS_MAP|global},
 * per port, and for what it decapsulates from the dual-ToR tunnel), its {@code pfc} settings (a port
 * without {@code pfc_enable} has PFC off), the fabric's {@code lossless} priority groups (every one some
 * port enables PFC for), and the tunnel's DSCP remap of bounced packets ({@link BounceRemap}). Not
 * thread-safe; one per import.
 */
final class QosEmitter {
  private final SonicFabric fabric;
  private final MapNames dscpMaps = new MapNames();
  private final MapNames tcMaps = new MapNames();
  private final SortedSet<Integer> lossless = new TreeSet<>();
  private final List<Provenance> losslessFrom = new ArrayList<>();
  private int losslessPorts;

  QosEmitter(SonicFabric fabric) {
    this.fabric = fabric;
  }

  /** The {@code classify} and {@code pfc} lines of device {@code d}; registers the maps they use. */
  List<Line> switchLines(Device d) {
    String sw = fabric.names().get(d.hostname());
    List<Line> out = new ArrayList<>();
    d.qos().global().ifPresent(g -> out.add(Line.of("classify " + sw + " dscp-map " + dscp(d, g), List.of(from(g)))));
    Map<String, List<String>> groups = new LinkedHashMap<>();
    Map<String, List<Provenance>> groupFrom = new LinkedHashMap<>();
    Map<String, Optional<SortedSet<Integer>>> pfc = new LinkedHashMap<>();
    for (String port : fabric.ports().get(d.hostname())) {
      PortQos q = d.qos().ports().get(port);
      pfc.put(port, q == null ? Optional.empty() : q.pfcEnable());
      if (q == null || (q.dscpToTc().isEmpty() && q.tcToPg().isEmpty())) {
        continue;
      }
      String maps = q.dscpToTc().map(b -> " dscp-map " + dscp(d, b)).orElse("")
          + q.tcToPg().map(b -> " tc-map " + tc(d, b)).orElse("");
      groups.computeIfAbsent(maps, k -> new ArrayList<>()).add(port);
      q.dscpToTc().or(q::tcToPg).ifPresent(b -> groupFrom.computeIfAbsent(maps, k -> new ArrayList<>()).add(from(b)));
    }
    groups.forEach((maps, ports) -> out.add(Line.of("classify " + sw + " port " + String.join(", ", ports) + maps,
        groupFrom.get(maps))));
    d.qos().tunnel().filter(t -> t.decapDscpToTc().isPresent() || t.decapTcToPg().isPresent()).ifPresent(t ->
        out.add(Line.of("classify " + sw + " tunnel" + t.decapDscpToTc().map(b -> " dscp-map " + dscp(d, b)).orElse("")
            + t.decapTcToPg().map(b -> " tc-map " + tc(d, b)).orElse(""),
            List.of(from(t.decapDscpToTc().or(t::decapTcToPg).get())))));
    out.addAll(pfc.isEmpty() ? unmodelled(d, sw) : pfc(d, sw, pfc));
    return out;
  }

  /**
   * The {@code pfc} line of a switch none of whose ports is in the model (no neighbours): its most common
   * configured setting, so that the text says what the switch enables rather than "off" (PFC420 says that
   * the verdict does not cover it).
   */
  private List<Line> unmodelled(Device d, String sw) {
    Map<SortedSet<Integer>, List<PortQos>> bySetting = new LinkedHashMap<>();
    d.qos().ports().values().forEach(q -> bySetting.computeIfAbsent(q.pfcEnable().orElse(new TreeSet<>()),
        k -> new ArrayList<>()).add(q));
    Optional<Map.Entry<SortedSet<Integer>, List<PortQos>>> common = bySetting.entrySet().stream()
        .max((a, b) -> a.getValue().size() - b.getValue().size());
    if (common.isEmpty() || common.get().getKey().isEmpty()) {
      return List.of(new Line("pfc " + sw + " off", List.of(d.named()), "no port in the model (no DEVICE_NEIGHBOR)"));
    }
    List<PortQos> ports = common.get().getValue();
    lossless.addAll(common.get().getKey());
    losslessPorts += ports.size();
    ports.stream().limit(Line.KEPT - losslessFrom.size()).forEach(q -> losslessFrom.add(q.entry().from("pfc_enable")));
    return List.of(new Line("pfc " + sw + setting(new Setting(common.get().getKey(), false)), ports.stream()
        .limit(Line.KEPT).map(q -> q.entry().from("pfc_enable")).toList(), Math.max(0, ports.size() - Line.KEPT),
        ports.size() + " of " + d.qos().ports().size() + " ports; none is in the model (no DEVICE_NEIGHBOR)"));
  }

  /** A port's PFC: its {@code pfc_enable} priorities, and whether {@code PORT pfc_asym} is on. */
  private record Setting(SortedSet<Integer> priorities, boolean asymmetric) {}

  private List<Line> pfc(Device d, String sw, Map<String, Optional<SortedSet<Integer>>> enabled) {
    Map<String, Setting> byPort = new LinkedHashMap<>();
    enabled.forEach((port, set) -> byPort.put(port, new Setting(set.orElse(new TreeSet<>()), asymmetric(d, port)
        .isPresent())));
    Map<Setting, List<String>> bySetting = new LinkedHashMap<>();
    byPort.forEach((port, set) -> bySetting.computeIfAbsent(set, k -> new ArrayList<>()).add(port));
    Setting common = bySetting.entrySet().stream().max((a, b) -> a.getValue().size() - b.getValue().size())
        .map(Map.Entry::getKey).orElse(new Setting(new TreeSet<>(), false));
    List<Line> out = new ArrayList<>();
    List<Provenance> commonFrom = new ArrayList<>();
    for (String port : bySetting.getOrDefault(common, List.of())) {
      commonFrom.add(pfcFrom(d, port));
      asymmetric(d, port).ifPresent(commonFrom::add);
    }
    out.add(new Line("pfc " + sw + setting(common), commonFrom, bySetting.getOrDefault(common, List.of()).size()
        + " of " + byPort.size() + " ports" + (common.priorities().isEmpty() ? " (no pfc_enable)" : "")));
    byPort.forEach((port, setting) -> {
      SortedSet<Integer> s = setting.priorities();
      if (!s.isEmpty()) {
        lossless.addAll(s);
        losslessPorts++;
        if (losslessFrom.size() < Line.KEPT) {
          losslessFrom.add(pfcFrom(d, port));
        }
      }
      if (!setting.equals(common)) {
        List<Provenance> from = new ArrayList<>(List.of(pfcFrom(d, port)));
        asymmetric(d, port).ifPresent(from::add);
        out.add(Line.of("pfc " + sw + " port " + port + setting(setting), from));
      }
    });
    return out;
  }

  private static String setting(Setting s) {
    SortedSet<Integer> p = s.priorities();
    return (p.isEmpty() ? " off" : " priorities " + p.stream().map(String::valueOf).collect(Collectors.joining(", ")))
        + (s.asymmetric() ? " asymmetric" : "");
  }

  /** Where {@code PORT|port pfc_asym on} is written, when it is. */
  private static Optional<Provenance> asymmetric(Device d, String port) {
    Device.Port p = d.ports().get(port);
    return p == null ? Optional.empty() : p.asymmetric();
  }

  private static Provenance pfcFrom(Device d, String port) {
    PortQos q = d.qos().ports().get(port);
    return q != null ? q.entry().from("pfc_enable") : d.ports().get(port).from();
  }

  private String dscp(Device d, Binding b) {
    return dscpMaps.use(d.qos().dscpToTc().get(b.map()));
  }

  private String tc(Device d, Binding b) {
    return tcMaps.use(d.qos().tcToPg().get(b.map()));
  }

  private static Provenance from(Binding b) {
    return b.from();
  }

  /** The {@code dscp-map} and {@code tc-map} definitions of every map used so far. */
  List<Line> maps() {
    List<Line> out = new ArrayList<>();
    for (MapNames.Defined m : dscpMaps.defined()) {
      out.add(definition("dscp-map " + m.name() + " " + MapText.entries(MapText.dscpToTc(m.map()), 0), m));
    }
    for (MapNames.Defined m : tcMaps.defined()) {
      out.add(definition("tc-map " + m.name() + " " + MapText.entries(MapText.tcToPg(m.map()), -1), m));
    }
    return out;
  }

  private static Line definition(String text, MapNames.Defined m) {
    return new Line(text, m.sources(), m.sources().size() > 1 ? "the same in " + m.sources().size() + " files" : "");
  }

  /** Every DSCP-to-TC function the model's maps define, for {@link BounceRemap}'s check that a remap is visible. */
  List<int[]> dscpFunctions() {
    return dscpMaps.defined().stream().map(m -> MapText.dscpToTc(m.map())).toList();
  }

  /** The {@code lossless} line: every priority group some port enables PFC for. */
  Optional<Line> losslessLine() {
    if (lossless.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Line("lossless " + lossless.stream().map(String::valueOf).collect(Collectors.joining(", ")),
        losslessFrom, losslessPorts - losslessFrom.size(), "PFC enabled on " + losslessPorts + " ports"));
  }
}
