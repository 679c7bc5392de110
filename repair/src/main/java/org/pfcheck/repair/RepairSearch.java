package org.pfcheck.repair;

import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.encodings.choice.ChoiceAnswer;
import org.pfcheck.encodings.choice.ChoiceSession;
import org.pfcheck.encodings.choice.ChoiceSolver;
import org.pfcheck.encodings.choice.Constraint;
import org.pfcheck.model.Network;
import org.pfcheck.repair.candidates.CandidateSet;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.Changes;
import org.pfcheck.repair.change.PatchFormat;

/**
 * The counterexample-guided search for a cheapest repair. Check the fabric; turn each cycle found into
 * requirements every repair meets ({@link Requirements}); ask the optimiser for the cheapest choice of
 * candidate changes that meets all requirements so far; make those changes and check again, until an
 * optimum checks deadlock-free (it is a cheapest repair: every repair meets the requirements), the
 * requirements admit no choice (no repair exists among the candidates), or time runs out. An optimum
 * that is not free violates a requirement of its own cycles, so no optimum is tried twice and the
 * search ends.
 *
 * <p>Optimising is the dear step, so the search first collects cycles cheaply: it tries the greedy
 * choice (the current one plus the cheapest change of each requirement it misses) until that is free,
 * then each of that choice's changes left out in turn (the cycles that come back say which changes are
 * needed), and only then optimises. Every fabric tried this way is a fabric whose cycles every repair
 * must break. A scenario space is checked as a whole by the engine; a cycle in one of its scenarios
 * requires its witnesses' steps to change in that scenario. Stateless.
 */
public final class RepairSearch {
  /** How many cycles the engine reports per tried fabric: each gives requirements. */
  public static final int CYCLES_PER_ROUND = 32;
  /** How many for a fabric tried without one change of a free choice: a few show what that change breaks. */
  static final int CYCLES_PER_PROBE = 4;
  /** How many greedy choices in a row the search tries before it optimises. */
  static final int GREEDY_ROUNDS = 64;
  /** Up to how many changes a free greedy choice has for the search to try it without each of them. */
  static final int PROBES = 512;

  private final ChoiceSolver solver;
  private final Function<Network, DeadlockEngine> engines;
  private final Consumer<String> progress;

  /** A search optimising with {@code solver} and checking tried fabrics with the engine {@code engines} makes. */
  public RepairSearch(ChoiceSolver solver, Function<Network, DeadlockEngine> engines) {
    this(solver, engines, line -> { });
  }

  /** The same, telling {@code progress} in a line how far it got after each fabric tried. */
  public RepairSearch(ChoiceSolver solver, Function<Network, DeadlockEngine> engines, Consumer<String> progress) {
    this.solver = Objects.requireNonNull(solver, "solver");
    this.engines = Objects.requireNonNull(engines, "engines");
    this.progress = Objects.requireNonNull(progress, "progress");
  }

  /**
   * A cheapest repair of {@code network}, whose analysis is {@code original}, among the candidates
   * {@code policy} and {@code format} allow, within {@code options}' timeout (for the whole search).
   */
  public RepairOutcome run(Network network, AnalysisResult original, PatchFormat format, RepairPolicy policy,
      AnalysisOptions options) {
    long deadline = System.nanoTime() + Math.min(options.timeout().toNanos(), Long.MAX_VALUE / 4);
    if (original.verdict() instanceof Verdict.Unknown u) {
      return new RepairOutcome.Undecided(original, "the input could not be analysed: " + u.reason());
    }
    try (ChoiceSession session = solver.open()) {
      SearchState state = new SearchState(network, new CandidateSet(network, policy, format), session, policy,
          solver.name());
      Checker checker = new Checker(state, options, deadline);
      state.tried();
      AnalysisResult result = original;
      Set<Set<Change>> optima = new HashSet<>();
      Set<Change> current = Set.of();
      while (true) {
        if (result.verdict() instanceof Verdict.Free) {
          return state.repaired(original, current, result);
        }
        if (result.verdict() instanceof Verdict.Unknown u) {
          return state.undecided(original, "a fabric tried (" + current.size() + " change(s)) could not be"
              + " analysed: " + u.reason(), deadline);
        }
        String stopped = checker.collect((Verdict.Possible) result.verdict(), current);
        if (stopped != null) {
          return state.undecided(original, stopped, deadline);
        }
        long start = System.nanoTime();
        ChoiceAnswer answer = session.minimize(deadline);
        state.lap("optimise", start);
        state.optimised();
        if (answer instanceof ChoiceAnswer.Unknown u) {
          return state.undecided(original, System.nanoTime() > deadline ? timeout(options, state) : u.reason(), deadline);
        }
        if (answer instanceof ChoiceAnswer.Infeasible none) {
          return state.impossible(original, none.conflict());
        }
        current = Set.copyOf(state.options.changes(((ChoiceAnswer.Optimal) answer).chosen()));
        state.optimum(((ChoiceAnswer.Optimal) answer).cost());
        if (!optima.add(current)) {
          throw new IllegalStateException("internal error: the repair search chose " + current + " twice");
        }
        result = checker.check(current);
        if (result == null) {
          return state.undecided(original, timeout(options, state), deadline);
        }
      }
    }
  }

