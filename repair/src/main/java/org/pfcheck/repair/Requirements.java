package org.pfcheck.repair;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.encodings.choice.Constraint;
import org.pfcheck.encodings.choice.OptionLiteral;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.repair.candidates.CandidateSet;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.witness.Witness;
import org.pfcheck.repair.witness.WitnessSearch;

/**
 * Turns a cycle of a tried fabric into requirements every repair meets. Take one witness per
 * dependency of the cycle: unless a repair differs from the tried choice in some change that may alter
 * one of those witnesses' steps ({@link Relevance}), every witness takes the same steps in the repaired
 * fabric, every dependency stays, and so does the cycle. One requirement per combination of witnesses
 * (the k-th of each dependency); a change that can only remove dependencies and is already chosen is
 * left out (dropping it cannot break the cycle). Not thread-safe.
 */
final class Requirements {
  /** How many witnesses per dependency are looked for (each further one may sharpen a requirement). */
  static final int WITNESSES = 4;

  private final CandidateSet candidates;
  private final ChoiceOptions options;

  Requirements(CandidateSet candidates, ChoiceOptions options) {
    this.candidates = candidates;
    this.options = options;
  }

  /** A cycle's requirements and the changes that may act on it. */
  record Found(List<Constraint.Clause> clauses, Set<Change> acting) {}

  /** The requirements of {@code cx}, a cycle of {@code tried} (the fabric with {@code current} made). */
  Found of(Counterexample cx, Network tried, Set<Change> current, String label, Map<Scenario, WitnessSearch> searches) {
    WitnessSearch search = searches.computeIfAbsent(cx.scenario(),
        s -> new WitnessSearch(tried.withScenario(s), candidates.ports()));
    List<List<Witness>> witnesses = new ArrayList<>();
    int most = 1;
    for (Dependency d : cx.cycle()) {
      List<Witness> w = search.witnesses(d, WITNESSES);
      witnesses.add(w);
      most = Math.max(most, w.size());
    }
    Set<Set<OptionLiteral>> distinct = new LinkedHashSet<>();
    Set<Change> acting = new LinkedHashSet<>();
    for (int k = 0; k < most; k++) {
      Set<Change> relevant = new LinkedHashSet<>();
      for (List<Witness> w : witnesses) {
        relevant.addAll(Relevance.of(w.get(Math.min(k, w.size() - 1)), candidates));
      }
      acting.addAll(relevant);
      Set<OptionLiteral> literals = new LinkedHashSet<>();
      for (Change c : relevant) {
        OptionLiteral l = options.flip(c, current);
        if (l != null) {
          literals.add(l);
        }
      }
      distinct.add(literals);
    }
    List<Constraint.Clause> clauses = distinct.stream().map(ls -> new Constraint.Clause(label, List.copyOf(ls))).toList();
    return new Found(clauses, acting);
  }

  /** A fresh cache of witness searches, for one tried fabric. */
  static Map<Scenario, WitnessSearch> searches() {
    return new HashMap<>();
  }
}
