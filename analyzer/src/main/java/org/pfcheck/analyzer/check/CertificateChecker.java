package org.pfcheck.analyzer.check;

import java.util.HashMap;
import java.util.Map;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.model.Network;

/**
 * Re-checks a deadlock-freedom certificate against a buffer-dependency graph: the certificate names
 * exactly the graph's queues, and every dependency strictly decreases the rank. A plain loop over the
 * edges, independent of the code that computed the ranks.
 */
public final class CertificateChecker {
  private CertificateChecker() {}

  /** Checks {@code certificate}; throws {@link IllegalStateException} describing the first violation. */
  public static void check(BufferDependencyGraph graph, Certificate certificate) {
    int n = graph.queueCount();
    if (certificate.size() != n) {
      throw new IllegalStateException("certificate ranks " + certificate.size() + " queues, the graph has " + n);
    }
    for (int q = 0; q < n; q++) {
      if (!certificate.queues().get(q).equals(graph.queueRef(q))) {
        throw new IllegalStateException("certificate queue " + q + " is " + certificate.queues().get(q)
            + ", the graph's is " + graph.queueRef(q));
      }
    }
    checkRanks(graph, certificate);
  }

  /**
   * Networks whose reference semantics considers at most this many packets are small enough for the
   * reference re-check: a k = 8 fat tree (128 hosts, 8 priorities: 130,048 packets) takes about 0.3 s of
   * CPU, a k = 12 one (1,489,536) 2.2 s.
   */
  public static final long REFERENCE_PACKETS = 200_000;

  /**
   * {@link #checkAgainstReference} when {@code network} considers at most {@value #REFERENCE_PACKETS}
   * packets; whether it ran.
   */
  public static boolean checkAgainstReferenceWhenSmall(Network network, Certificate certificate) {
    if (new ReferenceForwarding(network).packetCount() > REFERENCE_PACKETS) {
      return false;
    }
    checkAgainstReference(network, certificate);
    return true;
  }

  /**
   * Checks {@code certificate} against the dependencies that {@link ReferenceForwarding} derives for
   * {@code network}'s declared scenario on its own, every destination group of them: then the proof does
   * not rest on the fast builder having found every dependency.
   */
  public static void checkAgainstReference(Network network, Certificate certificate) {
    checkAgainstReference(new ReferenceDestinations(network, 0), certificate, () -> false, 0);
  }

  /**
   * As {@link #checkAgainstReference(Network, Certificate)}, the destination groups of {@code
   * destinations} in their order until {@code stop} says so (after the first {@code atLeast}); how many
   * were checked.
   */
  public static ReferenceDestinations.Walked checkAgainstReference(ReferenceDestinations destinations,
      Certificate certificate, java.util.function.BooleanSupplier stop, int atLeast) {
    // by switch, then port, then priority: QueueRef's own hash collides on template fabrics' names
    Map<String, Map<String, Map<Integer, Integer>>> rank = new HashMap<>();
    for (int k = 0; k < certificate.size(); k++) {
      QueueRef q = certificate.queues().get(k);
      rank.computeIfAbsent(q.switchName(), x -> new HashMap<>()).computeIfAbsent(q.port(), x -> new HashMap<>())
          .put(q.priority(), certificate.rank(k));
    }
    return destinations.walk((a, b) -> {
      Integer from = rank.getOrDefault(a.switchName(), Map.of()).getOrDefault(a.port(), Map.of()).get(a.priority());
      Integer to = rank.getOrDefault(b.switchName(), Map.of()).getOrDefault(b.port(), Map.of()).get(b.priority());
      if (from == null || to == null || from <= to) {
        throw new IllegalStateException("certificate does not hold for the reference dependency " + a + " -> " + b
            + " (ranks " + from + " -> " + to + "): the fast graph builder and the reference semantics disagree");
      }
    }, stop, atLeast);
  }

  private static void checkRanks(BufferDependencyGraph graph, Certificate certificate) {
    int n = graph.queueCount();
    int[] offsets = graph.digraph().offsets();
    int[] targets = graph.digraph().targets();
    for (int q = 0; q < n; q++) {
      for (int e = offsets[q]; e < offsets[q + 1]; e++) {
        int t = targets[e];
        if (certificate.rank(q) <= certificate.rank(t)) {
          throw new IllegalStateException("certificate does not decrease along " + graph.queueRef(q) + " (rank "
              + certificate.rank(q) + ") -> " + graph.queueRef(t) + " (rank " + certificate.rank(t) + ")");
        }
      }
    }
  }
}
