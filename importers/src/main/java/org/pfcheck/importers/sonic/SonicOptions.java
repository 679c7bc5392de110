package org.pfcheck.importers.sonic;

import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.forwarding.Routing;

/**
 * What the user says that the configuration does not. Immutable.
 *
 * @param routing how switches route, standing for BGP, which is not simulated
 * @param allowNoQos whether a device without any QoS or PFC table is accepted (as a switch without PFC)
 * @param name the network's name; by default the imported directory's name
 */
public record SonicOptions(Routing.Mode routing, boolean allowNoQos, Optional<String> name) {
  public SonicOptions {
    Objects.requireNonNull(routing, "routing");
    Objects.requireNonNull(name, "name");
  }

  /** Up-down routing, QoS required, the default name. */
  public static final SonicOptions DEFAULT = new SonicOptions(Routing.Mode.UP_DOWN, false, Optional.empty());
}
