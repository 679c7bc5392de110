package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.hazards.BroadcastClass;
import org.pfcheck.model.hazards.BufferSetting;
import org.pfcheck.model.hazards.Fraction;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.hazards.HostScope;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.PortScope;
import org.pfcheck.model.hazards.Retransmission;
import org.pfcheck.model.hazards.SwitchScope;
import org.pfcheck.model.hazards.WatchdogAction;
import org.pfcheck.model.hazards.WatchdogSetting;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Switch;

/**
 * Hazard settings for a generated fabric ({@code nic}, {@code pfc-watchdog}, {@code buffer}, {@code
 * broadcast}), by index into its topology so that they name its own hosts, switches, tiers and ports:
 * every scope, every option, off and on. Immutable recipe, like the other generators.
 *
 * @param picks the random choices, consumed in order
 */
public record HazardSettingsGen(List<Integer> picks) {
  public HazardSettingsGen {
    picks = List.copyOf(picks);
  }

  /** Any recipe. */
  public static Arbitrary<HazardSettingsGen> any() {
    return Arbitraries.integers().between(0, 1_000_000).list().ofMinSize(40).ofMaxSize(40).map(HazardSettingsGen::new);
  }

  /** {@code f}'s network with these settings. */
  public Network on(Fabric f) {
    Network n = f.network();
    Picker p = new Picker(picks);
    List<NicSetting> nics = new ArrayList<>();
    for (int k = p.next(3); k > 0; k--) {
      NicSetting s = NicSetting.of(hostScope(p, n), Origin.NONE);
      s = p.next(2) == 0 ? s : p.next(2) == 0 ? s.withStormWatchdogOff() : s.withStormWatchdog(p.of(50L, 100L, 1500L));
      s = p.next(2) == 0 ? s : s.withRetransmission(p.of(Retransmission.GO_BACK_N, Retransmission.GO_BACK_0));
      s = p.next(2) == 0 ? s : s.withMtt(p.of(512, 2048));
      s = p.next(2) == 0 ? s : s.withPageBytes(p.of(4096L, 2L << 20));
      s = p.next(2) == 0 ? s : s.withRegisteredBytes(p.of(8L << 20, 64L << 30));
      s = p.next(2) == 0 ? s : s.withDscp(p.next(64));
      nics.add(s.empty() ? s.withStormWatchdogOff() : s);
    }
    List<WatchdogSetting> watchdogs = new ArrayList<>();
    for (int k = p.next(3); k > 0; k--) {
      SwitchScope sw = switchScope(p, n);
      PortScope ports = portScope(p, f, sw);
      watchdogs.add(p.next(3) == 0 ? WatchdogSetting.off(sw, ports, Origin.NONE) : new WatchdogSetting(sw, ports, true,
          p.next(2) == 0 ? OptionalLong.empty() : OptionalLong.of(p.of(100L, 200L, 400L)),
          p.next(2) == 0 ? OptionalLong.empty() : OptionalLong.of(p.of(200L, 2000L)),
          p.next(2) == 0 ? Optional.empty() : Optional.of(p.of(WatchdogAction.values())), Origin.NONE));
    }
    List<BufferSetting> buffers = new ArrayList<>();
    for (int k = p.next(2); k > 0; k--) {
      SwitchScope sw = switchScope(p, n);
      buffers.add(p.next(2) == 0 ? new BufferSetting(sw, PortScope.ALL, OptionalLong.of(12L << 20),
          Optional.of(Fraction.of(1, p.of(1L, 16L, 64L))), OptionalLong.empty(), Origin.NONE)
          : new BufferSetting(sw, portScope(p, f, sw), OptionalLong.empty(), Optional.empty(), OptionalLong.of(40 << 10),
          Origin.NONE));
    }
    List<BroadcastClass> broadcast = new ArrayList<>();
    for (int k = p.next(3); k > 0; k--) {
      broadcast.add(new BroadcastClass(p.of(BroadcastClass.Kind.values()), p.next(8), Origin.NONE));
    }
    return n.withHazards(new HazardSettings(nics, watchdogs, buffers, broadcast));
  }

  private static HostScope hostScope(Picker p, Network n) {
    return switch (n.hosts().isEmpty() ? 0 : p.next(3)) {
      case 0 -> HostScope.ALL;
      case 1 -> HostScope.at(List.of(p.of(n.hosts().toArray(Host[]::new)).active().switchName()));
      default -> HostScope.hosts(List.of(p.of(n.hosts().toArray(Host[]::new)).name()));
    };
  }

  private static SwitchScope switchScope(Picker p, Network n) {
    Switch s = p.of(n.switches().toArray(Switch[]::new));
    return switch (p.next(3)) {
      case 0 -> SwitchScope.ALL;
      case 1 -> s.tier().map(SwitchScope::tier).orElse(SwitchScope.ALL);
      default -> SwitchScope.switches(List.of(s.name()));
    };
  }

  private static PortScope portScope(Picker p, Fabric f, SwitchScope sw) {
    if (sw.kind() != SwitchScope.Kind.SWITCHES || p.next(3) == 0) {
      return p.next(2) == 0 ? PortScope.ALL : PortScope.HOST_PORTS;
    }
    List<String> ports = f.topology().ports(sw.names().get(0));
    return ports.isEmpty() ? PortScope.HOST_PORTS : PortScope.ports(List.of(p.of(ports.toArray(String[]::new))));
  }

  /** The recipe's numbers, taken one by one (cycling when used up). */
  private static final class Picker {
    private final List<Integer> picks;
    private int at;

    Picker(List<Integer> picks) {
      this.picks = picks;
    }

    int next(int bound) {
      return picks.get(at++ % picks.size()) % bound;
    }

    @SafeVarargs
    final <T> T of(T... options) {
      return options[next(options.length)];
    }
  }
}
