package org.pfcheck.encodings.choice;

import java.util.List;
import java.util.Objects;

/**
 * One requirement on a choice, named by {@code label} so that an infeasible problem can say which
 * requirements conflict. Immutable.
 */
public sealed interface Constraint {
  /** What the requirement is, for the reason of an infeasible problem (its label). */
  String label();

  /** Whether {@code choice} (chosen options marked true) meets the requirement. */
  boolean holds(boolean[] choice);

  /** At least one literal holds; an empty clause never does. */
  record Clause(String label, List<OptionLiteral> literals) implements Constraint {
    public Clause {
      Objects.requireNonNull(label, "label");
      literals = List.copyOf(literals);
    }

    @Override
    public boolean holds(boolean[] choice) {
      return literals.stream().anyMatch(l -> l.holds(choice));
    }
  }

  /** At most {@code bound} of {@code options} are chosen. */
  record AtMost(String label, List<Integer> options, int bound) implements Constraint {
    public AtMost {
      Objects.requireNonNull(label, "label");
      options = List.copyOf(options);
      if (bound < 0) {
        throw new IllegalArgumentException("bound " + bound);
      }
    }

    @Override
    public boolean holds(boolean[] choice) {
      return options.stream().filter(o -> choice[o]).count() <= bound;
    }
  }
}
