package org.pfcheck.model.qos;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pfcheck.model.Checks;
import org.pfcheck.model.IndexedSettings;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;

/**
 * QoS and PFC settings. Immutable.
 *
 * <p>Packets carry their class in the DSCP field (DSCP-based PFC). In priority mode (no maps or
 * bindings declared) every switch maps DSCP to one of the 8 priorities with the same map. In DSCP mode
 * ({@link #classifies()}, or a {@code rewrite dscp}: see {@link Network#dscpMode()}) each ingress port
 * maps DSCP to a traffic class and that to a priority group with the maps bound to it
 * ({@link #classifications()}), the fabric-wide map serving as the DSCP → TC map of ports without
 * one. A priority (group) is lossless at an ingress port when it is in {@link #lossless()} and PFC is
 * enabled for it there ({@link #pfcEnabled}).
 *
 * @param dscpToPriority many-to-one map; DSCP values not listed are unmarked traffic (priority 0)
 * @param lossless the lossless priorities, e.g. {3, 4}
 * @param pfc per-switch or per-port overrides of which priorities have PFC enabled; later entries win,
 *     a port-specific entry beats a switch-wide one
 * @param origin where the lossless priorities were declared
 * @param dscpMaps named DSCP → traffic class maps
 * @param tcMaps named traffic class → priority group maps
 * @param classifications bindings of maps to switches, ports and tunnel ends, in declaration order
 */
