package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Link;

/**
 * Generated fabrics in DSCP mode with the real-switch constructs, as {@code .pfc} text: a fabric's
 * printed statements without priority rewrites and flows (DSCP mode has none), then a DSCP and a TC
 * map, classifications (switch-wide, per port, tunnel), VLANs, routed ports and port-channels, scoped
 * DSCP rewrites (at a switch or its tier, from a kind of neighbour or a port, to a port, {@code on
 * bounce | flood | any}) and DSCP flows, on the fabric's own switches and ports. Every text reads
 * without a reader error; the validator may object (a port both routed and in a VLAN), which the
 * round trip does not mind.
 */
public final class RealSwitches {
  private RealSwitches() {}

  /** The decorated fabrics of {@code fabrics}. */
  public static Arbitrary<String> of(Arbitrary<Fabric> fabrics) {
    return fabrics.flatMap(f -> {
      Network n = f.network();
      Arbitrary<String> sw = Arbitraries.of(n.switches().stream().map(s -> s.name()).toList());
      Arbitrary<String> dscp = Arbitraries.integers().between(0, 63).map(String::valueOf);
      Arbitrary<String> tc = Arbitraries.integers().between(0, 15).map(String::valueOf);
      Arbitrary<String> pg = Arbitraries.integers().between(0, 7).map(String::valueOf);
      Arbitrary<String> maps = Combinators.combine(dscp.set().ofMinSize(1).ofMaxSize(3), tc, tc.injectNull(0.5),
          pg.set().ofMinSize(1).ofMaxSize(2), pg)
          .as((ds, t, def, ts, g) -> "dscp-map M " + String.join(", ", ds.stream().map(d -> d + " -> " + t).toList())
              + (def == null ? "" : ", default " + def) + "\ntc-map T " + String.join(", ", ts.stream()
                  .map(x -> x + " -> " + g).toList()) + "\n");
      Arbitrary<String> classify = Combinators.combine(sw, Arbitraries.of("", " tunnel", " port P"),
          Arbitraries.of(" dscp-map M", " tc-map T", " dscp-map M tc-map T"))
          .as((s, scope, m) -> "classify " + s + scope.replace("P", firstPort(n, s)) + m + "\n");
      Arbitrary<String> l2 = Combinators.combine(sw, Arbitraries.integers().between(1, 4094), Arbitraries.of(0, 1, 2))
          .as((s, id, kind) -> switch (kind) {
            case 0 -> "vlan " + id + " at " + s + " ports " + String.join(", ", ports(n, s)) + "\n";
            case 1 -> "routed " + s + " ports " + firstPort(n, s) + "\n";
            default -> ports(n, s).size() < 2 ? "" : "lag " + s + " Po" + id + " ports " + String.join(", ",
                ports(n, s).subList(0, 2)) + "\n";
          });
      Arbitrary<String> rewrite = Combinators.combine(dscp, dscp, sw, Arbitraries.of(0, 1),
          Arbitraries.of("any", "above", "below", "host", "port P"), Arbitraries.of("bounce", "flood", "any"))
          .as((a, b, s, byTier, from, on) -> "rewrite dscp " + a + " -> " + b + " at " + at(n, s, byTier == 1)
              + " from " + from.replace("P", lastPort(n, s)) + " to port " + firstPort(n, s) + " on " + on + "\n");
      Arbitrary<String> flow = n.hosts().size() < 2 ? Arbitraries.just("") : Combinators.combine(
          Arbitraries.of(n.hosts()), Arbitraries.of(n.hosts()), dscp)
          .as((h1, h2, d) -> "flow " + h1.name() + " -> " + h2.name() + " dscp " + d + "\n");
      return Combinators.combine(maps, classify.list().ofMaxSize(3), l2.list().ofMaxSize(3),
          rewrite.list().ofMaxSize(2), flow.list().ofMaxSize(2))
          .as((m, c, l, r, fl) -> withoutPriorities(f.dsl()) + m + String.join("", c) + String.join("", l)
              + String.join("", r) + String.join("", fl));
    });
  }

  private static String withoutPriorities(String pfc) {
    return String.join("\n", pfc.lines().filter(l -> !l.startsWith("rewrite ") && !l.startsWith("flow ")).toList())
        + "\n";
  }

  /** The ports of switch {@code s} that face links or hosts, in order. */
  private static List<String> ports(Network n, String s) {
    Set<String> out = new LinkedHashSet<>();
    for (Link l : n.links()) {
      if (l.a().node().equals(s)) {
        out.add(l.a().port());
      }
      if (l.b().node().equals(s)) {
        out.add(l.b().port());
      }
    }
    n.hosts().forEach(h -> h.attachments().stream().filter(a -> a.switchName().equals(s))
        .forEach(a -> out.add(a.port())));
    return out.isEmpty() ? List.of(s + "p") : new ArrayList<>(out);
  }

  private static String firstPort(Network n, String s) {
    return ports(n, s).get(0);
  }

  private static String lastPort(Network n, String s) {
    return ports(n, s).get(ports(n, s).size() - 1);
  }

  /** A rewrite's {@code at}: switch {@code s}, or its tier when asked and it has one. */
  private static String at(Network n, String s, boolean byTier) {
    Optional<String> tier = n.switches().stream().filter(x -> x.name().equals(s)).findFirst().flatMap(x -> x.tier());
    return byTier && tier.isPresent() ? "tier " + tier.get() : s;
  }
}
