package org.pfcheck.analyzer.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.SweepSummary;
import org.pfcheck.analyzer.fixtures.TemplateFabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.Routing;

/**
 * Shard determinism as a property: for any N, any {@code --timeout} per shard and any grouping into
 * symmetry classes per shard (with or without symmetry, the grouping a time budget decides), the parts
 * of {@code --shard I/N} partition the space, and when every part was swept in full their counts add up
 * to the unsharded sweep's: the same scenarios decided, the same failing.
 */
class ShardDeterminismProperties {
  private static final Map<String, Network> NETWORKS = new ConcurrentHashMap<>();
  private static final Map<String, SweepSummary> WHOLE = new ConcurrentHashMap<>();

  static Network network(String name) {
    return NETWORKS.computeIfAbsent(name, k -> switch (k) {
      case "fat-tree-links" -> ShardPartsTest.fatTree();
      case "fat-tree-hosts" -> SweepDifferentialTest.withSpace(TemplateFabrics.of("fat-tree",
          Routing.Mode.SHORTEST_PATH, 1, 0, "k", 4), 1, 1);
      default -> SweepDifferentialTest.withSpace(TemplateFabrics.of("jellyfish", Routing.Mode.SHORTEST_PATH, 0, 0,
          "switches", 10, "degree", 3, "hosts-per-switch", 1, "seed", 2), 1, 0);
    });
  }

  @Provide
  Arbitrary<String> fabrics() {
    return Arbitraries.of("fat-tree-links", "fat-tree-hosts", "jellyfish");
  }

  @Provide
  Arbitrary<List<Integer>> timeouts() {
    // seconds: short ones leave the symmetry search a fifth of a second
    return Arbitraries.of(1, 3, 60, 600).list().ofSize(8);
  }

  @Property(tries = 12)
  void partsPartitionTheSpaceForAnyTimeoutAndGrouping(@ForAll("fabrics") String fabric,
      @ForAll @IntRange(min = 1, max = 8) int count, @ForAll @Size(8) List<Boolean> symmetry,
      @ForAll("timeouts") List<Integer> timeouts) {
    Network n = network(fabric);
    SweepSummary whole = WHOLE.computeIfAbsent(fabric, k -> ShardPartsTest.sweep(n, Optional.empty(), true,
        ShardPartsTest.OPTIONS).orElseThrow());
    List<SweepSummary> parts = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      AnalysisOptions options = new AnalysisOptions(1, Duration.ofSeconds(timeouts.get(i - 1)), 1_000_000);
      ShardPartsTest.sweep(n, Optional.of(new SweepSummary.Shard(i, count)), symmetry.get(i - 1), options)
          .ifPresent(parts::add);
    }
    String at = fabric + " in " + count + " shards";
    if (parts.size() == count) {
      assertEquals(whole.spaceScenarios(), parts.stream().mapToLong(SweepSummary::partScenarios).sum(), at);
      assertEquals(whole.part(), ShardPartsTest.sum(parts.stream().map(SweepSummary::part).toList()), at);
    }
    if (parts.size() == count && parts.stream().allMatch(SweepSummary::complete)) {
      assertEquals(whole.decided(), parts.stream().mapToLong(SweepSummary::decided).sum(), at);
      assertEquals(whole.failing(), parts.stream().mapToLong(SweepSummary::failing).sum(), at);
    }
    long failing = parts.stream().mapToLong(SweepSummary::failing).sum();
    assertTrue(failing <= whole.failing(), at + ": " + failing + " failing of the parts, " + whole.failing()
        + " of the whole");
  }
}
