package org.pfcheck.analyzer.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.coverage.CoverageAnalysis;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.fixtures.Edges;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.analyzer.sweep.SweepEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.Routing;
import org.pfcheck.model.ScenarioSpace;
import org.pfcheck.model.Vlan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * Hosts whose netmask the model does not know (no declared subnet holds them; docs/semantics.md, "Which
 * frames are routed"; issue 20's last residual): their packets start routed and also bridged to the
 * hosts of their declared layer-2 segment, in every engine and in the reference; where no VLAN says that
 * layer 2 spans switches they are assumed routed, and the coverage says so.
 */
class NoSubnetBridgingTest {
  /** T1..T3 under L1, L2; no subnet, no address; VLAN 1000 on every host port and every ToR-leaf link end. */
  private static NetworkBuilder sharedVlan(boolean tree) {
    NetworkBuilder b = fabric(tree);
    if (tree) {
      return b;
    }
    b.down(Fabrics.linkBetween(b, "T1", "L1"));
    return b.down(Fabrics.linkBetween(b, "T1", "L2"));
  }

  /** As {@link #sharedVlan}, every link up. */
  private static NetworkBuilder fabric(boolean tree) {
    NetworkBuilder b = new NetworkBuilder("no-subnet").lossless(3).dscp(26, 3).routing(Routing.Mode.UP_DOWN)
        .timers(4 * 3600, 5 * 60);
    List<String> tors = List.of("T1", "T2", "T3");
    tors.forEach(t -> b.addSwitch(t, "tor"));
    b.addSwitch("L1", "leaf").addSwitch("L2", "leaf");
    for (String t : tors) {
      b.link(t, "L1");
      b.link(t, "L2");
    }
    int n = 1;
    for (String t : tors) {
      String a = "S" + n++;
      String c = "S" + n++;
      b.host(a, t, null).host(c, t, null);
      b.addVlan(new Vlan(1000, t, tree ? List.of(a, c, "L1") : List.of(a, c, "L1", "L2"), Origin.NONE));
      if (tree) {
        b.routed(t, "L2");
      }
    }
    b.addVlan(new Vlan(1000, "L1", tors, Origin.NONE));
    return tree ? b.routed("L2", "T1", "T2", "T3") : b.addVlan(new Vlan(1000, "L2", tors, Origin.NONE));
  }

  private static List<Boolean> bridged(ReferenceForwarding ref, String src, String dst) {
    return ref.starts(src, 3, dst).stream().map(ReferenceForwarding.State::bridged).toList();
  }

  @Test
  void aDeadServersPeersWithoutSubnetsFloodItsFramesRoundTheVlan() {
    Network n = sharedVlan(false).dead("S1").build();
    Verdict.Possible graph = assertInstanceOf(Verdict.Possible.class,
        new GraphEngine().analyze(n, AnalysisOptions.DEFAULT).verdict());
    assertInstanceOf(Verdict.Possible.class, new EnumerationEngine().analyze(n, AnalysisOptions.DEFAULT).verdict());
    assertTrue(graph.counterexamples().stream().allMatch(cx -> cx.cycle().stream().anyMatch(d -> d.cause() == Cause.FLOOD)),
        "every cycle is a flood round the VLAN");
    // the reference derives the same dependencies, the flood round T2, L2, T3, L1 among them
    Set<String> edges = Edges.of(n);
    assertTrue(edges.containsAll(Set.of("T2[L1]/p3 -> L2[T2]/p3", "L2[T2]/p3 -> T3[L2]/p3",
        "T3[L2]/p3 -> L1[T3]/p3", "L1[T3]/p3 -> T2[L1]/p3")), edges::toString);
    // every host shares the segment: nothing was assumed
    CoverageAnalysis.Result c = CoverageAnalysis.of(n, Deadline.none()).orElseThrow();
    assertEquals(0, c.coverage().assumedRouted());
    assertTrue(c.warnings().stream().noneMatch(d -> d.code() == Code.PFC232), c.warnings()::toString);
  }

  @Test
  void aScenarioSpaceFindsTheFloodInTheSweepAsInEnumeration() {
    Network n = fabric(false).space(new ScenarioSpace(0, List.of(), 1, List.of("S1", "S2"),
        Origin.NONE)).build();
    assertInstanceOf(Verdict.Possible.class, new EnumerationEngine().analyze(n, AnalysisOptions.DEFAULT).verdict());
    assertInstanceOf(Verdict.Possible.class, new SweepEngine().analyze(n, AnalysisOptions.DEFAULT).verdict());
  }

  @Test
  void aVlanThatIsATreeStaysFree() {
    Network n = sharedVlan(true).dead("S1").build();
    assertInstanceOf(Verdict.Free.class, new GraphEngine().analyze(n, AnalysisOptions.DEFAULT).verdict());
    assertInstanceOf(Verdict.Free.class, new EnumerationEngine().analyze(n, AnalysisOptions.DEFAULT).verdict());
    Edges.of(n);
    ReferenceForwarding ref = new ReferenceForwarding(n);
    assertEquals(List.of(false, true), bridged(ref, "S3", "S1"), "routed, and bridged: S3's netmask is not known");
  }

  @Test
  void onlyADeclaredChainOfVlansJoinsHostsOfSeveralSwitches() {
    // S1's port is in VLAN 1000 at T1, but the uplinks are not: nothing says layer 2 leaves T1
    NetworkBuilder b = Fabrics.clos(2, 1, 2, Routing.Mode.UP_DOWN);
    Network plain = b.build();
    String h = plain.hosts().get(0).name();
    String peer = plain.hosts().get(1).name();
    String far = plain.hosts().get(plain.hosts().size() - 1).name();
    String tor = plain.hosts().get(0).active().switchName();
    Network confined = withoutSubnets(b).addVlan(new Vlan(1000, tor, List.of(h, peer), Origin.NONE)).build();
    ReferenceForwarding ref = new ReferenceForwarding(confined);
    assertEquals(List.of(false, true), bridged(ref, h, peer), "its own switch's VLAN: both");
    assertEquals(List.of(false), bridged(ref, h, far), "another switch, no declared VLAN on the way: routed");
    Edges.of(confined);
  }

  @Test
  void aPlainFabricWithoutSubnetsIsAssumedRoutedAndSaysSo() {
    Network plain = withoutSubnets(Fabrics.clos(2, 1, 2, Routing.Mode.UP_DOWN)).build();
    CoverageAnalysis.Result c = CoverageAnalysis.of(plain, Deadline.none()).orElseThrow();
    assertEquals(4, c.coverage().assumedRouted(), "every live host sends to the other ToR's");
    List<Diagnostic> pfc232 = c.warnings().stream().filter(d -> d.code() == Code.PFC232).toList();
    assertEquals(1, pfc232.size(), c.warnings()::toString);
    assertTrue(pfc232.get(0).message().startsWith("4 hosts ("), pfc232.get(0).message());
    assertTrue(pfc232.get(0).hint().contains("subnet"), pfc232.get(0).hint());
    assertInstanceOf(Verdict.Free.class, new GraphEngine().analyze(plain, AnalysisOptions.DEFAULT).verdict());
    // behind routed uplinks a frame bridged from a server cannot leave its ToR: nothing is assumed
    NetworkBuilder routed = withoutSubnets(Fabrics.clos(2, 1, 2, Routing.Mode.UP_DOWN));
    for (String t : List.of("T0", "T1")) {
      routed.routed(t, "L0").routed("L0", t);
    }
    assertEquals(0, CoverageAnalysis.of(routed.build(), Deadline.none()).orElseThrow().coverage().assumedRouted());
  }

  /** {@code b}'s switches without their subnets, and its hosts without addresses. */
  private static NetworkBuilder withoutSubnets(NetworkBuilder b) {
    Network n = b.build();
    NetworkBuilder out = new NetworkBuilder(n.name()).lossless(3, 4).routing(n.routing().mode());
    n.switches().forEach(s -> out.addSwitch(s.name(), s.tier().orElseThrow()));
    n.links().forEach(out::addLink);
    n.hosts().forEach(h -> out.host(h.name(), h.active().switchName(), null));
    return out;
  }
}
