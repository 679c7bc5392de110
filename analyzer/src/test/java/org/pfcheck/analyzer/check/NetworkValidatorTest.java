package org.pfcheck.analyzer.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

class NetworkValidatorTest {
  private static final Origin AT_7 = Origin.of(SourceSpan.at("bad.pfc", 7, 3));

  private static NetworkBuilder base() {
    return Fabrics.clos(2, 2, 2, Routing.Mode.UP_DOWN);
  }

  /** The single diagnostic of {@code code}, failing with all diagnostics printed otherwise. */
  private static Diagnostic only(Network n, Code code) {
    List<Diagnostic> all = NetworkValidator.validate(n);
    List<Diagnostic> matching = all.stream().filter(d -> d.code() == code).toList();
    assertEquals(1, matching.size(), () -> "expected one " + code + " in " + render(all));
    Diagnostic d = matching.get(0);
    assertFalse(d.message().isBlank());
    assertFalse(d.hint().isBlank(), () -> "no hint: " + render(all));
    return d;
  }

  private static String render(List<Diagnostic> ds) {
    return ds.stream().map(d -> d.code() + " " + d.span().map(Object::toString).orElse("-") + " " + d.message()
        + " [" + d.hint() + "]").collect(Collectors.joining("\n  ", "\n  ", ""));
  }

  @Test
  void referenceNetworksAreValid() {
    for (Network n : List.of(base().build(), Fabrics.ring3().build(), Fabrics.routingLoop().build(),
        Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build(), Fabrics.fatTree(4))) {
      List<Diagnostic> ds = NetworkValidator.validate(n);
      assertTrue(ds.stream().noneMatch(Diagnostic::isError), () -> n.name() + render(ds));
    }
  }

  @Test
  void pfc101DuplicateNamesIncludingSwitchVersusHost() {
    Network n = base().addHost(new Host("L0", Optional.empty(),
        List.of(new Attachment("T0", "x", false, Origin.NONE)), AT_7)).build();
    Diagnostic d = only(n, Code.PFC101);
    assertEquals(AT_7.span(), d.span());
    assertTrue(d.message().contains("L0"), d.message());
  }

  @Test
  void pfc102UnknownSwitch() {
    Network n = base().addLink(new Link(new Endpoint("T0", "p9"), new Endpoint("X9", "p1"), AT_7)).build();
    assertTrue(only(n, Code.PFC102).message().contains("X9"));
  }

  @Test
  void pfc103UnknownHost() {
    Network n = base().dead("ghost").build();
    assertTrue(only(n, Code.PFC103).message().contains("ghost"));
  }

  @Test
  void pfc104UnknownPort() {
    Network n = base().pfc(new PfcSetting("T0", Optional.of("Eth99"), new TreeSet<>(List.of(3)), AT_7)).build();
    assertEquals(AT_7.span(), only(n, Code.PFC104).span());
  }

  @Test
  void pfc105PortUsedTwice() {
    Network n = base().addLink(new Link(new Endpoint("T0", "L0"), new Endpoint("T1", "spare"), AT_7)).build();
    assertTrue(only(n, Code.PFC105).message().contains("T0:L0"));
  }

  @Test
  void pfc106UnknownLink() {
    NetworkBuilder b = base();
    Network n = b.build();
    Scenario s = new Scenario(List.of(new Scenario.LinkDown(new Endpoint("T0", "L0"), new Endpoint("T1", "L0"), AT_7)),
        List.of(), List.of());
    assertEquals(AT_7.span(), only(n.withScenario(s), Code.PFC106).span());
  }

  @Test
  void pfc107UnknownTier() {
    Network n = base().addSwitch(new Switch("X", Optional.of("mezzanine"), MacMissPolicy.FLOOD,
        FloodDomain.ALL_PORTS, List.of(), AT_7)).build();
    assertTrue(only(n, Code.PFC107).message().contains("mezzanine"));
  }

  @Test
  void pfc108NextHopNeitherNeighbourNorPort() {
    Network n = base().route("T0", "10.0.1.0/24", "T1").build();
    assertTrue(only(n, Code.PFC108).message().contains("T1"));
  }

