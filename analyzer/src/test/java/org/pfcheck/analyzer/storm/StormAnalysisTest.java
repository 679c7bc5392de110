package org.pfcheck.analyzer.storm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.fixtures.RandomFabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.hazards.HostScope;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.PortScope;
import org.pfcheck.model.hazards.SwitchScope;
import org.pfcheck.model.hazards.WatchdogAction;
import org.pfcheck.model.hazards.WatchdogSetting;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;

/**
 * Pause storms: the Figure 5 of Guo et al. (one stuck NIC in a two-tier Clos without watchdogs pauses
 * every other server; with the switch watchdog on its ToR port, the storm is bounded there), storms from
 * a switch port, bounds along chains of watchdogs, and the one-pass worst host against one search per
 * host on generated fabrics.
 */
class StormAnalysisTest {
  /** A two-tier Clos of 4 ToRs, 2 leaves, 2 servers each, lossless 3, up-down, healthy, no watchdogs at all. */
  private static NetworkBuilder figure5() {
    return Fabrics.clos(4, 2, 2, Routing.Mode.UP_DOWN).macMissPolicyEverywhere(MacMissPolicy.DROP_LOSSLESS)
        .nic(NicSetting.of(HostScope.ALL, Origin.NONE).withStormWatchdogOff());
  }

  private static StormAnalysis storms(Network n) {
    return StormAnalysis.of(BdgBuilder.build(n, n.scenario()));
  }

  private static Set<String> hostNames(Storm s) {
    return s.hosts().stream().map(Storm.PausedHost::host).collect(Collectors.toCollection(TreeSet::new));
  }

  @Test
  void figure5OneStuckNicWithoutWatchdogsPausesEveryOtherServerForAsLongAsItLasts() {
    Network n = figure5().build();
    Storm s = storms(n).fromHost("h0_0", OptionalInt.empty());
    assertEquals(3, s.priority());
    assertEquals(Set.of("h0_1", "h1_0", "h1_1", "h2_0", "h2_1", "h3_0", "h3_1"), hostNames(s));
    assertEquals(Set.of("T0", "T1", "T2", "T3", "L0", "L1"), new HashSet<>(s.switches()));
    assertFalse(s.contained());
    assertEquals(OptionalLong.empty(), s.boundMillis());
    assertEquals(7, s.lastingHosts().size());
    assertTrue(s.sourceMillis().isEmpty());
    Storm.Port first = s.unprotected().get(0);
    assertEquals(List.of("T0", "h0_0", true), List.of(first.switchName(), first.port(), first.serverFacing()));
    assertEquals(List.of(), s.watchdogs());
  }

  @Test
  void figure5WithTheSwitchWatchdogOnThatToRPortTheStormStopsThere() {
    Network n = figure5().watchdog(WatchdogSetting.on(SwitchScope.switches(List.of("T0")),
        PortScope.ports(List.of("h0_0")), Origin.NONE)).build();
    Storm s = storms(n).fromHost("h0_0", OptionalInt.of(3));
    assertTrue(s.contained());
    assertEquals(OptionalLong.of(200), s.boundMillis(), "SONiC's default detection time");
    assertEquals(List.of(), s.lastingHosts());
    assertEquals(new QueueRef("T0", "h0_0", 3), s.ports().get(0).at());
    assertEquals(OptionalLong.of(200), s.ports().get(0).millis());
    assertEquals(1, s.watchdogs().size());
    assertEquals(WatchdogAction.DROP, s.watchdogs().get(0).action());
    assertTrue(s.unprotected().stream().noneMatch(Storm.Port::serverFacing), "the server-facing port is protected");
    assertEquals(7, hostNames(s).size(), "until the watchdog acts the pauses still reach every other server");
  }

  @Test
  void theNicWatchdogBoundsTheWholeStormInTime() {
    Network n = Fabrics.clos(4, 2, 2, Routing.Mode.UP_DOWN).build();
    Storm s = storms(n).fromHost("h0_0", OptionalInt.empty());
    assertEquals(OptionalLong.of(100), s.sourceMillis());
    assertEquals(OptionalLong.of(100), s.boundMillis());
  }

