package org.pfcheck.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.Qos;

/** Which priorities packets start in, and which of them the analysis considers (docs/semantics.md). */
class SourcePrioritiesTest {
  private static RewriteRule rewrite(int from, int to, Selector at) {
    return new RewriteRule(from, to, at, Selector.HOSTS, Selector.ABOVE, Origin.NONE);
  }

  private static Network network(NetworkBuilder b) {
    return b.addSwitch("A", null).host("ha", "A", null).build();
  }

  @Test
  void withoutADscpMapEveryPriorityCanStartAndTheLosslessOnesAreConsidered() {
    Network n = network(new NetworkBuilder("n").lossless(3, 4));
    assertEquals(Set.of(0, 1, 2, 3, 4, 5, 6, 7), n.qos().startPriorities());
    assertEquals(new TreeSet<>(List.of(3, 4)), n.sourcePriorities());
    assertEquals(-1, n.qos().dscpFor(3));
  }

  @Test
  void withADscpMapTheMappedPrioritiesAndUnmarkedPriorityZeroCanStart() {
    Network n = network(new NetworkBuilder("n").lossless(3, 4).dscp(26, 3).dscp(46, 5));
    assertEquals(Set.of(0, 3, 5), n.qos().startPriorities());
    assertEquals(Set.of(3), n.sourcePriorities(), "4 is lossless but no DSCP maps to it");
    Network zero = network(new NetworkBuilder("n").lossless(0).dscp(26, 3));
    assertEquals(Set.of(0), zero.sourcePriorities(), "unmapped DSCP values are priority 0");
  }

  @Test
  void whenEveryDscpIsMappedNoPacketIsUnmarked() {
    NetworkBuilder b = new NetworkBuilder("n").lossless(0, 3);
    for (int d = 0; d < 64; d++) {
      b.dscp(d, 3);
    }
    Network n = network(b);
    assertEquals(Set.of(3), n.qos().startPriorities());
    assertEquals(Set.of(3), n.sourcePriorities());
  }

  @Test
  void aLossyPriorityRewrittenIntoALosslessOneIsConsideredThroughAChainAndWhateverTheSelectors() {
    Network n = network(new NetworkBuilder("n").lossless(3).dscp(26, 4).dscp(10, 6)
        .rewrite(rewrite(4, 5, new Selector.Names(List.of("nowhere")))).rewrite(rewrite(5, 3, new Selector.Tier("t"))));
    assertEquals(Set.of(0, 4, 6), n.qos().startPriorities());
    assertEquals(Set.of(4), n.sourcePriorities());
    assertTrue(n.canBecomeLossless(5));
    assertFalse(n.canBecomeLossless(6), "no rule leads from 6 to a lossless priority");
    assertFalse(n.canBecomeLossless(0));
  }

  @Test
  void aRewriteOutOfLosslessOrBetweenLossyPrioritiesAddsNothing() {
    Network n = network(new NetworkBuilder("n").lossless(3).dscp(26, 3).dscp(10, 6)
        .rewrite(rewrite(3, 2, Selector.ANY)).rewrite(rewrite(6, 7, Selector.ANY)).rewrite(rewrite(7, 6, Selector.ANY)));
    assertEquals(Set.of(3), n.sourcePriorities());
  }

  @Test
  void examplePacketsGetTheSmallestDscpThatPutsThemInTheirPriority() {
    Qos q = network(new NetworkBuilder("n").lossless(3).dscp(0, 5).dscp(1, 0).dscp(26, 3).dscp(24, 3)).qos();
    assertEquals(24, q.dscpFor(3));
    assertEquals(1, q.dscpFor(0), "DSCP 1 is mapped to 0 explicitly");
    assertEquals(-1, q.dscpFor(4));
    Qos unmarked = network(new NetworkBuilder("n").lossless(3).dscp(0, 5).dscp(26, 3)).qos();
    assertEquals(1, unmarked.dscpFor(0), "DSCP 1 is unmapped, so priority 0");
  }
}
