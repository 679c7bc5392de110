package org.pfcheck.analyzer.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.TcMap;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.topology.Vlan;

/** The validator's checks of classification, rewrite scoping, routed ports and port-channels. */
class RealSwitchValidationTest {
  /** T0, T1 (ports L0, L1, h*_0, h*_1) and L0, L1 (ports T0, T1). */
  private static NetworkBuilder clos() {
    return Fabrics.clos(2, 2, 2, Routing.Mode.UP_DOWN);
  }

  private static DscpMap dscpMap(String name) {
    return new DscpMap(name, new TreeMap<>(java.util.Map.of(3, 3)), OptionalInt.empty(), Origin.NONE);
  }

  private static Classification bind(String sw, String port, String dscpMap, String tcMap) {
    return new Classification(sw, port == null ? Classification.Scope.SWITCH : Classification.Scope.PORTS,
        port == null ? List.of() : List.of(port), Optional.ofNullable(dscpMap), Optional.ofNullable(tcMap), Origin.NONE);
  }

  private static List<String> codes(Network n) {
    return NetworkValidator.validate(n).stream().map(d -> d.code() + " " + d.message()).toList();
  }

  private static List<Diagnostic> of(Network n, Code code) {
    return NetworkValidator.validate(n).stream().filter(d -> d.code() == code).toList();
  }

  @Test
  void aWellFormedRealSwitchFabricIsValid() {
    Network n = clos().dscpMap(dscpMap("A")).tcMap(new TcMap("B", new TreeMap<>(), OptionalInt.of(0), Origin.NONE))
        .classify(bind("T0", null, "A", "B")).classify(bind("T0", "Po1", "A", null))
        .classify(new Classification("T1", Classification.Scope.TUNNEL, List.of(), Optional.of("A"), Optional.empty(),
            Origin.NONE))
        .lag("T0", "Po1", "L0", "L1").routed("T1", "L0").addVlan(new Vlan(10, "T1", List.of("h1_0", "L1"), Origin.NONE))
        .addVlan(new Vlan(20, "T1", List.of("h1_0"), Origin.NONE))
        .rewrite(new RewriteRule(3, 2, Selector.ANY, Selector.ANY, new Selector.Ports(List.of("Po1")), Origin.NONE,
            RewriteRule.On.FLOOD, true))
        .flow(new Flow("h0_0", "h1_0", 0, Origin.NONE, 3)).build();
    assertEquals(List.of(), codes(n));
  }

  @Test
  void bindingsNameDeclaredMapsSwitchesAndPorts() {
    Network n = clos().dscpMap(dscpMap("A")).classify(bind("T0", null, "NOPE", "MISSING"))
        .classify(bind("T9", null, "A", null)).classify(bind("T0", "X9", "A", null)).build();
    List<Diagnostic> maps = of(n, Code.PFC110);
    assertEquals(List.of("classify T0 names dscp-map 'NOPE', which is not declared",
        "classify T0 names tc-map 'MISSING', which is not declared"), maps.stream().map(Diagnostic::message).toList());
    assertEquals("declared dscp-maps: A", maps.get(0).hint());
    assertEquals(1, of(n, Code.PFC102).size());
    assertEquals(1, of(n, Code.PFC104).size());
  }

  @Test
  void aSecondBindingOfOneKindConflictsOrRepeats() {
    Network n = clos().dscpMap(dscpMap("A")).dscpMap(dscpMap("B")).classify(bind("T0", null, "A", null))
        .classify(bind("T0", null, "B", null)).classify(bind("T1", "L0", "A", null)).classify(bind("T1", "L0", "A", null))
        .classify(bind("T1", "L1", "A", null)).build();
    assertEquals(1, of(n, Code.PFC208).size(), () -> codes(n).toString());
    assertEquals(1, of(n, Code.PFC212).size(), () -> codes(n).toString());
  }

  @Test
  void dscpModeNeedsDscpRewritesAndFlows() {
    Network n = clos().dscpMap(dscpMap("A")).rewrite(new RewriteRule(3, 2, Selector.ANY, Selector.ANY, Selector.ANY,
        Origin.NONE)).flow("h0_0", "h1_0", 3).build();
    assertEquals(List.of("rewrite 3 -> 2 rewrites a priority, but the fabric classifies by DSCP at every port (it"
        + " declares maps, bindings or DSCP rewrites)", "flow h0_0 -> h1_0 names priority 3, but the fabric classifies"
        + " by DSCP at every port, so a flow's packets are known by their DSCP"),
        of(n, Code.PFC219).stream().map(Diagnostic::message).toList());
    assertTrue(of(clos().rewrite(new RewriteRule(3, 2, Selector.ANY, Selector.ANY, Selector.ANY, Origin.NONE))
        .flow("h0_0", "h1_0", 3).build(), Code.PFC219).isEmpty(), "priority mode is unchanged");
  }

  @Test
  void portChannelsAreCheckedForMembersAndNames() {
    Network n = clos().lag("T0", "Po1", "L0", "L1").lag("T0", "Po2", "L1").lag("T1", "L0", "h1_0")
        .lag("T1", "Po3", "h1_1", "h1_1").lag("T1", "Po9", "X").build();
    assertEquals(List.of("port T0:L1 is a member of port-channel Po1 already, and of Po2",
        "port T1:h1_1 is a member of port-channel Po3 twice"), of(n, Code.PFC217).stream().map(Diagnostic::message)
        .toList());
    assertEquals(List.of("port-channel L0 has the name of a port of T1"),
        of(n, Code.PFC101).stream().map(Diagnostic::message).toList());
    assertEquals(1, of(n, Code.PFC104).size(), () -> codes(n).toString());
  }

