package org.pfcheck.analyzer.bdg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.fixtures.RandomFabrics;
import org.pfcheck.analyzer.fixtures.TemplateFabrics;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.topology.Switch;

/**
 * The bit-parallel {@link BatchSearch} against the per-group search it replaced, at batch widths from 1
 * (one group per batch: no sharing at all) to 64, on random fabrics and on template fabrics big enough
 * for several batches; its routing masks against {@link DerivedRouting}; its examples against the
 * reference semantics.
 */
class BatchSearchTest {
  private static ForwardingContext context(Network n) {
    return ForwardingContext.of(new FabricIndex(n, n.scenario()));
  }

  private static Set<String> edges(BufferDependencyGraph g) {
    Set<String> out = new TreeSet<>();
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        out.add(g.queueRef(q) + " -> " + g.queueRef(t));
      }
    }
    return out;
  }

  private static void assertSameAsPerGroup(Network n, int... widths) {
    ForwardingContext c = context(n);
    Set<String> expected = edges(PerGroupBuilder.build(c, Deadline.none()).orElseThrow());
    for (int w : widths) {
      Set<String> batched = edges(BdgBuilder.build(c, Deadline.none(), w).orElseThrow());
      assertEquals(expected, batched, n.name() + " at batch width " + w);
    }
  }

  @Test
  void equalsThePerGroupSearchOnRandomFabricsAtEveryWidth() {
    for (long seed = 0; seed < 200; seed++) {
      assertSameAsPerGroup(RandomFabrics.generate(seed), 1, 2, 5, 64);
    }
  }

  @Test
  void equalsThePerGroupSearchOnFabricsOfSeveralBatches() {
    // a dead host per ToR floods at every ToR; link failures make up-down bounce; clos3 has three tiers
    assertSameAsPerGroup(TemplateFabrics.of("fat-tree", Routing.Mode.UP_DOWN, 1, 0, "k", 8), 7, 64);
    assertSameAsPerGroup(TemplateFabrics.of("fat-tree", Routing.Mode.UP_DOWN, 1, 5, "k", 8), 64);
    assertSameAsPerGroup(TemplateFabrics.of("fat-tree", Routing.Mode.SHORTEST_PATH, 1, 3, "k", 8), 64);
    assertSameAsPerGroup(TemplateFabrics.of("clos3", Routing.Mode.UP_DOWN, 1, 2, "pods", 4, "tors-per-pod", 6,
        "leaves-per-pod", 2, "spines", 4, "hosts-per-tor", 3), 64);
    assertSameAsPerGroup(TemplateFabrics.of("jellyfish", Routing.Mode.SHORTEST_PATH, 1, 0, "switches", 40,
        "degree", 4, "hosts-per-switch", 2, "seed", 3), 64);
    assertSameAsPerGroup(TemplateFabrics.of("torus", Routing.Mode.SHORTEST_PATH, 0, 0, "rows", 9, "cols", 9,
        "hosts-per-switch", 1), 64);
  }

  @Test
  void rewritesAndDropLosslessSwitchTheSharingOffWhereTheyMustApply() {
    // a rewrite on arrival from above splits a switch's ports into classes; drop-lossless stops floods
    NetworkBuilder b = TemplateFabrics.builder("fat-tree", Routing.Mode.UP_DOWN, 1, 4, "k", 6);
    b.rewrite(new RewriteRule(3, 4, Selector.ANY, Selector.ABOVE, Selector.ABOVE, Origin.NONE));
    b.rewrite(new RewriteRule(4, 2, new Selector.Tier("tor"), Selector.HOSTS, Selector.ANY, Origin.NONE));
    assertSameAsPerGroup(b.build(), 1, 64);
    NetworkBuilder d = TemplateFabrics.builder("fat-tree", Routing.Mode.UP_DOWN, 1, 0, "k", 6);
    for (Switch s : d.build().switches()) {
      if (s.name().startsWith("tor0") || s.name().startsWith("tor1")) {
        d.updateSwitch(s.name(), x -> new Switch(x.name(), x.tier(), MacMissPolicy.DROP_LOSSLESS, x.floodDomain(),
            x.subnets(), x.origin()));
      }
    }
    assertSameAsPerGroup(d.build(), 3, 64);
    assertSameAsPerGroup(Fabrics.dualTor().build(), 1, 64);
  }

  @Test
  void portClassesShareHostPortsAndSplitByRewriteMatches() {
    Network plain = TemplateFabrics.of("fat-tree", Routing.Mode.UP_DOWN, 0, 0, "k", 4);
    FabricIndex index = new FabricIndex(plain, plain.scenario());
    PortClasses classes = new PortClasses(context(plain));
    int tor = index.switchId("tor0_0");
    int first = index.port("tor0_0", "h0_0_0");
    assertEquals(classes.classOf[first], classes.classOf[index.port("tor0_0", "h0_0_1")], "host ports share a class");
    assertNotEquals(classes.classOf[first], classes.classOf[index.port("tor0_0", "agg0_0")], "uplinks arrive from above");
    assertEquals(classes.classOf[index.port("tor0_0", "agg0_0")], classes.classOf[index.port("tor0_0", "agg0_1")]);
    assertEquals(tor, classes.switchOf[classes.classOf[first]]);
    Network rewritten = TemplateFabrics.builder("fat-tree", Routing.Mode.UP_DOWN, 0, 0, "k", 4)
        .rewrite(new RewriteRule(3, 4, Selector.ANY, new Selector.Names(List.of("h0_0_0")), Selector.ANY, Origin.NONE))
        .build();
    PortClasses split = new PortClasses(context(rewritten));
    assertNotEquals(split.classOf[first], split.classOf[index.port("tor0_0", "h0_0_1")],
        "a rewrite naming one host's port puts it in a class of its own");
  }

  @Test
  void routingMasksEqualDerivedRoutingForEveryDestination() {
    List<Network> networks = new ArrayList<>();
    for (long seed = 0; seed < 60; seed++) {
      networks.add(RandomFabrics.generate(seed));
    }
    networks.add(TemplateFabrics.of("fat-tree", Routing.Mode.UP_DOWN, 0, 6, "k", 8));
    networks.add(TemplateFabrics.of("clos3", Routing.Mode.UP_DOWN, 0, 3, "pods", 3, "tors-per-pod", 4,
        "leaves-per-pod", 3, "spines", 6, "hosts-per-tor", 1));
    networks.add(TemplateFabrics.of("jellyfish", Routing.Mode.SHORTEST_PATH, 0, 0, "switches", 90, "degree", 3,
        "hosts-per-switch", 1, "seed", 5));
    for (Network n : networks) {
      FabricIndex index = new FabricIndex(n, n.scenario());
      BatchRouting batch = new BatchRouting(index);
      int switches = index.switchCount();
      for (int from = 0; from < switches; from += 37) {
        // destinations from, from+1, …, repeated once: two bits may share a destination
        int width = Math.min(64, 2 * switches);
        int[] dest = new int[width];
        for (int b = 0; b < width; b++) {
          dest[b] = (from + b % Math.max(1, width / 2)) % switches;
        }
        batch.compute(dest);
        for (int b = 0; b < width; b++) {
          DerivedRouting r = DerivedRouting.towards(index, dest[b]);
          for (int s = 0; s < switches; s++) {
            for (boolean down : new boolean[] {false, true}) {
              long[] nh = down ? batch.nhDown : batch.nhUp;
              List<Integer> masked = new ArrayList<>();
              for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
                if ((nh[port] >>> b & 1) != 0) {
                  masked.add(port);
                }
              }
              assertEquals(java.util.Arrays.stream(r.nextHops(s, down)).boxed().toList(), masked,
                  n.name() + ": next hops of " + index.switchName(s) + (down ? " (down)" : " (up)") + " towards "
                      + index.switchName(dest[b]));
            }
          }
        }
      }
    }
  }

  @Test
  void everyExampleIsAPacketTheReferenceSendsThatWay() {
    for (long seed = 0; seed < 120; seed++) {
      Network n = RandomFabrics.generate(seed);
      BufferDependencyGraph g = BdgBuilder.build(context(n), Deadline.none(), 2).orElseThrow();
      ReferenceForwarding ref = new ReferenceForwarding(n);
      for (int q = 0; q < g.queueCount(); q++) {
        for (int t : g.successors(q)) {
          Dependency d = g.dependency(q, t);
          long s = seed;
          assertNull(problem(ref, d), () -> "seed " + s + ": " + d);
        }
      }
    }
  }

  private static String problem(ReferenceForwarding ref, Dependency dep) {
    String src = dep.packet().src();
    String dst = dep.packet().dst();
    int value = ref.dscpMode() ? dep.packet().dscp() : dep.packet().priority();
    if (!ref.considers(src, dst, value)) {
      return "not considered";
    }
    for (ReferenceForwarding.State s : ref.reachable(src, value, dst)) {
      if (dep.from().equals(ref.queue(s, dst))) {
        for (ReferenceForwarding.Move m : ref.step(s, dst)) {
          if (m.cause() == dep.cause() && dep.to().equals(ref.arrival(s, m, dst))) {
            return null;
          }
        }
      }
    }
    return "no step sends the example packet along the dependency";
  }

  @Test
  void sameInputGivesTheSameGraphAndExamples() {
    Network n = TemplateFabrics.of("fat-tree", Routing.Mode.UP_DOWN, 1, 2, "k", 8);
    BufferDependencyGraph a = BdgBuilder.build(n, n.scenario());
    BufferDependencyGraph b = BdgBuilder.build(n, n.scenario());
    assertArrayEquals(a.digraph().offsets(), b.digraph().offsets());
    assertArrayEquals(a.digraph().targets(), b.digraph().targets());
    Set<Dependency> seen = new HashSet<>();
    for (int q = 0; q < a.queueCount(); q += 7) {
      for (int t : a.successors(q)) {
        assertEquals(a.dependency(q, t), b.dependency(q, t));
        seen.add(a.dependency(q, t));
      }
    }
    assertTrue(seen.size() > 100, "sampled " + seen.size() + " dependencies");
  }

  @Test
  void twoThreadsGiveTheGraphAndExamplesOfOne() {
    Network n = TemplateFabrics.of("fat-tree", Routing.Mode.UP_DOWN, 1, 3, "k", 8);
    ForwardingContext c = context(n);
    BufferDependencyGraph one = BdgBuilder.build(c, Deadline.none(), 4, 1).orElseThrow();
    BufferDependencyGraph two = BdgBuilder.build(c, Deadline.none(), 4, 2).orElseThrow();
    assertArrayEquals(one.digraph().offsets(), two.digraph().offsets());
    assertArrayEquals(one.digraph().targets(), two.digraph().targets());
    for (int q = 0; q < one.queueCount(); q++) {
      for (int t : one.successors(q)) {
        assertEquals(one.dependency(q, t), two.dependency(q, t));
      }
    }
  }

  /** Issue 10: 10,000 parallel links were estimated at 200 million dependencies (6 GiB) for 40,000. */
  @Test
  void theDependencyBoundOfParallelLinksIsLinearAndStillABound() {
    for (Routing.Mode mode : Routing.Mode.values()) {
      org.pfcheck.model.NetworkBuilder b = new org.pfcheck.model.NetworkBuilder("par").lossless(3, 4).routing(mode)
          .addSwitch("A", "tor").addSwitch("B", "leaf").host("ha", "A", null).host("hb", "B", null);
      for (int k = 0; k < 300; k++) {
        b.link("A", "B");
      }
      ForwardingContext c = context(b.build());
      long real = BdgBuilder.build(c, Deadline.none()).orElseThrow().dependencyCount();
      long bound = MemoryEstimate.dependencyBound(c);
      assertTrue(bound >= real && bound <= 4 * real, mode + ": bound " + bound + ", real " + real);
    }
    for (Network n : List.of(TemplateFabrics.of("leaf-spine", Routing.Mode.UP_DOWN, 1, 0, "leaves", 4, "spines", 2,
        "hosts-per-leaf", 2, "uplinks", 3), TemplateFabrics.of("leaf-spine", Routing.Mode.SHORTEST_PATH, 0, 1,
        "leaves", 3, "spines", 2, "hosts-per-leaf", 2, "uplinks", 4), TemplateFabrics.of("torus", Routing.Mode
        .SHORTEST_PATH, 1, 0, "rows", 3, "cols", 4))) {
      ForwardingContext c = context(n);
      assertTrue(MemoryEstimate.dependencyBound(c) >= BdgBuilder.build(c, Deadline.none()).orElseThrow()
          .dependencyCount(), n.name());
    }
  }

  @Test
  void aHeapTooSmallIsRefusedBeforeBuildingAndTwoThreadsOnlyWhenBothFit() {
    ForwardingContext c = context(TemplateFabrics.of("fat-tree", Routing.Mode.UP_DOWN, 1, 0, "k", 16));
    long one = MemoryEstimate.bytes(c, 1);
    long two = MemoryEstimate.bytes(c, 2);
    assertTrue(one < two && MemoryEstimate.dependencyBound(c) >= 108_544, one + " " + two);
    InsufficientHeapException e = org.junit.jupiter.api.Assertions.assertThrows(InsufficientHeapException.class,
        () -> BdgBuilder.threads(c, one - 1));
    assertEquals(one, e.neededBytes());
    assertTrue(e.getMessage().startsWith("the buffer-dependency graph of 10240 queues and up to "), e.getMessage());
    assertEquals(1, BdgBuilder.threads(c, two - 1));
    assertTrue(BdgBuilder.threads(c, two) <= 2);
  }

  @Test
  void aFatTreeOfRadixSixteenHasItsKnownSize() {  // timed by bench/run.sh (ft-16), not here
    Network n = TemplateFabrics.of("fat-tree", Routing.Mode.UP_DOWN, 1, 0, "k", 16);
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    assertEquals(10_240, g.queueCount());
    assertEquals(120_832, g.dependencyCount());  // flood copies bridged: they flood again at every switch
  }
}
