package org.pfcheck.encodings.z3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.pfcheck.encodings.choice.ChoiceAnswer;
import org.pfcheck.encodings.choice.ChoiceSession;
import org.pfcheck.encodings.choice.Constraint;
import org.pfcheck.encodings.choice.OptionLiteral;

/**
 * The Z3 optimiser against brute force over every subset of small random problems: the same least
 * cost, the fewest options among the cheapest, a choice that meets every constraint, and for an
 * infeasible problem an unsat core whose constraints already admit no choice.
 */
class Z3ChoiceOptimizerTest {
  private static final long FAR = Long.MAX_VALUE / 4;

  /** A random problem: option costs and constraints. */
  record Problem(List<Long> costs, List<Constraint> constraints) {}

  @Provide
  Arbitrary<Problem> problems() {
    return Arbitraries.integers().between(1, 9).flatMap(n -> {
      Arbitrary<List<Long>> costs = Arbitraries.longs().between(0, 6).list().ofSize(n);
      Arbitrary<OptionLiteral> literal = Combinators.combine(Arbitraries.integers().between(0, n - 1),
          Arbitraries.of(true, false)).as(OptionLiteral::new);
      Arbitrary<Constraint> clause = literal.list().ofMinSize(0).ofMaxSize(4)
          .map(ls -> new Constraint.Clause("clause", ls));
      Arbitrary<Constraint> atMost = Combinators.combine(Arbitraries.integers().between(0, n - 1).set().ofMaxSize(n),
          Arbitraries.integers().between(0, 3)).as((os, k) -> new Constraint.AtMost("at-most", new ArrayList<>(os), k));
      Arbitrary<List<Constraint>> constraints = Arbitraries.frequencyOf(
          net.jqwik.api.Tuple.of(6, clause), net.jqwik.api.Tuple.of(1, atMost)).list().ofMaxSize(10);
      return Combinators.combine(costs, constraints).as(Problem::new);
    });
  }

  @Property(tries = 400)
  void z3FindsTheBruteForceOptimum(@ForAll("problems") Problem p) {
    List<Constraint> labelled = new ArrayList<>();
    for (int i = 0; i < p.constraints().size(); i++) {
      labelled.add(relabel(p.constraints().get(i), "c" + i));
    }
    long[] best = bruteForce(p.costs(), labelled);
    try (ChoiceSession s = new Z3ChoiceOptimizer().open()) {
      p.costs().forEach(s::addOption);
      labelled.forEach(s::require);
      ChoiceAnswer a = s.minimize(System.nanoTime() + 60_000_000_000L);
      Statistics.collect(a.getClass().getSimpleName());
      if (best == null) {
        ChoiceAnswer.Infeasible none = assertInstanceOf(ChoiceAnswer.Infeasible.class, a, p::toString);
        List<Constraint> core = labelled.stream().filter(c -> none.conflict().contains(c.label())).toList();
        assertFalse(core.isEmpty(), p::toString);
        assertTrue(bruteForce(p.costs(), core) == null, () -> "the core " + none.conflict() + " is feasible: " + p);
      } else {
        ChoiceAnswer.Optimal o = assertInstanceOf(ChoiceAnswer.Optimal.class, a, p::toString);
        assertEquals(best[0], o.cost(), p::toString);
        assertEquals(best[1], o.chosen().size(), () -> "not the fewest options among the cheapest: " + p);
        boolean[] choice = new boolean[p.costs().size()];
        o.chosen().forEach(i -> choice[i] = true);
        assertTrue(labelled.stream().allMatch(c -> c.holds(choice)), p::toString);
        assertEquals(o.chosen().stream().mapToLong(p.costs()::get).sum(), o.cost());
      }
    }
  }

  @Test
  void constraintsAddedLaterNarrowTheOptimum() {
    try (ChoiceSession s = new Z3ChoiceOptimizer().open()) {
      int cheap = s.addOption(1);
      int dear = s.addOption(5);
      s.require(new Constraint.Clause("one", List.of(OptionLiteral.of(cheap), OptionLiteral.of(dear))));
      assertEquals(Set.of(cheap), ((ChoiceAnswer.Optimal) s.minimize(System.nanoTime() + FAR)).chosen());
      s.require(new Constraint.Clause("not cheap", List.of(OptionLiteral.not(cheap))));
      ChoiceAnswer.Optimal o = (ChoiceAnswer.Optimal) s.minimize(System.nanoTime() + FAR);
      assertEquals(new TreeSet<>(Set.of(dear)), o.chosen());
      assertEquals(5, o.cost());
      s.require(new Constraint.AtMost("none", List.of(dear), 0));
      ChoiceAnswer.Infeasible none = assertInstanceOf(ChoiceAnswer.Infeasible.class,
          s.minimize(System.nanoTime() + FAR));
      assertEquals(Set.of("one", "not cheap", "none"), Set.copyOf(none.conflict()));
    }
  }

  @Test
  void aPassedDeadlineIsUnknown() {
    try (ChoiceSession s = new Z3ChoiceOptimizer().open()) {
      s.addOption(1);
      assertInstanceOf(ChoiceAnswer.Unknown.class, s.minimize(System.nanoTime() - 1));
    }
  }

  private static Constraint relabel(Constraint c, String label) {
    return c instanceof Constraint.Clause cl ? new Constraint.Clause(label, cl.literals())
        : new Constraint.AtMost(label, ((Constraint.AtMost) c).options(), ((Constraint.AtMost) c).bound());
  }

  /** {least cost, fewest options at that cost}, or null when no subset meets every constraint. */
  private static long[] bruteForce(List<Long> costs, List<Constraint> constraints) {
    long[] best = null;
    int n = costs.size();
    for (int mask = 0; mask < 1 << n; mask++) {
      boolean[] choice = new boolean[n];
      long cost = 0;
      for (int i = 0; i < n; i++) {
        choice[i] = (mask >> i & 1) == 1;
        cost += choice[i] ? costs.get(i) : 0;
      }
      int count = Integer.bitCount(mask);
      if (constraints.stream().allMatch(c -> c.holds(choice))
          && (best == null || cost < best[0] || cost == best[0] && count < best[1])) {
        best = new long[] {cost, count};
      }
    }
    return best;
  }
}
