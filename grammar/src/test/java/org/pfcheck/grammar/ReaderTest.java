package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Prefix;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.TierOrder;
import org.pfcheck.model.topology.Vlan;

/** Each construct of the language reads to the model it means. */
class ReaderTest {
  private static Network read(String... lines) {
    return Fixtures.read(String.join("\n", lines));
  }

  private static Endpoint ep(String node, String port) {
    return new Endpoint(node, port);
  }

  @Test
  void aNetworkIsNamedAfterTheFileUnlessItSaysOtherwise() {
    ParseResult r = PfcReader.read("dir/fabric.v2.pfc", "lossless 3");
    assertTrue(r.ok());
    assertEquals(new NetworkBuilder("fabric.v2").lossless(3).build(), r.network().orElseThrow());
    assertEquals("x", read("network x").name());
  }

  @Test
  void aFileWithoutStatementsIsAnErrorNotAnEmptyProof() {
    for (String text : List.of("", "\n\n", "# only a comment\n// and another\n")) {
      ParseResult r = PfcReader.read("fabric.pfc", text);
      assertTrue(r.network().isEmpty(), text);
      assertEquals(List.of("fabric.pfc:1:1 PFC007 fabric.pfc has no statements: there is nothing to check"),
          r.diagnostics().stream().map(d -> d.span().orElseThrow() + " " + d.code() + " " + d.message()).toList());
    }
  }

  @Test
  void commentsAndBlankLinesAreIgnored() {
    Network n = read("# a comment", "", "   // another", "switch T0 # trailing", "switch T1 // trailing", "\t");
    assertEquals(List.of("T0", "T1"), n.switches().stream().map(Switch::name).toList());
  }

  @Test
  void tiersGiveLevelsWithEqualNames() {
    TierOrder t = read("tiers tor = edge < leaf < spine").tiers();
    assertEquals(Map.of("tor", 1, "edge", 1, "leaf", 2, "spine", 3), t.levels());
  }

  @Test
  void switchesWithRangesListsAndOptions() {
    Network n = read("switch T1 tier tor subnet 10.0.1.0/24, 10.1.1.0/24 on-mac-miss drop-lossless flood-domain vlan 10",
        "switch S0..S2, X tier spine", "switch P08..P10");
    assertEquals(new Switch("T1", Optional.of("tor"), MacMissPolicy.DROP_LOSSLESS, new FloodDomain(10),
        List.of(Prefix.parse("10.0.1.0/24"), Prefix.parse("10.1.1.0/24")), Origin.NONE), n.switches().get(0));
    assertEquals(List.of("T1", "S0", "S1", "S2", "X", "P08", "P09", "P10"),
        n.switches().stream().map(Switch::name).toList());
    assertEquals(Switch.of("X", "spine"), n.switches().get(4));
  }

  @Test
  void defaultsApplyToSwitchesThatSetNothing() {
    Network n = read("switch A", "switch B on-mac-miss flood flood-domain all", "default on-mac-miss drop-lossless",
        "default flood-domain vlan 7", "fabric ring switches 1 hosts-per-switch 0");
    assertEquals(MacMissPolicy.DROP_LOSSLESS, n.switches().get(0).onMacMiss());
    assertEquals(new FloodDomain(7), n.switches().get(0).floodDomain());
    assertEquals(MacMissPolicy.FLOOD, n.switches().get(1).onMacMiss());
    assertEquals(FloodDomain.ALL_PORTS, n.switches().get(1).floodDomain());
    assertEquals(MacMissPolicy.DROP_LOSSLESS, n.switches().get(2).onMacMiss(), "template switches too");
  }

  @Test
  void linksGetImplicitPortsAndParallelLinksNumberedOnes() {
    Network n = read("link A -- B", "link B -- A", "link A:e1 -- B", "links A, C -- D");
    assertEquals(List.of(new Link(ep("A", "B"), ep("B", "A"), Origin.NONE),
        new Link(ep("B", "A#2"), ep("A", "B#2"), Origin.NONE),
        new Link(ep("A", "e1"), ep("B", "A#3"), Origin.NONE),
        new Link(ep("A", "D"), ep("D", "A"), Origin.NONE),
        new Link(ep("C", "D"), ep("D", "C"), Origin.NONE)), n.links());
  }

  @Test
  void implicitPortsSkipNamesAlreadyTaken() {
    Network n = read("link A:B -- B:x", "link A -- B");
    assertEquals(new Link(ep("A", "B#2"), ep("B", "A"), Origin.NONE), n.links().get(1));
  }

