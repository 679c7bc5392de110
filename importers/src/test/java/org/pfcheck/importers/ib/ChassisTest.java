package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.Routing;

/** Chassis of ibdm's system definitions expanded into their chips, bad definitions, and up-down roots. */
class ChassisTest {
  private static ImportResult topo(String text, IbOptions options) {
    return TopoFilesTest.topo(text, options);
  }

  @Test
  void theShippedDefinitionsReadCleanly() {
    Diagnostics d = new Diagnostics();
    List<Ibnl.Definition> defs = Ibnl.shipped(d);
    assertEquals(List.of(), d.sorted());
    Chassis.Catalog c = Chassis.Catalog.of(defs);
    assertTrue(c.expands("Gazelle") && c.expands("MTS9600") && c.expands("Gnu") && c.expands("Rhino")
        && c.expands("MTS14400-DDR"), c.tops().keySet()::toString);
  }

  @Test
  void aChassisBecomesItsChipsAndPanelPortsTheirPorts() {
    String pfc = Fixtures.pfc(IbImport.topology(Fixtures.source("FullGnu.topo"), IbOptions.DEFAULT)).orElseThrow();
    List<String> s = OtherFormatsTest.statements(pfc);
    assertTrue(s.containsAll(List.of("switch GNU1_main_U1", "switch GNU1_leaf2_U1", "host H09 at GNU1_leaf1_U1 port P6",
        "host H01 at GNU1_main_U3 port P6", "link GNU1_main_U1:P1 -- GNU1_main_U3:P8")), s::toString);
    assertTrue(pfc.contains("# Assumed: chassis GNU1 (Gnu) expanded as ibdm's system definition does: 6 switch chips"),
        pfc);
  }

  @Test
  void removedBoardsLeaveTheirChipsOut() {
    String pfc = Fixtures.pfc(IbImport.topology(Fixtures.source("PartialGazelle.topo"), IbOptions.DEFAULT)).orElseThrow();
    assertTrue(!pfc.contains("GZ1_leaf1_") && !pfc.contains("GZ1_spine1_") && pfc.contains("switch GZ1_leaf2_U1"), pfc);
  }

  /** A board given twice in one CFG, or one system given two CFGs: which boards the chassis has is not known. */
  @Test
  void aBoardOrASystemConfiguredTwiceIsRefused() {
    String text = String.join("\n",
        "Gazelle G1 CFG: leaf1=R,leaf1=12x",
        "   L2/P1 -> Cougar H1 P1",
        "",
        "Gazelle G1 CFG: leaf2=R",
        "   L3/P1 -> Cougar H2 P1",
        "");
    ImportResult r = topo(text, IbOptions.DEFAULT);
    assertTrue(Fixtures.pfc(r).isEmpty());
    assertEquals(List.of("f.topo:1:12 PFC459", "f.topo:4:12 PFC459"), MalformedDumpsTest.located(r));
    String all = r.diagnostics().stream().map(Diagnostic::message).toList().toString();
    assertTrue(all.contains("CFG of G1 gives board leaf1 twice (leaf1=R, leaf1=12x)"), all);
    assertTrue(all.contains("system G1 is configured twice: 'CFG: leaf2=R' here and 'CFG: leaf1=R,leaf1=12x' at line 1"),
        all);
  }

  @Test
  void badChassisLinesAreLocated() {
    String text = String.join("\n",
        "Gazelle G1 CFG: leaf2=R",
        "   L1/P1 -> Cougar H1 P1",
        "   L2/P1 -> Cougar H2 P1",
        "",
        "Gazelle G2 CFG: leaf1=12x,leaf9=R",
        "   L1/P1 -> Cougar H3 P1",
        "",
        "Unknown9 U",
        "   L1/P1 -> Cougar H4 P1",
        "",
        "Cougar H5",
        "   P1 -> Gnu G3 Q/P1",
        "",
        "Cougar H6",
        "   P1 -> Gazelle G4 L1/P1",
        "",
        "Gazelle G4 CFG: leaf1=R",
        "");
    ImportResult r = topo(text, IbOptions.DEFAULT);
    assertTrue(Fixtures.pfc(r).isEmpty());
    assertEquals(List.of("f.topo:3:4 PFC459", "f.topo:5:12 PFC459", "f.topo:5:12 PFC459", "f.topo:9:4 PFC459",
        "f.topo:12:17 PFC459", "f.topo:15:21 PFC459"), MalformedDumpsTest.located(r));
    String all = r.diagnostics().stream().map(Diagnostic::message).toList().toString();
    assertTrue(all.contains("Gazelle G1 has no front-panel port L2/P1 in its configuration (CFG: leaf2=R)"), all);
    assertTrue(all.contains("board leaf1 of G2 is a LEAF:12x, which ibnl/Gazelle.ibnl does not define"), all);
    assertTrue(all.contains("CFG names board 'leaf9', which a Gazelle does not have"), all);
    assertTrue(all.contains("of type Unknown9, and pfcheck has no definition of that type"), all);
    assertTrue(all.contains("Gazelle G4 has no front-panel port L1/P1 in its configuration (CFG: leaf1=R)"),
        "the CFG of a chassis applies before its own section: " + all);
    assertTrue(r.diagnostics().get(3).hint().contains("Gazelle"), r.diagnostics().get(3)::toString);
  }

