package org.pfcheck.encodings.choice;

/**
 * An incremental weighted 0/1 optimisation: options are added with their costs, constraints are
 * added over time, and each {@link #minimize} answers for everything added so far. Options nothing
 * constrains are never chosen (every cost is at least 0 and ties go to fewer options). Not
 * thread-safe; close it to free the solver.
 */
public interface ChoiceSession extends AutoCloseable {
  /** Adds an option of cost {@code cost} (at least 0); returns its index, 0, 1, 2, ... */
  int addOption(long cost);

  /** How many options were added. */
  int options();

  /** Adds a constraint over options already added. */
  void require(Constraint constraint);

  /**
   * A cheapest choice meeting every constraint (ties: fewest options), or the constraints that admit
   * none, or unknown when {@code deadlineNanos} ({@link System#nanoTime()}) passes first.
   */
  ChoiceAnswer minimize(long deadlineNanos);

  @Override
  void close();
}
