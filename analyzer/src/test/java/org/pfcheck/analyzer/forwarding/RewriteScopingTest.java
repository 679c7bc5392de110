package org.pfcheck.analyzer.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.Edges;
import org.pfcheck.analyzer.fixtures.Fabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.topology.Ipv4;

/**
 * Rewrites apply where real switches apply them (docs/semantics.md, "Rewrites"): to the decisions their
 * {@code on} clause names, on the ports their {@code port} selectors name, and to DSCP values in DSCP
 * mode. Each case is checked against the reference too.
 */
class RewriteScopingTest {
  private static RewriteRule rule(int from, int to, Selector at, Selector egress, RewriteRule.On on) {
    return new RewriteRule(from, to, at, Selector.ANY, egress, Origin.NONE, on, false);
  }

  private static Set<String> into(Network n, String suffix) {
    return Edges.of(n).stream().filter(e -> e.endsWith(suffix)).collect(Collectors.toSet());
  }

  @Test
  void aFloodRuleRewritesTheFloodCopiesOnly() {
    Network n = Fabrics.sigcomm16(Routing.Mode.UP_DOWN).lossless(3, 4)
        .rewrite(rule(3, 4, new Selector.Names(List.of("T1")), Selector.ANY, RewriteRule.On.FLOOD)).build();
    Set<String> edges = Edges.of(n);
    assertTrue(edges.contains("T1[L0]/p3 -> L1[T1]/p4"), "T1's flood copies for dead S3 leave in priority 4");
    assertTrue(!edges.contains("T1[L0]/p3 -> L1[T1]/p3"), "from an uplink only flood copies go back up: " + edges);
    assertTrue(edges.containsAll(Set.of("T1[S4]/p3 -> L0[T1]/p3", "T1[S4]/p3 -> L0[T1]/p4")),
        "S4's routed packets keep priority 3, its flood copies for S3 get 4: " + edges);
  }

  @Test
  void aBounceRuleRewritesWhatAStandbySwitchTunnelsOnly() {
    NetworkBuilder b = Fabrics.clos(3, 2, 1, Routing.Mode.SHORTEST_PATH).lossless(2, 3)
        .addHost(new org.pfcheck.model.topology.Host("d", java.util.Optional.of(Ipv4.parse("10.0.0.100")), List.of(
            new org.pfcheck.model.topology.Attachment("T0", "d", false, Origin.NONE),
            new org.pfcheck.model.topology.Attachment("T1", "d", true, Origin.NONE)), Origin.NONE))
        .flow(new Flow("h2_0", "d", 3, Origin.NONE)).flow(new Flow("h1_0", "h0_0", 3, Origin.NONE));
    b.route("L0", "10.0.0.100/32", "T1");
    Network bounce = b.rewrite(rule(3, 2, new Selector.Tier("tor"), Selector.ABOVE, RewriteRule.On.BOUNCE)).build();
    Set<String> up = Edges.of(bounce).stream().filter(e -> e.startsWith("T1[")).collect(Collectors.toSet());
    assertTrue(up.contains("T1[L0]/p3 -> L1[T1]/p2"), "the bounce at T1 leaves in priority 2: " + up);
    assertTrue(up.stream().anyMatch(e -> e.startsWith("T1[h1_0]/p3") && e.endsWith("/p3")),
        "h1_0's own traffic keeps priority 3: " + up);
  }

  /** Two parallel links A -- B, one flow ha -> hb in priority 3, a rule 3 -> 4 out of the ports {@code port} names. */
  private static NetworkBuilder parallel(String port) {
    NetworkBuilder b = new NetworkBuilder("parallel").lossless(3, 4).addSwitch("A", null).addSwitch("B", null);
    b.link("A", "B");
    b.link("A", "B");
    return b.host("ha", "A", Ipv4.parse("10.0.0.1")).host("hb", "B", Ipv4.parse("10.0.1.1")).flow("ha", "hb", 3)
        .rewrite(rule(3, 4, Selector.ANY, new Selector.Ports(List.of(port)), RewriteRule.On.ANY));
  }

  @Test
  void aPortSelectorPicksOneOfParallelLinks() {
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "A[ha]/p3 -> B[A#2]/p4"), Edges.of(parallel("B#2").build()));
  }

  @Test
  void aPortChannelSelectorPicksItsMembers() {
    Network n = parallel("Po1").lag("A", "Po1", "B#2").build();
    assertEquals(Set.of("A[ha]/p3 -> B[A]/p3", "A[ha]/p3 -> B[A#2]/p4"), Edges.of(n));
  }

  @Test
  void aDscpRuleMovesTheDscpValueAndItsClass() {
    NetworkBuilder b = new NetworkBuilder("dscp").lossless(3, 4).addSwitch("A", null).addSwitch("B", null)
        .addSwitch("C", null);
    b.link("A", "B");
    b.link("B", "C");
    b.host("ha", "A", Ipv4.parse("10.0.0.1")).host("hc", "C", Ipv4.parse("10.0.1.1"))
        .dscpMap(new DscpMap("M", new TreeMap<>(Map.of(3, 3, 4, 4)), OptionalInt.empty(), Origin.NONE))
        .classify(new org.pfcheck.model.qos.Classification("B", org.pfcheck.model.qos.Classification.Scope.SWITCH, List.of(),
            java.util.Optional.of("M"), java.util.Optional.empty(), Origin.NONE))
        .classify(new org.pfcheck.model.qos.Classification("C", org.pfcheck.model.qos.Classification.Scope.SWITCH, List.of(),
            java.util.Optional.of("M"), java.util.Optional.empty(), Origin.NONE))
        .flow(new Flow("ha", "hc", 0, Origin.NONE, 3))
        .rewrite(new RewriteRule(3, 4, new Selector.Names(List.of("B")), Selector.ANY, Selector.ANY, Origin.NONE,
            RewriteRule.On.ANY, true));
    // A has no binding: the fabric-wide map does not know DSCP 3, so at A the packet is class 0 (lossy)
    assertEquals(Set.of("B[A]/p3 -> C[B]/p4"), Edges.of(b.build()));
    assertEquals(Set.of("B[A]/p3 -> C[B]/p4"), into(b.build(), "/p4"));
  }
}
