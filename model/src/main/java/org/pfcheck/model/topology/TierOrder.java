package org.pfcheck.model.topology;

import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * The level of each tier name, hosts being level 0. Up-down routing and the {@code above}/{@code below}
 * selectors compare these levels. Immutable.
 *
 * @param levels tier name to level, 1 and up; several names may share a level
 * @param origin where the order was declared
 */
public record TierOrder(Map<String, Integer> levels, Origin origin) {
  /** tor = edge = 1, leaf = agg = aggregation = 2, spine = core = 3, superspine = 4. */
  public static final TierOrder DEFAULT = new TierOrder(Map.of(
      "tor", 1, "edge", 1, "leaf", 2, "agg", 2, "aggregation", 2,
      "spine", 3, "core", 3, "superspine", 4), Origin.NONE);

  public TierOrder {
    levels.forEach((name, level) -> {
      Checks.name(name, "tier");
      if (level < 1) {
        throw new IllegalArgumentException("tier level " + level + " of " + name + " must be at least 1");
      }
    });
    levels = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(levels));
    Objects.requireNonNull(origin, "origin");
  }

  /** The level of {@code tier}, if the order knows it. */
  public OptionalInt levelOf(String tier) {
    Integer level = levels.get(tier);
    return level == null ? OptionalInt.empty() : OptionalInt.of(level);
  }
}
