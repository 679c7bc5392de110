package org.pfcheck.analyzer.storm;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.scenario.Scenario;

/**
 * The answer of {@code pfcheck storm}: the storm asked for (or the worst single host's, with the
 * figures over every host), on which network and scenario, and how long each stage took. Immutable.
 *
 * @param network the network's name
 * @param switches how many switches it has
 * @param hosts how many hosts it has
 * @param queues the queues of its buffer-dependency graph
 * @param dependencies the dependencies of that graph
 * @param scenario the scenario analysed (the declared one)
 * @param storm the storm
 * @param any with {@code --any}: the figures over every host
 * @param millis wall time per stage in milliseconds, in stage order
 */
public record StormResult(String network, int switches, int hosts, int queues, int dependencies, Scenario scenario,
    Storm storm, Optional<AnyStorm.Result> any, Map<String, Long> millis) {
  public StormResult {
    Objects.requireNonNull(network, "network");
    Objects.requireNonNull(scenario, "scenario");
    Objects.requireNonNull(storm, "storm");
    Objects.requireNonNull(any, "any");
    millis = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(millis));
  }

  /** Whether the watchdogs bound every storm asked about (with {@code --any}: every host's). */
  public boolean contained() {
    return any.map(a -> a.contained() == a.sources()).orElse(storm.contained());
  }

  /** The exit status: 0 when contained, 1 when some pause lasts as long as the storm. */
  public int exitStatus() {
    return contained() ? 0 : 1;
  }
}
