package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.check.CounterexampleChecker;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;

/**
 * Property 5: every verdict carries its justification. A certificate ranks every queue of the reference
 * semantics' graph and decreases along each of its dependencies; a counterexample is a cycle of the
 * reference graph whose every dependency is reproduced by forwarding its example packet.
 */
class JustifiedVerdictProperties {
  @Provide
  Arbitrary<Fabric> fabrics() {
    return Fabrics.mixed();
  }

  @Property
  void everyVerdictIsJustified(@ForAll("fabrics") Fabric f) {
    AnalysisResult r = Analysis.graphEngine(f.network());
    Statistics.label("verdict").collect(r.verdict().word());
    Statistics.label("verdict").coverage(c -> c.check("deadlock-possible").percentage(p -> p >= 15));
    Statistics.label("all pairs with a source priority that starts lossy").collect(startsLossy(f));
    Statistics.label("all pairs with a source priority that starts lossy").coverage(c -> c.check(true)
        .percentage(p -> p >= 5));
    if (r.verdict() instanceof Verdict.Free free) {
      CertificateChecker.check(Analysis.graph(f.network()), free.certificate());
      assertRanksDecrease(f, free.certificate());
    } else if (r.verdict() instanceof Verdict.Possible possible) {
      CounterexampleChecker.check(f.network(), possible.counterexamples());
      for (Counterexample cx : possible.counterexamples()) {
        assertReproduced(f, cx);
      }
    } else {
      fail("unknown on a small network: " + Analysis.explain(r) + "\nin" + f);
    }
  }

  /** Whether all host pairs are considered, some in a priority that is lossy where they start. */
  private static boolean startsLossy(Fabric f) {
    return f.network().traffic().allPairs()
        && f.network().sourcePriorities().stream().anyMatch(p -> !f.network().qos().lossless().contains(p));
  }

  /**
   * Every dependency of the reference semantics strictly decreases the certificate's rank: of every packet
   * that can be sent, also those that start lossy (a proof must not rest on leaving them out).
   */
  private static void assertRanksDecrease(Fabric f, Certificate c) {
    Map<QueueRef, Integer> rank = new HashMap<>();
    for (int k = 0; k < c.size(); k++) {
      rank.put(c.queues().get(k), c.rank(k));
    }
    ReferenceForwarding ref = new ReferenceForwarding(f.network());
    for (ReferenceForwarding.Edge e : ref.dependencies()) {
      Integer from = rank.get(e.from());
      Integer to = rank.get(e.to());
      assertTrue(from != null && to != null && from > to, () -> "rank does not decrease along " + e + " (" + from
          + " -> " + to + ") in" + f);
    }
  }

  /** The cycle is one of the reference graph, and each hop is one forwarding step of its example packet. */
  private static void assertReproduced(Fabric f, Counterexample cx) {
    ReferenceForwarding ref = new ReferenceForwarding(f.network().withScenario(cx.scenario()));
    Set<ReferenceForwarding.Edge> edges = ref.dependencies();
    for (Dependency d : cx.cycle()) {
      assertTrue(edges.contains(new ReferenceForwarding.Edge(d.from(), d.to())), () -> "not a dependency of the "
          + "reference semantics: " + d.from() + " -> " + d.to() + "\nin" + f);
      String dst = d.packet().dst();
      int value = ref.dscpMode() ? d.packet().dscp() : d.packet().priority();
      boolean stepped = ref.reachable(d.packet().src(), value, dst).stream()
          .filter(s -> d.from().equals(ref.queue(s, dst)))
          .anyMatch(s -> ref.step(s, dst).stream()
              .anyMatch(m -> m.cause() == d.cause() && d.to().equals(ref.arrival(s, m, dst))));
      assertTrue(stepped, () -> "forwarding " + d.packet() + " does not take " + d.from() + " -> " + d.to() + " by "
          + d.cause().word() + "\nin" + f);
    }
    assertEquals(cx.cycle().get(cx.cycle().size() - 1).to(), cx.cycle().get(0).from());
  }
}