  @Test
  void pfc108AcceptsNeighboursAndLocalPorts() {
    Network n = base().route("T0", "10.0.1.0/24", "L0", "h0_0").build();
    assertTrue(NetworkValidator.validate(n).stream().noneMatch(d -> d.code() == Code.PFC108));
  }

  @Test
  void pfc109UnknownVlan() {
    Network n = base().updateSwitch("T0", s -> new Switch(s.name(), s.tier(), s.onMacMiss(), new FloodDomain(10),
        s.subnets(), AT_7)).build();
    assertEquals(AT_7.span(), only(n, Code.PFC109).span());
    Network fixed = base().updateSwitch("T0", s -> new Switch(s.name(), s.tier(), s.onMacMiss(), new FloodDomain(10),
        s.subnets(), AT_7)).addVlan(new Vlan(10, "T0", List.of("L0"), Origin.NONE)).build();
    assertTrue(NetworkValidator.validate(fixed).isEmpty(), () -> render(NetworkValidator.validate(fixed)));
    Network empty = base().updateSwitch("T0", s -> new Switch(s.name(), s.tier(), s.onMacMiss(), new FloodDomain(10),
        s.subnets(), AT_7)).addVlan(new Vlan(10, "T0", List.of(), Origin.NONE)).build();
    assertEquals(AT_7.span(), only(empty, Code.PFC109).span(), "a VLAN without member ports is no flood domain");
  }

  @Test
  void pfc203UpDownNeedsTiers() {
    Network n = base().addSwitch("X", null).build();
    assertTrue(only(n, Code.PFC203).message().contains("X"));
    assertTrue(NetworkValidator.validate(base().addSwitch("X", null).routing(Routing.Mode.SHORTEST_PATH).build())
        .isEmpty());
  }

  @Test
  void pfc204ZeroOrSeveralActiveAttachments() {
    Network none = base().addHost(new Host("z", Optional.empty(),
        List.of(new Attachment("T0", "z", true, Origin.NONE)), AT_7)).build();
    assertTrue(only(none, Code.PFC204).message().contains("0 active"));
    Network two = base().addHost(new Host("z", Optional.empty(), List.of(new Attachment("T0", "z", false, Origin.NONE),
        new Attachment("T1", "z", false, Origin.NONE)), AT_7)).build();
    assertTrue(only(two, Code.PFC204).message().contains("2 active"));
  }

  @Test
  void pfc205DuplicateRoute() {
    Network n = base().route("T0", "10.0.1.0/24", "L0").route("T0", "10.0.1.0/24", "L1").build();
    assertTrue(only(n, Code.PFC205).message().contains("10.0.1.0/24"));
  }

  @Test
  void pfc206AddressOutsideSubnets() {
    Network n = base().host("odd", "T0", Ipv4.parse("192.168.0.1")).build();
    assertTrue(only(n, Code.PFC206).message().contains("192.168.0.1"));
  }

  @Test
  void pfc207DuplicateAddress() {
    Network n = base().host("twin", "T0", Ipv4.parse("10.0.0.1")).build();
    assertTrue(only(n, Code.PFC207).message().contains("h0_0"));
  }

  @Test
  void pfc209AtSelectorDescribingNeighbours() {
    Network n = base().rewrite(new RewriteRule(3, 4, Selector.ABOVE, Selector.ANY, Selector.ANY, AT_7)).build();
    assertEquals(AT_7.span(), only(n, Code.PFC209).span());
  }

  @Test
  void pfc210NoLosslessPriorityIsAWarning() {
    Network n = new NetworkBuilder("lossy").addSwitch("A", null).host("h", "A", null).build();
    assertFalse(only(n, Code.PFC210).isError());
  }

  @Test
  void pfc215NoSourcePriorityWhenTheDscpMapMissesEveryLosslessPriority() {
    Network n = Fabrics.ring3Routes().dscp(26, 4).build();  // a typo for 3
    Diagnostic d = only(n, Code.PFC215);
    assertFalse(d.isError());
    assertTrue(d.message().contains("priorities 0, 4") && d.message().contains("lossless (3)"), d.message());
    assertTrue(d.hint().contains("dscp 26 -> 3"), d.hint());
  }

