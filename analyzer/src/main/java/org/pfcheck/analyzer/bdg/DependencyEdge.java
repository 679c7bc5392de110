package org.pfcheck.analyzer.bdg;

import java.util.Objects;
import org.pfcheck.analyzer.QueueRef;

/**
 * A dependency as a value edge for JGraphT: two graphs built separately have equal edges. Immutable.
 *
 * @param from the waiting queue
 * @param to the queue it waits on
 */
public record DependencyEdge(QueueRef from, QueueRef to) {
  public DependencyEdge {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
  }

  @Override
  public String toString() {
    return from + " -> " + to;
  }
}
