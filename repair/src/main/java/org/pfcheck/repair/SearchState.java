package org.pfcheck.repair;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.encodings.choice.ChoiceSession;
import org.pfcheck.encodings.choice.Constraint;
import org.pfcheck.model.Network;
import org.pfcheck.repair.candidates.CandidateSet;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.ChangeKind;
import org.pfcheck.repair.change.Changes;

/**
 * What a repair search has learnt so far: the cycles of the fabrics it tried, their requirements (each
 * added to the optimiser once), and where its time went. Makes the outcomes. Not thread-safe.
 */
final class SearchState {
  final Network input;
  final CandidateSet candidates;
  final ChoiceOptions options;
  final RepairPolicy policy;
  private final ChoiceSession session;
  private final Requirements requirements;
  private final String solver;
  private final List<Counterexample> cycles = new ArrayList<>();
  private final Map<String, Counterexample> byLabel = new HashMap<>();
  private final Set<String> unaffected = new HashSet<>();
  private final Map<Integer, Set<Change>> acting = new LinkedHashMap<>();
  private final Set<Set<?>> distinct = new HashSet<>();
  private final Map<String, Long> millis = new LinkedHashMap<>();
  private int tried;
  private long lowerBound;
  private int optimisations;
  private Set<Change> bestFree;
  private long bestFreeCost = -1;
  private Verdict.Free bestProof;
  private long bestCheckNanos;

  SearchState(Network input, CandidateSet candidates, ChoiceSession session, RepairPolicy policy, String solver) {
    this.input = input;
    List.of("check", "witnesses", "optimise").forEach(stage -> millis.put(stage, 0L));
    this.candidates = candidates;
    this.policy = policy;
    this.session = session;
    this.solver = solver;
    int room = Math.max(0, policy.losslessBound(input) - input.qos().lossless().size());
    this.options = new ChoiceOptions(session, policy, candidates, room);
    this.requirements = new Requirements(candidates, options);
  }

  /** Counts a fabric as tried. */
  void tried() {
    tried++;
  }

  /**
   * Adds the requirements of the cycles of {@code p}, found in the input with {@code current} made; returns
   * the new ones. The first call's cycles are the input's own: which changes act on each is kept.
   */
  List<Constraint.Clause> require(Verdict.Possible p, Set<Change> current) {
    long start = System.nanoTime();
    Network network = Changes.apply(input, current);
    List<Constraint.Clause> added = new ArrayList<>();
    var searches = Requirements.searches();
    for (Counterexample cx : p.counterexamples()) {
      String label = "cycle " + (cycles.size() + 1);
      cycles.add(cx);
      byLabel.put(label, cx);
      Requirements.Found found = requirements.of(cx, network, current, label, searches);
      if (tried == 1) {
        acting.put(cycles.size() - 1, found.acting());
      }
      for (Constraint.Clause c : found.clauses()) {
        if (c.literals().isEmpty()) {
          unaffected.add(label);
        }
        if (distinct.add(Set.copyOf(c.literals()))) {
          session.require(c);
          added.add(c);
        }
      }
    }
    lap("witnesses", start);
    return added;
  }

  /**
   * Notes that {@code changes} made the fabric deadlock-free, as {@code proof} says after {@code nanos} of
   * checking (the cheapest such choice is kept).
   */
  void free(Set<Change> changes, Verdict.Free proof, long nanos) {
    long cost = changes.stream().mapToLong(policy::cost).sum();
    if (bestFreeCost < 0 || cost < bestFreeCost) {
      bestFree = changes;
      bestFreeCost = cost;
      bestProof = proof;
      bestCheckNanos = nanos;
    }
  }

  /** How far the search got, in words (cheap: for progress lines). */
  String summary() {
    return tried + " fabrics tried, " + cycles.size() + " cycles, " + distinct.size() + " requirements, "
        + optimisations + " optimisations";
  }

  /** Counts a question to the optimiser. */
  void optimised() {
    optimisations++;
  }

  /** Notes an optimum of the requirements so far: every repair costs at least {@code cost}. */
  void optimum(long cost) {
    lowerBound = Math.max(lowerBound, cost);
  }

  /**
   * No answer, for {@code reason}, with the cheapest free choice when the reference re-checks it in full
   * ({@link BestKnownRecheck}) before {@code deadline} (System.nanoTime()), or within at least a second
   * and as long as the engine took to prove it: time is up when most answers are unknown.
   */
  RepairOutcome undecided(AnalysisResult original, String reason, long deadline) {
    if (bestFree == null) {
      return new RepairOutcome.Undecided(original, reason, lowerBound, List.of(), -1);
    }
    long start = System.nanoTime();
    long until = Math.max(deadline, start + Math.max(bestCheckNanos, RECHECK_AT_LEAST_NANOS));
    Optional<String> problem = BestKnownRecheck.problem(Changes.apply(input, bestFree), bestProof,
        () -> System.nanoTime() > until);
    if (problem.isPresent()) {
      return new RepairOutcome.Undecided(original, reason + "; the cheapest choice found free (cost " + bestFreeCost
          + ") is not offered: " + problem.get(), lowerBound, List.of(), -1);
    }
    return new RepairOutcome.Undecided(original, reason, lowerBound, bestFree.stream().sorted(Changes.ORDER).toList(),
        bestFreeCost);
  }

  /** The least time the re-check of a best known choice gets, even after the search's deadline. */
  static final long RECHECK_AT_LEAST_NANOS = 1_000_000_000L;

  void lap(String stage, long start) {
    millis.merge(stage, (System.nanoTime() - start) / 1_000_000, Long::sum);
  }

  Proof proof() {
    return new Proof(candidates.counts(), policy.costs(), List.copyOf(input.qos().lossless()),
        policy.losslessBound(input), tried, cycles.size(), distinct.size(), optimisations, solver, millis);
  }

  RepairOutcome repaired(AnalysisResult original, Set<Change> chosen, AnalysisResult check) {
    List<Change> sorted = chosen.stream().sorted(Changes.ORDER).toList();
    Map<Integer, List<Integer>> on = new LinkedHashMap<>();
    acting.forEach((cycle, changes) -> on.put(cycle, IntStream.range(0, sorted.size())
        .filter(i -> changes.contains(sorted.get(i))).boxed().toList()));
    long cost = sorted.stream().mapToLong(policy::cost).sum();
    return new RepairOutcome.Repaired(original, sorted, cost, Changes.apply(input, chosen), check, on, proof());
  }

  RepairOutcome impossible(AnalysisResult original, List<String> conflict) {
    List<Counterexample> core = conflict.stream().filter(byLabel::containsKey).distinct().map(byLabel::get).toList();
    boolean bound = conflict.contains(ChoiceOptions.LOSSLESS_BOUND);
    String hopeless = conflict.stream().filter(unaffected::contains).findFirst().orElse(null);
    boolean noRewrites = !candidates.counts().candidates().containsKey(ChangeKind.REWRITE)
        && !candidates.counts().forbidden().containsKey(ChangeKind.REWRITE);
    String reason = hopeless != null
        ? "no allowed change can alter the forwarding that makes " + hopeless + " (" + byLabel.get(hopeless).queues()
            + "): allow more kinds or places (--allow, --forbid)" + (noRewrites
            ? "; a rewrite needs a second lossless priority (raise --max-lossless)" : "")
        : "no choice of allowed changes breaks these " + core.size() + " cycles together"
            + (bound ? " with " + proof().losslessLimit() + " (raise --max-lossless)" : "")
            + ": allow more kinds or places (--allow, --forbid)";
    return new RepairOutcome.Impossible(original, reason, core, bound, proof());
  }
}
