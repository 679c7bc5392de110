package org.pfcheck.model.scenario;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * Which packets the analysis considers. Immutable.
 *
 * @param flows the declared flows, each packet class once (repeats are dropped); empty means every ordered pair of live hosts in every lossless
 *     class (the default, and the safe choice)
 * @param origin where the selection was declared
 */
public record Traffic(List<Flow> flows, Origin origin) {
  /** Every host pair in every lossless class. */
  public static final Traffic ALL_PAIRS = new Traffic(List.of(), Origin.NONE);

  public Traffic {
    flows = Checks.distinct(flows, f -> List.of(f.src(), f.dst(), f.priority(), f.dscp()));
    Objects.requireNonNull(origin, "origin");
  }

  /** Whether every host pair is considered. */
  public boolean allPairs() {
    return flows.isEmpty();
  }
}
