package org.pfcheck.analyzer;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.scenario.Scenario;

/**
 * A cyclic buffer dependency in one scenario: {@code cycle.get(k).to()} is {@code cycle.get(k+1).from()},
 * and the last edge returns to the first queue. Immutable.
 *
 * @param scenario the scenario in which the cycle exists
 * @param cycle the dependencies, in order
 */
public record Counterexample(Scenario scenario, List<Dependency> cycle) {
  public Counterexample {
    Objects.requireNonNull(scenario, "scenario");
    cycle = List.copyOf(cycle);
    if (cycle.isEmpty()) {
      throw new IllegalArgumentException("empty cycle");
    }
    for (int k = 0; k < cycle.size(); k++) {
      if (!cycle.get(k).to().equals(cycle.get((k + 1) % cycle.size()).from())) {
        throw new IllegalArgumentException("dependencies do not form a cycle at " + k);
      }
    }
  }

  /** The queues of the cycle, in order. */
  public List<QueueRef> queues() {
    return cycle.stream().map(Dependency::from).toList();
  }
}
