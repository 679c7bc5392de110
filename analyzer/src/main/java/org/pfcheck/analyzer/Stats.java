package org.pfcheck.analyzer;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Sizes and costs of one analysis. Immutable.
 *
 * @param switches switches in the network, or {@link #NOT_READ}
 * @param hosts hosts in the network, or {@link #NOT_READ}
 * @param queues queues (BDG nodes) of the checked scenario
 * @param dependencies dependencies (BDG edges) of the checked scenario
 * @param scenarios scenarios examined (1 for a concrete scenario)
 * @param millis wall time per stage, in stage order
 * @param extra engine-specific figures (solver variables, constraints, ...)
 */
public record Stats(int switches, int hosts, int queues, long dependencies, long scenarios,
    Map<String, Long> millis, Map<String, Long> extra) {
  /** The switch and host count of an input the run's timeout stopped before it was read: not known. */
  public static final int NOT_READ = -1;

  public Stats {
    millis = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(millis));
    extra = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(extra));
  }

  /** Whether the network was read, so that its sizes (and its declared scenario) are known. */
  public boolean networkKnown() {
    return switches != NOT_READ;
  }
}