  @Test
  void pfc215NotWhenALossyClassIsRewrittenIntoLossless() {
    Network n = Fabrics.ring3Routes().dscp(26, 4)
        .rewrite(new RewriteRule(4, 3, Selector.ANY, Selector.HOSTS, Selector.ANY, Origin.NONE)).build();
    assertTrue(NetworkValidator.validate(n).isEmpty(), () -> render(NetworkValidator.validate(n)));
  }

  @Test
  void pfc215FewerThanTwoLiveHostsWithoutPosition() {
    Diagnostic none = only(new NetworkBuilder("empty").lossless(3).build(), Code.PFC215);
    assertTrue(none.message().contains("no host") && none.span().isEmpty(), none.message());
    Network oneAlive = Fabrics.ring3Routes().dead("hb").dead("hc").build();
    assertTrue(only(oneAlive, Code.PFC215).message().contains("only 1 of its 3 hosts is alive"));
    assertTrue(NetworkValidator.validate(Fabrics.ring3Routes().dead("hc").build()).stream()
        .noneMatch(d -> d.code() == Code.PFC215), "two live hosts send to each other");
  }

  @Test
  void pfc215EveryDeclaredFlowIneffective() {
    Network n = Fabrics.ring3Routes().dscp(26, 4).dscp(24, 3).dead("hb").flow("ha", "ha", 3).flow("hb", "hc", 3)
        .flow("hc", "ha", 4).build();
    Diagnostic d = only(n, Code.PFC215);
    assertTrue(d.message().contains("none of the 3 declared flows") && d.message().contains("ha -> ha (a host sending to "
        + "itself)") && d.message().contains("hb -> hc (hb is dead)") && d.message().contains("hc -> ha (priority 4 is "
        + "lossy"), d.message());
    Network oneGood = Fabrics.ring3Routes().dead("hb").flow("ha", "ha", 3).flow("hb", "hc", 3).flow("hc", "ha", 3)
        .build();
    assertTrue(NetworkValidator.validate(oneGood).stream().noneMatch(x -> x.code() == Code.PFC215));
    Network rewritten = Fabrics.ring3Routes().flow("hc", "ha", 4)
        .rewrite(new RewriteRule(4, 3, Selector.ANY, Selector.HOSTS, Selector.ANY, Origin.NONE)).build();
    assertTrue(NetworkValidator.validate(rewritten).stream().noneMatch(x -> x.code() == Code.PFC215));
  }

  /** Issue 10: the hint asked to declare fewer hosts dead when none was; a single flow read as if it sent one. */
  @Test
  void pfc215SaysWhatToDoAndReadsRight() {
    Network alone = new NetworkBuilder("alone").lossless(3).addSwitch("A", null).host("h", "A", null).build();
    Diagnostic d = only(alone, Code.PFC215);
    assertTrue(d.hint().startsWith("declare at least two hosts"), d.hint());
    Network lossyFlow = Fabrics.ring3Routes().flow("ha", "hb", 0).build();
    assertTrue(only(lossyFlow, Code.PFC215).message().startsWith("no lossless traffic: the declared flow sends no packet"
        + " that can be lossless: ha -> hb (priority 0 is lossy"), only(lossyFlow, Code.PFC215).message());
  }

  /** Issue 10: PFC215 came next to errors (an unknown switch left the hosts unattached); it waits for them. */
  @Test
  void pfc210AndPfc215WaitUntilTheNetworkHasNoError() {
    Network n = new NetworkBuilder("broken").lossless(3).addSwitch("A", null).host("h", "A", null)
        .host("g", "Z", null).build();
    List<Code> codes = NetworkValidator.validate(n).stream().map(Diagnostic::code).toList();
    assertTrue(codes.contains(Code.PFC102) && !codes.contains(Code.PFC215), codes.toString());
  }

  /** Issue 10: 'links T0, T1 -- L9' said twice that L9 is not declared, once per link it expands to. */
  @Test
  void oneUnknownNameInOneStatementIsOneError() {
    org.pfcheck.model.SourceSpan at = new org.pfcheck.model.SourceSpan("f.pfc", 4, 1, 4, 19);
    NetworkBuilder b = new NetworkBuilder("links").lossless(3).addSwitch("T0", null).addSwitch("T1", null)
        .host("a", "T0", null).host("b", "T1", null);
    for (String t : List.of("T0", "T1")) {
      b.addLink(new org.pfcheck.model.topology.Link(new org.pfcheck.model.topology.Endpoint(t, "L9"),
          new org.pfcheck.model.topology.Endpoint("L9", t), Origin.of(at)));
    }
    List<Diagnostic> found = NetworkValidator.validate(b.build()).stream().filter(x -> x.code() == Code.PFC102).toList();
    assertEquals(1, found.size(), () -> render(found));
  }

