package org.pfcheck.analyzer.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.ShardParts;
import org.pfcheck.analyzer.SweepSummary;
import org.pfcheck.analyzer.fixtures.TemplateFabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.Routing;

/**
 * A shard's part is a function of the space and I/N, not of how its run grouped scenarios into symmetry
 * classes (issue 20, item 4: a shard run with a shorter {@code --timeout} found fewer symmetries, its
 * classes were dealt differently, the parts overlapped and two deadlocking scenarios of seven were in
 * none). Here the groupings differ as much as they can: one shard with symmetry, the other without.
 */
class ShardPartsTest {
  static final AnalysisOptions OPTIONS = new AnalysisOptions(1, Duration.ofMinutes(5), 1_000_000);

  /** A fat-tree k=4, shortest-path routing, any two links down: 56 of 529 scenarios deadlock. */
  static Network fatTree() {
    return SweepDifferentialTest.withSpace(TemplateFabrics.of("fat-tree", Routing.Mode.SHORTEST_PATH, 0, 0, "k", 4),
        2, 0);
  }

  /** The sweep's summary, empty when it stopped before deciding any scenario (a timeout). */
  static Optional<SweepSummary> sweep(Network n, Optional<SweepSummary.Shard> shard, boolean symmetry,
      AnalysisOptions options) {
    SweepSettings settings = new SweepSettings(3, shard, 2, symmetry, false, SweepProgress.NONE);
    return new SweepEngine(settings).analyze(n, options).sweep();
  }

  @Test
  void partsOfDifferentlyGroupedShardsPartitionTheSpace() {
    Network n = fatTree();
    SweepSummary whole = sweep(n, Optional.empty(), true, OPTIONS).orElseThrow();
    assertEquals(529, whole.spaceScenarios());
    assertEquals(56, whole.failing());
    for (int count : new int[] {2, 3, 7}) {
      List<SweepSummary> parts = new ArrayList<>();
      for (int i = 1; i <= count; i++) {
        parts.add(sweep(n, Optional.of(new SweepSummary.Shard(i, count)), i % 2 == 0, OPTIONS).orElseThrow());
      }
      String at = count + " shards, every other one without symmetry";
      assertEquals(whole.spaceScenarios(), parts.stream().mapToLong(SweepSummary::partScenarios).sum(), at);
      assertEquals(whole.decided(), parts.stream().mapToLong(SweepSummary::decided).sum(), at);
      assertEquals(whole.failing(), parts.stream().mapToLong(SweepSummary::failing).sum(), at);
      assertEquals(whole.part(), sum(parts.stream().map(SweepSummary::part).toList()), at);
      for (SweepSummary p : parts) {
        assertEquals(ShardParts.digest(529, p.shard()), p.part(), at);
        assertEquals(ShardParts.size(529, p.shard()), p.partScenarios(), at);
        p.listed().forEach(position -> assertEquals(true, ShardParts.holds(p.shard(), position), at));
      }
    }
  }

  @Test
  void partSizesAndDigestsAddUpToTheSpace() {
    for (long space : new long[] {0, 1, 7, 529}) {
      for (int count = 1; count <= 9; count++) {
        long size = 0;
        List<String> digests = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
          Optional<SweepSummary.Shard> s = Optional.of(new SweepSummary.Shard(i, count));
          size += ShardParts.size(space, s);
          digests.add(ShardParts.digest(space, s));
          long held = java.util.stream.LongStream.range(0, space).filter(p -> ShardParts.holds(s, p)).count();
          assertEquals(held, ShardParts.size(space, s), space + " in part " + s.get());
        }
        assertEquals(space, size);
        assertEquals(ShardParts.digest(space, Optional.empty()), sum(digests), space + " in " + count);
      }
    }
  }

  static String sum(List<String> digests) {
    long total = 0;
    for (String d : digests) {
      total += Long.parseUnsignedLong(d, 16);
    }
    return String.format("%016x", total);
  }
}
