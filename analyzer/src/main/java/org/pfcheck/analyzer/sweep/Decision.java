package org.pfcheck.analyzer.sweep;

/**
 * What one scenario's decision found. Immutable by contract ({@code cycle} is not written).
 *
 * @param cyclic whether the scenario's buffer-dependency graph has a cycle
 * @param method how it was decided
 * @param cycle for a cyclic scenario, the queues of one of its cycles in order, else null
 */
record Decision(boolean cyclic, Method method, int[] cycle) {
  static Decision free(Method method) {
    return new Decision(false, method, null);
  }

  static Decision cycle(Method method, int[] cycle) {
    return new Decision(true, method, cycle);
  }
}
