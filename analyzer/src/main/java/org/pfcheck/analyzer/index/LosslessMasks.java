package org.pfcheck.analyzer.index;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.topology.Switch;

/** Per-port bitmasks of the priorities lossless at each ingress port, and of those each port honours. */
final class LosslessMasks {
  private LosslessMasks() {}

  /**
   * Bit {@code p} of entry {@code port} is set when {@link Qos#losslessAt} holds there. Settings are
   * grouped by switch first so that a long list of per-port settings stays linear.
   */
  static byte[] compute(Qos qos, List<Switch> switches, int[] portStart, String[] portName) {
    int all = 0;
    for (int p : qos.lossless()) {
      all |= 1 << p;
    }
    Map<String, List<PfcSetting>> bySwitch = new HashMap<>();
    for (PfcSetting s : qos.pfc()) {
      bySwitch.computeIfAbsent(s.switchName(), k -> new ArrayList<>()).add(s);
    }
    byte[] masks = new byte[portName.length];
    for (int s = 0; s < switches.size(); s++) {
      String name = switches.get(s).name();
      List<PfcSetting> settings = bySwitch.get(name);
      Qos local = settings == null ? null : new Qos(qos.dscpToPriority(), qos.lossless(), settings, qos.origin());
      for (int port = portStart[s]; port < portStart[s + 1]; port++) {
        int mask = all;
        if (local != null) {
          mask = 0;
          for (int p : qos.lossless()) {
            if (local.losslessAt(name, portName[port], p)) {
              mask |= 1 << p;
            }
          }
        }
        masks[port] = (byte) mask;
      }
    }
    return masks;
  }

  /**
   * Bit {@code p} of entry {@code port} is set when the port honours a pause for {@code p}
   * ({@link Qos#honours}): where no setting names the switch, its lossless bits; else each priority PFC
   * is on for there, and every priority at an asymmetric port.
   */
  static byte[] honoured(Qos qos, List<Switch> switches, int[] portStart, String[] portName, byte[] lossless) {
    byte[] masks = lossless.clone();
    Map<String, List<PfcSetting>> bySwitch = new HashMap<>();
    for (PfcSetting s : qos.pfc()) {
      bySwitch.computeIfAbsent(s.switchName(), k -> new ArrayList<>()).add(s);
    }
    for (int s = 0; s < switches.size(); s++) {
      String name = switches.get(s).name();
      List<PfcSetting> settings = bySwitch.get(name);
      if (settings == null) {
        continue;
      }
      Qos local = new Qos(qos.dscpToPriority(), qos.lossless(), settings, qos.origin());
      for (int port = portStart[s]; port < portStart[s + 1]; port++) {
        int mask = 0;
        for (int p = 0; p < 8; p++) {
          mask |= local.honours(name, portName[port], p) ? 1 << p : 0;
        }
        masks[port] = (byte) mask;
      }
    }
    return masks;
  }
}