  /** A malformed host statement's help shows every option a host takes, 'outside' too. */
  @Test
  void aHostStatementsShapeNamesEveryOption() {
    ParseResult r = PfcReader.read("fabric.pfc", "switch T0\nhost a at T0 inside\n");
    List<String> help = r.diagnostics().stream().map(d -> d.hint()).toList();
    assertTrue(help.stream().anyMatch(h -> h.contains("[standby T1 [port P]] [outside]")), help.toString());
    assertTrue(read("switch T0", "host a at T0 outside").hosts().get(0).outside());
  }

  @Test
  void aKeywordWhereANameMustBeIsSaidToBeOne() {
    // 'outside' became a keyword: a fabric naming a switch so says why it no longer reads, and how to go on
    ParseResult r = PfcReader.read("fabric.pfc", "switch outside\nswitch T0\nhost standby at T0\n");
    List<String> messages = r.diagnostics().stream().map(d -> d.message()).toList();
    assertEquals(List.of("expected a switch name after 'switch', found 'outside', a keyword of the language, which cannot"
        + " be a name", "expected a host name after 'host', found 'standby', a keyword of the language, which cannot be a"
        + " name"), messages);
    assertTrue(r.diagnostics().get(0).hint().startsWith("rename it ('outside1'"), r.diagnostics().get(0).hint());
  }

  @Test
  void hostsGetPortsAndAddresses() {
    Network n = read("switch T0 subnet 10.0.0.0/24", "switch T1", "host a at T0", "host b at T0 port eth9 ip 10.0.0.2",
        "hosts c1..c2 at T0", "host e at T1", "host f at T0 ip none", "host g at T0 standby T1 port p standby T2");
    assertEquals(new Host("a", Optional.of(Ipv4.parse("10.0.0.1")),
        List.of(new Attachment("T0", "a", false, Origin.NONE)), Origin.NONE), n.hosts().get(0));
    assertEquals(new Host("b", Optional.of(Ipv4.parse("10.0.0.2")),
        List.of(new Attachment("T0", "eth9", false, Origin.NONE)), Origin.NONE), n.hosts().get(1));
    assertEquals(Optional.of(Ipv4.parse("10.0.0.3")), n.hosts().get(2).address(), "skips the explicit .2");
    assertEquals(Optional.of(Ipv4.parse("10.0.0.4")), n.hosts().get(3).address());
    assertEquals(Optional.empty(), n.hosts().get(4).address(), "no subnet, no address");
    assertEquals(Optional.empty(), n.hosts().get(5).address());
    assertEquals(List.of(new Attachment("T0", "g", false, Origin.NONE), new Attachment("T1", "p", true, Origin.NONE),
        new Attachment("T2", "g", true, Origin.NONE)), n.hosts().get(6).attachments());
  }

  /** Switches that share a subnet, or overlap, or a template's, never hand out one address twice. */
  @Test
  void sharedSubnetsNeverNumberTwoHostsAlike() {
    for (Network n : List.of(read("switch A subnet 10.0.0.0/24", "switch B subnet 10.0.0.0/24", "hosts a0..a2 at A",
        "hosts b0..b2 at B", "host c at A ip 10.0.0.5"), read("switch A subnet 10.0.0.0/23", "switch B subnet"
        + " 10.0.0.0/24", "hosts a0..a1 at B", "hosts b0..b1 at A"), read("switch X subnet 10.0.0.0/24", "host hx at X",
        "fabric ring switches 2"))) {
      List<String> addresses = n.hosts().stream().map(h -> h.address().orElseThrow().toString()).toList();
      assertEquals(addresses.size(), new java.util.HashSet<>(addresses).size(), addresses.toString());
    }
  }

  @Test
  void qosStatements() {
    Network n = read("dscp 26 -> 3", "dscp 24..25, 27 -> 4", "dscp 26 -> 3", "lossless 3, 4", "pfc T0 priorities 3",
        "pfc T0 port S1 off", "pfc T0 port L0 priorities 3, 4");
    assertEquals(Map.of(24, 4, 25, 4, 26, 3, 27, 4), n.qos().dscpToPriority());
    assertEquals(List.of(3, 4), List.copyOf(n.qos().lossless()));
    assertEquals(List.of(
        new PfcSetting("T0", Optional.empty(), new java.util.TreeSet<>(List.of(3)), Origin.NONE),
        new PfcSetting("T0", Optional.of("S1"), new java.util.TreeSet<>(), Origin.NONE),
        new PfcSetting("T0", Optional.of("L0"), new java.util.TreeSet<>(List.of(3, 4)), Origin.NONE)), n.qos().pfc());
  }

