package org.pfcheck.analyzer;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A proof that a buffer-dependency graph is acyclic: a rank per queue that strictly decreases along
 * every dependency. Anyone can re-check it against the graph. Immutable.
 */
public final class Certificate {
  private final List<QueueRef> queues;
  private final int[] ranks;

  /** {@code ranks[k]} is the rank of {@code queues.get(k)}. */
  public Certificate(List<QueueRef> queues, int[] ranks) {
    this.queues = List.copyOf(Objects.requireNonNull(queues, "queues"));
    this.ranks = ranks.clone();
    if (this.queues.size() != this.ranks.length) {
      throw new IllegalArgumentException(queues.size() + " queues but " + ranks.length + " ranks");
    }
  }

  /** The queues, in the order of their ranks' indices. */
  public List<QueueRef> queues() {
    return queues;
  }

  /** The rank of the {@code k}th queue. */
  public int rank(int k) {
    return ranks[k];
  }

  /** How many queues are ranked. */
  public int size() {
    return ranks.length;
  }

  /** The highest rank (0 for an empty certificate): the length of the longest dependency chain. */
  public int maxRank() {
    return Arrays.stream(ranks).max().orElse(0);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Certificate c && queues.equals(c.queues) && Arrays.equals(ranks, c.ranks);
  }

  @Override
  public int hashCode() {
    return 31 * queues.hashCode() + Arrays.hashCode(ranks);
  }
}
