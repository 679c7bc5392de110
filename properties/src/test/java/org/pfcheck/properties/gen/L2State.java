package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/**
 * The layer-2 state of a generated fabric, by index into its topology (indices past the end are ignored,
 * so any state fits any topology and shrinks independently of it). Immutable.
 *
 * @param dead indices of dead hosts
 * @param macMissing indices of hosts whose MAC entry is missing at their switch
 * @param macAgesFirst whether {@code mac < arp} (a dead host keeps its ARP entry, loses its MAC entry)
 * @param vlanMasks for switch {@code k}, 0 means flood to all ports, else the bit mask (over
 *     {@link Topology#ports}) of the members of VLAN 10, its flood domain
 * @param dropAt indices of switches that drop lossless packets on a MAC miss (the SIGCOMM'16 fix)
 * @param bridging for switch {@code k}: bit masks (over its first 8 ports) of a second VLAN (20), of its
 *     routed ports (those in no VLAN), and of a port-channel; a MAC entry missing away from the host's
 *     switch is {@code macMissingElsewhere}
 * @param macMissingElsewhere indices of hosts whose MAC entry is missing at the next switch in order
 */
public record L2State(Set<Integer> dead, Set<Integer> macMissing, boolean macAgesFirst, List<Integer> vlanMasks,
    Set<Integer> dropAt, List<Integer> bridging, Set<Integer> macMissingElsewhere) {
  /** Every MAC entry present, flooding everywhere to all ports. */
  public static final L2State HEALTHY = new L2State(Set.of(), Set.of(), true, List.of(), Set.of());

  public L2State {
    dead = Set.copyOf(dead);
    macMissing = Set.copyOf(macMissing);
    vlanMasks = List.copyOf(vlanMasks);
    dropAt = Set.copyOf(dropAt);
    bridging = List.copyOf(bridging);
    macMissingElsewhere = Set.copyOf(macMissingElsewhere);
  }

  /** A state without routed ports, port-channels, second VLANs or MAC entries missing elsewhere. */
  public L2State(Set<Integer> dead, Set<Integer> macMissing, boolean macAgesFirst, List<Integer> vlanMasks,
      Set<Integer> dropAt) {
    this(dead, macMissing, macAgesFirst, vlanMasks, dropAt, List.of(), Set.of());
  }

  private static Arbitrary<Set<Integer>> indices(int maxSize) {
    return Arbitraries.integers().between(0, 7).set().ofMaxSize(maxSize);
  }

  /** Flood domains: all ports, or a VLAN of some of a switch's ports. */
  public static Arbitrary<List<Integer>> floodDomains() {
    return Arbitraries.integers().between(0, 255).list().ofMaxSize(4);
  }

  /**
   * Any state: up to 3 dead hosts, up to 2 missing MAC entries (one more away from its host), timers,
   * flood domains, drop policies, and sometimes a second VLAN, routed ports and port-channels.
   */
  public static Arbitrary<L2State> any() {
    Arbitrary<List<Integer>> bridging = Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(2, Arbitraries.just(List.<Integer>of())),
        net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0, (1 << 24) - 1).list().ofMaxSize(4)));
    return Combinators.combine(indices(3), indices(2), Arbitraries.of(true, true, true, false), floodDomains(),
        indices(3), bridging, indices(1)).as(L2State::new);
  }

  /** Any state with healthy hosts and MAC tables (flood domains and drop policies still vary). */
  public static Arbitrary<L2State> healthy() {
    return Combinators.combine(floodDomains(), indices(3)).as((v, d) -> new L2State(Set.of(), Set.of(), true, v, d));
  }

  /** This state in {@code b}, resolved against {@code t}. */
  public void apply(Topology t, NetworkBuilder b) {
    List<Host> hosts = t.hosts();
    for (int k = 0; k < hosts.size(); k++) {
      if (dead.contains(k)) {
        b.dead(hosts.get(k).name());
      }
      if (macMissing.contains(k)) {
        b.macMissing(hosts.get(k).active().switchName(), hosts.get(k).name());
      }
    }
    if (!macAgesFirst) {
      b.timers(300, 300);
    }
    List<Switch> switches = t.switches();
    for (int k = 0; k < switches.size(); k++) {
      String name = switches.get(k).name();
      if (dropAt.contains(k)) {
        b.updateSwitch(name, s -> new Switch(s.name(), s.tier(), MacMissPolicy.DROP_LOSSLESS, s.floodDomain(),
            s.subnets(), s.origin()));
      }
      int mask = k < vlanMasks.size() ? vlanMasks.get(k) : 0;
      List<String> ports = t.ports(name);
      List<String> members = masked(ports, mask);
      if (mask != 0) {
        vlan(b, name, members);
      }
      int bits = k < bridging.size() ? bridging.get(k) : 0;
      if (bits != 0) {
        bridging(b, name, ports, members, bits);
      }
    }
    for (int k : macMissingElsewhere) {
      if (k < hosts.size() && !switches.isEmpty()) {
        int at = (switches.stream().map(Switch::name).toList().indexOf(hosts.get(k).active().switchName()) + 1)
            % switches.size();
        b.macMissing(switches.get(at).name(), hosts.get(k).name());
      }
    }
  }

  private static List<String> masked(List<String> ports, int mask) {
    List<String> out = new ArrayList<>();
    for (int j = 0; j < ports.size() && j < 8; j++) {
      if ((mask >> j & 1) == 1) {
        out.add(ports.get(j));
      }
    }
    return out;
  }

  /** VLAN 20 (bits 0-7), routed ports not in a VLAN (bits 8-15), a port-channel of two ports (bits 16-23). */
  private static void bridging(NetworkBuilder b, String name, List<String> ports, List<String> vlan10, int bits) {
    List<String> vlan20 = masked(ports, bits & 0xff);
    if (!vlan20.isEmpty()) {
      b.addVlan(new Vlan(20, name, vlan20, Origin.NONE));
    }
    List<String> routed = masked(ports, (bits >> 8) & 0xff).stream()
        .filter(p -> !vlan10.contains(p) && !vlan20.contains(p)).toList();
    if (!routed.isEmpty()) {
      b.routed(name, routed.toArray(String[]::new));
    }
    List<String> lag = masked(ports, (bits >> 16) & 0xff);
    if (lag.size() >= 2) {
      b.lag(name, "Po1", lag.get(0), lag.get(1));
    }
  }

  /**
   * Makes VLAN 10 with {@code members} the flood domain of {@code switchName}; without members the switch
   * keeps flooding to all ports (the language cannot write a VLAN without ports: see
   * RoundTripProperties#aValidNetworkWithAnEmptyVlanPrintsAsAValidFile).
   */
  static void vlan(NetworkBuilder b, String switchName, List<String> members) {
    if (members.isEmpty()) {
      return;
    }
    b.updateSwitch(switchName, s -> new Switch(s.name(), s.tier(), s.onMacMiss(), new FloodDomain(10), s.subnets(),
        s.origin()));
    b.addVlan(new Vlan(10, switchName, members, Origin.NONE));
  }
}
