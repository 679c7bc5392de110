package org.pfcheck.model.forwarding;

import java.util.Objects;
import org.pfcheck.model.Origin;

/**
 * How switches derive routes for destinations no explicit route covers. Immutable.
 *
 * @param mode the routing algorithm
 * @param origin where it was declared
 */
public record Routing(Mode mode, Origin origin) {
  /** Derived routing algorithms; both are recomputed over the links that are up in a scenario. */
  public enum Mode {
    /** Every next hop on some shortest path (in switch hops) to the destination's switch: ECMP. */
    SHORTEST_PATH,
    /** Shortest valley-free paths: up the tiers, then down, never up again after going down. */
    UP_DOWN
  }

  public Routing {
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(origin, "origin");
  }

  /** Shortest-path ECMP, the default. */
  public static final Routing DEFAULT = new Routing(Mode.SHORTEST_PATH, Origin.NONE);
}
