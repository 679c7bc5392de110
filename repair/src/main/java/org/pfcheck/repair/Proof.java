package org.pfcheck.repair;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.pfcheck.repair.candidates.CandidateSet;
import org.pfcheck.repair.change.ChangeKind;

/**
 * What a repair search proved, and over which choices. Immutable.
 *
 * @param counts the candidate set: how many changes of each kind, and what the policy and the patch
 *     format left out
 * @param costs the cost of each kind
 * @param lossless the fabric's lossless priorities
 * @param losslessBound how many lossless priorities a repaired fabric may use
 * @param rounds how many fabrics were tried (the input first)
 * @param cycles how many cycles of tried fabrics became requirements
 * @param requirements how many distinct requirements they gave
 * @param optimisations how many times the optimiser was asked
 * @param solver the optimiser's name
 * @param millis time spent checking tried fabrics, finding witnesses and optimising
 */
public record Proof(CandidateSet.Counts counts, Map<ChangeKind, Long> costs, List<Integer> lossless,
    int losslessBound, int rounds, int cycles, int requirements, int optimisations, String solver,
    Map<String, Long> millis) {
  public Proof {
    Objects.requireNonNull(counts, "counts");
    costs = Map.copyOf(costs);
    lossless = List.copyOf(lossless);
    Objects.requireNonNull(solver, "solver");
    millis = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(millis));
  }

  /** The candidate set in words: "80 drop-lossless (cost 1), ..., 1 lossless-priority (4; cost 3)". */
  public String choices() {
    return java.util.Arrays.stream(ChangeKind.values()).filter(k -> counts.candidates().containsKey(k))
        .map(k -> counts.candidates().get(k) + " " + k.word() + (k == ChangeKind.LOSSLESS_PRIORITY
            ? " (" + counts.offered().stream().map(String::valueOf).collect(Collectors.joining(", ")) + "; cost "
            : " (cost ") + costs.get(k) + ")")
        .collect(Collectors.joining(", "));
  }

  /** What was left out of the candidate set, in words, or empty. */
  public String leftOut() {
    String forbidden = words(counts.forbidden());
    String inexpressible = words(counts.inexpressible());
    return (forbidden.isEmpty() ? "" : forbidden + " not allowed by --allow/--forbid")
        + (!forbidden.isEmpty() && !inexpressible.isEmpty() ? "; " : "")
        + (inexpressible.isEmpty() ? "" : inexpressible + " the patch format cannot write");
  }

  private static String words(Map<ChangeKind, Long> byKind) {
    return java.util.Arrays.stream(ChangeKind.values()).filter(byKind::containsKey)
        .map(k -> byKind.get(k) + " " + k.word()).collect(Collectors.joining(", "));
  }

  /** The limit on lossless priorities in words. */
  public String losslessLimit() {
    return "at most " + losslessBound + " lossless priorit" + (losslessBound == 1 ? "y" : "ies") + " (lossless now: "
        + lossless.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ")";
  }

  /** The whole claim for a repair of cost {@code cost}. */
  public String minimality(long cost) {
    return "No set of the " + counts.total() + " candidate changes [" + choices() + "; " + losslessLimit()
        + "] with total cost below " + cost + " makes the fabric deadlock-free. Every repair must break each of the "
        + cycles + " cycle" + (cycles == 1 ? "" : "s") + " found in " + rounds + " tried fabric" + (rounds == 1 ? "" : "s")
        + ": a change that may alter a step of one of its witness packets (found by the reference semantics) must"
        + " differ, or that packet takes the same steps and the cycle stays. The cheapest choice meeting the "
        + requirements + " requirement" + (requirements == 1 ? "" : "s") + " this gives costs " + cost + " (" + solver
        + ", optimal), and it makes the fabric deadlock-free.";
  }
}