  private static String timeout(AnalysisOptions options, SearchState state) {
    long ms = options.timeout().toMillis();
    return "the search did not finish in the " + (ms >= 1000 ? ms / 1000 + " s" : ms + " ms") + " it had: "
        + state.summary();
  }

  /** Checks tried fabrics and collects their cycles' requirements. Not thread-safe. */
  private final class Checker {
    private final SearchState state;
    private final AnalysisOptions options;
    private final long deadline;

    Checker(SearchState state, AnalysisOptions options, long deadline) {
      this.state = state;
      this.options = options;
      this.deadline = deadline;
    }

    /** The analysis of the input with {@code changes} made, or null when time is up. */
    AnalysisResult check(Set<Change> changes) {
      return check(changes, Math.max(CYCLES_PER_ROUND, options.maxCycles()));
    }

    /** The same, with at most {@code cycles} counterexamples. */
    AnalysisResult check(Set<Change> changes, int cycles) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return null;
      }
      long start = System.nanoTime();
      Network n = Changes.apply(state.input, changes);
      AnalysisResult r = engines.apply(n).analyze(n, new AnalysisOptions(cycles, Duration.ofNanos(left),
          options.maxScenarios()));
      state.lap("check", start);
      state.tried();
      progress.accept("searching for a repair: " + state.summary());
      if (r.verdict() instanceof Verdict.Free proof) {
        state.free(changes, proof, System.nanoTime() - start);
      }
      return r;
    }

    /**
     * Requires {@code p}'s cycles (found with {@code current}), then the cycles of greedy choices from
     * there, and, once a greedy choice is free, of that choice without each of its changes. Returns why
     * it stopped early (time), else null.
     */
    String collect(Verdict.Possible p, Set<Change> current) {
      Set<Change> greedy = current;
      Verdict.Possible cycles = p;
      for (int round = 0; round < GREEDY_ROUNDS; round++) {
        List<Constraint.Clause> added = state.require(cycles, greedy);
        Set<Change> next = state.options.greedy(greedy, added);
        if (next.equals(greedy)) {
          return null;
        }
        greedy = next;
        AnalysisResult r = check(greedy);
        if (r == null) {
          return timeout(options, state);
        }
        if (r.verdict() instanceof Verdict.Free) {
          return probe(greedy);
        }
        if (!(r.verdict() instanceof Verdict.Possible more)) {
          return null;
        }
        cycles = more;
      }
      return null;
    }

    /** Requires the cycles of the free choice {@code free} without each of its changes in turn. */
    private String probe(Set<Change> free) {
      if (free.size() > PROBES) {
        return null;
      }
      for (Change c : free) {
        Set<Change> without = new LinkedHashSet<>(free);
        without.remove(c);
        AnalysisResult r = check(without, CYCLES_PER_PROBE);
        if (r == null) {
          return timeout(options, state);
        }
        if (r.verdict() instanceof Verdict.Possible p) {
          state.require(p, Set.copyOf(without));
        }
      }
      return null;
    }
  }
}
