package org.pfcheck.grammar.printing;

import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.model.hazards.BroadcastClass;
import org.pfcheck.model.hazards.BufferSetting;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.PortScope;
import org.pfcheck.model.hazards.WatchdogSetting;

/**
 * Prints the hazard settings for {@link DslPrinter}: one statement per setting, in file order, with
 * the values it sets (ranges expanded), so that reading them back gives equal settings. Stateless.
 */
final class HazardPrinter {
  private HazardPrinter() {}

  /** The settings' statements, or nothing when there are none. */
  static void print(HazardSettings h, StringBuilder out) {
    if (h.equals(HazardSettings.DEFAULTS)) {
      return;
    }
    out.append("\n# hazard settings\n");
    for (NicSetting n : h.nics()) {
      out.append("nic ").append(n.hosts());
      n.stormWatchdog().ifPresent(on -> out.append(" storm-watchdog ")
          .append(on ? Amounts.millis(n.stormTimeoutMillis().getAsLong()) : "off"));
      n.retransmission().ifPresent(r -> out.append(" retransmit ").append(r));
      n.mttEntries().ifPresent(e -> out.append(" mtt-entries ").append(e));
      n.pageBytes().ifPresent(b -> out.append(" page-size ").append(Amounts.bytes(b)));
      n.registeredBytes().ifPresent(b -> out.append(" registered ").append(Amounts.bytes(b)));
      n.dscp().ifPresent(d -> out.append(" dscp ").append(d));
      out.append('\n');
    }
    for (WatchdogSetting w : h.watchdogs()) {
      out.append("pfc-watchdog ").append(w.switches()).append(ports(w.ports()));
      if (!w.enabled()) {
        out.append(" off");
      }
      w.detectMillis().ifPresent(t -> out.append(" detect ").append(Amounts.millis(t)));
      w.restoreMillis().ifPresent(t -> out.append(" restore ").append(Amounts.millis(t)));
      w.action().ifPresent(a -> out.append(" action ").append(a));
      out.append('\n');
    }
    for (BufferSetting b : h.buffers()) {
      out.append("buffer ").append(b.switches()).append(ports(b.ports()));
      b.sharedBytes().ifPresent(v -> out.append(" shared ").append(Amounts.bytes(v)));
      b.alpha().ifPresent(a -> out.append(" alpha ").append(a));
      b.headroomBytes().ifPresent(v -> out.append(" headroom ").append(Amounts.bytes(v)));
      out.append('\n');
    }
    for (BroadcastClass b : h.broadcast()) {
      out.append("broadcast ").append(b.kind()).append(" priority ").append(b.priority()).append('\n');
    }
  }

  private static String ports(PortScope p) {
    return p.kind() == PortScope.Kind.ALL ? "" : " " + p;
  }
}
