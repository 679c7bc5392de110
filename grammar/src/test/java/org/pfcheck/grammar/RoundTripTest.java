package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.templates.Fabric;
import org.pfcheck.model.templates.Templates;

/** {@code read(print(n))} equals {@code n}: for hand-written files, for templates, for networks built in code. */
class RoundTripTest {
  static Stream<Path> validFixtures() {
    return Fixtures.files("valid").stream();
  }

  private static void assertRoundTrip(Network n) {
    String printed = DslPrinter.print(n);
    Network again = Fixtures.read(printed);
    assertEquals(n, again, () -> "printed text reads back differently:\n" + printed);
    assertEquals(printed, DslPrinter.print(again), "printing is stable");
  }

  @ParameterizedTest
  @MethodSource("validFixtures")
  void handWrittenFilesRoundTrip(Path file) {
    ParseResult r = PfcReader.readFile(file);
    assertTrue(r.diagnostics().isEmpty(), () -> r.diagnostics().toString());
    assertRoundTrip(r.network().orElseThrow());
  }

  @Test
  void networksBuiltInCodeRoundTrip() {
    NetworkBuilder b = new NetworkBuilder("coded").routing(Routing.Mode.UP_DOWN).timers(3600, 90).lossless(3, 4)
        .dscp(26, 3).dscp(27, 3).dscp(46, 4).addSwitch("T0", "tor").addSwitch("L0", "leaf").addSwitch("X", null);
    var l = b.link("T0", "L0");
    b.link("T0", "L0");
    b.host("h0", "T0", null).dualHomedHost("h1", "T0", "L0").down(l).dead("h0").macMissing("T0", "h1").flow("h0", "h1", 3)
        .route("T0", "10.0.0.0/8", "L0").route("L0", "0.0.0.0/0")
        .space(new ScenarioSpace(1, List.of(), 0, List.of("h1"), Origin.NONE));
    assertRoundTrip(b.build());
  }

  @Property(tries = 40)
  void templatesRoundTrip(@ForAll("templates") Map.Entry<String, Map<String, Integer>> t) {
    Fabric f = Templates.expand(t.getKey(), t.getValue(), Origin.NONE);
    NetworkBuilder b = new NetworkBuilder("t");
    f.switches().forEach(b::addSwitch);
    f.hosts().forEach(b::addHost);
    f.links().forEach(b::addLink);
    Network n = b.build();
    assertRoundTrip(n);
    StringBuilder statement = new StringBuilder("network t\nfabric " + t.getKey());
    t.getValue().forEach((k, v) -> statement.append(' ').append(k).append(' ').append(v));
    assertEquals(n, Fixtures.read(statement.toString()), "the fabric statement reads to the template's elements");
  }

  @Provide
  Arbitrary<Map.Entry<String, Map<String, Integer>>> templates() {
    Arbitrary<Integer> small = Arbitraries.integers().between(1, 4);
    Arbitrary<Integer> hosts = Arbitraries.integers().between(0, 3);
    return Arbitraries.oneOf(
        Arbitraries.of(2, 4, 6).map(k -> entry("fat-tree", "k", k)),
        Combinators.combine(small, small, hosts, Arbitraries.integers().between(1, 3))
            .as((l, s, h, u) -> entry("leaf-spine", "leaves", l, "spines", s, "hosts-per-leaf", h, "uplinks", u)),
        Combinators.combine(small, small, small, small, hosts).as((p, t, l, s, h) ->
            entry("clos3", "pods", p, "tors-per-pod", t, "leaves-per-pod", l, "spines", s, "hosts-per-tor", h)),
        Combinators.combine(Arbitraries.integers().between(3, 12), Arbitraries.integers().between(1, 2), hosts,
            Arbitraries.integers().between(0, 99))
            .as((n, d, h, seed) -> entry("jellyfish", "switches", n, "degree", d, "hosts-per-switch", h, "seed", seed)),
        Combinators.combine(small, hosts).as((n, h) -> entry("ring", "switches", n, "hosts-per-switch", h)),
        Combinators.combine(small, small, hosts).as((r, c, h) -> entry("torus", "rows", r, "cols", c,
            "hosts-per-switch", h)));
  }

  private static Map.Entry<String, Map<String, Integer>> entry(String template, Object... nameValues) {
    Map<String, Integer> params = new LinkedHashMap<>();
    for (int i = 0; i < nameValues.length; i += 2) {
      params.put((String) nameValues[i], (Integer) nameValues[i + 1]);
    }
    return Map.entry(template, params);
  }

  @Test
  void aPrintedFatTreeReadsBack() {
    Network n = Fixtures.read("fabric fat-tree k 16");
    ParseResult r = PfcReader.read("k16.pfc", DslPrinter.print(n));
    assertEquals(Optional.of(n), r.network());
  }
}
