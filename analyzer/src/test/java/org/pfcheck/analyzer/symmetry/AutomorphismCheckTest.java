package org.pfcheck.analyzer.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.fixtures.TemplateFabrics;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.hazards.BroadcastClass;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Vlan;

/**
 * The automorphisms the search finds, and the check that admits them: found ones map every scenario's
 * graph onto its image's, and a fabric made asymmetric by any part of the model (a dead host, a route,
 * a rewrite naming a switch, PFC off on a port, a VLAN, a flow, the space's candidates) loses exactly
 * the automorphisms that would move that part.
 */
class AutomorphismCheckTest {
  static NetworkBuilder fatTree(Routing.Mode mode) {
    return TemplateFabrics.builder("fat-tree", mode, 0, 0, "k", 4);
  }

  static List<Automorphism> found(Network n) {
    Symmetries s = Symmetries.find(new FabricIndex(n, n.scenario()), Duration.ofSeconds(20).toNanos());
    assertTrue(s.complete(), "the search ran to its end");
    return s.generators();
  }

  @Test
  void theCheckKnowsEveryPartOfTheModel() {
    assertEquals(Optional.empty(), ModelShape.unknownPart(), "teach AutomorphismCheck (and ModelShape) what the"
        + " new part of the model means before symmetries may be used again");
  }

  @Test
  void foundAutomorphismsMapScenariosOntoEquivalentOnes() {
    Network n = fatTree(Routing.Mode.SHORTEST_PATH).build();
    List<Automorphism> generators = found(n);
    assertTrue(generators.size() > 10, "a fat-tree k=4 has many symmetries: " + generators.size());
    Random rnd = new Random(1);
    for (int t = 0; t < 30; t++) {
      Automorphism a = generators.get(rnd.nextInt(generators.size()));
      Link down = n.links().get(rnd.nextInt(n.links().size()));
      String dead = n.hosts().get(rnd.nextInt(n.hosts().size())).name();
      Scenario s = scenario(down, dead);
      Scenario image = scenario(n.links().get(a.linkOf(n.links().indexOf(down))),
          n.hosts().get(a.hostOf(indexOfHost(n, dead))).name());
      AnalysisResult x = new GraphEngine().analyze(n.withScenario(s), AnalysisOptions.DEFAULT);
      AnalysisResult y = new GraphEngine().analyze(n.withScenario(image), AnalysisOptions.DEFAULT);
      assertEquals(x.verdict().word(), y.verdict().word(), a + " maps " + s + " to " + image);
      assertEquals(x.stats().dependencies(), y.stats().dependencies(), a + " maps " + s + " to " + image);
    }
  }

  private static Scenario scenario(Link down, String dead) {
    return new Scenario(List.of(new Scenario.LinkDown(down.a(), down.b(), Origin.NONE)),
        List.of(new Scenario.DeadHost(dead, Origin.NONE)), List.of());
  }

  private static int indexOfHost(Network n, String name) {
    for (int h = 0; h < n.hosts().size(); h++) {
      if (n.hosts().get(h).name().equals(name)) {
        return h;
      }
    }
    throw new IllegalArgumentException(name);
  }

  @Test
  void everyPartOfTheModelBreaksTheSymmetriesThatMoveIt() {
    Network plain = fatTree(Routing.Mode.UP_DOWN).build();
    List<Automorphism> generators = found(plain);
    assertAsymmetric(plain, generators, b -> b.dead("h0_0_0"), "host h0_0_0");
    assertAsymmetric(plain, generators, b -> b.route("tor0_0", "10.1.0.0/24", "agg0_0"), "switch tor0_0");
    assertAsymmetric(plain, generators, b -> b.rewrite(new RewriteRule(3, 4, new Selector.Names(List.of("agg1_1")),
        Selector.ANY, Selector.ANY, Origin.NONE)), "switch agg1_1");
    assertAsymmetric(plain, generators, b -> b.pfc(new PfcSetting("core0", Optional.empty(), new TreeSet<>(List.of(3)),
        Origin.NONE)), "switch core0");
    assertAsymmetric(plain, generators, b -> b.addVlan(new Vlan(9, "tor1_1", List.of("h1_1_0"), Origin.NONE)),
        "host h1_1_0");
    assertAsymmetric(plain, generators, b -> b.flow("h2_0_1", "h3_1_0", 3), "host h2_0_1");
    Link first = plain.links().get(0);
    assertAsymmetric(plain, generators, b -> b.space(new ScenarioSpace(1, List.of(new Scenario.LinkDown(first.a(),
        first.b(), Origin.NONE)), 0, List.of(), Origin.NONE)), "link 0");
  }