  @Test
  void aRoutedPortIsInNoVlanEvenThroughItsPortChannel() {
    Network n = clos().lag("T0", "Po1", "L0", "L1").routed("T0", "Po1").routed("T1", "Nope")
        .addVlan(new Vlan(10, "T0", List.of("L1", "h0_0"), Origin.NONE)).build();
    assertEquals(List.of("port T0:L1 is a member of VLAN 10 and routed"),
        of(n, Code.PFC216).stream().map(Diagnostic::message).toList());
    assertEquals(1, of(n, Code.PFC104).size());
  }

  @Test
  void portSelectorsNameLocalPortsAndDoNotSelectSwitches() {
    RewriteRule atPort = new RewriteRule(3, 4, new Selector.Ports(List.of("L0")), Selector.ANY, Selector.ANY,
        Origin.NONE);
    RewriteRule unknown = new RewriteRule(3, 4, new Selector.Names(List.of("T0")), new Selector.Ports(List.of("T1")),
        Selector.ANY, Origin.NONE);
    RewriteRule known = new RewriteRule(3, 4, new Selector.Tier("leaf"), new Selector.Ports(List.of("T1")),
        Selector.ANY, Origin.NONE);
    Network n = clos().rewrite(atPort).rewrite(unknown).rewrite(known).build();
    assertEquals(1, of(n, Code.PFC209).size(), () -> codes(n).toString());
    assertEquals(List.of("rewrite 3 -> 4 names port 'T1', which no switch it applies at has"),
        of(n, Code.PFC104).stream().map(Diagnostic::message).toList());
  }

  @Test
  void aBounceRuleWithoutStandbyAttachmentsHasNoEffect() {
    RewriteRule bounce = new RewriteRule(3, 2, Selector.ANY, Selector.ANY, Selector.ANY, Origin.NONE,
        RewriteRule.On.BOUNCE, false);
    assertEquals(1, of(clos().rewrite(bounce).build(), Code.PFC212).size());
    assertEquals(0, of(clos().rewrite(bounce).dualHomedHost("d", "T0", "T1").build(), Code.PFC212).size());
  }

  @Test
  void dscpModeWarnsWhenNoDscpCanBeLossless() {
    Network none = clos().dscpMap(new DscpMap("A", new TreeMap<>(), OptionalInt.of(1), Origin.NONE)).build();
    assertTrue(codes(none).stream().anyMatch(c -> c.startsWith("PFC215 no lossless traffic: no DSCP value")),
        () -> codes(none).toString());
    Network fine = clos().dscpMap(dscpMap("A")).build();
    assertEquals(List.of(), of(fine, Code.PFC215).stream().map(Diagnostic::message).collect(Collectors.toList()),
        "DSCP 3 is class 3, lossless");
  }

  @Test
  void pfcOnOneEndOfALinkIsAWarningAtTheSettingThatMakesItSo() {
    org.pfcheck.model.SourceSpan at5 = org.pfcheck.model.SourceSpan.at("f.pfc", 5, 1);
    Network n = clos().pfc(new org.pfcheck.model.qos.PfcSetting("T0", Optional.of("L0"), new java.util.TreeSet<>(List.of(3)),
        Origin.of(at5))).build();
    List<Diagnostic> w = of(n, Code.PFC218);
    assertEquals(List.of("PFC for priority 4 is enabled at L0:T0 but not at T0:L0: T0 neither pauses L0 nor stops"
        + " when paused, so the link is lossy both ways for priority 4"), w.stream().map(Diagnostic::message).toList());
    assertEquals(Optional.of(at5), w.get(0).span());
    Network both = clos().pfc(new org.pfcheck.model.qos.PfcSetting("T0", Optional.of("L0"), new java.util.TreeSet<>(List.of(3)),
        Origin.NONE)).pfc(new org.pfcheck.model.qos.PfcSetting("L0", Optional.of("T0"), new java.util.TreeSet<>(List.of(3)),
        Origin.NONE)).build();
    assertEquals(List.of(), of(both, Code.PFC218));
    Network hostSide = clos().pfc(new org.pfcheck.model.qos.PfcSetting("T0", Optional.of("h0_0"),
        new java.util.TreeSet<>(), Origin.NONE)).build();
    assertEquals(List.of(), of(hostSide, Code.PFC218), "host NICs' PFC is not modelled");
  }

  @Test
  void pfcOnOneEndOfALinkSaysWhichWayStaysLosslessWhenTheOtherEndIsAsymmetric() {
    Network n = clos().pfc(new org.pfcheck.model.qos.PfcSetting("T0", Optional.of("L0"), new java.util.TreeSet<>(List.of(3)),
        true, Origin.NONE)).build();
    assertEquals(List.of("PFC for priority 4 is enabled at L0:T0 but not at T0:L0: T0 does not pause L0 but, being"
        + " asymmetric, stops when paused, so what L0 sends over the link is lossy for priority 4 (the other way stays"
        + " lossless)"), of(n, Code.PFC218).stream().map(Diagnostic::message).toList());
  }
}