  @Test
  void leafWatchdogsBoundWhatLiesBeyondThemOnly() {
    Network n = figure5().watchdog(WatchdogSetting.on(SwitchScope.tier("leaf"), PortScope.ALL, Origin.NONE)
        .with(400, WatchdogAction.DROP)).build();
    Storm s = storms(n).fromHost("h0_0", OptionalInt.empty());
    assertFalse(s.contained());
    for (Storm.PausedHost h : s.hosts()) {
      boolean sameTor = h.host().startsWith("h0_");
      assertEquals(sameTor ? OptionalLong.empty() : OptionalLong.of(400), h.millis(), h.toString());
    }
    assertEquals(Set.of("h0_1"), s.lastingHosts().stream().map(Storm.PausedHost::host).collect(Collectors.toSet()));
  }

  @Test
  void aStuckSwitchPortPausesWhatWaitsOnIt() {
    Network n = figure5().build();
    Storm s = storms(n).fromPort("L0", "T0", OptionalInt.empty());
    assertEquals(new QueueRef("T0", "L0", 3), s.ports().get(0).at(), "T0's egress into the stuck queue");
    assertEquals(Set.of("h0_0", "h0_1"), hostNames(s), "T0's servers send up through L0");
    assertThrows(IllegalArgumentException.class, () -> storms(n).fromPort("L0", "T0", OptionalInt.of(2)));
    assertThrows(IllegalArgumentException.class, () -> storms(n).fromPort("L0", "T9", OptionalInt.empty()));
    assertThrows(IllegalArgumentException.class, () -> storms(n).fromHost("h9", OptionalInt.empty()));
  }

  @Test
  void anAsymmetricToRPortHonoursTheStormItNeverPausesFor() {
    // pfc_asym on with PFC off: T0 never pauses h0_0, but stops sending to it when h0_0 pauses
    Network n = figure5().pfc(new org.pfcheck.model.qos.PfcSetting("T0", java.util.Optional.of("h0_0"),
        new java.util.TreeSet<>(), true, Origin.NONE)).build();
    Storm s = storms(n).fromHost("h0_0", OptionalInt.of(3));
    assertEquals(List.of(), s.notes().stream().filter(x -> x.contains("ignores")).toList());
    assertEquals(7, hostNames(s).size(), "the pauses reach every other server, as with PFC on");
  }

  @Test
  void aPriorityTheToRDoesNotHonourPausesNothing() {
    Network n = figure5().build();
    Storm s = storms(n).fromHost("h0_0", OptionalInt.of(2));
    assertEquals(List.of(), s.queues());
    assertTrue(s.notes().get(0).startsWith("T0 ignores h0_0's pauses for priority 2"), s.notes().toString());
  }

  @Test
  void theWorstHostIsFoundInOnePassAndAgreesWithOneSearchPerHost() {
    worstHostAgrees(RandomFabrics::generate);
  }

  /** The same on fabrics with DSCP mode, scoped rewrites, PFC on one end, VLANs, routed ports and LAGs. */
  @Test
  void theWorstHostAgreesOnRealSwitchFabricsToo() {
    worstHostAgrees(RandomFabrics::generateReal);
  }

  @Test
  void inDscpModeAStormPausesEveryLosslessGroupOfTheOtherPorts() {
    // T0 classifies DSCP 26 into group 3 and 46 into 4, both lossless: which of them queue behind the
    // paused priority is T0's TC -> queue map, not modelled, so both do
    Network n = figure5().dscp(26, 3).dscp(46, 4).dscpMap(new DscpMap("M", new TreeMap<>(Map.of(26, 3, 46, 4)),
        OptionalInt.empty(), Origin.NONE)).classify(new Classification("T0", Classification.Scope.SWITCH, List.of(),
        Optional.of("M"), Optional.empty(), Origin.NONE)).nic(NicSetting.of(HostScope.ALL, Origin.NONE)
        .withStormWatchdogOff().withDscp(46)).build();
    assertTrue(n.dscpMode());
    Storm s = storms(n).fromHost("h0_0", OptionalInt.empty());
    assertEquals(4, s.priority(), "the group T0 gives the DSCP the NIC marks");
    Set<QueueRef> first = s.queues().stream().map(Storm.Paused::at).filter(q -> q.switchName().equals("T0"))
        .collect(Collectors.toSet());
    assertTrue(first.containsAll(Set.of(new QueueRef("T0", "h0_1", 3), new QueueRef("T0", "h0_1", 4))), first::toString);
    assertEquals(Set.of("h0_1", "h1_0", "h1_1", "h2_0", "h2_1", "h3_0", "h3_1"), hostNames(s));
  }

