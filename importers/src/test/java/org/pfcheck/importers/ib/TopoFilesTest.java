package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.forwarding.Routing;

/** ibdm {@code .topo} files: their systems and cables, up-down ranks, and located diagnostics. */
class TopoFilesTest {
  static ImportResult topo(String text, IbOptions options) {
    return IbImport.topology(new IbImport.Source("f.topo", text), options);
  }

  @Test
  void systemsOfKnownAdapterTypesAreHostsAndOthersSwitches() {
    String text = "MTS2400 S-1\n   P1 -> MT23108 H-1 P1\n   P2 -> MT23108 H-1 P2\n   P24 -> Box H-2 P1\n";
    String pfc = Fixtures.pfc(topo(text, IbOptions.DEFAULT)).orElseThrow();
    List<String> s = OtherFormatsTest.statements(pfc);
    assertTrue(s.containsAll(List.of("switch S-1", "switch H-2", "host H-1-P1 at S-1 port P1",
        "host H-1-P2 at S-1 port P2", "link S-1:P24 -- H-2:P1")), s::toString);
    IbOptions box = new IbOptions(java.util.Optional.empty(), Routing.Mode.SHORTEST_PATH, false, Set.of("MT23108", "box"),
        List.of());
    assertTrue(OtherFormatsTest.statements(Fixtures.pfc(topo(text, box)).orElseThrow()).contains("host H-2 at S-1 port P24"),
        "--ca-types adds adapter types, ignoring case");
  }

  @Test
  void upDownRanksFromTheRecognisedRootsAndTiesGetTiersOfTheirOwn() {
    String pfc = Fixtures.pfc(IbImport.topology(Fixtures.source("credit-loops.topo"), IbOptions.DEFAULT.withRouting(
        Routing.Mode.UP_DOWN))).orElseThrow();
    assertTrue(pfc.contains("tiers rank2 < rank1 < rank0\n"), pfc);
    assertTrue(pfc.contains("root switches SW_L0_1, SW_L0_2, SW_L0_3, SW_L0_4"), pfc);
    assertTrue(pfc.contains("switch SW_L2_1 tier rank2"), pfc);
    String ring = "X A\n   P1 -> X B P1\n   P2 -> X C P1\n   P3 -> Cougar H1 P1\n\nX B\n   P2 -> X C P2\n"
        + "   P3 -> Cougar H2 P1\n\nX C\n   P3 -> Cougar H3 P1\n";
    ImportResult r = topo(ring, IbOptions.DEFAULT.withRouting(Routing.Mode.UP_DOWN));
    assertEquals(List.of("f.topo:1:1 PFC460"), MalformedDumpsTest.located(r), "a ring has no recognisable root");
    IbOptions rootA = new IbOptions(java.util.Optional.empty(), Routing.Mode.UP_DOWN, false, IbOptions.KNOWN_CA_TYPES,
        List.of("A"));
    String ranked = Fixtures.pfc(topo(ring, rootA)).orElseThrow();
    assertTrue(ranked.contains("tiers rank1-1 < rank1-2 < rank0\n"), "B and C are cabled at rank 1: " + ranked);
    assertTrue(ranked.contains("switch B tier rank1-1") && ranked.contains("switch C tier rank1-2"), ranked);
    assertEquals(List.of("- PFC460"), MalformedDumpsTest.located(topo(ring, new IbOptions(java.util.Optional.empty(),
        Routing.Mode.UP_DOWN, false, IbOptions.KNOWN_CA_TYPES, List.of("Z")))));
  }

  @Test
  void malformedTopologyLinesAreLocated() {
    String text = String.join("\n",
        "   P1 -> X B P1",
        "X A",
        "   P1 => X B P1",
        "   P2 -> X B",
        "X A too many",
        "MTS9601 G CFG: leaf3=R",
        "X C",
        "   L1/P3 -> X D P1",
        "   P1 -> X B P2",
        "   P1 -> X D P2",
        "Y B",
        "");
    ImportResult r = topo(text, IbOptions.DEFAULT);
    assertTrue(Fixtures.pfc(r).isEmpty());
    assertEquals(List.of("f.topo:1:1 PFC450", "f.topo:3:7 PFC450", "f.topo:4:10 PFC450", "f.topo:5:1 PFC450",
        "f.topo:6:1 PFC459", "f.topo:8:4 PFC459", "f.topo:10:4 PFC453", "f.topo:11:1 PFC453"),
        MalformedDumpsTest.located(r));
  }
}