  @Test
  void forwardingStatements() {
    Network n = read("routing up-down", "route T0 10.0.1.0/24 via L0, L1", "route A 10.9.0.0/16 drop",
        "rewrite 3 -> 2 at tier tor from above to above", "rewrite 4 -> 6", "rewrite 1 -> 2 at T0, T1 from host to below");
    assertEquals(Routing.Mode.UP_DOWN, n.routing().mode());
    assertEquals(List.of("L0", "L1"), n.routes().get(0).via());
    assertTrue(n.routes().get(1).drops());
    assertEquals(List.of(
        new RewriteRule(3, 2, new Selector.Tier("tor"), Selector.ABOVE, Selector.ABOVE, Origin.NONE),
        new RewriteRule(4, 6, Selector.ANY, Selector.ANY, Selector.ANY, Origin.NONE),
        new RewriteRule(1, 2, new Selector.Names(List.of("T0", "T1")), Selector.HOSTS, Selector.BELOW, Origin.NONE)),
        n.rewrites());
  }

  @Test
  void timersAndFlows() {
    Network n = read("timers arp 1d mac 30s", "dscp 26 -> 3", "flow a -> b dscp 26", "flow a -> b dscp 10",
        "flow b -> a priority 4");
    assertEquals(86400, n.timers().arpSeconds());
    assertEquals(30, n.timers().macSeconds());
    assertEquals(List.of(3, 0, 4), n.traffic().flows().stream().map(f -> f.priority()).toList());
    assertEquals(5 * 60, read("timers arp 4h").timers().macSeconds(), "the other timer keeps its default");
  }

  @Test
  void scenarioStatementsResolveLinksWrittenWithoutPorts() {
    Network n = read("down B -- A", "link A -- B", "link A -- B down", "link A -- B", "down A:B#3 -- B", "dead h1, h2",
        "mac-missing h1 at A", "down X:p -- Y:q");
    assertEquals(List.of(
        new Scenario.LinkDown(ep("B", "A"), ep("A", "B"), Origin.NONE),
        new Scenario.LinkDown(ep("A", "B#2"), ep("B", "A#2"), Origin.NONE),
        new Scenario.LinkDown(ep("A", "B#3"), ep("B", "A#3"), Origin.NONE),
        new Scenario.LinkDown(ep("X", "p"), ep("Y", "q"), Origin.NONE)), n.scenario().linksDown());
    assertEquals(List.of("h1", "h2"), n.scenario().deadHosts().stream().map(Scenario.DeadHost::host).toList());
    assertEquals(List.of(new Scenario.MacMissing("A", "h1", Origin.NONE)), n.scenario().macMissing());
  }

  @Test
  void aRepeatedFactIsAWarningAndCountsOnce() {
    ParseResult r = PfcReader.read("r.pfc", String.join("\n", "link A -- B", "host h1 at A", "host h2 at B",
        "dead h1", "dead h1", "mac-missing h2 at B", "mac-missing h2 at B", "flow h2 -> h1 priority 3",
        "flow h2 -> h1 priority 3", "down A -- B", "down B -- A", "space links-down <= 1 among A -- B, B -- A",
        "space dead-hosts <= 1 among h2, h2"));
    assertEquals(List.of("5:6 'dead h1' repeats line 4 and has no effect",
        "7:1 'mac-missing h2 at B' repeats line 6 and has no effect",
        "9:1 the flow h2 -> h1 in priority 3 repeats line 8 and has no effect",
        "11:1 taking link B:A -- A:B down repeats line 10 and has no effect",
        "12:37 candidate link B:A -- A:B repeats an earlier one on this line and has no effect",
        "13:33 candidate host h2 repeats an earlier one on this line and has no effect"),
        r.diagnostics().stream().map(d -> d.span().orElseThrow().line() + ":" + d.span().orElseThrow().column() + " "
            + d.message()).toList());
    assertTrue(r.diagnostics().stream().allMatch(d -> d.code() == Code.PFC212));
    Network n = r.network().orElseThrow();
    assertEquals(1, n.scenario().deadHosts().size());
    assertEquals(1, n.scenario().macMissing().size());
    assertEquals(1, n.traffic().flows().size());
    assertEquals(1, n.scenario().linksDown().size());
    assertEquals(1, n.space().orElseThrow().linkCandidates().size());
    assertEquals(List.of("h2"), n.space().orElseThrow().hostCandidates());
  }

