package org.pfcheck.analyzer.check;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.RoutedPorts;
import org.pfcheck.model.topology.Vlan;

/**
 * Checks of routed ports and port-channels: the switches and ports they name (PFC102, PFC104), a
 * port-channel named like a port or declared twice (PFC101), a port in two port-channels (PFC217), and
 * a port both routed and a VLAN member (PFC216), port-channels standing for their members.
 */
final class LayerTwoChecks {
  private LayerTwoChecks() {}

  static void run(Network n, NetworkValidator.Names names, Diagnostics out) {
    Map<String, String> memberOf = new HashMap<>();
    Set<String> lagNames = new HashSet<>();
    for (Lag l : n.lags()) {
      if (!ReferenceChecks.knownSwitch(names, l.switchName(), l.origin(), "port-channel " + l.name(), out)) {
        continue;
      }
      if (names.hasPort(l.switchName(), l.name())) {
        out.report(Code.PFC101, l.origin(), "port-channel " + l.name() + " has the name of a port of " + l.switchName(),
            "name the port-channel apart from the ports (SONiC: PortChannel0001)");
      }
      if (!lagNames.add(l.switchName() + ":" + l.name())) {
        out.report(Code.PFC101, l.origin(), "port-channel " + l.name() + " of " + l.switchName() + " is declared twice",
            "list all its members in one 'lag' statement");
      }
      for (String m : l.members()) {
        ReferenceChecks.knownPort(names, l.switchName(), m, l.origin(), "port-channel " + l.name(), out);
        String before = memberOf.putIfAbsent(l.switchName() + ":" + m, l.name());
        if (before != null) {
          out.report(Code.PFC217, l.origin(), "port " + l.switchName() + ":" + m + " is a member of port-channel "
              + before + (before.equals(l.name()) ? " twice" : " already, and of " + l.name()),
              "a port belongs to at most one port-channel, once");
        }
      }
    }
    Map<String, RoutedPorts> routed = new HashMap<>();
    for (RoutedPorts r : n.routed()) {
      if (ReferenceChecks.knownSwitch(names, r.switchName(), r.origin(), "routed ports", out)) {
        for (String p : r.ports()) {
          ReferenceChecks.knownPortOrLag(names, r.switchName(), p, r.origin(), "routed ports", out);
          members(names, r.switchName(), p).forEach(m -> routed.putIfAbsent(r.switchName() + ":" + m, r));
        }
      }
    }
    Set<String> reported = new HashSet<>();
    for (Vlan v : n.vlans()) {
      for (String p : v.ports()) {
        for (String m : members(names, v.switchName(), p)) {
          if (routed.containsKey(v.switchName() + ":" + m) && reported.add(v.switchName() + ":" + m)) {
            out.report(Code.PFC216, v.origin(), "port " + v.switchName() + ":" + m + " is a member of VLAN " + v.id()
                + " and routed" + routed.get(v.switchName() + ":" + m).origin().span().map(s -> " (line " + s.line()
                    + ")").orElse(""), "a routed port carries no VLAN: drop it from one of the two statements");
          }
        }
      }
    }
  }

  /** The ports {@code name} stands for at {@code sw}: a port-channel's members, else itself. */
  static List<String> members(NetworkValidator.Names names, String sw, String name) {
    Lag l = names.lags().getOrDefault(sw, Map.of()).get(name);
    return l == null ? List.of(name) : l.members();
  }
}
