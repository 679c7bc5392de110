package org.pfcheck.model.hazards;

import java.util.List;
import java.util.OptionalLong;
import org.pfcheck.model.Checks;
import org.pfcheck.model.IndexedSettings;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Switch;

/**
 * The settings behind the other hazards of lossless Ethernet (docs/language.md, "Hazard settings"):
 * RDMA NICs, switch PFC watchdogs, shared buffers, and the broadcast and multicast classes. Statements
 * are kept in file order; the methods resolve them for one host, switch or port: a more specific scope
 * beats a less specific one, a later statement beats an earlier one of the same specificity, and each
 * value is resolved on its own. Immutable.
 *
 * @param nics {@code nic} statements
 * @param watchdogs {@code pfc-watchdog} statements
 * @param buffers {@code buffer} statements
 * @param broadcast {@code broadcast} statements, each class and priority once (the first of repeats kept)
 */
public record HazardSettings(List<NicSetting> nics, List<WatchdogSetting> watchdogs, List<BufferSetting> buffers,
    List<BroadcastClass> broadcast) {
  /** No statements: every value at its default. */
  public static final HazardSettings DEFAULTS = new HazardSettings(List.of(), List.of(), List.of(), List.of());

  public HazardSettings {
    nics = IndexedSettings.of(nics, s -> s.hosts().keys());
    watchdogs = IndexedSettings.of(watchdogs, s -> IndexedSettings.pairs(s.switches().keys(), s.ports().keys()));
    buffers = IndexedSettings.of(buffers, s -> IndexedSettings.pairs(s.switches().keys(), s.ports().keys()));
    // a class declared twice is one fact, whether the text or code repeated it (the reader warns: PFC212)
    broadcast = Checks.distinct(broadcast, b -> List.of(b.kind(), b.priority()));
  }

  /** The NIC settings of {@code host}. */
  public Nic nicOf(Host host) {
    return Nic.of(host, IndexedSettings.index(nics).candidates(HostScope.keysOf(host)));
  }

  /** The PFC watchdog of port {@code port} of {@code sw}; {@code facesHost} when the port faces a host. */
  public PortWatchdog watchdogAt(Switch sw, String port, boolean facesHost) {
    return PortWatchdog.of(sw, port, facesHost, atPort(watchdogs, sw, port));
  }

  /** The shared buffer of {@code sw}. */
  public SwitchBuffer bufferOf(Switch sw) {
    return SwitchBuffer.of(sw, IndexedSettings.index(buffers).candidates(IndexedSettings.pairs(SwitchScope.keysOf(sw),
        List.of("*"))));
  }

  /** The lossless headroom of port {@code port} of {@code sw}, when declared. */
  public OptionalLong headroomAt(Switch sw, String port, boolean facesHost) {
    return SwitchBuffer.headroom(sw, port, facesHost, atPort(buffers, sw, port));
  }

  /**
   * The statements of {@code settings} that may cover port {@code port} of {@code sw}; none to look up when
   * there is no statement (the lookup's keys cost more than the answer at 400,000 ports).
   */
  private static <T> List<T> atPort(List<T> settings, Switch sw, String port) {
    return settings.isEmpty() ? List.of()
        : IndexedSettings.index(settings).candidates(IndexedSettings.pairs(SwitchScope.keysOf(sw), PortScope.keysOf(port)));
  }

  /** The priority ARP travels in: the last {@code broadcast arp} statement, else {@link BroadcastClass#DEFAULT_ARP}. */
  public BroadcastClass arp() {
    BroadcastClass out = BroadcastClass.DEFAULT_ARP;
    for (BroadcastClass b : broadcast) {
      if (b.kind() == BroadcastClass.Kind.ARP) {
        out = b;
      }
    }
    return out;
  }

  /** The declared multicast classes, in file order. */
  public List<BroadcastClass> multicast() {
    return broadcast.stream().filter(b -> b.kind() == BroadcastClass.Kind.MULTICAST).toList();
  }
}
