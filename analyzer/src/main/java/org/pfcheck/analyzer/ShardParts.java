package org.pfcheck.analyzer;

import java.util.Optional;

/**
 * Which scenarios of a space part I/N of a sharded sweep holds: the positions p (in the space's order)
 * with {@code p mod N = I - 1}. A part is a function of the space's size and I/N alone — never of how
 * the sweep grouped scenarios into symmetry classes, which depends on a time budget — so parts swept on
 * different machines, with different timeouts, partition the space. Each part also carries a digest of
 * its list of positions, which {@code pfcheck merge} recomputes. Stateless.
 */
public final class ShardParts {
  private ShardParts() {
  }

  /** Whether {@code shard} (the whole space when empty) holds position {@code p}. */
  public static boolean holds(Optional<SweepSummary.Shard> shard, long p) {
    return shard.map(s -> p % s.count() == s.index() - 1).orElse(true);
  }

  /** The first position {@code shard} (the whole space when empty) holds. */
  public static long first(Optional<SweepSummary.Shard> shard) {
    return shard.map(s -> s.index() - 1L).orElse(0L);
  }

  /** The distance between consecutive positions {@code shard} holds. */
  public static long step(Optional<SweepSummary.Shard> shard) {
    return shard.map(s -> (long) s.count()).orElse(1L);
  }

  /** How many of a space's {@code space} scenarios {@code shard} holds. */
  public static long size(long space, Optional<SweepSummary.Shard> shard) {
    if (shard.isEmpty()) {
      return space;
    }
    long first = shard.get().index() - 1;
    return space <= first ? 0 : (space - 1 - first) / shard.get().count() + 1;
  }

  /**
   * The digest of {@code shard}'s positions in a space of {@code space} scenarios: 16 hexadecimal digits
   * of the sum, modulo 2^64, of SplitMix64 of each position. A sum, so that the parts' digests add up to
   * the whole space's; linear in the part's size.
   */
  public static String digest(long space, Optional<SweepSummary.Shard> shard) {
    long sum = 0;
    long step = step(shard);
    for (long p = first(shard); p < space; p += step) {
      sum += mix(p);
    }
    return String.format("%016x", sum);
  }

  /** SplitMix64's finaliser (Steele, Lea and Flood, OOPSLA 2014): a bijection that scatters bits. */
  static long mix(long p) {
    long z = p + 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
