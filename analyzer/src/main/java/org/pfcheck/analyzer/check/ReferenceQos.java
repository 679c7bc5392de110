package org.pfcheck.analyzer.check;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.TcMap;
import org.pfcheck.model.topology.Lag;

/**
 * The reference checker's own reading of the QoS declarations (docs/semantics.md, "Packets and
 * priorities"): which values a host can send, the priority group an ingress port puts a packet in,
 * where PFC is on. It reads the declarations as written — the maps' entries and defaults, the bindings,
 * the {@code pfc} statements in order, the rewrite rules — and calls none of the model's or the fast
 * path's helpers for them ({@code Qos.pfcEnabled}, {@code Network.sourcePriorities()}, {@code DscpMap.tc},
 * ...), so that a bug in those shows as a disagreement with the fast path (ReferenceIndependenceTest).
 * In priority mode a packet's value is its priority and its group; in DSCP mode its value is its DSCP.
 * Immutable.
 */
final class ReferenceQos {
  private final Network network;
  private final boolean dscpMode;
  private final List<Integer> sendable;
  private final boolean[] losslessGroups = new boolean[64];

  ReferenceQos(Network network) {
    this.network = network;
    boolean dscpRewrite = false;
    for (RewriteRule r : network.rewrites()) {
      dscpRewrite |= r.dscp();
    }
    this.dscpMode = dscpRewrite || !network.qos().dscpMaps().isEmpty() || !network.qos().tcMaps().isEmpty()
        || !network.qos().classifications().isEmpty();
    this.sendable = listSendable();
    // asked at every hop of every walk: a table instead of the declared set's tree lookup
    for (int g : network.qos().lossless()) {
      if (g >= 0 && g < losslessGroups.length) {
        losslessGroups[g] = true;
      }
    }
  }

  /** Whether packets are classified per port by their DSCP (a map, a binding or a DSCP rewrite is declared). */
  boolean dscpMode() {
    return dscpMode;
  }

  /**
   * Every value a host can send, lossless or not: in DSCP mode every DSCP value; in priority mode each
   * priority the fabric-wide map gives some DSCP value, and 0 when a value is unmapped (or every
   * priority when there is no map). Packets that never become lossless create no dependency, so
   * considering all of them is exact and needs no reasoning about rewrite chains.
   */
  List<Integer> sendable() {
    return sendable;
  }

  private List<Integer> listSendable() {
    TreeSet<Integer> out = new TreeSet<>();
    Map<Integer, Integer> map = network.qos().dscpToPriority();
    for (int d = 0; d < (dscpMode ? 64 : map.isEmpty() ? 8 : 0); d++) {
      out.add(d);
    }
    for (int d = 0; !dscpMode && !map.isEmpty() && d < 64; d++) {
      out.add(map.containsKey(d) ? map.get(d) : 0);
    }
    return List.copyOf(out);
  }

  /**
   * The smallest DSCP value a packet of priority {@code priority} can carry in priority mode (unmapped
   * values are priority 0), or -1 when no DSCP map is declared or none maps there.
   */
  int dscpOf(int priority) {
    Map<Integer, Integer> map = network.qos().dscpToPriority();
    for (int d = 0; !map.isEmpty() && d < 64; d++) {
      if ((map.containsKey(d) ? map.get(d) : 0) == priority) {
        return d;
      }
    }
    return -1;
  }

