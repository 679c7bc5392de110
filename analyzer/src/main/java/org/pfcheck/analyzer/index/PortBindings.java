package org.pfcheck.analyzer.index;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.Network;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.qos.TcMap;
import org.pfcheck.model.topology.Lag;

/**
 * The maps each ingress port classifies with (DSCP mode): per kind of map, the port's binding, else its
 * switch's, else the fabric-wide DSCP map (read as DSCP → TC) and the identity TC → PG map; for tunnelled
 * packets a switch decapsulates, its tunnel binding first. Equal pairs of maps share one binding
 * number. The first binding of a kind for a switch, port or tunnel end counts (the validator reports
 * others). Immutable.
 */
final class PortBindings {
  /** A pair of maps by name; null stands for the fabric-wide DSCP map or the identity TC map. */
  private record Pair(String dscpMap, String tcMap) {}

  private final List<Pair> pairs = new ArrayList<>();
  private final Map<Pair, Integer> ids = new HashMap<>();
  private final Map<String, DscpMap> dscpMaps = new HashMap<>();
  private final Map<String, TcMap> tcMaps = new HashMap<>();
  private final Qos qos;
  private final int[] binding;
  private final int[] tunnelBinding;

  private PortBindings(FabricIndex index) {
    Network n = index.network();
    qos = n.qos();
    qos.dscpMaps().forEach(m -> dscpMaps.putIfAbsent(m.name(), m));
    qos.tcMaps().forEach(m -> tcMaps.putIfAbsent(m.name(), m));
    Map<String, String[]> bySwitch = new HashMap<>();
    Map<String, String[]> byTunnel = new HashMap<>();
    Map<String, String[]> byPort = new HashMap<>();
    Map<String, Map<String, List<String>>> lags = new HashMap<>();
    for (Lag l : n.lags()) {
      lags.computeIfAbsent(l.switchName(), k -> new HashMap<>()).putIfAbsent(l.name(), l.members());
    }
    for (Classification c : qos.classifications()) {
      switch (c.scope()) {
        case SWITCH -> first(bySwitch, c.switchName(), c);
        case TUNNEL -> first(byTunnel, c.switchName(), c);
        case PORTS -> {
          for (String p : c.ports()) {
            for (String m : lags.getOrDefault(c.switchName(), Map.of()).getOrDefault(p, List.of(p))) {
              first(byPort, c.switchName() + "\u0000" + m, c);
            }
          }
        }
      }
    }
    int ports = index.portCount();
    binding = new int[ports];
    tunnelBinding = new int[ports];
    String[] none = new String[2];
    for (int port = 0; port < ports; port++) {
      String sw = index.switchName(index.portSwitch[port]);
      String[] p = byPort.getOrDefault(sw + "\u0000" + index.portName[port], none);
      String[] s = bySwitch.getOrDefault(sw, none);
      String[] t = byTunnel.getOrDefault(sw, none);
      String dm = p[0] != null ? p[0] : s[0];
      String tm = p[1] != null ? p[1] : s[1];
      binding[port] = id(new Pair(dm, tm));
      tunnelBinding[port] = id(new Pair(t[0] != null ? t[0] : dm, t[1] != null ? t[1] : tm));
    }
  }

  /** The bindings of every port of {@code index}. */
  static PortBindings resolve(FabricIndex index) {
    return new PortBindings(index);
  }

  private static void first(Map<String, String[]> target, String key, Classification c) {
    String[] maps = target.computeIfAbsent(key, k -> new String[2]);
    if (maps[0] == null) {
      maps[0] = c.dscpMap().orElse(null);
    }
    if (maps[1] == null) {
      maps[1] = c.tcMap().orElse(null);
    }
  }

  private int id(Pair p) {
    return ids.computeIfAbsent(p, k -> {
      pairs.add(k);
      return pairs.size() - 1;
    });
  }

  int count() {
    return pairs.size();
  }

  /** The priority group of DSCP {@code dscp} under binding {@code b}. */
  int group(int b, int dscp) {
    Pair p = pairs.get(b);
    DscpMap dm = p.dscpMap() == null ? null : dscpMaps.get(p.dscpMap());
    int tc = dm != null ? dm.tc(dscp) : qos.dscpToPriority().getOrDefault(dscp, 0);
    TcMap tm = p.tcMap() == null ? null : tcMaps.get(p.tcMap());
    return tm != null ? tm.pg(tc) : TcMap.identity(tc);
  }

  int[] binding() {
    return binding;
  }

  int[] tunnelBinding() {
    return tunnelBinding;
  }
}