  /**
   * With {@code change} applied to the fat-tree, every generator of the plain one that moves
   * {@code element} is refused, and at least one that does not move it is still accepted.
   */
  private static void assertAsymmetric(Network plain, List<Automorphism> generators,
      Function<NetworkBuilder, NetworkBuilder> change, String element) {
    Network changed = change.apply(fatTree(Routing.Mode.UP_DOWN)).build();
    AutomorphismCheck check = AutomorphismCheck.of(changed).orElseThrow();
    int kept = 0;
    int refused = 0;
    for (Automorphism a : generators) {
      boolean moves = moves(plain, a, element);
      Optional<String> problem = check.problem(a);
      if (moves) {
        assertTrue(problem.isPresent(), a + " moves " + element + " yet is accepted");
        refused++;
      } else if (problem.isEmpty()) {
        kept++;
      }
    }
    assertTrue(refused > 0, "no generator moves " + element);
    assertTrue(kept > 0, "the change to " + element + " refused every generator");
  }

  private static boolean moves(Network n, Automorphism a, String element) {
    String[] parts = element.split(" ");
    return switch (parts[0]) {
      case "host" -> a.hostOf(indexOfHost(n, parts[1])) != indexOfHost(n, parts[1]);
      case "link" -> a.linkOf(Integer.parseInt(parts[1])) != Integer.parseInt(parts[1]);
      default -> {
        int s = 0;
        while (!n.switches().get(s).name().equals(parts[1])) {
          s++;
        }
        yield a.switchOf(s) != s;
      }
    };
  }

  @Test
  void hazardSettingsTakeEverySymmetryAwayUntilTheCheckComparesThem() {
    Network plain = fatTree(Routing.Mode.UP_DOWN).build();
    assertTrue(AutomorphismCheck.unavailable(plain).isEmpty());
    Network arp = plain.withHazards(new HazardSettings(List.of(), List.of(), List.of(),
        List.of(new BroadcastClass(BroadcastClass.Kind.ARP, 3, Origin.NONE))));
    assertEquals(Optional.of("hazard settings (nic, pfc-watchdog, buffer, broadcast statements)"),
        AutomorphismCheck.unavailable(arp));
  }

  @Test
  void aPermutationThatIsNoAutomorphismIsRefused() {
    Network n = fatTree(Routing.Mode.UP_DOWN).build();
    AutomorphismCheck check = AutomorphismCheck.of(n).orElseThrow();
    Automorphism id = Automorphism.identity(n.switches().size(), n.hosts().size(), n.links().size());
    assertTrue(check.problem(id).isEmpty());
    int[] hosts = iota(n.hosts().size());
    int a = indexOfHost(n, "h0_0_0");
    int b = indexOfHost(n, "h1_0_0");
    hosts[a] = b;
    hosts[b] = a;
    assertTrue(check.problem(new Automorphism(iota(n.switches().size()), hosts, iota(n.links().size()))).isPresent(),
        "hosts of different ToRs swapped, their ToRs not");
    int[] switches = iota(n.switches().size());
    switches[0] = 1;
    switches[1] = 0;
    assertTrue(check.problem(new Automorphism(switches, iota(n.hosts().size()), iota(n.links().size()))).isPresent(),
        "two switches swapped without their links");
    int[] notPermutation = iota(n.links().size());
    notPermutation[0] = 1;
    assertFalse(check.problem(new Automorphism(iota(n.switches().size()), iota(n.hosts().size()), notPermutation))
        .isEmpty());
  }

  private static int[] iota(int n) {
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = i;
    }
    return out;
  }
}
