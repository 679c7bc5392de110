package org.pfcheck.reports.diff;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.QueueRef;

/**
 * The identity of a cyclic buffer dependency across runs and versions of a fabric: the sorted names
 * of its queues. Two cycles through the same queues are the same finding, whatever the order the
 * engine reported them in, whichever example packet justified them and whatever line numbers their
 * causes have (so that editing an unrelated line does not make a cycle "new"). Immutable.
 *
 * @param queues the names of the cycle's queues ({@code T1[La]/p3}), sorted, without repetition
 */
public record CycleKey(List<String> queues) implements Comparable<CycleKey> {
  public CycleKey {
    queues = List.copyOf(queues);
    for (int k = 1; k < queues.size(); k++) {
      if (queues.get(k - 1).compareTo(queues.get(k)) >= 0) {
        throw new IllegalArgumentException("queue names must be sorted and distinct: " + queues);
      }
    }
  }

  /** The key of {@code cx}. */
  public static CycleKey of(Counterexample cx) {
    return new CycleKey(cx.queues().stream().map(QueueRef::toString).distinct().sorted().toList());
  }

  /**
   * A stable fingerprint: the first 32 hex digits of the SHA-256 of the queue names joined by
   * newlines. Equal keys give equal fingerprints on every machine and run.
   */
  public String fingerprint() {
    return digest(String.join("\n", queues));
  }

  /** The first 32 hex digits of the SHA-256 of {@code text} (UTF-8): the fingerprint of any finding. */
  public static String digest(String text) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest).substring(0, 32);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  @Override
  public int compareTo(CycleKey other) {
    int n = Math.min(queues.size(), other.queues.size());
    for (int k = 0; k < n; k++) {
      int c = queues.get(k).compareTo(other.queues.get(k));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(queues.size(), other.queues.size());
  }

  @Override
  public String toString() {
    return "{" + String.join(", ", queues) + "}";
  }
}
