package org.pfcheck.analyzer.hazards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.hazards.BroadcastClass;
import org.pfcheck.model.hazards.BufferSetting;
import org.pfcheck.model.hazards.Fraction;
import org.pfcheck.model.hazards.HostScope;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.PortScope;
import org.pfcheck.model.hazards.Retransmission;
import org.pfcheck.model.hazards.SwitchScope;
import org.pfcheck.model.hazards.WatchdogAction;
import org.pfcheck.model.hazards.WatchdogSetting;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.scenario.Flow;

/**
 * Each hazard check fires on a fabric that has its hazard and stays quiet on one that does not: a safe
 * two-tier Clos (drop-lossless, PFC watchdogs on the server-facing ports, default NICs) has no hazard,
 * and each test adds one.
 */
class HazardChecksTest {
  private static final NicSetting ALL_NICS = NicSetting.of(HostScope.ALL, Origin.NONE);

  /** The safe fabric, with {@code change} applied to its builder. */
  private static Network safe(UnaryOperator<NetworkBuilder> change) {
    NetworkBuilder b = Fabrics.clos(2, 2, 2, Routing.Mode.UP_DOWN).macMissPolicyEverywhere(MacMissPolicy.DROP_LOSSLESS)
        .watchdog(WatchdogSetting.on(SwitchScope.ALL, PortScope.HOST_PORTS, Origin.NONE).with(100, WatchdogAction.DROP));
    return change.apply(b).build();
  }

  private static List<Code> codes(Network n) {
    return HazardChecks.run(n).stream().map(Diagnostic::code).distinct().toList();
  }

  private static Diagnostic only(Network n, Code code) {
    List<Diagnostic> found = HazardChecks.run(n);
    assertEquals(List.of(code), found.stream().map(Diagnostic::code).distinct().toList(), found::toString);
    return found.get(0);
  }

  @Test
  void theSafeFabricHasNoHazard() {
    assertEquals(List.of(), HazardChecks.run(safe(b -> b)));
  }

  @Test
  void floodingSwitchesWithMacAgingFirstArePfc401() {
    Diagnostic d = only(safe(b -> b.macMissPolicyEverywhere(MacMissPolicy.FLOOD)), Code.PFC501);
    assertEquals("MAC entries (5m) age out before ARP entries (4h): T0, T1, L0 and L1 flood a silent server's lossless"
        + " packets, while its ARP entry lives and declared dead or not, to the rest of their flood domain (their VLAN,"
        + " or every port where there is none), across the links between switches it spans (the SIGCOMM'16 flood"
        + " deadlock's precondition)", d.message(), "whole: no cut in the middle of where the copies go");
    assertEquals(List.of(), codes(safe(b -> b.macMissPolicyEverywhere(MacMissPolicy.FLOOD).timers(300, 300))));
  }

  /** A list of long names (an import's switch:port labels) leaves the finding room to say what it is. */
  @Test
  void longNamesAreCountedNotListedPastAHundredCharacters() {
    List<String> ports = java.util.stream.IntStream.range(0, 28).mapToObj(i -> "str-s6000-acs-14:Ethernet" + 4 * i)
        .toList();
    assertEquals("str-s6000-acs-14:Ethernet0, str-s6000-acs-14:Ethernet4, str-s6000-acs-14:Ethernet8 and 25 more",
        Findings.list(ports));
    assertEquals("T0:h0_0, T0:h0_1, T1:h1_0 and T1:h1_1", Findings.list(List.of("T0:h0_0", "T0:h0_1", "T1:h1_0",
        "T1:h1_1")));
    assertEquals("a, b, c, d, e, f and 2 more", Findings.list(List.of("a", "b", "c", "d", "e", "f", "g", "h")));
    assertEquals("x".repeat(150), Findings.list(List.of("x".repeat(150))));
    assertEquals("x".repeat(150) + " and 1 more", Findings.list(List.of("x".repeat(150), "y")));
  }

