package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.grammar.DslPrinter;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.YamlReader;
import org.pfcheck.grammar.YamlWriter;
import org.pfcheck.model.Link;
import org.pfcheck.model.Network;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;
import org.pfcheck.properties.gen.Spaces;

/**
 * Property 12: the YAML form round-trips. A generated fabric printed as {@code .pfc}, converted to YAML
 * and back reads to the same network, prints to the same text and gets the same verdict; so does one
 * decorated with the real-switch constructs (DSCP and TC maps, per-port and tunnel classification,
 * port-channels, routed ports, several VLANs, scoped DSCP rewrites). {@code pfcheck convert} writes
 * with the same code; examples/…/YamlTest runs it on every example, both ways, through the command line.
 */
class YamlRoundTripProperties {
  private static Network read(ParseResult r, String text) {
    assertTrue(r.ok(), () -> r.diagnostics() + "\nreading:\n" + text);
    return r.network().orElseThrow();
  }

  /** .pfc → YAML → .pfc: the same network and text at each step; returns the network the YAML gave. */
  private static Network assertRoundTrip(Network n) {
    String pfc = DslPrinter.print(n);
    Network fromPfc = read(PfcReader.read("f.pfc", pfc), pfc);
    String yaml = YamlWriter.print(fromPfc);
    Network fromYaml = read(YamlReader.read("f.yaml", yaml), yaml);
    assertEquals(fromPfc, fromYaml, () -> "the YAML reads differently:\n" + yaml + "\nfrom:\n" + pfc);
    assertEquals(pfc, DslPrinter.print(fromYaml), "back to .pfc, the same text");
    return fromYaml;
  }

  /** The verdict and its figures: the same for the same network, wherever it was read from. */
  private static String answer(AnalysisResult r) {
    return r.verdict().word() + " " + r.stats().queues() + " queues " + r.stats().dependencies() + " dependencies";
  }

  @Provide
  Arbitrary<Fabric> fabrics() {
    return Fabrics.mixed();
  }

  @Provide
  Arbitrary<Spaces> spaces() {
    return Spaces.any();
  }

  @Property
  void generatedFabricsKeepTheirNetworkAndVerdict(@ForAll("fabrics") Fabric f, @ForAll("spaces") Spaces s) {
    for (Network n : List.of(f.network(), s.on(f))) {
      Network fromYaml = assertRoundTrip(n);
      assertEquals(answer(Analysis.graphEngine(n)), answer(Analysis.graphEngine(fromYaml)));
    }
  }

  /**
   * A generated fabric in DSCP mode with the real-switch constructs, as {@code .pfc} text: its printed
   * statements without priority rewrites and flows (DSCP mode has none), then maps, classifications,
   * port-channels, routed ports, VLANs and DSCP rewrites on its own switches and ports.
   */
  @Provide
  Arbitrary<String> realSwitchFabrics() {
    return Fabrics.mixed().flatMap(f -> {
      Network n = f.network();
      List<String> switches = n.switches().stream().map(s -> s.name()).toList();
      Arbitrary<String> sw = Arbitraries.of(switches);
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
      Arbitrary<String> rewrite = Combinators.combine(dscp, dscp, sw, Arbitraries.of("any", "above", "below", "host"),
          Arbitraries.of("bounce", "flood", "any"))
          .as((a, b, s, from, on) -> "rewrite dscp " + a + " -> " + b + " at " + s + " from " + from + " to port "
              + firstPort(n, s) + " on " + on + "\n");
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

  /** The ports of switch {@code s} that face links, in order. */
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

  @Property
  void realSwitchConstructsRoundTrip(@ForAll("realSwitchFabrics") String pfc) {
    ParseResult r = PfcReader.read("real.pfc", pfc);
    assertTrue(r.ok(), () -> r.diagnostics() + "\n" + pfc);
    Network n = r.network().orElseThrow();
    assertTrue(n.dscpMode(), "DSCP mode");
    Network fromYaml = assertRoundTrip(n);
    assertEquals(answer(Analysis.graphEngine(n)), answer(Analysis.graphEngine(fromYaml)));
  }
}
