package org.pfcheck.encodings.space;

import java.util.Optional;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.Routing;

/**
 * Which networks the symbolic encoding covers. Features it does not encode are answered by explicit
 * enumeration instead, and the result says so; the encoding never approximates them silently.
 */
public final class SpaceFeatures {
  private SpaceFeatures() {}

  /** Why {@code network}'s space cannot be encoded, or empty when it can. */
  public static Optional<String> unsupported(Network network) {
    Routing.Mode mode = network.routing().mode();
    if (mode != Routing.Mode.SHORTEST_PATH && mode != Routing.Mode.UP_DOWN) {
      return Optional.of("routing mode " + mode + " is not encoded");
    }
    return Optional.empty();
  }
}
