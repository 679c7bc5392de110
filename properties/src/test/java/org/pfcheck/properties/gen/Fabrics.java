package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.model.Routing;

/** The arbitrary fabrics the properties quantify over, composed from the generators of this package. */
public final class Fabrics {
  private Fabrics() {}

  /**
   * Clos fabrics with up-down routing and all links up (partial wiring aside), any layer-2 state, any
   * flood domains, all host pairs, a /32 per host (all traffic routed: {@link Topology#routedHosts}, the
   * SIGCOMM'16 setting; a VLAN that keeps same-subnet peers apart floods between them, see {@link #any()});
   * with {@code fix} every switch drops lossless packets on a MAC miss.
   * Rewrites only ever apply to lossless priorities (see {@link TrafficClasses#any(boolean)}).
   */
  public static Arbitrary<Fabric> upDownClos(boolean fix) {
    return Combinators.combine(Topologies.clos(), TrafficClasses.any(true), L2State.any())
        .as((t, c, l2) -> Fabric.of(t.routedHosts(), Routing.Mode.UP_DOWN, c, l2, Forwarding.NONE, fix));
  }

  /**
   * Healthy Clos fabrics: up-down routing, every host alive, every MAC entry present, a /32 per host (all
   * traffic routed); any classes and flows.
   */
  public static Arbitrary<Fabric> healthyClos() {
    Arbitrary<Forwarding> flows = Forwarding.anyFlow().list().ofMaxSize(3)
        .map(f -> new Forwarding(Set.of(), List.of(), f));
    return Combinators.combine(Topologies.clos(), TrafficClasses.any(false), L2State.healthy(), flows)
        .as((t, c, l2, f) -> Fabric.of(t.routedHosts(), Routing.Mode.UP_DOWN, c, l2, f, false));
  }

  /**
   * The SIGCOMM'16 situation in general: a fully wired Clos with up-down routing, all links up, no
   * switch dropping lossless packets on a MAC miss; host 0 is dead (mac &lt; arp) and its switch floods to
   * two or more uplinks to distinct upper switches; host 1 is alive, and some live host's packets to
   * host 0 reach its switch. The upper switches bridge the copies (the victim's MAC is gone everywhere)
   * and flood them on to another switch of the victim's tier, which floods them back up: so every shape
   * has at least two switches below the upper ones, and no other switch's flood domain or drop policy
   * stops the copies. Other hosts may be dead and other MAC entries missing.
   */
  public static Arbitrary<Fabric> floodingClos() {
    Arbitrary<Topology> shapes = Arbitraries.frequencyOf(
        Tuple.of(6, Combinators.combine(Arbitraries.integers().between(2, 4), Arbitraries.integers().between(2, 3),
            Arbitraries.integers().between(1, 2), Arbitraries.integers().between(1, 2))
            .as((l, s, h, u) -> Topology.template("leaf-spine", true, "leaves", l, "spines", s, "hosts-per-leaf", h,
                "uplinks", u))),
        Tuple.of(3, Combinators.combine(Arbitraries.integers().between(1, 2), Arbitraries.integers().between(2, 2),
            Arbitraries.integers().between(1, 2), Arbitraries.integers().between(1, 2))
            .as((p, t, s, h) -> Topology.template("clos3", true, "pods", p, "tors-per-pod", t, "leaves-per-pod", 2,
                "spines", s, "hosts-per-tor", h))),
        Tuple.of(1, Arbitraries.just(Topology.template("fat-tree", true, "k", 4))));
    Arbitrary<Topology> wired = shapes.filter(t -> t.hosts().size() >= 2).map(Topology::routedHosts);
    return Combinators.combine(wired, TrafficClasses.simple(), L2State.any(), Arbitraries.of(false, true))
        .as((t, c, l2, vlan) -> Fabric.of(t, Routing.Mode.UP_DOWN, c, victimFloods(t, l2, vlan), Forwarding.NONE, false))
        .filter(Fabrics::victimReached);
  }

  /** Whether some live host's packets to host 0 reach its switch (partial wiring may cut them off). */
  private static boolean victimReached(Fabric f) {
    String victim = f.topology().hosts().get(0).name();
    String at = victimSwitch(f.topology());
    ReferenceForwarding ref = new ReferenceForwarding(f.network());
    return ref.packets().stream().filter(p -> p.dst().equals(victim))
        .anyMatch(p -> ref.reachable(p.src(), p.priority(), victim).stream().anyMatch(s -> s.sw().equals(at)));
  }

