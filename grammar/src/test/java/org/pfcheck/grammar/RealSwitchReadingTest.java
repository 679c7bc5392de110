package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.TcMap;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.RoutedPorts;
import org.pfcheck.model.topology.Switch;

/** The statements of real-switch semantics (docs/language.md) read to the model they mean. */
class RealSwitchReadingTest {
  private static Network read(String... lines) {
    return Fixtures.read(String.join("\n", lines));
  }

  @Test
  void mapsReadWithRangesAndDefaults() {
    Network n = read("dscp-map AZURE 3 -> 3, 4 -> 4, 46 -> 5, default 1", "tc-map AZURE 0..1 -> 0, 9 -> 2",
        "tc-map PLAIN 3 -> 3");
    DscpMap d = n.qos().dscpMaps().get(0);
    assertEquals(new DscpMap("AZURE", new TreeMap<>(java.util.Map.of(3, 3, 4, 4, 46, 5)), OptionalInt.of(1),
        Origin.NONE), d);
    assertEquals(List.of(3, 4, 5, 1, 1), List.of(d.tc(3), d.tc(4), d.tc(46), d.tc(0), d.tc(63)));
    TcMap t = n.qos().tcMaps().get(0);
    assertEquals(List.of(0, 0, 2, 2, 7, 0), List.of(t.pg(0), t.pg(1), t.pg(9), t.pg(2), t.pg(7), t.pg(15)),
        "without default: classes 0..7 keep their number, 8..15 go to group 0");
    assertEquals(0, new DscpMap("X", new TreeMap<>(), OptionalInt.empty(), Origin.NONE).tc(26),
        "without default an unlisted DSCP is class 0");
    assertTrue(n.dscpMode(), "maps put the fabric in DSCP mode");
    assertTrue(n.qos().classifies());
  }

  @Test
  void bindingsReadPerSwitchPortAndTunnel() {
    Network n = read("classify T0, T1 dscp-map A tc-map B", "classify T0 port P1, P2 dscp-map C",
        "classify T1 tunnel tc-map D");
    assertEquals(List.of(
        new Classification("T0", Classification.Scope.SWITCH, List.of(), Optional.of("A"), Optional.of("B"), Origin.NONE),
        new Classification("T1", Classification.Scope.SWITCH, List.of(), Optional.of("A"), Optional.of("B"), Origin.NONE),
        new Classification("T0", Classification.Scope.PORTS, List.of("P1", "P2"), Optional.of("C"), Optional.empty(),
            Origin.NONE),
        new Classification("T1", Classification.Scope.TUNNEL, List.of(), Optional.empty(), Optional.of("D"),
            Origin.NONE)), n.qos().classifications());
  }

  @Test
  void rewritesReadTheirValuesDecisionsAndPorts() {
    Network n = read("rewrite dscp 3 -> 2 at tier tor from above to above on bounce",
        "rewrite dscp 40 -> 41 to port L0#2, Po1 on flood", "rewrite dscp 1 -> 2 on any");
    assertEquals(new RewriteRule(3, 2, new Selector.Tier("tor"), Selector.ABOVE, Selector.ABOVE, Origin.NONE,
        RewriteRule.On.BOUNCE, true), n.rewrites().get(0));
    assertEquals(new RewriteRule(40, 41, Selector.ANY, Selector.ANY, new Selector.Ports(List.of("L0#2", "Po1")),
        Origin.NONE, RewriteRule.On.FLOOD, true), n.rewrites().get(1));
    assertEquals(RewriteRule.On.ANY, n.rewrites().get(2).on());
    assertTrue(n.dscpMode(), "a DSCP rewrite alone puts the fabric in DSCP mode");
    Network priority = read("rewrite 3 -> 2 on bounce");
    assertFalse(priority.dscpMode());
    assertEquals(RewriteRule.On.BOUNCE, priority.rewrites().get(0).on());
  }

  @Test
  void routedPortsAndPortChannelsRead() {
    Network n = read("routed T0 ports L0, L1", "lag T0 Po1 ports E0, E4", "vlan 10 at T0 ports Po1",
        "vlan 20 at T0 ports Po1, S1");
    assertEquals(List.of(new RoutedPorts("T0", List.of("L0", "L1"), Origin.NONE)), n.routed());
    assertEquals(List.of(new Lag("T0", "Po1", List.of("E0", "E4"), Origin.NONE)), n.lags());
    assertEquals(2, n.vlans().size(), "several VLANs per switch");
  }

  @Test
  void flowsKeepTheirDscp() {
    Network n = read("dscp 26 -> 3", "flow a -> b dscp 26", "flow a -> b priority 3", "flow a -> b dscp 27");
    assertEquals(List.of(new Flow("a", "b", 3, Origin.NONE, 26), new Flow("a", "b", 3, Origin.NONE, -1),
        new Flow("a", "b", 0, Origin.NONE, 27)), n.traffic().flows());
  }

  @Test
  void aSwitchStatementAmendsATemplateSwitchInItsPlace() {
    Network n = read("switch tor0_0 on-mac-miss drop-lossless flood-domain vlan 5", "fabric fat-tree k 2",
        "switch core0 tier core", "vlan 5 at tor0_0 ports h0_0_0");
    Network plain = read("fabric fat-tree k 2", "vlan 5 at tor0_0 ports h0_0_0");
    assertEquals(plain.switches().stream().map(Switch::name).toList(), n.switches().stream().map(Switch::name).toList(),
        "amending adds no switch and keeps the template's order");
    Switch tor = n.switches().stream().filter(s -> s.name().equals("tor0_0")).findFirst().orElseThrow();
    assertEquals(MacMissPolicy.DROP_LOSSLESS, tor.onMacMiss());
    assertEquals(5, tor.floodDomain().vlan());
    assertEquals(Optional.of("tor"), tor.tier(), "options not given stay the template's");
    assertEquals(plain.switches().get(2).subnets(), tor.subnets());
    assertEquals(plain.hosts(), n.hosts());
  }

  @Test
  void aTemplateSwitchIsAmendedOnceAndTheTierMustAgree() {
    ParseResult twice = PfcReader.read("t.pfc", "fabric fat-tree k 2\nswitch tor0_0 on-mac-miss drop-lossless\n"
        + "switch tor0_0 flood-domain all\n");
    assertEquals(List.of("PFC101@3:8"), twice.diagnostics().stream().map(d -> d.code() + "@"
        + d.span().orElseThrow().line() + ":" + d.span().orElseThrow().column()).toList());
    ParseResult tier = PfcReader.read("t.pfc", "fabric fat-tree k 2\nswitch tor0_0 tier agg\n");
    assertEquals("switch tor0_0 is a tor of the fabric template (line 1); this statement amends it and cannot change"
        + " its tier to agg", tier.diagnostics().get(0).message());
  }
}