public record Qos(SortedMap<Integer, Integer> dscpToPriority, SortedSet<Integer> lossless, List<PfcSetting> pfc,
    Origin origin, List<DscpMap> dscpMaps, List<TcMap> tcMaps, List<Classification> classifications) {
  public Qos {
    TreeMap<Integer, Integer> map = new TreeMap<>();
    dscpToPriority.forEach((d, p) -> map.put(Checks.dscp(d), Checks.priority(p)));
    dscpToPriority = java.util.Collections.unmodifiableSortedMap(map);
    TreeSet<Integer> set = new TreeSet<>();
    lossless.forEach(p -> set.add(Checks.priority(p)));
    lossless = java.util.Collections.unmodifiableSortedSet(set);
    pfc = IndexedSettings.of(pfc, s -> List.of(key(s.switchName(), s.port())));
    Objects.requireNonNull(origin, "origin");
    dscpMaps = List.copyOf(dscpMaps);
    tcMaps = List.copyOf(tcMaps);
    classifications = List.copyOf(classifications);
  }

  /** Settings without maps or bindings (priority mode). */
  public Qos(SortedMap<Integer, Integer> dscpToPriority, SortedSet<Integer> lossless, List<PfcSetting> pfc,
      Origin origin) {
    this(dscpToPriority, lossless, pfc, origin, List.of(), List.of(), List.of());
  }

  /** Whether maps or bindings are declared: packets are then classified per ingress port. */
  public boolean classifies() {
    return !dscpMaps.isEmpty() || !tcMaps.isEmpty() || !classifications.isEmpty();
  }

  /**
   * Every priority group some ingress port may put DSCP {@code dscp} in: through the fabric-wide map
   * (read as DSCP → TC) or any declared DSCP map, then the identity or any declared TC map. A superset
   * of the groups the bindings really give, for deciding which packets can be lossless.
   */
  public SortedSet<Integer> possibleGroups(int dscp) {
    TreeSet<Integer> tcs = new TreeSet<>();
    tcs.add(dscpToPriority.getOrDefault(dscp, 0));
    dscpMaps.forEach(m -> tcs.add(m.tc(dscp)));
    TreeSet<Integer> out = new TreeSet<>();
    for (int tc : tcs) {
      out.add(TcMap.identity(tc));
      tcMaps.forEach(m -> out.add(m.pg(tc)));
    }
    return out;
  }
  /** Lossless priorities {@code priorities}, no DSCP map, PFC on everywhere for them. */
  public static Qos lossless(Integer... priorities) {
    return new Qos(new TreeMap<>(), new TreeSet<>(Set.of(priorities)), List.of(), Origin.NONE);
  }

  /**
   * Every priority a packet can start in, lossy ones included: each priority some DSCP maps to, and 0
   * when some DSCP value is unmapped (unmarked traffic); every priority 0..7 when no DSCP map is declared.
   * Which of them the analysis considers is {@link Network#sourcePriorities()}.
   */
  public SortedSet<Integer> startPriorities() {
    TreeSet<Integer> out = new TreeSet<>();
    if (dscpToPriority.isEmpty()) {
      for (int p = 0; p < 8; p++) {
        out.add(p);
      }
      return out;
    }
    out.addAll(dscpToPriority.values());
    if (dscpToPriority.size() < 64) {
      out.add(0);
    }
    return out;
  }

  /**
   * The smallest DSCP that puts a packet in {@code priority}, for example packets: mapped to it, or for
   * priority 0 also unmapped; -1 when none does or no DSCP map is declared.
   */
  public int dscpFor(int priority) {
    if (dscpToPriority.isEmpty()) {
      return -1;
    }
    for (int d = 0; d < 64; d++) {
      Integer mapped = dscpToPriority.get(d);
      if (mapped == null ? priority == 0 : mapped == priority) {
        return d;
      }
    }
    return -1;
  }

  /** Whether PFC is enabled for {@code priority} at ingress port {@code port} of {@code switchName}. */
  public boolean pfcEnabled(String switchName, String port, int priority) {
    return pfcEnabled(setting(switchName, port), priority);
  }

  private boolean pfcEnabled(Optional<PfcSetting> setting, int priority) {
    return setting.map(s -> s.priorities().contains(priority)).orElse(lossless.contains(priority));
  }

  /**
   * Whether port {@code port} of {@code switchName} stops sending {@code priority} when its neighbour
   * pauses it: PFC is enabled for it there, or the port is asymmetric ({@link PfcSetting#asymmetric}).
   */
  public boolean honours(String switchName, String port, int priority) {
    return honours(setting(switchName, port), priority);
  }

  private boolean honours(Optional<PfcSetting> setting, int priority) {
    return setting.map(s -> s.honours(priority)).orElse(lossless.contains(priority));
  }

  /** Whether port {@code port} of {@code switchName} is asymmetric: it honours pauses for every priority. */
  public boolean asymmetric(String switchName, String port) {
    return setting(switchName, port).map(PfcSetting::asymmetric).orElse(false);
  }

  /**
   * The lossless priorities with PFC on at port {@code port} of {@code switchName} ({@code pfc}, as
   * {@link #pfcEnabled}) and those whose pauses it honours ({@code honoured}, as {@link #honours}): one
   * lookup of the port's setting for all priorities, for callers that ask about every port.
   */
  public PortPfc portPfc(String switchName, String port) {
    Optional<PfcSetting> setting = setting(switchName, port);
    java.util.SortedSet<Integer> enabled = new java.util.TreeSet<>();
    java.util.SortedSet<Integer> honoured = new java.util.TreeSet<>();
    for (int p : lossless) {
      if (pfcEnabled(setting, p)) {
        enabled.add(p);
      }
      if (honours(setting, p)) {
        honoured.add(p);
      }
    }
    return new PortPfc(enabled, honoured);
  }

  /**
   * PFC at one port, for the lossless priorities.
   *
   * @param pfc the lossless priorities with PFC on at the port
   * @param honoured the lossless priorities whose pauses the port honours
   */
  public record PortPfc(java.util.SortedSet<Integer> pfc, java.util.SortedSet<Integer> honoured) {
    public PortPfc {
      pfc = java.util.Collections.unmodifiableSortedSet(pfc);
      honoured = java.util.Collections.unmodifiableSortedSet(honoured);
    }
  }

  /** The setting in force at a port: the last one naming the port, else the last switch-wide one. */
  private Optional<PfcSetting> setting(String switchName, String port) {
    if (pfc.isEmpty()) {
      return Optional.empty(); // no statement: the lookup's keys would cost more than the answer
    }
    PfcSetting switchWide = null;
    PfcSetting own = null;
    for (PfcSetting s : IndexedSettings.index(pfc).candidates(List.of(key(switchName, Optional.empty()),
        key(switchName, Optional.of(port))))) {
      if (!s.switchName().equals(switchName)) {
        continue;
      }
      if (s.port().isEmpty()) {
        switchWide = s;
      } else if (s.port().get().equals(port)) {
        own = s;
      }
    }
    return Optional.ofNullable(own != null ? own : switchWide);
  }

  /** The key a PFC setting of a switch, or of one of its ports, is filed under. */
  private static String key(String switchName, Optional<String> port) {
    return port.map(p -> "p\0" + switchName + "\0" + p).orElse("s\0" + switchName);
  }

  /** Whether {@code priority} is lossless at ingress port {@code port} of {@code switchName}. */
  public boolean losslessAt(String switchName, String port, int priority) {
    return lossless.contains(priority) && pfcEnabled(switchName, port, priority);
  }
}
