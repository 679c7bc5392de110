package org.pfcheck.repair.change;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.topology.Switch;

/** Changes made to the model: each knob, several at once, in any order, nothing else touched. */
class ChangesTest {
  private static final Network N = PfcReader.read("f.pfc", """
      lossless 3
      switch A tier tor
      switch B tier leaf
      host a at A
      host b at B
      link A -- B
      link A -- B
      pfc A port B priorities 3
      route A 10.0.0.0/8 via B, B#2
      rewrite 3 -> 3 at A
      """).network().orElseThrow();

  @Test
  void theModelRecordsChangesCopiesHaveTheComponentsItKnows() {
    // Changes.apply copies Network, Qos and Switch by their canonical constructors: a new component must be
    // copied there too (the .pfc patch would otherwise not read back as the repaired model).
    assertEquals(17, Network.class.getRecordComponents().length, Arrays.toString(Network.class.getRecordComponents()));
    assertEquals(7, Qos.class.getRecordComponents().length);
    assertEquals(6, Switch.class.getRecordComponents().length);
  }

  @Test
  void eachKnob() {
    Route r = N.routes().get(0);
    Network m = Changes.apply(N, List.of(new Change.DropLossless("A"), new Change.LosslessPriority(4),
        new Change.MakeLossy("A", "B", 3), new Change.Rewrite("A", 3, 4, Selector.HOSTS, Selector.ABOVE),
        new Change.RemoveEcmpMember(r, "B#2"), new Change.FloodPortRemoval("B", "A")));
    assertEquals(MacMissPolicy.DROP_LOSSLESS, m.switches().get(0).onMacMiss());
    assertEquals(Set.of(3, 4), m.qos().lossless());
    assertFalse(m.qos().pfcEnabled("A", "B", 3));
    assertFalse(m.qos().pfcEnabled("A", "B", 4), "the port's own setting listed 3 only, and still does not list 4");
    assertTrue(m.qos().pfcEnabled("A", "a", 3) && m.qos().pfcEnabled("A", "a", 4), "other ports: every lossless one");
    assertEquals(new RewriteRule(3, 4, new Selector.Names(List.of("A")), Selector.HOSTS, Selector.ABOVE,
        m.rewrites().get(1).origin()), m.rewrites().get(1));
    assertEquals(N.rewrites().get(0), m.rewrites().get(0), "the fabric's own rules first");
    assertEquals(List.of("B"), m.routes().get(0).via());
    assertEquals(1000, m.switches().get(1).floodDomain().vlan());
    assertEquals(List.of("A#2", "b"), m.vlans().get(0).ports());
    assertEquals(N.hosts(), m.hosts());
    assertEquals(N.links(), m.links());
  }

  @Test
  void theOrderOfTheChangesDoesNotMatter() {
    List<Change> changes = List.of(new Change.Rewrite("A", 3, 4, Selector.ANY, Selector.ANY),
        new Change.Rewrite("B", 3, 4, Selector.ANY, Selector.ANY), new Change.LosslessPriority(4));
    assertEquals(Changes.apply(N, changes), Changes.apply(N, List.of(changes.get(2), changes.get(1), changes.get(0))));
  }

  @Test
  void aRouteKeepsANextHopAndNothingElseMoves() {
    Route r = N.routes().get(0);
    assertThrows(IllegalArgumentException.class, () -> Changes.apply(N, List.of(new Change.RemoveEcmpMember(r, "B"),
        new Change.RemoveEcmpMember(r, "B#2"))));
    assertFalse(Changes.apply(N, List.of(new Change.RemoveRoute(r))).routes().contains(r));
    assertEquals(N, Changes.apply(N, List.of()));
  }
}
