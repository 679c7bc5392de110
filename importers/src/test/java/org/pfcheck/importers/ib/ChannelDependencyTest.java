package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.Routing;

/**
 * The buffer-dependency graph of the imported subnet dump equals the channel-dependency graph that
 * {@link SimpleChannelDependencies} computes from the same files on its own, dependency for dependency,
 * with CA ports only and with every LID; likewise a topology file's with derived routing and {@link
 * SimpleTopologyDependencies}; and their cycles are the known answers.
 */
class ChannelDependencyTest {
  private static final SimpleChannelDependencies SIMPLE =
      new SimpleChannelDependencies(Fixtures.text("subnet.lst"), Fixtures.text("osm.fdbs"));

  static Set<String> imported(boolean allLids) {
    return imported(Fixtures.subnet(allLids));
  }

  @ParameterizedTest(name = "all LIDs: {0}")
  @ValueSource(booleans = {false, true})
  void theImportedGraphIsTheChannelDependencyGraphOfTheTables(boolean allLids) {
    Set<String> simple = SIMPLE.dependencies(allLids);
    Set<String> imported = imported(allLids);
    Set<String> onlySimple = new TreeSet<>(simple);
    onlySimple.removeAll(imported);
    Set<String> onlyImported = new TreeSet<>(imported);
    onlyImported.removeAll(simple);
    assertEquals(simple, imported, "only in the simple computation: " + onlySimple + "\nonly in the import: "
        + onlyImported);
    assertTrue(simple.size() > (allLids ? 1000 : 20), "too few dependencies to mean anything: " + simple.size());
  }

  @ParameterizedTest(name = "all LIDs: {0}")
  @ValueSource(booleans = {false, true})
  void theSimpleGraphHasTheKnownAnswer(boolean allLids) {
    boolean cyclic = SimpleChannelDependencies.cyclic(SIMPLE.dependencies(allLids));
    if (allLids) {
      assertTrue(cyclic, "ibdmchk -a reports a credit loop");
    } else {
      assertFalse(cyclic, "ibdmchk reports no credit loop on CA-to-CA paths");
    }
  }

  static Set<String> imported(ImportResult r) {
    Network n = Fixtures.network(r);
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    Set<String> out = new TreeSet<>();
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        out.add(g.queueRef(q) + " -> " + g.queueRef(t));
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"credit-loops.topo", "4-ary-3-tree.topo"})
  void aTopologyWithDerivedRoutingHasTheChannelDependenciesOfEveryMinimalPath(String file) {
    SimpleTopologyDependencies simple = new SimpleTopologyDependencies(Fixtures.text(file));
    Set<String> minHop = simple.minHop();
    assertEquals(minHop, imported(IbImport.topology(Fixtures.source(file), IbOptions.DEFAULT)), "min-hop");
    Set<String> upDown = simple.upDown(s -> s.startsWith("SW_L0_") || s.startsWith("SW-0-"));
    assertEquals(upDown, imported(IbImport.topology(Fixtures.source(file), IbOptions.DEFAULT.withRouting(
        Routing.Mode.UP_DOWN))), "up-down from the top switches");
    assertEquals(file.startsWith("credit"), SimpleChannelDependencies.cyclic(minHop), "min-hop's known answer");
    assertFalse(SimpleChannelDependencies.cyclic(upDown), "up-down's known answer");
    assertTrue(minHop.size() > 100 && upDown.size() > 100, minHop.size() + " and " + upDown.size());
  }

  /** Chassis fixtures (ibutils) and the up-down roots that ibdm recognises in them: the spine chips. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"FullGnu.topo", "SingleGazelle.topo", "PartialGazelle.topo", "SingleRhino.topo"})
  void aChassisExpandsToTheChannelDependenciesOfItsChips(String file) {
    String flat = new SimpleChassisFlattener("Gnu.ibnl", "Gazelle.ibnl", "MTS14400.ibnl").flatten(Fixtures.text(file));
    SimpleTopologyDependencies simple = new SimpleTopologyDependencies(flat);
    Set<String> minHop = simple.minHop();
    assertEquals(minHop, imported(IbImport.topology(Fixtures.source(file), IbOptions.DEFAULT)), "min-hop");
    Set<String> upDown = simple.upDown(s -> s.contains("_spine") || s.matches(".*_main_U[12]"));
    assertEquals(upDown, imported(IbImport.topology(Fixtures.source(file), IbOptions.DEFAULT.withRouting(
        Routing.Mode.UP_DOWN))), "up-down from the spine chips");
    assertFalse(SimpleChannelDependencies.cyclic(upDown), "up-down is free of credit loops");
    assertTrue(minHop.size() > 100 && upDown.size() > 100, minHop.size() + " and " + upDown.size());
  }
}