  @Test
  void badDefinitionsAreLocated() {
    List<String> lines = List.of(
        "NODE SW 8 MT43132 U0",
        "SYSTEM LEAF",
        "NODE SW 8 MT43132 U1",
        "   9 -> P1",
        "   1 -> U7 2",
        "NODE SW 8 MT43132 U1",
        "bogus line here",
        "SYSTEM SPINE",
        "   1 -> P1");
    Diagnostics d = new Diagnostics();
    Ibnl.read("x.ibnl", lines, d);
    assertEquals(List.of("x.ibnl:1:1 PFC459", "x.ibnl:1:1 PFC459", "x.ibnl:4:4 PFC459", "x.ibnl:5:4 PFC459",
        "x.ibnl:6:1 PFC459", "x.ibnl:7:1 PFC459", "x.ibnl:9:4 PFC459"),
        d.sorted().stream().map(MalformedDumpsTest::located).toList());
  }

  @Test
  void withoutRecognisedRootsTheTopTierIsTakenAndSaidSo() {
    ImportResult r = IbImport.topology(Fixtures.source("subnet.lst"), IbOptions.DEFAULT.withRouting(
        Routing.Mode.UP_DOWN));
    String pfc = Fixtures.pfc(r).orElseThrow();
    String roots = r.assumptions().stream().filter(a -> a.startsWith("up-down: root switches")).findFirst().orElseThrow();
    assertTrue(roots.contains("the top tier: the switches farthest from every channel adapter"), roots);
    assertTrue(pfc.contains("# Assumed: up-down: root switches sw-"), pfc);
    for (String host : OtherFormatsTest.statements(pfc).stream().filter(l -> l.startsWith("host ")).toList()) {
      String sw = host.split(" ")[3];
      assertTrue(!roots.contains(sw + ",") && !roots.contains(sw + " "), sw + " has a CA, so it is no root: " + roots);
    }
  }

  @Test
  void rootsAreGivenByTheirChipName() {
    IbOptions roots = new IbOptions(Optional.empty(), Routing.Mode.UP_DOWN, false, IbOptions.KNOWN_CA_TYPES,
        List.of("GNU1/main/U3", "GNU1_main_U4"));
    String pfc = Fixtures.pfc(IbImport.topology(Fixtures.source("FullGnu.topo"), roots)).orElseThrow();
    assertTrue(pfc.contains("root switches GNU1_main_U3, GNU1_main_U4 (--roots)"), pfc);
    assertTrue(pfc.contains("switch GNU1_main_U3 tier rank0"), pfc);
  }

  @Test
  void whereNoRuleDecidesTheErrorSaysToGiveRoots() {
    String ring = "X A\n   P1 -> X B P1\n   P2 -> X C P1\n   P3 -> Cougar H1 P1\n\nX B\n   P2 -> X C P2\n"
        + "   P3 -> Cougar H2 P1\n\nX C\n   P3 -> Cougar H3 P1\n";
    ImportResult r = topo(ring, IbOptions.DEFAULT.withRouting(Routing.Mode.UP_DOWN));
    assertEquals(List.of("f.topo:1:1 PFC460"), MalformedDumpsTest.located(r));
    assertTrue(r.diagnostics().get(0).message().contains("every switch has a channel adapter"), r.diagnostics()::toString);
    assertTrue(r.diagnostics().get(0).hint().contains("--roots"), r.diagnostics()::toString);
  }
}
