package org.pfcheck.repair.pfc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.Changes;
import org.pfcheck.repair.change.Patch;

/**
 * The .pfc patch: each kind of change written as an edit of the user's text, the rest of the text kept,
 * and the patched text reading back as the repaired model (write checks that itself; these tests pin
 * what the text looks like).
 */
class PfcPatchFormatTest {
  private static final String FABRIC = """
      network f
      lossless 3
      switch T0, T1 tier tor subnet 10.0.0.0/16   # two ToRs
      switch L0 tier leaf
      hosts a, b at T0
      host c at T1
      links T0, T1 -- L0
      link T0 -- T1
      route T0 10.0.0.0/24 via L0, T1
      route T1 10.9.0.0/16 via L0      # a static route
      """;

  private static Patch patch(String text, List<Change> changes) {
    Network n = PfcReader.read("f.pfc", text).network().orElseThrow();
    PfcPatchFormat format = new PfcPatchFormat("f.pfc", text);
    changes.forEach(c -> assertTrue(format.cannotExpress(c).isEmpty(), c::toString));
    Patch p = format.write(changes, Changes.apply(n, changes), "note");
    assertEquals(p.patchedSource(), DiffApplier.apply(text, p.text()));
    return p;
  }

  private static Route route(String text, int index) {
    return PfcReader.read("f.pfc", text).network().orElseThrow().routes().get(index);
  }

  @Test
  void aSwitchDeclaredWithAnotherGetsALineOfItsOwnAndTheCommentStays() {
    Patch p = patch(FABRIC, List.of(new Change.DropLossless("T1")));
    assertTrue(p.patchedSource().contains("""
        switch T0 tier tor subnet 10.0.0.0/16   # two ToRs
        switch T1 tier tor subnet 10.0.0.0/16 on-mac-miss drop-lossless
        """), p.patchedSource());
  }

  @Test
  void aRouteIsShortenedOrItsLineDeleted() {
    Patch p = patch(FABRIC, List.of(new Change.RemoveEcmpMember(route(FABRIC, 0), "T1"),
        new Change.RemoveRoute(route(FABRIC, 1))));
    assertTrue(p.patchedSource().contains("route T0 10.0.0.0/24 via L0\n"), p.patchedSource());
    assertTrue(!p.patchedSource().contains("static route"), p.patchedSource());
  }

  @Test
  void newRulesSettingsAndVlansComeAtTheEndAfterTheNote() {
    Patch p = patch(FABRIC, List.of(new Change.Rewrite("T0", 3, 4, Selector.HOSTS, new Selector.Names(List.of("L0"))),
        new Change.LosslessPriority(4), new Change.MakeLossy("L0", "T1", 3), new Change.FloodPortRemoval("T0", "L0")));
    assertTrue(p.patchedSource().contains("lossless 3, 4\n"), p.patchedSource());
    assertTrue(p.patchedSource().contains("switch T0 tier tor subnet 10.0.0.0/16 flood-domain vlan 1000   # two ToRs"),
        p.patchedSource());
    assertTrue(p.patchedSource().endsWith("""
        route T1 10.9.0.0/16 via L0      # a static route

        # note
        vlan 1000 at T0 ports T1, a, b
        pfc L0 port T1 priorities 4
        rewrite 3 -> 4 at T0 from host to L0
        """), p.patchedSource());
  }

  @Test
  void aDefaultStatementIsOverriddenExplicitly() {
    String text = "switch A, B\nswitch C\ndefault on-mac-miss drop-lossless\nswitch D on-mac-miss flood\nlossless 3\n"
        + "host h at A\nlinks A, B -- C, D\n";
    Network n = PfcReader.read("f.pfc", text).network().orElseThrow();
    // Not a real repair (A drops already); the flood domain of B is shrunk, and A's line is printed again.
    Patch p = patch(text, List.of(new Change.FloodPortRemoval("B", "C")));
    assertTrue(p.patchedSource().startsWith("switch A on-mac-miss drop-lossless\nswitch B on-mac-miss drop-lossless"
        + " flood-domain vlan 1000\n"), p.patchedSource());
    assertEquals(n.switches().size(), PfcReader.read("f.pfc", p.patchedSource()).network().orElseThrow().switches().size());
  }

  @Test
  void aFileWithoutAFinalNewline() {
    String text = "lossless 3\nswitch A\nswitch B\nhost a at A\nhost b at B\nlink A -- B";
    Patch p = patch(text, List.of(new Change.MakeLossy("A", "B", 3)));
    assertTrue(p.patchedSource().endsWith("link A -- B\n\n# note\npfc A port B off\n"), p.patchedSource());
    assertTrue(p.text().contains("\\ No newline at end of file"), p.text());
  }

  @Test
  void aTemplateSwitchIsAmendedAtTheEndWhenTheLanguageCanOrElseNotOffered() {
    String text = "lossless 3\nfabric ring switches 3\n";
    PfcPatchFormat format = new PfcPatchFormat("f.pfc", text);
    var amended = PfcReader.read("f.pfc", text + "switch sw0 on-mac-miss drop-lossless\n");
    // amends (spec §6) when the switch statement changes the template's sw0 rather than declaring another
    boolean amends = amended.ok() && amended.network().get().switches().size() == 3;
    assertEquals(amends, format.cannotExpress(new Change.DropLossless("sw0")).isEmpty());
    assertTrue(format.cannotExpress(new Change.MakeLossy("sw0", "sw1", 3)).isEmpty());
    if (amends) {
      assertTrue(patch(text, List.of(new Change.DropLossless("sw0"))).patchedSource()
          .endsWith("switch sw0 on-mac-miss drop-lossless\n"));
    }
  }
}