  private static String victimSwitch(Topology t) {
    return t.hosts().get(0).active().switchName();
  }

  private static L2State victimFloods(Topology t, L2State l2, boolean vlan) {
    String victim = victimSwitch(t);
    int index = t.switches().indexOf(t.switchNamed(victim));
    Set<Integer> dead = new HashSet<>(l2.dead());
    dead.add(0);
    dead.remove(1);
    Set<Integer> drop = Set.of();
    List<Integer> masks = new ArrayList<>();
    while (masks.size() <= index) {
      masks.add(0);
    }
    if (vlan) {
      // the victim's ports start with its link ports, in link order: take the first two to distinct neighbours
      int mask = masks.get(index);
      List<String> neighbours = t.neighbours(victim);
      List<String> seen = new ArrayList<>();
      for (int j = 0; j < neighbours.size() && seen.size() < 2; j++) {
        if (!seen.contains(neighbours.get(j))) {
          seen.add(neighbours.get(j));
          mask |= 1 << j;
        }
      }
      masks.set(index, mask);
    } else {
      masks.set(index, 0);
    }
    return new L2State(dead, l2.macMissing(), true, masks, drop);
  }

  /**
   * Any fabric: any topology (Clos with up-down or shortest-path routing; rings, tori and random graphs
   * with shortest-path routing), subnets per switch or shared across switches, up to two dual-homed hosts
   * (bounce forwarding), any classes, layer-2 state (shared VLANs, MAC entries missing off the
   * destination's switch), failures, explicit routes and flows.
   */
  public static Arbitrary<Fabric> any() {
    return Combinators.combine(Topologies.any(), dualHomed(), Arbitraries.of(Routing.Mode.UP_DOWN,
        Routing.Mode.SHORTEST_PATH), TrafficClasses.any(false), L2State.any(), Forwarding.any(), gateways())
        .as((t, dual, mode, c, l2, f, g) -> Fabric.of(t.withGateways(g).dualHomed(dual),
            t.clos() ? mode : Routing.Mode.SHORTEST_PATH, c, l2, f, false));
  }

  /**
   * How hosts' subnets span switches ({@link Topology#withGateways}): per ToR two times in five, else shared
   * with gateways on the upper tiers, with or without the ToRs' own, or none declared (netmasks not known).
   */
  public static Arbitrary<Integer> gateways() {
    return Arbitraries.frequencyOf(Tuple.of(2, Arbitraries.just(0)), Tuple.of(1, Arbitraries.just(1)),
        Tuple.of(1, Arbitraries.just(2)), Tuple.of(1, Arbitraries.just(3)));
  }

  /** Indices of hosts to dual-home: none half the time, else one or two of the first eight. */
  public static Arbitrary<Set<Integer>> dualHomed() {
    return Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(Set.<Integer>of())),
        Tuple.of(1, Arbitraries.integers().between(0, 7).set().ofMinSize(1).ofMaxSize(2)));
  }

  /**
   * Any fabric with all host pairs and a rule that rewrites a class that starts lossy into a lossless one:
   * the packets of that class must be considered ({@link TrafficClasses#startingLossy()}).
   */
  public static Arbitrary<Fabric> startingLossy() {
    Arbitrary<Forwarding> allPairs = Forwarding.any().map(f -> new Forwarding(f.down(), f.routes(), List.of()));
    return Combinators.combine(Topologies.any(), dualHomed(), Arbitraries.of(Routing.Mode.UP_DOWN,
        Routing.Mode.SHORTEST_PATH), TrafficClasses.startingLossy(), L2State.any(), allPairs)
        .as((t, dual, mode, c, l2, f) -> Fabric.of(t.dualHomed(dual), t.clos() ? mode : Routing.Mode.SHORTEST_PATH, c,
            l2, f, false));
  }

  /**
   * A mix weighted towards deadlocks: any fabric, flooding Clos fabrics, Clos fabrics without the fix,
   * fabrics with a class that starts lossy and is rewritten into lossless.
   */
  public static Arbitrary<Fabric> mixed() {
    return Arbitraries.frequencyOf(Tuple.of(2, any()), Tuple.of(1, floodingClos()), Tuple.of(1, upDownClos(false)),
        Tuple.of(1, startingLossy()));
  }
}
