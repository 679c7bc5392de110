package org.pfcheck.analyzer.storm;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a pause storm starts: a host's NIC that pauses one priority forever (on every port it is cabled
 * to), or a switch ingress port whose queue of one priority never drains. Immutable.
 *
 * @param host the host, for a NIC storm
 * @param switchName the switch, for a stuck switch port (for a NIC storm: its active attachment)
 * @param port the port at that switch (for a NIC storm: the port facing the host)
 * @param priority the priority paused
 */
public record StormSource(Optional<String> host, String switchName, String port, int priority) {
  public StormSource {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(switchName, "switchName");
    Objects.requireNonNull(port, "port");
    if (priority < 0 || priority > 7) {
      throw new IllegalArgumentException("priority " + priority + " is outside 0..7");
    }
  }

  /** {@code host S1} or {@code port T0:Ethernet4}, for reports. */
  @Override
  public String toString() {
    return host.map(h -> "host " + h).orElse("port " + switchName + ":" + port);
  }
}