  @Test
  void lossyArpIsFineButLosslessArpAndMulticastArePfc402() {
    assertTrue(only(safe(b -> b.broadcast(new BroadcastClass(BroadcastClass.Kind.ARP, 3, Origin.NONE))), Code.PFC502)
        .message().startsWith("ARP, broadcast to every port of its domain, travels in priority 3, which is lossless"));
    assertEquals(2, HazardChecks.run(safe(b -> b.lossless(0).broadcast(new BroadcastClass(BroadcastClass.Kind.MULTICAST,
        4, Origin.NONE)))).size(), "ARP's default priority 0 made lossless, and lossless multicast");
    assertEquals(List.of(), codes(safe(b -> b.broadcast(new BroadcastClass(BroadcastClass.Kind.MULTICAST, 1,
        Origin.NONE)))));
  }

  @Test
  void aDeadHostWhosePacketsAreFloodedIsPfc402UnlessLosslessPacketsAreDropped() {
    List<Diagnostic> found = HazardChecks.run(safe(b -> b.macMissPolicyEverywhere(MacMissPolicy.FLOOD).dead("h1_0")));
    assertEquals(List.of(Code.PFC501, Code.PFC502), found.stream().map(Diagnostic::code).sorted().toList());
    assertTrue(found.stream().anyMatch(d -> d.message().startsWith("in this scenario T1 floods lossless packets for"
        + " h1_0, dead")), found::toString);
    assertEquals(List.of(), codes(safe(b -> b.dead("h1_0"))));
  }

  @Test
  void goBack0OnLosslessSendersIsPfc404WithTheArithmetic() {
    Diagnostic d = only(safe(b -> b.nic(ALL_NICS.withRetransmission(Retransmission.GO_BACK_0))), Code.PFC503);
    assertTrue(d.message().contains("a 4MB message of 4,096 packets of 1KB finishes only when all 4,096 arrive in one"
        + " try; when 1 packet in 256 is lost that happens with probability (255/256)^4096 = 1.1e-07, once in about"
        + " 9 million tries"), d.message());
    Network lossyOnly = safe(b -> b.dscp(10, 1).nic(ALL_NICS.withRetransmission(Retransmission.GO_BACK_0).withDscp(10)));
    assertEquals(List.of(), codes(lossyOnly), "go-back-0 on hosts that mark a lossy class");
    Network lossyFlows = safe(b -> b.flow("h0_0", "h1_0", 1).nic(ALL_NICS.withRetransmission(Retransmission.GO_BACK_0)));
    assertEquals(List.of(), codes(lossyFlows));
    assertEquals(List.of(Code.PFC503), codes(safe(b -> b.flow("h0_0", "h1_0", 3)
        .nic(ALL_NICS.withRetransmission(Retransmission.GO_BACK_0)))));
  }

  @Test
  void anMttCoveringLessThanTheRegisteredMemoryIsPfc405() {
    Diagnostic d = only(safe(b -> b.nic(ALL_NICS.withMtt(2048).withRegisteredBytes(64L << 20))), Code.PFC504);
    assertTrue(d.message().contains("translate 2,048 MTT entries × 4KB = 8MB of the 64MB registered"), d.message());
    assertTrue(d.hint().startsWith("use 2MB pages ('page-size 2MB'): 2,048 × 2MB = 4GB covers"), d.hint());
    assertEquals(List.of(), codes(safe(b -> b.nic(ALL_NICS.withMtt(2048).withPageBytes(2L << 20)
        .withRegisteredBytes(64L << 20)))));
    assertEquals(List.of(), codes(safe(b -> b.nic(ALL_NICS.withRegisteredBytes(64L << 20)))), "MTT size not known");
  }

