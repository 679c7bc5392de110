package org.pfcheck.analyzer;

import java.util.Objects;

/**
 * A buffer-dependency-graph node by name: the ingress queue of {@code priority} at {@code port} of
 * {@code switchName}. Immutable.
 */
public record QueueRef(String switchName, String port, int priority) {
  public QueueRef {
    Objects.requireNonNull(switchName, "switchName");
    Objects.requireNonNull(port, "port");
    if (priority < 0 || priority > 7) {
      throw new IllegalArgumentException("priority " + priority);
    }
  }

  @Override
  public String toString() {
    return switchName + "[" + port + "]/p" + priority;
  }
}
