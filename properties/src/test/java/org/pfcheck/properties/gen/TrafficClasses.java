package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.topology.Switch;

/**
 * The traffic-class configuration of a generated fabric: lossless priorities, a DSCP map, priority
 * rewrites and PFC overrides, with switches and ports by index into the topology. Immutable.
 *
 * @param lossless the lossless priorities (non-empty, among 2, 3, 4)
 * @param dscp DSCP value to priority
 * @param rewrites rewrite rules
 * @param pfc PFC overrides
 */
public record TrafficClasses(SortedSet<Integer> lossless, Map<Integer, Integer> dscp, List<Rewrite> rewrites,
    List<Pfc> pfc) {
  /** Lossless 3, no DSCP map, no rewrites, PFC everywhere. */
  public static final TrafficClasses PLAIN = new TrafficClasses(new TreeSet<>(Set.of(3)), Map.of(), List.of(), List.of());

  public TrafficClasses {
    lossless = new TreeSet<>(lossless);
    dscp = Map.copyOf(dscp);
    rewrites = List.copyOf(rewrites);
    pfc = List.copyOf(pfc);
  }

  /**
   * A rule {@code from -> to}: at any switch, a tier or switch {@code at}; from and to a neighbour
   * chosen by selector index (any, above, below, host, tier, switch {@code name}).
   */
  public record Rewrite(int from, int to, int at, int ingress, int egress, int name) {}

  /**
   * PFC at switch {@code sw} (port index {@code port}, or the whole switch when negative) for {@code
   * priorities}; an {@code asymmetric} port (SONiC's pfc_asym on) honours pauses for every priority.
   */
  public record Pfc(int sw, int port, Set<Integer> priorities, boolean asymmetric) {}

  private static final Arbitrary<Integer> PRIORITY = Arbitraries.of(3, 4, 2, 0);

  /** Lossless priorities: a non-empty subset of 2, 3 and 4. */
  public static Arbitrary<SortedSet<Integer>> losslessSets() {
    return Arbitraries.of(3, 4, 2).set().ofMinSize(1).ofMaxSize(3).map(TreeSet::new);
  }

  /** A DSCP map over a few code points (DSCP 26, 46, 24), possibly empty. */
  public static Arbitrary<Map<Integer, Integer>> dscpMaps() {
    return Arbitraries.maps(Arbitraries.of(26, 46, 24), PRIORITY).ofMaxSize(3);
  }

  /**
   * Any configuration. With {@code fromLosslessOnly}, rewrites only ever apply to lossless priorities,
   * so a packet that became lossy stays lossy (a drop-lossless switch then never floods a packet that
   * later turns lossless again). Without, a quarter of the configurations end with a rule that rewrites
   * a class that starts lossy (unmarked 0, or 5, which DSCP 10 maps to when there is a DSCP map) into a
   * lossless priority: all host pairs must include those packets.
   */
  public static Arbitrary<TrafficClasses> any(boolean fromLosslessOnly) {
    return classes(fromLosslessOnly, Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(Optional.<Rewrite>empty())),
        Tuple.of(1, anyRule().map(Optional::of))));
  }

  /** As {@link #any(boolean) any(false)}, always with a rule rewriting a class that starts lossy into lossless. */
  public static Arbitrary<TrafficClasses> startingLossy() {
    return classes(false, anyRule().map(Optional::of));
  }

  private static Arbitrary<Rewrite> anyRule() {
    return Combinators.combine(Arbitraries.integers().between(0, 7), PRIORITY,
        Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 5),
        Arbitraries.integers().between(0, 5), Arbitraries.integers().between(0, 15)).as(Rewrite::new);
  }

  private static Arbitrary<TrafficClasses> classes(boolean fromLosslessOnly, Arbitrary<Optional<Rewrite>> intoLossless) {
    Arbitrary<Pfc> pfcs = Combinators.combine(Arbitraries.integers().between(0, 15),
        Arbitraries.integers().between(-1, 7), Arbitraries.of(3, 4, 2).set().ofMaxSize(2),
        Arbitraries.of(false, true)).as(Pfc::new);
    return Combinators.combine(losslessSets(), dscpMaps(), anyRule().list().ofMaxSize(2), pfcs.list().ofMaxSize(2),
            intoLossless)
        .as((l, d, r, p, into) -> {
          List<Integer> ls = List.copyOf(l);
          if (fromLosslessOnly) {
            return new TrafficClasses(l, d, r.stream().map(x -> new Rewrite(ls.get(x.from() % ls.size()), x.to(),
                x.at(), x.ingress(), x.egress(), x.name())).toList(), p);
          }
          List<Rewrite> rs = new ArrayList<>(r.stream().map(x -> new Rewrite(List.of(3, 4, 2, 0).get(x.from() % 4),
              x.to(), x.at(), x.ingress(), x.egress(), x.name())).toList());
          Map<Integer, Integer> map = new HashMap<>(d);
          into.ifPresent(x -> {
            int from = x.from() % 2 == 0 ? 0 : 5;
            rs.add(new Rewrite(from, ls.get(x.name() % ls.size()), x.at(), x.ingress(), x.egress(), x.name()));
            if (from == 5 && !map.isEmpty()) {
              map.put(10, 5);
            }
          });
          return new TrafficClasses(l, map, rs, p);
        });
  }

  /** Lossless priorities and a DSCP map only; some DSCP always maps to a lossless priority. */
  public static Arbitrary<TrafficClasses> simple() {
    return Combinators.combine(losslessSets(), dscpMaps()).as((l, d) -> {
      Map<Integer, Integer> map = new HashMap<>(d);
      if (!map.isEmpty() && map.values().stream().noneMatch(l::contains)) {
        map.put(27, l.first());
      }
      return new TrafficClasses(l, map, List.of(), List.of());
    });
  }

  /** This configuration with {@code priority} no longer lossless. */
  public TrafficClasses withLossy(int priority) {
    SortedSet<Integer> l = new TreeSet<>(lossless);
    l.remove(priority);
    return new TrafficClasses(l, dscp, rewrites, pfc);
  }

  /** This configuration in {@code b}, resolved against {@code t}. */
  public void apply(Topology t, NetworkBuilder b) {
    lossless.forEach(b::lossless);
    dscp.forEach(b::dscp);
    List<Switch> sw = t.switches();
    for (Rewrite r : rewrites) {
      Switch named = sw.get(r.name() % sw.size());
      Selector tier = named.tier().<Selector>map(Selector.Tier::new).orElse(Selector.ANY);
      Selector names = new Selector.Names(List.of(named.name()));
      List<Selector> neighbour = List.of(Selector.ANY, Selector.ABOVE, Selector.BELOW, Selector.HOSTS, tier, names);
      List<Selector> at = List.of(Selector.ANY, tier, names);
      b.rewrite(new RewriteRule(r.from(), r.to(), at.get(r.at()), neighbour.get(r.ingress()), neighbour.get(r.egress()),
          Origin.NONE));
    }
    for (Pfc p : pfc) {
      String name = sw.get(p.sw() % sw.size()).name();
      List<String> ports = t.ports(name);
      Optional<String> port = p.port() < 0 || ports.isEmpty() ? Optional.empty()
          : Optional.of(ports.get(p.port() % ports.size()));
      b.pfc(new PfcSetting(name, port, new TreeSet<>(p.priorities()), p.asymmetric(), Origin.NONE));
    }
  }
}
