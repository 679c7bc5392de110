package org.pfcheck.analyzer.sweep;

/**
 * What one scenario's decision found. Immutable by contract ({@code cycle} is not written).
 *
 * @param cyclic whether the scenario's buffer-dependency graph has a cycle
 * @param method how it was decided
 * @param cycle for a cyclic scenario, the queues of one of its cycles in order, else null
 */
record ScenarioOutcome(boolean cyclic, Method method, int[] cycle) {
  static ScenarioOutcome free(Method method) {
    return new ScenarioOutcome(false, method, null);
  }

  static ScenarioOutcome cycle(Method method, int[] cycle) {
    return new ScenarioOutcome(true, method, cycle);
  }
}
