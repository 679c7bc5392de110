package org.pfcheck.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.repair.candidates.ChangePlace;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.ChangeKind;

/** The search on the example fabrics: the cheapest repair, none within the allowed changes, no answer. */
class RepairSearchTest {
  private static RepairOutcome.Repaired repaired(String example, RepairPolicy policy) {
    RepairOutcome o = Repairs.ofExample(example, policy);
    RepairOutcome.Repaired r = assertInstanceOf(RepairOutcome.Repaired.class, o, o::toString);
    assertInstanceOf(Verdict.Free.class, r.check().verdict());
    return r;
  }

  private static RepairPolicy only(String... patterns) {
    return new RepairPolicy(Map.of(), List.of(patterns).stream().map(p -> ChangePlace.parse(p).place()).toList(), List.of(),
        Optional.empty());
  }

  private static RepairPolicy without(String... patterns) {
    return new RepairPolicy(Map.of(), List.of(), List.of(patterns).stream().map(p -> ChangePlace.parse(p).place()).toList(),
        Optional.empty());
  }

  @Test
  void theSigcommFabricNeedsDropLosslessOnTheFloodingTor() {
    RepairOutcome.Repaired r = repaired("sigcomm16-flood-deadlock", RepairPolicy.DEFAULT);
    assertEquals(List.of(new Change.DropLossless("T1")), r.changes());
    assertEquals(1, r.cost());
    assertEquals(((Verdict.Possible) r.original().verdict()).counterexamples().size(), r.acting().size());
    r.acting().values().forEach(on -> assertEquals(List.of(0), on));
  }

  @Test
  void theRingNeedsOneRewriteIntoASecondPriority() {
    RepairOutcome.Repaired r = repaired("ring-3-switch", RepairPolicy.DEFAULT);
    assertEquals(5, r.cost());
    assertEquals(List.of(ChangeKind.REWRITE, ChangeKind.LOSSLESS_PRIORITY), r.changes().stream().map(Change::kind).toList());
    assertTrue(r.changes().contains(new Change.LosslessPriority(4)));
  }

  @Test
  void theDualTorBounceNeedsOneRemapOnTheBounceHop() {
    RepairOutcome.Repaired r = repaired("dual-tor-bounce", RepairPolicy.DEFAULT);
    assertEquals(5, r.cost());
    Change.Rewrite remap = (Change.Rewrite) r.changes().get(0);
    assertTrue(List.of("T0", "T1").contains(remap.sw()), remap::toString);
  }

  @Test
  void aRoutingLoopIsRepairedByRemovingTheWrongRouteWhenPfcMustStay() {
    RepairOutcome.Repaired r = repaired("routing-loop", without("make-lossy"));
    assertEquals(1, r.changes().size());
    Change.RemoveRoute removal = assertInstanceOf(Change.RemoveRoute.class, r.changes().get(0));
    assertEquals("B", removal.route().switchName());
    assertEquals(10, r.cost());
  }

  @Test
  void aScenarioSpaceIsRepairedForEveryScenario() {
    RepairOutcome.Repaired r = repaired("sigcomm16-dead-server-any", RepairPolicy.DEFAULT);
    // a dead server's MAC is missing at every switch: its bridged copies loop through both ToRs, one fix breaks all
    assertEquals(1, r.changes().size(), r.changes()::toString);
    Change.DropLossless fix = assertInstanceOf(Change.DropLossless.class, r.changes().get(0));
    assertTrue(List.of("T0", "T1").contains(fix.sw()), fix::toString);
  }

  @Test
  void aFreeFabricNeedsNothing() {
    RepairOutcome.Repaired r = repaired("clos-updown", RepairPolicy.DEFAULT);
    assertEquals(List.of(), r.changes());
    assertEquals(0, r.cost());
  }

  @Test
  void noRepairWhenNoAllowedChangeActsOnACycle() {
    RepairOutcome o = Repairs.ofExample("ring-3-switch", only("drop-lossless"));
    RepairOutcome.Impossible none = assertInstanceOf(RepairOutcome.Impossible.class, o);
    assertTrue(none.reason().startsWith("no allowed change can alter the forwarding that makes cycle 1"), none.reason());
    assertEquals(1, none.conflict().size());
  }

  @Test
  void noRepairWithinOneLosslessPriority() {
    RepairPolicy policy = new RepairPolicy(Map.of(), List.of(), List.of(ChangePlace.parse("make-lossy").place(),
        ChangePlace.parse("remove-route").place()), Optional.of(1));
    RepairOutcome.Impossible none = assertInstanceOf(RepairOutcome.Impossible.class,
        Repairs.ofExample("ring-3-switch", policy));
    assertEquals(0, none.proof().counts().candidates().getOrDefault(ChangeKind.LOSSLESS_PRIORITY, 0L));
    assertTrue(none.reason().contains("no allowed change can alter"), none.reason());
  }

  @Test
  void noAnswerWithinATinyTimeout() {
    RepairOutcome o = Repairs.ofExample("dual-tor-bounce", RepairPolicy.DEFAULT);
    assertInstanceOf(RepairOutcome.Repaired.class, o);
    RepairOutcome late = Repairs.of("f.pfc", "lossless 3\nfabric ring switches 4\nroute sw0 10.0.2.0/24 via sw1\n"
        + "route sw1 10.0.2.0/24 via sw0\n", RepairPolicy.DEFAULT,
        new AnalysisOptions(10, Duration.ofNanos(1), 100_000));
    assertInstanceOf(RepairOutcome.Undecided.class, late);
  }

  @Test
  void costsDecideBetweenKinds() {
    Map<ChangeKind, Long> costs = Map.of(ChangeKind.DROP_LOSSLESS, 50L);
    RepairOutcome.Repaired r = repaired("sigcomm16-flood-deadlock", new RepairPolicy(costs, List.of(), List.of(),
        Optional.empty()));
    // two uplinks out of flood domains (bridged copies loop through either leaf; several such pairs tie)
    assertEquals(2, r.changes().size(), r.changes()::toString);
    assertTrue(r.changes().stream().allMatch(c -> c instanceof Change.FloodPortRemoval), r.changes()::toString);
    assertEquals(4, r.cost());
  }
}
