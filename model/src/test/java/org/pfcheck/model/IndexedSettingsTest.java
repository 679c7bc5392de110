package org.pfcheck.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pfcheck.model.hazards.BufferSetting;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.hazards.HostScope;
import org.pfcheck.model.hazards.Nic;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.PortScope;
import org.pfcheck.model.hazards.PortWatchdog;
import org.pfcheck.model.hazards.SwitchBuffer;
import org.pfcheck.model.hazards.SwitchScope;
import org.pfcheck.model.hazards.WatchdogAction;
import org.pfcheck.model.hazards.WatchdogSetting;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Switch;

/**
 * Hazard and PFC settings resolved through their index agree with a scan over every statement (later
 * beats earlier, port beats switch, named beats tier beats all), and an input with a statement per port
 * resolves every port in time linear in the statements.
 */
class IndexedSettingsTest {
  private static final int SWITCHES = 12;
  private static final int PORTS = 6;

  private static Switch sw(int s) {
    return Switch.of("S" + s, s % 3 == 0 ? null : "tier" + s % 3);
  }

  private static String port(int p) {
    return "p" + p;
  }

  private static Host host(int h) {
    return new Host("h" + h, Optional.empty(), List.of(new Attachment("S" + h % SWITCHES, "p0", false, Origin.NONE)),
        Origin.NONE);
  }

  private static SwitchScope switches(Random r) {
    return switch (r.nextInt(3)) {
      case 0 -> SwitchScope.ALL;
      case 1 -> SwitchScope.tier("tier" + (1 + r.nextInt(2)));
      default -> SwitchScope.switches(List.of("S" + r.nextInt(SWITCHES), "S" + r.nextInt(SWITCHES)).stream().distinct()
          .toList());
    };
  }

  private static PortScope ports(Random r) {
    return switch (r.nextInt(3)) {
      case 0 -> PortScope.ALL;
      case 1 -> PortScope.HOST_PORTS;
      default -> PortScope.ports(List.of(port(r.nextInt(PORTS))));
    };
  }

  private static HostScope hosts(Random r) {
    return switch (r.nextInt(3)) {
      case 0 -> HostScope.ALL;
      case 1 -> HostScope.at(List.of("S" + r.nextInt(SWITCHES)));
      default -> HostScope.hosts(List.of("h" + r.nextInt(40)));
    };
  }