  @Test
  void pfc215NotOnTopOfPfc210() {
    Network n = new NetworkBuilder("lossy").addSwitch("A", null).build();
    assertEquals(List.of(Code.PFC210), NetworkValidator.validate(n).stream().map(Diagnostic::code).toList());
  }

  @Test
  void pfc211DeadHostWithoutFloodingWindowIsAWarning() {
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).timers(300, 300).build();
    Diagnostic d = only(n, Code.PFC211);
    assertFalse(d.isError());
    assertTrue(d.message().contains("S3") && d.message().contains("dropped"), d.message());
    assertTrue(NetworkValidator.validate(Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build()).isEmpty());
  }

  @Test
  void aMacEntryMissingAtAnotherSwitchMattersToBridgedFrames() {
    Network n = base().macMissing("T1", "h0_0").build();
    assertTrue(NetworkValidator.validate(n).stream().noneMatch(d -> d.code() == Code.PFC212));
  }

  @Test
  void pfc213LinkToItself() {
    Network n = base().addLink(new Link(new Endpoint("T0", "a"), new Endpoint("T0", "b"), AT_7)).build();
    assertEquals(AT_7.span(), only(n, Code.PFC213).span());
  }

  @Test
  void collectsEveryProblemAtOnce() {
    Network n = base().dead("ghost").route("T0", "10.0.1.0/24", "T1").addSwitch("X", null).build();
    List<Code> codes = NetworkValidator.validate(n).stream().map(Diagnostic::code).toList();
    assertTrue(codes.containsAll(List.of(Code.PFC103, Code.PFC108, Code.PFC203)), codes::toString);
  }

  @Test
  void hazardSettingsNameKnownHostsSwitchesTiersAndPorts() {
    var nic = org.pfcheck.model.hazards.NicSetting.of(org.pfcheck.model.hazards.HostScope.hosts(List.of("h9")), AT_7)
        .withRetransmission(org.pfcheck.model.hazards.Retransmission.GO_BACK_0);
    assertTrue(only(base().nic(nic).build(), Code.PFC103).message().contains("names host 'h9'"));
    var at = org.pfcheck.model.hazards.NicSetting.of(org.pfcheck.model.hazards.HostScope.at(List.of("T9")), AT_7)
        .withStormWatchdogOff();
    assertTrue(only(base().nic(at).build(), Code.PFC102).message().contains("names switch 'T9'"));
    var tier = org.pfcheck.model.hazards.WatchdogSetting.on(org.pfcheck.model.hazards.SwitchScope.tier("pod"),
        org.pfcheck.model.hazards.PortScope.ALL, AT_7);
    assertTrue(only(base().watchdog(tier).build(), Code.PFC107).message().contains("names tier 'pod'"));
    var port = org.pfcheck.model.hazards.WatchdogSetting.off(org.pfcheck.model.hazards.SwitchScope.switches(List.of("T0")),
        org.pfcheck.model.hazards.PortScope.ports(List.of("L9")), AT_7);
    assertTrue(only(base().watchdog(port).build(), Code.PFC104).message().contains("names port 'L9' of T0"));
    var anyPort = org.pfcheck.model.hazards.BufferSetting.alpha(org.pfcheck.model.hazards.SwitchScope.ALL,
        org.pfcheck.model.hazards.Fraction.of(1, 16), AT_7);
    assertEquals(List.of(), NetworkValidator.validate(base().buffer(anyPort).build()));
    var headroom = new org.pfcheck.model.hazards.BufferSetting(org.pfcheck.model.hazards.SwitchScope.tier("leaf"),
        org.pfcheck.model.hazards.PortScope.ports(List.of("h0_0")), java.util.OptionalLong.empty(), Optional.empty(),
        java.util.OptionalLong.of(4096), AT_7);
    assertTrue(only(base().buffer(headroom).build(), Code.PFC104).message().contains("no switch it covers has"));
  }
}
