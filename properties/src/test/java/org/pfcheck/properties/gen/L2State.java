package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.pfcheck.model.FloodDomain;
import org.pfcheck.model.Host;
import org.pfcheck.model.MacMissPolicy;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.Switch;
import org.pfcheck.model.Vlan;

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
 */
public record L2State(Set<Integer> dead, Set<Integer> macMissing, boolean macAgesFirst, List<Integer> vlanMasks,
    Set<Integer> dropAt) {
  /** Every MAC entry present, flooding everywhere to all ports. */
  public static final L2State HEALTHY = new L2State(Set.of(), Set.of(), true, List.of(), Set.of());

  public L2State {
    dead = Set.copyOf(dead);
    macMissing = Set.copyOf(macMissing);
    vlanMasks = List.copyOf(vlanMasks);
    dropAt = Set.copyOf(dropAt);
  }

  private static Arbitrary<Set<Integer>> indices(int maxSize) {
    return Arbitraries.integers().between(0, 7).set().ofMaxSize(maxSize);
  }

  /** Flood domains: all ports, or a VLAN of some of a switch's ports. */
  public static Arbitrary<List<Integer>> floodDomains() {
    return Arbitraries.integers().between(0, 255).list().ofMaxSize(4);
  }

  /** Any state: up to 3 dead hosts, up to 2 missing MAC entries, timers, flood domains, drop policies. */
  public static Arbitrary<L2State> any() {
    return Combinators.combine(indices(3), indices(2), Arbitraries.of(true, true, true, false), floodDomains(),
        indices(3)).as(L2State::new);
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
      if (mask != 0) {
        List<String> ports = t.ports(name);
        List<String> members = new ArrayList<>();
        for (int j = 0; j < ports.size() && j < 8; j++) {
          if ((mask >> j & 1) == 1) {
            members.add(ports.get(j));
          }
        }
        vlan(b, name, members);
      }
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
