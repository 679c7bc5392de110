package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.Routing;

/**
 * The fixtures' known answers (src/test/resources/ib/README.md): ibdmchk's verdicts on the subnet dump
 * with its tables, and the credit loops of min-hop and up-down routing on the topology files.
 */
class KnownAnswersTest {
  private static Verdict verdict(Network n) {
    AnalysisResult r = new GraphEngine().analyze(n, AnalysisOptions.DEFAULT);
    return r.verdict();
  }

  @Test
  void theSubnetDumpHasNoCreditLoopOnItsCaToCaPaths() {
    ImportResult r = Fixtures.subnet(false);
    Network n = Fixtures.network(r);
    assertEquals(List.of(62, 3, 169), List.of(n.switches().size(), n.hosts().size(), n.links().size()));
    assertEquals(62 * 3, n.routes().size(), "one route per switch and CA LID");
    assertInstanceOf(Verdict.Free.class, verdict(n));
    assertEquals(List.of("62 switches, 3 channel-adapter and router ports, 169 links between switches, 62 routing "
        + "tables: 186 routes"), r.summary());
  }

  @Test
  void withEveryLidASourceAndDestinationTheSubnetDumpHasACreditLoop() {
    Network n = Fixtures.network(Fixtures.subnet(true));
    assertEquals(List.of(62, 65), List.of(n.switches().size(), n.hosts().size()), "a host per switch LID too");
    assertEquals(62 * 65, n.routes().size());
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, verdict(n));
    assertTrue(p.counterexamples().get(0).cycle().size() >= 2, p::toString);
  }

  /** The verdicts of {@code file} under min-hop and under up-down routing, after checking its counts. */
  private static List<Verdict> derived(String file, int switches, int hosts) {
    IbImport.Source topo = Fixtures.source(file);
    Network minHop = Fixtures.network(IbImport.topology(topo, IbOptions.DEFAULT));
    assertEquals(List.of(switches, hosts), List.of(minHop.switches().size(), minHop.hosts().size()));
    Network upDown = Fixtures.network(IbImport.topology(topo, IbOptions.DEFAULT.withRouting(Routing.Mode.UP_DOWN)));
    assertTrue(upDown.switches().stream().allMatch(s -> s.tier().isPresent()));
    return List.of(verdict(minHop), verdict(upDown));
  }

  @Test
  void minHopRoutingHasACreditLoopOnTheCreditLoopsDemoAndUpDownHasNone() {
    List<Verdict> v = derived("credit-loops.topo", 20, 16);
    assertInstanceOf(Verdict.Possible.class, v.get(0));
    assertInstanceOf(Verdict.Free.class, v.get(1));
  }

  @Test
  void theFourAryThreeTreeIsLoopFreeUnderMinHopAndUpDown() {
    List<Verdict> v = derived("4-ary-3-tree.topo", 48, 64);
    assertInstanceOf(Verdict.Free.class, v.get(0));
    assertInstanceOf(Verdict.Free.class, v.get(1));
  }
}