  /**
   * The priority group of a packet of {@code value} arriving at {@code sw} on {@code port}; {@code
   * tunnelEnd} when {@code sw} decapsulates it. Each map kind is looked up on its own: the tunnel binding
   * (at a tunnel end), then a binding of the port (or of its port-channel), then the switch's; without a
   * DSCP map the fabric-wide map serves (unmapped: class 0), without a TC map class c is group c (0 past 7).
   */
  int group(String sw, String port, int value, boolean tunnelEnd) {
    if (!dscpMode) {
      return value;
    }
    Optional<String> dscpName = Optional.empty();
    Optional<String> tcName = Optional.empty();
    List<Classification.Scope> order = tunnelEnd
        ? List.of(Classification.Scope.TUNNEL, Classification.Scope.PORTS, Classification.Scope.SWITCH)
        : List.of(Classification.Scope.PORTS, Classification.Scope.SWITCH);
    for (Classification.Scope scope : order) {
      for (Classification c : network.qos().classifications()) {
        if (c.switchName().equals(sw) && c.scope() == scope && (scope != Classification.Scope.PORTS
            || covers(sw, c.ports(), port))) {
          dscpName = dscpName.isPresent() ? dscpName : c.dscpMap();
          tcName = tcName.isPresent() ? tcName : c.tcMap();
        }
      }
    }
    int tc = -1;
    for (DscpMap m : network.qos().dscpMaps()) {
      if (dscpName.isPresent() && m.name().equals(dscpName.get())) {
        tc = lookup(m.entries(), m.defaultTc(), value, 0);
      }
    }
    if (tc < 0) {
      Integer mapped = network.qos().dscpToPriority().get(value);
      tc = mapped == null ? 0 : mapped;
    }
    for (TcMap m : network.qos().tcMaps()) {
      if (tcName.isPresent() && m.name().equals(tcName.get())) {
        return lookup(m.entries(), m.defaultPg(), tc, tc <= 7 ? tc : 0);
      }
    }
    return tc <= 7 ? tc : 0;
  }

  private static int lookup(Map<Integer, Integer> entries, OptionalInt fallback, int key, int otherwise) {
    Integer v = entries.get(key);
    if (v != null) {
      return v;
    }
    return fallback.isPresent() ? fallback.getAsInt() : otherwise;
  }

  /** Whether the names {@code names} (ports or port-channels of {@code sw}) include {@code port}. */
  boolean covers(String sw, List<String> names, String port) {
    for (String name : names) {
      if (name.equals(port)) {
        return true;
      }
      for (Lag l : network.lags()) {
        if (l.switchName().equals(sw) && l.name().equals(name) && l.members().contains(port)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether group {@code group} is one of the declared lossless priorities (wherever PFC is on). */
  boolean losslessGroup(int group) {
    return group >= 0 && group < losslessGroups.length && losslessGroups[group];
  }

  /**
   * Whether PFC is on for {@code group} at port {@code port} of {@code sw}: the last {@code pfc}
   * statement naming that port decides; without one, the last one for the whole switch; without
   * either, PFC is on for every lossless priority.
   */
  boolean pfcOn(String sw, String port, int group) {
    PfcSetting s = deciding(sw, port);
    return s == null ? network.qos().lossless().contains(group) : s.priorities().contains(group);
  }

  /**
   * Whether port {@code port} of {@code sw} stops sending {@code group} when its neighbour pauses it: the
   * deciding statement enables PFC for it or is {@code asymmetric} (honours every priority).
   */
  boolean honours(String sw, String port, int group) {
    PfcSetting s = deciding(sw, port);
    return s == null ? network.qos().lossless().contains(group) : s.asymmetric() || s.priorities().contains(group);
  }

  /** The {@code pfc} statement in force at a port (as {@link #pfcOn} says), or null. */
  private PfcSetting deciding(String sw, String port) {
    PfcSetting switchWide = null;
    PfcSetting own = null;
    for (PfcSetting s : network.qos().pfc()) {
      if (!s.switchName().equals(sw)) {
        continue;
      }
      if (s.port().isEmpty()) {
        switchWide = s;
      } else if (s.port().get().equals(port)) {
        own = s;
      }
    }
    return own != null ? own : switchWide;
  }

  /** Whether group {@code group} is lossless at ingress port {@code port} of {@code sw}. */
  boolean lossless(String sw, String port, int group) {
    return losslessGroup(group) && pfcOn(sw, port, group);
  }
}
