package org.pfcheck.encodings.choice;

/** Makes {@link ChoiceSession}s: the role a weighted 0/1 optimiser plays. Stateless. */
public interface ChoiceSolver {
  /** The solver's name as shown to users ("z3"). */
  String name();

  /** A new, empty session. */
  ChoiceSession open();
}
