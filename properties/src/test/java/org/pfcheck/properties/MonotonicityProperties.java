package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.check.ReferenceForwarding.Edge;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
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
    return edgesOf(f.network());
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

  /**
   * Making a lossless priority lossy never creates a cycle, drop-lossless switches and rewrites included,
   * except where both meet: a drop-lossless switch floods the packet it would have dropped once it is
   * lossy, and a rewrite may turn the copies into another lossless priority (rewrites apply at egress).
   */
  @Property
  void makingAPriorityLossyNeverCreatesACycle(@ForAll("fabricsWithFixes") Fabric f) {
    boolean before = Analysis.cyclic(edges(f));
    for (int p : f.classes().lossless()) {
      if (floodedCopiesMayTurnLossless(f, p)) {
        continue;
      }
      Fabric lossy = f.with(f.classes().withLossy(p));
      assertTrue(before || !Analysis.cyclic(edges(lossy)), () -> "priority " + p + " made lossy: a cycle appeared in"
          + lossy + "\nwhich was acyclic as" + f);
    }
  }

  /**
   * Whether a drop-lossless switch exists and a chain of rewrites may lead from {@code p} to another lossless
   * priority (in DSCP mode: any DSCP rewrite, as a priority stands for many DSCP values there).
   */
  private static boolean floodedCopiesMayTurnLossless(Fabric f, int p) {
    Network n = f.network();
    if (n.switches().stream().noneMatch(s -> s.onMacMiss() == MacMissPolicy.DROP_LOSSLESS) || n.rewrites().isEmpty()) {
      return false;
    }
    if (n.dscpMode()) {
      return true;
    }
    boolean[] reach = n.rewriteClosure(List.of(p), 8, false);
    return f.classes().lossless().stream().anyMatch(q -> q != p && reach[q]);
  }

  /** A fabric where a lossy packet flooded at a drop-lossless switch is rewritten into a lossless class. */
  @Example
  void aRewriteAfterAFloodMakesTheExceptionReal() {
    assertTrue(!Analysis.cyclic(edgesOf(exception("3, 4"))), "both lossless: the packet is dropped at leaf0");
    assertTrue(Analysis.cyclic(edgesOf(exception("3"))), "4 lossy: flooded at leaf0, its copies rewritten to 3");
  }

  private static Network exception(String lossless) {
    String text = String.join("\n", "network exception", "routing up-down", "lossless " + lossless,
        "switch leaf0 tier leaf subnet 10.0.0.1/32 on-mac-miss drop-lossless",
        "switch leaf1 tier leaf subnet 10.0.1.1/32 on-mac-miss drop-lossless",
        "switch spine0 tier spine on-mac-miss drop-lossless",
        "host h0_0 at leaf0 port h0_0 ip 10.0.0.1", "host h1_0 at leaf1 port h1_0 ip 10.0.1.1",
        "link leaf0:spine0 -- spine0:leaf0", "link leaf0:spine0#2 -- spine0:leaf0#2",
        "link leaf1:spine0 -- spine0:leaf1", "link leaf1:spine0#2 -- spine0:leaf1#2",
        "rewrite 4 -> 3 from above", "mac-missing h0_0 at leaf0", "");
    return PfcReader.read("exception.pfc", text).network().orElseThrow();
  }

  private static Set<Edge> edgesOf(Network n) {
    return Analysis.causes(Analysis.graph(n)).keySet();
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