  @Test
  void anMttWhoseCoverageExceedsALongCoversAnyRegisteredMemory() {
    // 16,384 entries of 1024TB pages: 2^64 bytes, which wrapped to 0 and made a false PFC504 (exit 5)
    assertEquals(List.of(), codes(safe(b -> b.nic(ALL_NICS.withMtt(16_384).withPageBytes(1L << 50)
        .withRegisteredBytes(1L << 30)))));
    assertEquals(List.of(), codes(safe(b -> b.nic(ALL_NICS.withMtt(Integer.MAX_VALUE).withPageBytes(1L << 50)
        .withRegisteredBytes(1L << 50)))));
  }

  @Test
  void serverFacingPortsWithoutAnActingWatchdogArePfc406() {
    Network none = Fabrics.clos(2, 2, 2, Routing.Mode.UP_DOWN).macMissPolicyEverywhere(MacMissPolicy.DROP_LOSSLESS)
        .build();
    Diagnostic d = only(none, Code.PFC505);
    assertTrue(d.message().startsWith("server-facing ports T0:h0_0, T0:h0_1, T1:h1_0 and T1:h1_1 have no PFC"
        + " watchdog"), d.message());
    Network alert = safe(b -> b.watchdog(new WatchdogSetting(SwitchScope.ALL, PortScope.HOST_PORTS, true,
        OptionalLong.empty(), OptionalLong.empty(), Optional.of(WatchdogAction.ALERT), Origin.NONE)));
    Network allPortsAlert = safe(b -> b.watchdog(new WatchdogSetting(SwitchScope.ALL, PortScope.ALL, true,
        OptionalLong.empty(), OptionalLong.empty(), Optional.of(WatchdogAction.ALERT), Origin.NONE)));
    assertEquals(List.of(), codes(allPortsAlert), "the host-ports statement is more specific than one for all ports");
    assertTrue(only(alert, Code.PFC505).message().contains("have PFC watchdogs that only alert"));
  }

  /** The storm command it suggests works as written: it names the host, not the port (Ethernet0 on an import). */
  @Test
  void pfc505SuggestsAStormFromTheHostNotItsPort() {
    Network n = Fabrics.clos(2, 2, 0, Routing.Mode.UP_DOWN).macMissPolicyEverywhere(MacMissPolicy.DROP_LOSSLESS)
        .addHost(new org.pfcheck.model.topology.Host("server1", Optional.of(org.pfcheck.model.topology.Ipv4.parse("10.0.0.1")),
            List.of(new org.pfcheck.model.topology.Attachment("T0", "Ethernet0", false, Origin.NONE)), Origin.NONE))
        .addHost(new org.pfcheck.model.topology.Host("server2", Optional.of(org.pfcheck.model.topology.Ipv4.parse("10.0.1.1")),
            List.of(new org.pfcheck.model.topology.Attachment("T1", "Ethernet0", false, Origin.NONE)), Origin.NONE))
        .build();
    Diagnostic d = only(n, Code.PFC505);
    assertTrue(d.message().startsWith("server-facing ports T0:Ethernet0 and T1:Ethernet0 have no PFC watchdog"), d.message());
    assertTrue(d.message().contains("'pfcheck storm FILE --from server1' shows how far"), d.message());
  }

  @Test
  void aNicWithoutTheStormWatchdogIsPfc407() {
    assertTrue(only(safe(b -> b.nic(ALL_NICS.withStormWatchdogOff())), Code.PFC506).message()
        .startsWith("the NICs of h0_0, h0_1, h1_0 and h1_1 have no pause-storm watchdog"));
    assertEquals(List.of(), codes(safe(b -> b.nic(ALL_NICS.withStormWatchdog(150)))));
  }

  @Test
  void alphaBelowOneSixteenthIsPfc408() {
    assertTrue(only(safe(b -> b.buffer(BufferSetting.alpha(SwitchScope.ALL, Fraction.of(1, 64), Origin.NONE))),
        Code.PFC507).message().startsWith("dynamic-threshold alpha 1/64 on T0, T1, L0 and L1"));
    assertEquals(List.of(), codes(safe(b -> b.buffer(BufferSetting.alpha(SwitchScope.ALL, Fraction.of(1, 16),
        Origin.NONE)))));
  }

