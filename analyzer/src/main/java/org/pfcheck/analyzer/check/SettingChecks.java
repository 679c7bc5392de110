package org.pfcheck.analyzer.check;

import java.util.List;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.hazards.BufferSetting;
import org.pfcheck.model.hazards.HostScope;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.PortScope;
import org.pfcheck.model.hazards.SwitchScope;
import org.pfcheck.model.hazards.WatchdogSetting;

/**
 * References of the hazard settings ({@code nic}, {@code pfc-watchdog}, {@code buffer}): hosts,
 * switches, tiers and ports they name (PFC102, PFC103, PFC104, PFC107). A port named for every switch of
 * a tier or of the fabric must exist at one of them at least.
 */
final class SettingChecks {
  private SettingChecks() {}

  static void run(Network n, NetworkValidator.Names names, Diagnostics out) {
    for (NicSetting s : n.hazards().nics()) {
      if (s.hosts().kind() == HostScope.Kind.HOSTS) {
        s.hosts().names().forEach(h -> ReferenceChecks.knownHost(names, h, s.origin(), "nic setting", out));
      } else if (s.hosts().kind() == HostScope.Kind.AT) {
        s.hosts().names().forEach(sw -> ReferenceChecks.knownSwitch(names, sw, s.origin(), "nic setting", out));
      }
    }
    for (WatchdogSetting w : n.hazards().watchdogs()) {
      scope(n, names, w.switches(), w.ports(), w.origin(), "pfc-watchdog setting", out);
    }
    for (BufferSetting b : n.hazards().buffers()) {
      scope(n, names, b.switches(), b.ports(), b.origin(), "buffer setting", out);
    }
  }

  private static void scope(Network n, NetworkValidator.Names names, SwitchScope switches, PortScope ports,
      Origin origin, String what, Diagnostics out) {
    if (switches.kind() == SwitchScope.Kind.TIER && n.tiers().levelOf(switches.names().get(0)).isEmpty()) {
      out.report(Code.PFC107, origin, what + " names tier '" + switches.names().get(0) + "', which the tier order"
          + " does not know",
          "use one of " + n.tiers().levels().keySet());
      return;
    }
    if (switches.kind() == SwitchScope.Kind.SWITCHES) {
      for (String sw : switches.names()) {
        if (ReferenceChecks.knownSwitch(names, sw, origin, what, out) && ports.kind() == PortScope.Kind.PORTS) {
          ports.names().forEach(port -> ReferenceChecks.knownPort(names, sw, port, ports.origin(port).orElse(origin),
              what, out));
        }
      }
      return;
    }
    if (ports.kind() == PortScope.Kind.PORTS) {
      List<String> covered = n.switches().stream().filter(switches::covers).map(s -> s.name()).toList();
      for (String port : ports.names()) {
        if (covered.stream().noneMatch(sw -> names.hasPort(sw, port))) {
          out.report(Code.PFC104, ports.origin(port).orElse(origin), what + " names port '" + port + "', which no switch it covers has",
              "name a port of " + (covered.isEmpty() ? "a switch" : covered.get(0)) + " (implicit ports are named"
                  + " after the neighbour)");
        }
      }
    }
  }
}