  @Test
  void aSpaceBoundAboveItsCandidatesOrADeadCandidateIsAWarning() {
    ParseResult r = PfcReader.read("s.pfc", String.join("\n", "link T0 -- La", "host S3 at T0", "host S4 at T0",
        "dead S3", "space links-down <= 99 among T0 -- La", "space dead-hosts <= 3 among S3"));
    assertEquals(List.of(
        "5:1 'space links-down <= 99' is above the 1 candidate link: every combination of them is checked with <= 1"
            + " already",
        "6:1 'space dead-hosts <= 3' is above the 1 candidate host: every combination of them is checked with <= 1"
            + " already",
        "6:29 candidate host S3 is dead in the declared scenario already and adds nothing to the space"),
        r.diagnostics().stream().map(d -> d.span().orElseThrow().line() + ":" + d.span().orElseThrow().column() + " "
            + d.message()).toList());
    assertTrue(r.network().isPresent(), "warnings only");
  }

  @Test
  void scenarioSpace() {
    Network n = read("link A -- B", "link B -- C", "space links-down <= 2 among A -- B, C -- B",
        "space dead-hosts <= 1 among h1, h2");
    assertEquals(new ScenarioSpace(2, List.of(new Scenario.LinkDown(ep("A", "B"), ep("B", "A"), Origin.NONE),
        new Scenario.LinkDown(ep("C", "B"), ep("B", "C"), Origin.NONE)), 1, List.of("h1", "h2"), Origin.NONE),
        n.space().orElseThrow());
    assertEquals(new ScenarioSpace(0, List.of(), 3, List.of(), Origin.NONE),
        read("hosts h1..h3 at A", "space dead-hosts <= 3").space().orElseThrow());
  }

  @Test
  void vlans() {
    assertEquals(List.of(new Vlan(10, "T1", List.of("S3", "S4", "L0"), Origin.NONE)),
        read("vlan 10 at T1 ports S3..S4, L0").vlans());
  }

  @Test
  void fabricsExpandInPlaceAndCoexist() {
    Network n = read("switch first", "fabric ring switches 2 hosts-per-switch 1", "fabric fat-tree k 2", "switch last");
    assertEquals(2 + 5 + 2, n.switches().size());
    assertEquals("sw0", n.switches().get(1).name());
    assertEquals("last", n.switches().get(8).name());
    assertEquals(2 + 2, n.hosts().size());
    assertEquals(1 + 4, n.links().size());
  }

  @Test
  void unknownNamesAreLeftToTheValidator() {
    Network n = read("host h at nowhere", "link ghost -- phantom", "flow h -> nobody priority 3");
    assertEquals("nowhere", n.hosts().get(0).active().switchName());
    assertEquals(1, n.links().size());
  }

  @Test
  void namesMayContainDashesDotsAndSeparateFromOperators() {
    Network n = read("link rack3.tor--leaf-1", "flow a_1->b.2 priority 3");
    assertEquals(new Link(ep("rack3.tor", "leaf-1"), ep("leaf-1", "rack3.tor"), Origin.NONE), n.links().get(0));
    assertEquals("a_1", n.traffic().flows().get(0).src());
    assertEquals("b.2", n.traffic().flows().get(0).dst());
  }

  @Test
  void originsPointAtTheStatementOrTheName() {
    Network n = read("", "switch A, B tier tor", "  link A -- B");
    assertEquals(new SourceSpan("test.pfc", 2, 11, 2, 12), n.switches().get(1).origin().span().orElseThrow());
    assertEquals(new SourceSpan("test.pfc", 3, 3, 3, 14), n.links().get(0).origin().span().orElseThrow());
  }

  @Test
  void warningsKeepTheNetwork() {
    ParseResult r = PfcReader.read("w.pfc", "routing up-down\nrouting up-down\n");
    assertEquals(Code.PFC212, r.diagnostics().get(0).code());
    assertEquals(Severity.WARNING, r.diagnostics().get(0).severity());
    assertTrue(r.ok());
    assertTrue(r.network().isPresent());
  }

  @Test
  void severalErrorsAreAllReportedInOrder() {
    ParseResult r = PfcReader.read("e.pfc", "dscp 99 -> 3\nswitch\nlossless 9\ntimers arp 5\n");
    assertEquals(List.of(Code.PFC201, Code.PFC001, Code.PFC201, Code.PFC005),
        r.diagnostics().stream().map(d -> d.code()).toList());
    assertTrue(r.network().isEmpty());
  }
}
