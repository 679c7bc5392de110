package org.pfcheck.analyzer.certificate;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.Routing;

class CertificateTest {
  private static BufferDependencyGraph clos() {
    Network n = Fabrics.clos(4, 2, 2, Routing.Mode.UP_DOWN).build();
    return BdgBuilder.build(n, n.scenario());
  }

  private static Certificate certificate(BufferDependencyGraph g, int[] ranks) {
    List<QueueRef> queues = new ArrayList<>();
    for (int q = 0; q < g.queueCount(); q++) {
      queues.add(g.queueRef(q));
    }
    return new Certificate(queues, ranks);
  }

  @Test
  void longestPathRanksPassTheIndependentCheck() {
    BufferDependencyGraph g = clos();
    int[] ranks = LongestPathRanking.ranks(g.digraph(), StronglyConnectedComponents.of(g.digraph()));
    Certificate c = certificate(g, ranks);
    CertificateChecker.check(g, c);
    assertTrue(c.maxRank() >= 2, "host queue -> leaf -> ToR is a chain of two dependencies");
  }

  @Test
  void aTamperedRankFails() {
    BufferDependencyGraph g = clos();
    int[] ranks = LongestPathRanking.ranks(g.digraph(), StronglyConnectedComponents.of(g.digraph()));
    int q = 0;
    while (g.successors(q).length == 0) {
      q++;
    }
    ranks[q] = ranks[g.successors(q)[0]];
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> CertificateChecker.check(g, certificate(g, ranks)));
    assertTrue(e.getMessage().contains(g.queueRef(q).toString()), e.getMessage());
  }

  @Test
  void aCertificateForOtherQueuesFails() {
    BufferDependencyGraph g = clos();
    int[] ranks = LongestPathRanking.ranks(g.digraph(), StronglyConnectedComponents.of(g.digraph()));
    List<QueueRef> queues = new ArrayList<>(certificate(g, ranks).queues());
    queues.set(0, new QueueRef("X", "y", 3));
    assertThrows(IllegalStateException.class, () -> CertificateChecker.check(g, new Certificate(queues, ranks)));
    assertThrows(IllegalStateException.class, () -> CertificateChecker.check(g, new Certificate(List.of(), new int[0])));
  }

  @Test
  void theCertificateAlsoHoldsForTheReferenceSemanticsAndATamperedOneDoesNot() {
    Network n = Fabrics.clos(4, 2, 2, Routing.Mode.UP_DOWN).build();
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    int[] ranks = LongestPathRanking.ranks(g.digraph(), StronglyConnectedComponents.of(g.digraph()));
    CertificateChecker.checkAgainstReference(n, certificate(g, ranks));
    int[] flat = new int[ranks.length];
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> CertificateChecker.checkAgainstReference(n, certificate(g, flat)));
    assertTrue(e.getMessage().contains("reference dependency"), e.getMessage());
  }

  @Test
  void aCertificateWithoutAQueueOfAReferenceDependencyFails() {
    Network n = Fabrics.clos(4, 2, 2, Routing.Mode.UP_DOWN).build();
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    int[] ranks = LongestPathRanking.ranks(g.digraph(), StronglyConnectedComponents.of(g.digraph()));
    int q = 0;
    while (g.successors(q).length == 0) {
      q++;
    }
    List<QueueRef> queues = new ArrayList<>(certificate(g, ranks).queues());
    QueueRef missing = queues.remove(q);
    int[] fewer = new int[ranks.length - 1];
    for (int k = 0, j = 0; k < ranks.length; k++) {
      if (k != q) {
        fewer[j++] = ranks[k];
      }
    }
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> CertificateChecker.checkAgainstReference(n, new Certificate(queues, fewer)));
    assertTrue(e.getMessage().contains(missing.toString()) && e.getMessage().contains("null"), e.getMessage());
    assertThrows(IllegalStateException.class, () -> CertificateChecker.check(g, new Certificate(queues, fewer)));
  }

  @Test
  void aRankThatOnlyTiesFailsBothChecks() {
    Network n = Fabrics.clos(2, 2, 1, Routing.Mode.UP_DOWN).build();
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    int[] ranks = LongestPathRanking.ranks(g.digraph(), StronglyConnectedComponents.of(g.digraph()));
    for (int q = 0; q < ranks.length; q++) {
      for (int t : g.successors(q)) {
        int[] tied = ranks.clone();
        tied[q] = tied[t];  // equal, not decreasing: a checker comparing with < instead of <= lets it pass
        Certificate c = certificate(g, tied);
        assertThrows(IllegalStateException.class, () -> CertificateChecker.check(g, c));
        assertThrows(IllegalStateException.class, () -> CertificateChecker.checkAgainstReference(n, c));
      }
    }
  }

  @Test
  void noRanksForACyclicGraph() {
    Network n = Fabrics.routingLoop().build();
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    assertThrows(IllegalArgumentException.class,
        () -> LongestPathRanking.ranks(g.digraph(), StronglyConnectedComponents.of(g.digraph())));
  }
}