  @Test
  void aForwardingWatchdogIsPfc409() {
    Network forward = safe(b -> b.watchdog(WatchdogSetting.on(SwitchScope.ALL, PortScope.ALL, Origin.NONE)
        .with(100, WatchdogAction.FORWARD)));
    String m = only(forward, Code.PFC508).message();
    assertTrue(m.startsWith("the PFC watchdog on T0:L0, L0:T0, T0:L1, L1:T0, T1:L0, L0:T1 and 2 more forwards"), m);
  }

  @Test
  void aServerFacingWatchdogSlowerThanTheNicsIsPfc410() {
    Network slow = safe(b -> b.watchdog(WatchdogSetting.on(SwitchScope.ALL, PortScope.HOST_PORTS, Origin.NONE)
        .with(200, WatchdogAction.DROP)));
    assertTrue(only(slow, Code.PFC509).message().contains("acts after 200ms, later than the NIC watchdog of the host"
        + " it faces (100ms)"));
    Network nicSlower = safe(b -> b.watchdog(WatchdogSetting.on(SwitchScope.ALL, PortScope.HOST_PORTS, Origin.NONE)
        .with(200, WatchdogAction.DROP)).nic(ALL_NICS.withStormWatchdog(300)));
    assertEquals(List.of(), codes(nicSlower));
  }

  @Test
  void aDeadlockThatAWatchdogBreaksIsStillPossibleAndPfc411SaysWhichWatchdog() {
    NetworkBuilder flood = Fabrics.sigcomm16(Routing.Mode.UP_DOWN);
    Network unprotected = flood.build();
    var result = new GraphEngine().analyze(unprotected, AnalysisOptions.DEFAULT);
    assertEquals("deadlock-possible", result.verdict().word());
    assertEquals(List.of(), WatchdogCycles.of(unprotected, result));
    Network guarded = flood.watchdog(WatchdogSetting.on(SwitchScope.ALL, PortScope.ALL, Origin.NONE)
        .with(400, WatchdogAction.DROP)).watchdog(WatchdogSetting.on(SwitchScope.switches(List.of("L1")),
        PortScope.ALL, Origin.NONE).with(300, WatchdogAction.DROP)).build();
    var again = new GraphEngine().analyze(guarded, AnalysisOptions.DEFAULT);
    assertEquals("deadlock-possible", again.verdict().word(), "a watchdog does not make the fabric deadlock-free");
    List<Diagnostic> found = WatchdogCycles.of(guarded, again);
    // two cycles (the flood copies are bridged round the lossless loop, docs/semantics.md "Layer 2"),
    // each broken first by the faster watchdog of L1 on its own port
    assertEquals(2, found.size(), found::toString);
    assertTrue(found.get(0).message().matches("cycle 1 of 2 \\(.*\\) is still a possible deadlock; the PFC watchdog"
        + " on L1:T1 \\(action drop\\) breaks it 300ms after it freezes, dropping the priority-3 packets .*"),
        found.get(0).message());
    assertTrue(found.get(1).message().matches("cycle 2 of 2 \\(.*\\) is still a possible deadlock; the PFC watchdog"
        + " on L1:T0 \\(action drop\\) breaks it 300ms after it freezes, dropping the priority-3 packets .*"),
        found.get(1).message());
  }

  @Test
  void declaredFlowsDecideWhoSendsLosslessTraffic() {
    Network n = safe(b -> b.flow("h0_0", "h1_0", 3).flow("h0_1", "h0_1", 3).dead("h1_1").flow("h1_1", "h0_0", 3));
    assertEquals(java.util.Set.of("h0_0"), NicHazards.losslessSenders(n));
    assertEquals(new Flow("h0_0", "h1_0", 3, Origin.NONE), n.traffic().flows().get(0));
  }
}
