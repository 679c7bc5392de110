package org.pfcheck.analyzer.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.hazards.HostScope;
import org.pfcheck.model.hazards.NicSetting;

class CounterexampleCheckerTest {
  private static Counterexample found(Network n) {
    Verdict v = new GraphEngine().analyze(n, AnalysisOptions.DEFAULT).verdict();
    return ((Verdict.Possible) v).counterexamples().get(0);
  }

  private static Dependency dep(String from, String to, Cause cause, ExamplePacket packet) {
    String[] f = from.split(":");
    String[] t = to.split(":");
    return new Dependency(new QueueRef(f[0], f[1], 3), new QueueRef(t[0], t[1], 3), cause, packet, "fabricated",
        Optional.empty(), Optional.empty(), Optional.empty());
  }

  @Test
  void acceptsTheEnginesCounterexample() {
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build();
    CounterexampleChecker.check(n, found(n));
  }

  @Test
  void aStopEndsTheRecheckAfterTheFirstCounterexample() {
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build();
    Counterexample cx = found(n);
    // the same forwarding, another network (a NIC statement): nothing checked against it yet
    Network other = n.withHazards(new HazardSettings(List.of(NicSetting.of(HostScope.ALL, Origin.NONE).withMtt(1)),
        List.of(), List.of(), List.of()));
    assertEquals(1, CounterexampleChecker.checkUntil(other, List.of(cx, cx, cx), () -> true));
    assertEquals(3, CounterexampleChecker.checkUntil(other, List.of(cx, cx, cx), () -> false));
  }

  /** The engine checked its counterexample: the command's re-check of the verdict does not walk it again. */
  @Test
  void aCounterexampleCheckedAgainstTheNetworkIsNotWalkedAgain() {
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build();
    Counterexample cx = found(n);
    assertEquals(3, CounterexampleChecker.checkUntil(n, List.of(cx, cx, cx), () -> true));
  }