  @Test
  void resolutionThroughTheIndexEqualsAScanOverEveryStatement() {
    Random r = new Random(21);
    for (int round = 0; round < 40; round++) {
      List<WatchdogSetting> watchdogs = new ArrayList<>();
      List<BufferSetting> buffers = new ArrayList<>();
      List<NicSetting> nics = new ArrayList<>();
      List<PfcSetting> pfc = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        watchdogs.add(r.nextBoolean() ? WatchdogSetting.off(switches(r), ports(r), Origin.NONE)
            : WatchdogSetting.on(switches(r), ports(r), Origin.NONE).with(i + 1, WatchdogAction.values()[i % 3]));
        PortScope bp = ports(r);
        buffers.add(new BufferSetting(switches(r), bp, bp.kind() == PortScope.Kind.ALL ? OptionalLong.of(1000 + i)
            : OptionalLong.empty(), Optional.empty(), OptionalLong.of(i + 1), Origin.NONE));
        nics.add(NicSetting.of(hosts(r), Origin.NONE).withMtt(i + 1));
        int s = r.nextInt(SWITCHES);
        pfc.add(new PfcSetting("S" + s, r.nextBoolean() ? Optional.empty() : Optional.of(port(r.nextInt(PORTS))),
            new TreeSet<>(List.of(r.nextInt(8))), r.nextInt(4) == 0, Origin.NONE));
      }
      HazardSettings indexed = new HazardSettings(nics, watchdogs, buffers, List.of());
      Qos qos = new Qos(new java.util.TreeMap<>(), new TreeSet<>(List.of(3, 4)), pfc, Origin.NONE);
      for (int s = 0; s < SWITCHES; s++) {
        assertEquals(SwitchBuffer.of(sw(s), buffers), indexed.bufferOf(sw(s)));
        for (int p = 0; p < PORTS; p++) {
          boolean facesHost = p % 2 == 0;
          assertEquals(PortWatchdog.of(sw(s), port(p), facesHost, watchdogs), indexed.watchdogAt(sw(s), port(p), facesHost));
          assertEquals(SwitchBuffer.headroom(sw(s), port(p), facesHost, buffers), indexed.headroomAt(sw(s), port(p), facesHost));
          for (int prio = 0; prio < 8; prio++) {
            PfcSetting last = scan(pfc, "S" + s, port(p));
            assertEquals(last == null ? prio == 3 || prio == 4 : last.priorities().contains(prio),
                qos.pfcEnabled("S" + s, port(p), prio));
            assertEquals(last == null ? prio == 3 || prio == 4 : last.honours(prio), qos.honours("S" + s, port(p), prio));
          }
        }
      }
      for (int h = 0; h < 40; h++) {
        assertEquals(Nic.of(host(h), nics), indexed.nicOf(host(h)));
      }
      assertEquals(watchdogs, indexed.watchdogs());
      assertEquals(pfc, qos.pfc());
    }
  }

  /** The PFC setting in force at a port: the last naming the port, else the last switch-wide one. */
  private static PfcSetting scan(List<PfcSetting> pfc, String sw, String port) {
    PfcSetting wide = null;
    PfcSetting own = null;
    for (PfcSetting s : pfc) {
      if (s.switchName().equals(sw)) {
        if (s.port().isEmpty()) {
          wide = s;
        } else if (s.port().get().equals(port)) {
          own = s;
        }
      }
    }
    return own != null ? own : wide;
  }

  /** A statement per port of 1,000 switches of 64 ports (a SONiC import's shape): 64,000 of each kind. */
  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS) // a scan per port: 4 x 10^9 steps per kind
  void aStatementPerPortResolvesEveryPortInLinearTime() {
    List<WatchdogSetting> watchdogs = new ArrayList<>();
    List<PfcSetting> pfc = new ArrayList<>();
    List<NicSetting> nics = new ArrayList<>();
    for (int s = 0; s < 1000; s++) {
      for (int p = 0; p < 64; p++) {
        watchdogs.add(WatchdogSetting.on(SwitchScope.switches(List.of("S" + s)), PortScope.ports(List.of(port(p))),
            Origin.NONE).with(s * 64L + p + 1, WatchdogAction.DROP));
        pfc.add(new PfcSetting("S" + s, Optional.of(port(p)), new TreeSet<>(List.of(p % 8)), Origin.NONE));
        nics.add(NicSetting.of(HostScope.hosts(List.of("h" + (s * 64 + p))), Origin.NONE).withMtt(s * 64 + p + 1));
      }
    }
    HazardSettings h = new HazardSettings(nics, watchdogs, List.of(), List.of());
    Qos qos = new Qos(new java.util.TreeMap<>(), new TreeSet<>(List.of(3, 4)), pfc, Origin.NONE);
    for (int s = 0; s < 1000; s++) {
      Switch x = Switch.of("S" + s, null);
      for (int p = 0; p < 64; p++) {
        assertEquals(s * 64L + p + 1, h.watchdogAt(x, port(p), false).detectMillis());
        assertEquals(true, qos.pfcEnabled("S" + s, port(p), p % 8));
        assertEquals(false, qos.pfcEnabled("S" + s, port(p), (p + 1) % 8));
        Host host = new Host("h" + (s * 64 + p), Optional.empty(), List.of(new Attachment("S" + s, port(p), false,
            Origin.NONE)), Origin.NONE);
        assertEquals(s * 64 + p + 1, h.nicOf(host).mttEntries().getAsInt());
      }
    }
  }
}
