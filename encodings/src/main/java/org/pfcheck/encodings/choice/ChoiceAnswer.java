package org.pfcheck.encodings.choice;

import java.util.List;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;

/** What a session answers: a cheapest choice, no choice at all, or no answer in time. */
public sealed interface ChoiceAnswer {
  /**
   * A choice of least total cost among all that meet every constraint, and among those the fewest
   * options. Immutable.
   *
   * @param chosen the chosen options, ascending
   * @param cost their total cost
   */
  record Optimal(SortedSet<Integer> chosen, long cost) implements ChoiceAnswer {
    public Optimal {
      chosen = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(chosen));
      if (cost < 0) {
        throw new IllegalArgumentException("cost " + cost);
      }
    }
  }

  /**
   * No choice meets every constraint; {@code conflict} names constraints (by label) that already admit
   * none together. Immutable.
   */
  record Infeasible(List<String> conflict) implements ChoiceAnswer {
    public Infeasible {
      conflict = List.copyOf(conflict);
    }
  }

  /** The solver gave no answer (timeout or its own unknown). Immutable. */
  record Unknown(String reason) implements ChoiceAnswer {
    public Unknown {
      Objects.requireNonNull(reason, "reason");
    }
  }
}
