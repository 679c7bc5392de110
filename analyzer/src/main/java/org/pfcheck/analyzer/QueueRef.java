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

  /**
   * Spread with a large odd multiplier: the record's own (31 per component) makes the queues of a
   * template fabric, whose ports are named after their neighbours, collide by the thousand.
   */
  @Override
  public int hashCode() {
    return (switchName.hashCode() * 0x9E3779B1 + port.hashCode()) * 8 + priority;
  }

  @Override
  public String toString() {
    return switchName + "[" + port + "]/p" + priority;
  }
}
