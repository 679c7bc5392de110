package org.pfcheck.repair;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.model.Network;
import org.pfcheck.repair.change.Change;

/** What a repair search found: a cheapest repair, none within the allowed changes, or no answer. */
public sealed interface RepairOutcome {
  /** The input's own analysis (its cycles), which every outcome starts from. */
  AnalysisResult original();

  /**
   * A cheapest repair. Immutable.
   *
   * @param original the input's analysis
   * @param changes the changes, in canonical order (empty when the input is deadlock-free already)
   * @param cost their total cost
   * @param repaired the input with the changes made
   * @param check the analysis that found the repaired fabric deadlock-free
   * @param acting for each counterexample of {@code original} (by index), the indices of the changes that act
   *     on it (may alter a step of one of its witnesses)
   * @param proof what was proven minimal, over which choices
   */
  record Repaired(AnalysisResult original, List<Change> changes, long cost, Network repaired, AnalysisResult check,
      Map<Integer, List<Integer>> acting, Proof proof) implements RepairOutcome {
    public Repaired {
      Objects.requireNonNull(original, "original");
      changes = List.copyOf(changes);
      Objects.requireNonNull(repaired, "repaired");
      Objects.requireNonNull(check, "check");
      acting = Map.copyOf(acting);
      Objects.requireNonNull(proof, "proof");
    }

    /** For a new lossless priority (change {@code i}), the indices of the rewrites into or out of it. */
    public List<Integer> needing(int i) {
      if (!(changes.get(i) instanceof Change.LosslessPriority p)) {
        return List.of();
      }
      return java.util.stream.IntStream.range(0, changes.size()).filter(k -> changes.get(k) instanceof Change.Rewrite r
          && (r.from() == p.priority() || r.to() == p.priority())).boxed().toList();
    }
  }

  /**
   * No repair within the allowed changes. Immutable.
   *
   * @param original the input's analysis
   * @param reason why, in words
   * @param conflict cycles (of tried fabrics) that no allowed choice breaks all together
   * @param losslessBound whether the bound on lossless priorities is part of the conflict
   * @param proof the choices searched
   */
  record Impossible(AnalysisResult original, String reason, List<Counterexample> conflict, boolean losslessBound,
      Proof proof) implements RepairOutcome {
    public Impossible {
      Objects.requireNonNull(original, "original");
      Objects.requireNonNull(reason, "reason");
      conflict = List.copyOf(conflict);
      Objects.requireNonNull(proof, "proof");
    }
  }

  /**
   * No answer: a timeout, or an engine or the optimiser said unknown. What the search knew by then is
   * kept: a lower bound on the cost of every repair, and the cheapest deadlock-free choice it had
   * tried (a repair, but not one proven cheapest). Immutable.
   *
   * @param original the input's analysis
   * @param reason why there is no answer
   * @param lowerBound every repair among the candidates costs at least this much (0 when nothing is known)
   * @param bestKnown the cheapest choice found deadlock-free, in canonical order; empty when none was
   * @param bestKnownCost its cost, or -1 when none was found
   */
  record Undecided(AnalysisResult original, String reason, long lowerBound, List<Change> bestKnown,
      long bestKnownCost) implements RepairOutcome {
    public Undecided {
      Objects.requireNonNull(original, "original");
      Objects.requireNonNull(reason, "reason");
      bestKnown = List.copyOf(bestKnown);
    }

    /** No answer and nothing known. */
    public Undecided(AnalysisResult original, String reason) {
      this(original, reason, 0, List.of(), -1);
    }
  }
}
