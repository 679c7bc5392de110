package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.check.ReferenceForwarding.Edge;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;
import org.pfcheck.properties.gen.Forwarding;

/**
 * Property 7: more lossless traffic never removes a dependency, fewer dependencies never make a cycle.
 * Each comparison is of whole dependency sets, which implies the claim about cycles.
 */
class MonotonicityProperties {
  @Provide
  Arbitrary<Fabric> fabrics() {
    return Fabrics.mixed();
  }

  @Provide
  Arbitrary<Fabric> fabricsWithFixes() {
    return Arbitraries.oneOf(Fabrics.mixed(), Fabrics.mixed().map(f -> f.withFix(true)));
  }

  @Provide
  Arbitrary<Forwarding.RouteSpec> routes() {
    return Forwarding.anyRoute();
  }

  @Provide
  Arbitrary<Forwarding.FlowSpec> flows() {
    return Forwarding.anyFlow();
  }

  private static Set<Edge> edges(Fabric f) {
    return Analysis.causes(Analysis.graph(f.network())).keySet();
  }

  private static void assertSubset(Set<Edge> smaller, Set<Edge> larger, String what, Fabric before, Fabric after) {
    Set<Edge> extra = new HashSet<>(smaller);
    extra.removeAll(larger);
    assertTrue(extra.isEmpty(), () -> what + ": dependencies " + extra + "\nbefore:" + before + "\nafter:" + after);
    assertTrue(!Analysis.cyclic(smaller) || Analysis.cyclic(larger), () -> what + ": a cycle appeared");
  }

  /** Adding a declared lossless flow (to at least one declared already) never removes a dependency. */
  @Property
  void addingAFlowNeverRemovesACycle(@ForAll("fabrics") Fabric f, @ForAll("flows") Forwarding.FlowSpec first,
      @ForAll("flows") Forwarding.FlowSpec added) {
    Forwarding fw = f.forwarding();
    List<Forwarding.FlowSpec> some = new ArrayList<>(fw.flows());
    some.add(first);
    Fabric before = f.with(new Forwarding(fw.down(), fw.routes(), some));
    List<Forwarding.FlowSpec> more = new ArrayList<>(some);
    more.add(added);
    Fabric after = f.with(new Forwarding(fw.down(), fw.routes(), more));
    assertSubset(edges(before), edges(after), "adding a flow removed", after, before);
  }

  /** Adding a next hop to an explicit route (a wider ECMP group, or a null route made real) removes none. */
  @Property
  void wideningARouteNeverRemovesACycle(@ForAll("fabrics") Fabric f, @ForAll("routes") Forwarding.RouteSpec r,
      @ForAll @IntRange(max = 3) int bit) {
    Forwarding fw = f.forwarding();
    List<Forwarding.RouteSpec> routes = new ArrayList<>(fw.routes());
    routes.add(0, r);
    Fabric before = f.with(new Forwarding(fw.down(), routes, fw.flows()));
    routes.set(0, new Forwarding.RouteSpec(r.sw(), r.host(), r.wide(), r.via() | 1 << bit, r.hostRoute()));
    Fabric after = f.with(new Forwarding(fw.down(), routes, fw.flows()));
    assertSubset(edges(before), edges(after), "adding a next hop removed", after, before);
  }

  /** Dropping lossless packets on a MAC miss at every switch never adds a dependency. */
  @Property
  void theFixNeverAddsADependency(@ForAll("fabrics") Fabric f) {
    Fabric fixed = f.withFix(true);
    assertSubset(edges(fixed), edges(f), "the fix added", f, fixed);
  }

  /** Making a lossless priority lossy never creates a cycle (drop-lossless switches and rewrites included). */
  @Property
  void makingAPriorityLossyNeverCreatesACycle(@ForAll("fabricsWithFixes") Fabric f) {
    boolean before = Analysis.cyclic(edges(f));
    for (int p : f.classes().lossless()) {
      Fabric lossy = f.with(f.classes().withLossy(p));
      assertTrue(before || !Analysis.cyclic(edges(lossy)), () -> "priority " + p + " made lossy: a cycle appeared in"
          + lossy + "\nwhich was acyclic as" + f);
    }
  }

  /**
   * Where no switch drops lossless packets, making a priority lossy even keeps every other dependency
   * and adds none (with drop-lossless switches it may add some: see docs/testing.md).
   */
  @Property
  void makingAPriorityLossyOnlyRemovesDependencies(@ForAll("fabrics") Fabric f) {
    Assume.that(f.network().switches().stream().allMatch(s -> s.onMacMiss() == MacMissPolicy.FLOOD));
    Set<Edge> before = edges(f);
    for (int p : f.classes().lossless()) {
      Fabric lossy = f.with(f.classes().withLossy(p));
      assertSubset(edges(lossy), Analysis.avoiding(before, p), "priority " + p + " made lossy added", f, lossy);
    }
  }

  /** Removing any one dependency from a graph never puts a queue on a cycle (by the analyzer's SCC search). */
  @Property
  void removingADependencyNeverCreatesACycle(@ForAll("fabrics") Fabric f, @ForAll @IntRange(max = 1000) int pick) {
    BufferDependencyGraph g = Analysis.graph(f.network());
    CsrDigraph d = g.digraph();
    Assume.that(d.edgeCount() > 0);
    int drop = pick % d.edgeCount();
    int[] from = new int[d.edgeCount() - 1];
    int[] to = new int[d.edgeCount() - 1];
    int k = 0;
    int e = 0;
    for (int q = 0; q < d.nodeCount(); q++) {
      for (int t : g.successors(q)) {
        if (e++ != drop) {
          from[k] = q;
          to[k++] = t;
        }
      }
    }
    CsrDigraph less = CsrDigraph.of(d.nodeCount(), from, to);
    boolean[] before = onCycles(d);
    boolean[] after = onCycles(less);
    for (int q = 0; q < d.nodeCount(); q++) {
      int queue = q;
      assertTrue(before[q] || !after[q], () -> g.queueRef(queue) + " is on a cycle only after removing a dependency, in"
          + f);
    }
  }

  /** Which nodes of {@code d} lie on a cycle, by the analyzer's strongly connected components. */
  private static boolean[] onCycles(CsrDigraph d) {
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(d);
    boolean[] cyclic = sccs.cyclicComponents(d);
    boolean[] out = new boolean[d.nodeCount()];
    for (int q = 0; q < out.length; q++) {
      out[q] = cyclic[sccs.component()[q]];
    }
    return out;
  }
}