  private static void worstHostAgrees(java.util.function.LongFunction<Network> generator) {
    int tried = 0;
    for (long seed = 1; tried < 60 && seed < 400; seed++) {
      Network n = generator.apply(seed);
      if (NetworkValidator.validate(n).stream().anyMatch(Diagnostic::isError) || n.hosts().isEmpty()) {
        continue;
      }
      tried++;
      StormAnalysis storms = storms(n);
      AnyStorm.Result any = storms.anyHost(OptionalInt.empty());
      BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
      int worst = -1;
      for (var h : n.hosts()) {
        Storm one = storms.fromHost(h.name(), OptionalInt.empty());
        assertEquals(hostNames(one).size(), any.hostsPaused().get(h.name()), "seed " + seed + " host " + h.name());
        assertEquals(naiveRadius(g, h.name(), one.priority()), one.queues().stream().map(Storm.Paused::at)
            .collect(Collectors.toSet()), "seed " + seed + " host " + h.name());
        worst = Math.max(worst, hostNames(one).size());
      }
      assertEquals(worst, hostNames(any.worst()).size(), "seed " + seed);
    }
    assertTrue(tried >= 30, "enough generated fabrics were valid: " + tried);
  }

  /**
   * The radius by its definition, on the graph's public API only: every queue that reaches, backwards by
   * plain search, a lossless queue of the host's switches in a port other than its own that packets can
   * enter (a live host's active port, an up link), in the priority paused or one a rule at that switch
   * rewrites into it (DSCP mode: in every group).
   */
  private static Set<QueueRef> naiveRadius(BufferDependencyGraph g, String host, int priority) {
    Network n = g.network();
    var h = n.hosts().stream().filter(x -> x.name().equals(host)).findFirst().orElseThrow();
    Set<String> dead = n.scenario().deadHosts().stream().map(d -> d.host()).collect(Collectors.toSet());
    Set<Integer> seen = new HashSet<>();
    ArrayDeque<Integer> todo = new ArrayDeque<>();
    for (var a : h.attachments()) {
      if (!n.qos().honours(a.switchName(), a.port(), priority)) { // PFC on for it there, or an asymmetric port
        continue;
      }
      for (int q = 0; q < g.queueCount(); q++) {
        QueueRef r = g.queueRef(q);
        if (!r.switchName().equals(a.switchName()) || r.port().equals(a.port()) || !n.dscpMode()
            && r.priority() != priority && !rewrittenInto(n, r, priority) || !entered(n, dead, r)) {
          continue;
        }
        if (seen.add(q)) {
          todo.add(q);
        }
      }
    }
    while (!todo.isEmpty()) {
      int q = todo.poll();
      for (int w = 0; w < g.queueCount(); w++) {
        if (g.hasDependency(w, q) && seen.add(w)) {
          todo.add(w);
        }
      }
    }
    return seen.stream().map(g::queueRef).collect(Collectors.toSet());
  }

  private static boolean rewrittenInto(Network n, QueueRef r, int priority) {
    var sw = n.switches().stream().filter(x -> x.name().equals(r.switchName())).findFirst().orElseThrow();
    return n.rewrites().stream().anyMatch(rule -> rule.from() == r.priority() && rule.to() == priority
        && (rule.at() instanceof org.pfcheck.model.forwarding.Selector.Names names ? names.names().contains(sw.name())
            : !(rule.at() instanceof org.pfcheck.model.forwarding.Selector.Tier t) || sw.tier().equals(java.util.Optional.of(t.tier()))));
  }

  /** Whether packets can enter the port of {@code r}: a live host's active port, or a port on an up link. */
  private static boolean entered(Network n, Set<String> dead, QueueRef r) {
    for (var h : n.hosts()) {
      if (h.active().switchName().equals(r.switchName()) && h.active().port().equals(r.port())) {
        return !dead.contains(h.name());
      }
    }
    return n.links().stream().anyMatch(l -> (l.a().node().equals(r.switchName()) && l.a().port().equals(r.port())
        || l.b().node().equals(r.switchName()) && l.b().port().equals(r.port()))
        && n.scenario().linksDown().stream().noneMatch(d -> d.matches(l)));
  }
}
