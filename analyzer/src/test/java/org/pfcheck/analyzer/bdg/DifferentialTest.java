package org.pfcheck.analyzer.bdg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.fixtures.RandomFabrics;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/** The fast builder against the reference semantics on generated networks. */
class DifferentialTest {
  static final int NETWORKS = 400;

  static Set<ReferenceForwarding.Edge> fastEdges(BufferDependencyGraph g) {
    Set<ReferenceForwarding.Edge> out = new HashSet<>();
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        out.add(new ReferenceForwarding.Edge(g.queueRef(q), g.queueRef(t)));
      }
    }
    return out;
  }

  static String diff(Set<ReferenceForwarding.Edge> fast, Set<ReferenceForwarding.Edge> ref) {
    Set<String> onlyFast = new TreeSet<>();
    fast.stream().filter(e -> !ref.contains(e)).forEach(e -> onlyFast.add(e.toString()));
    Set<String> onlyRef = new TreeSet<>();
    ref.stream().filter(e -> !fast.contains(e)).forEach(e -> onlyRef.add(e.toString()));
    return "only in the fast builder: " + onlyFast + "\nonly in the reference: " + onlyRef;
  }

  /**
   * {@code n} (generated from {@code seed}) is valid, its fast graph is the reference's, and no packet left
   * out of the considered traffic adds a dependency; returns the fast graph's edges.
   */
  private static Set<ReferenceForwarding.Edge> assertAgrees(long seed, Network n) {
    List<Diagnostic> errors = NetworkValidator.validate(n).stream().filter(Diagnostic::isError).toList();
    assertTrue(errors.isEmpty(), () -> "seed " + seed + " generated an invalid network: " + errors);
    BufferDependencyGraph built = BdgBuilder.build(n, n.scenario());
    Set<ReferenceForwarding.Edge> fast = fastEdges(built);
    long bound = MemoryEstimate.dependencyBound(ForwardingContext.of(new FabricIndex(n, n.scenario())));
    assertTrue(bound >= built.dependencyCount(), () -> "seed " + seed + ": the heap estimate's bound " + bound
        + " is below the " + built.dependencyCount() + " dependencies");
    // the reference considers every packet a host can send, so none the fast path leaves out is missed
    Set<ReferenceForwarding.Edge> ref = new ReferenceForwarding(n).dependencies();
    assertEquals(ref, fast, () -> "seed " + seed + ": " + n + "\n" + diff(fast, ref));
    return fast;
  }

  @Test
  void fastBuilderEqualsReferenceOnGeneratedNetworks() {
    int cyclic = 0;
    int withEdges = 0;
    int rewrittenIntoLossless = 0;
    int overridden = 0;
    for (long seed = 0; seed < NETWORKS; seed++) {
      Network n = RandomFabrics.generate(seed);
      Set<ReferenceForwarding.Edge> fast = assertAgrees(seed, n);
      rewrittenIntoLossless += n.sourcePriorities().stream().anyMatch(p -> !n.qos().lossless().contains(p)) ? 1 : 0;
      overridden += ForwardingContext.of(new FabricIndex(n, n.scenario())).groups().stream()
          .anyMatch(g -> g.routeOverrides().length > 0) ? 1 : 0;
      AnalysisResult r = new GraphEngine().analyze(n, AnalysisOptions.DEFAULT);
      cyclic += r.verdict() instanceof Verdict.Possible ? 1 : 0;
      withEdges += fast.isEmpty() ? 0 : 1;
    }
    assertTrue(cyclic > NETWORKS / 10 && cyclic < NETWORKS * 9 / 10, "generator lacks variety: " + cyclic + " cyclic");
    assertTrue(withEdges > NETWORKS / 2, "generator lacks variety: " + withEdges + " with dependencies");
    assertTrue(rewrittenIntoLossless > NETWORKS / 10, "generator lacks variety: " + rewrittenIntoLossless
        + " with a lossy source priority rewritten into lossless");
    assertTrue(overridden > NETWORKS / 10, "generator lacks variety: " + overridden
        + " with an explicit route overriding delivery");
  }

  /**
   * The same with real-switch semantics: per-port classification (DSCP mode), tunnel-end classes,
   * rewrites scoped to bounces, floods or one port, PFC on one end of a link, several VLANs per switch,
   * routed ports, port-channels and MAC entries missing away from the destination's switch.
   */
  @Test
  void fastBuilderEqualsReferenceWithRealSwitchSemantics() {
    int dscpMode = 0;
    int layerTwo = 0;
    int scoped = 0;
    int cyclic = 0;
    for (long seed = 0; seed < NETWORKS; seed++) {
      Network n = RandomFabrics.generateReal(seed);
      assertAgrees(seed, n);
      dscpMode += n.dscpMode() ? 1 : 0;
      layerTwo += n.vlans().size() > 1 || !n.routed().isEmpty() || !n.lags().isEmpty() ? 1 : 0;
      scoped += n.rewrites().stream().anyMatch(r -> r.on() != org.pfcheck.model.forwarding.RewriteRule.On.ANY) ? 1 : 0;
      cyclic += new GraphEngine().analyze(n, AnalysisOptions.DEFAULT).verdict() instanceof Verdict.Possible ? 1 : 0;
    }
    assertTrue(dscpMode > NETWORKS / 3, "generator lacks variety: " + dscpMode + " in DSCP mode");
    assertTrue(scoped > NETWORKS / 10, "generator lacks variety: " + scoped + " with scoped rewrites");
    assertTrue(layerTwo > NETWORKS / 3, "generator lacks variety: " + layerTwo + " with VLANs, routed ports or LAGs");
    assertTrue(cyclic > NETWORKS / 10 && cyclic < NETWORKS * 9 / 10, "generator lacks variety: " + cyclic + " cyclic");
  }
}
