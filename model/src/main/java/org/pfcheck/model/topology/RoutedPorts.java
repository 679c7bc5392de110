package org.pfcheck.model.topology;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * Layer-3 (routed) ports of a switch ({@code routed S ports P, Q}): never flooded to, and a bridged
 * frame arriving on one is dropped. Immutable.
 *
 * @param switchName the switch
 * @param ports port or port-channel names at the switch
 * @param origin where they were declared
 */
public record RoutedPorts(String switchName, List<String> ports, Origin origin) {
  public RoutedPorts {
    Checks.name(switchName, "switch name");
    ports = List.copyOf(ports);
    Objects.requireNonNull(origin, "origin");
  }
}
