package org.pfcheck.analyzer.hazards;

import java.util.List;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.model.hazards.Nic;
import org.pfcheck.model.hazards.PortWatchdog;
import org.pfcheck.model.hazards.WatchdogAction;
import org.pfcheck.model.hazards.WatchdogSetting;
import org.pfcheck.model.topology.Host;

/**
 * The switch PFC watchdog hazards: PFC505, a server-facing port with PFC on for a lossless priority and no
 * watchdog that acts (off, or {@code alert} only) — the pause storm of a stuck NIC spreads from it;
 * PFC508, a watchdog whose action is {@code forward}; PFC509, a server-facing watchdog slower than the
 * NIC watchdog of the host it faces.
 */
final class WatchdogHazards {
  private WatchdogHazards() {}

  /** A detection time compared with a NIC's watchdog timeout. */
  private record Slower(long detect, long nic) {}

  static void run(Network n, SwitchPorts ports, List<Diagnostic> out) {
    Findings<Boolean> unprotected = new Findings<>(Code.PFC505);
    Findings<String> forward = new Findings<>(Code.PFC508);
    Findings<Slower> slower = new Findings<>(Code.PFC509);
    // the host a server-facing port faces, by the port's label: 'pfcheck storm --from' takes the host, and an
    // imported port's name (Ethernet0) is not one
    java.util.Map<String, String> facing = new java.util.HashMap<>();
    for (SwitchPorts.Port p : ports.all()) {
      if (p.honoured().isEmpty()) { // honoured includes lossless: PFC on, or an asymmetric port
        continue;
      }
      PortWatchdog w = p.watchdog();
      if (w.enabled() && w.action() == WatchdogAction.FORWARD) {
        forward.add(w.origin(WatchdogSetting.Field.ACTION), w.origin(WatchdogSetting.Field.PORT), "", p.label());
      }
      if (p.host().isEmpty()) {
        continue;
      }
      if (!w.breaksPauses()) {
        facing.putIfAbsent(p.label(), p.host().get().name());
        // an alert-only watchdog was set so by an 'action' statement, a missing one by a statement turning it
        // off; ports no statement covers are one finding, at the first of them
        Origin by = w.origin(w.enabled() ? WatchdogSetting.Field.ACTION : WatchdogSetting.Field.ENABLED);
        if (by.span().isEmpty()) {
          unprotected.addSpread(p.origin(), w.enabled(), p.label());
        } else {
          unprotected.add(by, w.origin(WatchdogSetting.Field.PORT), w.enabled(), p.label());
        }
        continue;
      }
      Host h = p.host().get();
      Nic nic = n.hazards().nicOf(h);
      // an end point outside the fabric stands for a device whose NIC, if any, is not known (a T0's T1 has none)
      if (!h.outside() && nic.stormWatchdog() && w.detectMillis() > nic.stormTimeoutMillis()) {
        WatchdogSetting.Field by = w.origin(WatchdogSetting.Field.DETECT).span().isPresent()
            ? WatchdogSetting.Field.DETECT : WatchdogSetting.Field.ENABLED;
        slower.add(w.origin(by), w.origin(WatchdogSetting.Field.PORT), new Slower(w.detectMillis(),
            nic.stormTimeoutMillis()), p.label());
      }
    }
    unprotected.report(out, (alerts, names) -> "server-facing " + Findings.noun(names, "port ", "ports ")
        + Findings.list(names) + (alerts ? Findings.noun(names, " has a PFC watchdog", " have PFC watchdogs")
        + " that only alert" : Findings.noun(names, " has", " have") + " no PFC watchdog") + ": a NIC whose receive"
        + " pipeline stalls pauses its port forever, and every queue that waits on it fills and pauses its senders"
        + " in turn ('pfcheck storm FILE --from " + facing.get(names.get(0)) + "' shows how far)",
        (alerts, names) -> "turn the PFC watchdog on for the server-facing ports with action drop ('pfc-watchdog all"
        + " host-ports', SONiC's pfcwd start_default: detect 200ms, restore 200ms, action drop): it stops a storm at"
        + " the ToR");
    forward.report(out, (d, names) -> "the PFC watchdog on " + Findings.list(names) + " forwards: once it acts, the"
        + " switch ignores the pauses it receives and keeps sending lossless packets into a receiver that asked it"
        + " to stop; they are lost there, where this switch counts nothing, and a receiver that is only slow, not"
        + " stuck, loses lossless traffic", (d, names) -> "use 'action drop' (SONiC's default): the switch drops the"
        + " stuck queue's packets itself, counts them, and sends no more pauses for it");
    slower.report(out, (s, names) -> "the PFC watchdog on " + Findings.list(names) + " acts after "
        + Amounts.millis(s.detect()) + ", later than the NIC watchdog of the host it faces (" + Amounts.millis(s.nic())
        + "): the backstop for a NIC whose own watchdog fails lets that NIC's storm pause the fabric for "
        + Amounts.millis(s.detect()) + ", longer than a working NIC watchdog ever does",
        (s, names) -> "detect within the NIC's time: 'detect " + Amounts.millis(s.nic()) + "' (SONiC accepts"
            + " 100ms to 5s)");
  }
}
