package org.pfcheck.analyzer.check;

import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;

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