  /** The second counterexample reuses the first's walks (same packets) and is still checked in full. */
  @Test
  void aLaterCounterexampleIsCheckedOnTheFirstsWalksAndAStopLeavesItOut() {
    Network n = Fabrics.routingLoop().build();
    Counterexample real = found(n);
    List<Dependency> wrong = new ArrayList<>(real.cycle());
    int last = wrong.size() - 1;
    Dependency d = wrong.get(last);
    wrong.set(last, new Dependency(d.from(), d.to(), Cause.FLOOD, d.packet(), d.decision(), d.rule(), d.link(),
        d.rewrite()));
    Counterexample bad = new Counterexample(real.scenario(), wrong);
    assertEquals(1, CounterexampleChecker.checkUntil(n, List.of(real, bad), () -> true));
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> CounterexampleChecker.checkUntil(n, List.of(real, bad), () -> false));
    assertTrue(e.getMessage().contains("at dependency " + wrong.size() + " of " + wrong.size()), e.getMessage());
  }

  @Test
  void rejectsAFabricatedCycleOnAHealthyClos() {
    Network n = Fabrics.clos(2, 2, 1, Routing.Mode.UP_DOWN).build();
    ExamplePacket p = new ExamplePacket("h0_0", "h1_0", 3, -1);
    Counterexample fake = new Counterexample(n.scenario(), List.of(dep("T0:L0", "L1:T0", Cause.DERIVED, p),
        dep("L1:T0", "T0:L1", Cause.DERIVED, p), dep("T0:L1", "L0:T0", Cause.DERIVED, p),
        dep("L0:T0", "T0:L0", Cause.DERIVED, p)));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> CounterexampleChecker.check(n, fake));
    assertTrue(e.getMessage().contains("T0[L0]/p3 -> L1[T0]/p3"), e.getMessage());
    // h0_0 sits under T0: its packets to h1_0 enter T0 from the host, never from leaf L0
    assertTrue(e.getMessage().contains("the example packet cannot reach the from queue"), e.getMessage());
  }

  @Test
  void rejectsAWrongCauseOrAPacketOutsideTheTraffic() {
    Network n = Fabrics.routingLoop().build();
    Counterexample real = found(n);
    CounterexampleChecker.check(n, real);
    List<Dependency> wrongCause = new ArrayList<>(real.cycle());
    Dependency d = wrongCause.get(0);
    wrongCause.set(0, new Dependency(d.from(), d.to(), Cause.FLOOD, d.packet(), d.decision(), d.rule(), d.link(),
        d.rewrite()));
    IllegalStateException cause = assertThrows(IllegalStateException.class,
        () -> CounterexampleChecker.check(n, new Counterexample(real.scenario(), wrongCause)));
    assertTrue(cause.getMessage().contains("no forwarding step from the from queue sends the packet into the to"
        + " queue with that cause"), cause.getMessage());
    List<Dependency> selfSent = new ArrayList<>(real.cycle());
    selfSent.set(0, new Dependency(d.from(), d.to(), d.cause(), new ExamplePacket("hx", "hx", 3, -1), d.decision(),
        d.rule(), d.link(), d.rewrite()));
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> CounterexampleChecker.check(n, new Counterexample(real.scenario(), selfSent)));
    assertTrue(e.getMessage().contains("not among the considered traffic"), e.getMessage());
  }

  /** The engine's hints lead the reference to every dependency of these fabrics: the walk is saved. */
  @Test
  void theEnginesHintsShowEveryDependency() {
    for (Network n : List.of(Fabrics.sigcomm16(Routing.Mode.UP_DOWN).build(), Fabrics.routingLoop().build())) {
      org.pfcheck.analyzer.bdg.BufferDependencyGraph g = org.pfcheck.analyzer.bdg.BdgBuilder.build(n, n.scenario());
      int edges = 0;
      for (int q = 0; q < g.queueCount(); q++) {
        for (int t : g.successors(q)) {
          Dependency d = g.dependency(q, t);
          PathHint hint = g.examplePath(q, t);
          assertTrue(CounterexampleChecker.followsHint(n, d, hint), () -> d + " not shown by " + hint);
          edges++;
        }
      }
      assertTrue(edges > 0);
    }
  }

  /** A hint is only a guide: it never makes a dependency the reference does not make pass. */
  @Test
  void aHintNeverMakesAFalseDependencyPass() {
    Network n = Fabrics.routingLoop().build();
    org.pfcheck.analyzer.bdg.BufferDependencyGraph g = org.pfcheck.analyzer.bdg.BdgBuilder.build(n, n.scenario());
    Counterexample real = found(n);
    List<Dependency> wrong = new ArrayList<>(real.cycle());
    Dependency d = wrong.get(0);
    wrong.set(0, new Dependency(d.from(), d.to(), Cause.FLOOD, d.packet(), d.decision(), d.rule(), d.link(), d.rewrite()));
    Counterexample bad = new Counterexample(real.scenario(), wrong);
    int from = g.queueId(d.from());
    int to = g.queueId(d.to());
    PathHint realPath = g.examplePath(from, to);
    assertTrue(CounterexampleChecker.followsHint(n, d, realPath));
    assertTrue(!CounterexampleChecker.followsHint(n, wrong.get(0), realPath));
    Network other = n.withHazards(new HazardSettings(List.of(NicSetting.of(HostScope.ALL, Origin.NONE).withMtt(2)),
        List.of(), List.of(), List.of()));
    assertThrows(IllegalStateException.class, () -> CounterexampleChecker.checkUntil(other, List.of(bad), () -> false,
        (c, k) -> Optional.of(realPath)));
    PathHint nowhere = new PathHint(List.of(new PathHint.Hop("nowhere", "p0", false, false)));
    assertEquals(1, CounterexampleChecker.checkUntil(other, List.of(real), () -> false, (c, k) -> Optional.of(nowhere)),
        "a hint that leads nowhere falls back to the walk");
  }
}
