package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.z3.Z3ChoiceOptimizer;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;
import org.pfcheck.repair.RepairOutcome;
import org.pfcheck.repair.RepairSearch;
import org.pfcheck.repair.candidates.CandidateSet;
import org.pfcheck.repair.candidates.ChangePlace;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.ChangeKind;
import org.pfcheck.repair.change.Changes;
import org.pfcheck.repair.change.Patch;
import org.pfcheck.repair.pfc.PfcPatchFormat;

/**
 * What {@code pfcheck repair} claims, over generated fabrics: a repaired fabric is deadlock-free (its
 * patched text read back and checked by the reference semantics, not by the engine the search used), and
 * no repair of lower cost exists among the allowed changes (brute force over every cheaper set of
 * candidates, each checked by the reference).
 */
class RepairProperties {
  private static final AnalysisOptions OPTIONS = new AnalysisOptions(10, Duration.ofMinutes(1), 100_000);
  /** The search's budget per try: a few generated fabrics (rings with three lossless classes) need longer. */
  private static final AnalysisOptions SEARCH = new AnalysisOptions(10, Duration.ofSeconds(8), 100_000);
  /** The most cheaper candidate sets a brute-force check tries; larger cases are left out (and counted). */
  private static final int BRUTE_FORCE_LIMIT = 1500;

  /** A repair policy: which kinds, at what cost, how many lossless priorities. */
  record Policy(RepairPolicy policy) {}

  @Provide
  Arbitrary<Fabric> deadlocking() {
    return Fabrics.mixed().filter(f -> new GraphEngine().analyze(f.network(), OPTIONS).verdict()
        instanceof Verdict.Possible);
  }

  @Provide
  Arbitrary<Fabric> smallDeadlocking() {
    return deadlocking().filter(f -> f.network().switches().size() <= 6);
  }

  @Provide
  Arbitrary<Policy> policies() {
    Arbitrary<Set<ChangeKind>> kinds = Arbitraries.of(ChangeKind.class).set().ofMinSize(1)
        .filter(s -> !s.equals(Set.of(ChangeKind.LOSSLESS_PRIORITY)));
    Arbitrary<Map<ChangeKind, Long>> costs = Arbitraries.longs().between(1, 3).list().ofSize(ChangeKind.values().length)
        .map(l -> {
          Map<ChangeKind, Long> out = new EnumMap<>(ChangeKind.class);
          for (ChangeKind k : ChangeKind.values()) {
            out.put(k, l.get(k.ordinal()));
          }
          return out;
        });
    return Combinators.combine(kinds, costs, Arbitraries.integers().between(1, 3)).as((k, c, m) -> new Policy(
        new RepairPolicy(c, k.stream().map(x -> ChangePlace.parse(x.word()).place()).toList(), List.of(), Optional.of(m))));
  }

  private static RepairOutcome search(Network n, String text, RepairPolicy policy) {
    return new RepairSearch(new Z3ChoiceOptimizer(), x -> new GraphEngine()).run(n,
        new GraphEngine().analyze(n, OPTIONS), new PfcPatchFormat("generated.pfc", text), policy, SEARCH);
  }

  private static boolean free(Network n) {
    return !Analysis.cyclic(new ReferenceForwarding(n).dependencies());
  }

  @Property(tries = 40)
  void aRepairedFabricIsDeadlockFree(@ForAll("deadlocking") Fabric f) {
    String text = f.dsl();
    Network n = PfcReader.read("generated.pfc", text).network().orElseThrow();
    RepairOutcome o = search(n, text, RepairPolicy.DEFAULT);
    Statistics.collect(o.getClass().getSimpleName());
    Statistics.coverage(c -> c.check("Repaired").percentage(p -> p >= 70));
    if (o instanceof RepairOutcome.Undecided u) {
      assertTrue(u.bestKnown().isEmpty() || free(Changes.apply(n, u.bestKnown())), () -> "best known " + u + "\nin" + f);
    }
    if (o instanceof RepairOutcome.Repaired r) {
      Patch patch = new PfcPatchFormat("generated.pfc", text).write(r.changes(), r.repaired(), "repair");
      Network back = PfcReader.read("generated.pfc", patch.patchedSource()).network().orElseThrow();
      assertEquals(r.repaired(), back);
      assertTrue(free(back), () -> "the repair " + r.changes() + " leaves a cycle (reference)\nin" + f);
      Verdict.Free proof = assertInstanceOf(Verdict.Free.class, r.check().verdict());
      CertificateChecker.checkAgainstReferenceWhenSmall(back, proof.certificate());
    }
  }

  @Property(tries = 25)
  void noCheaperRepairExistsAmongTheAllowedChanges(@ForAll("smallDeadlocking") Fabric f,
      @ForAll("policies") Policy p) {
    String text = f.dsl();
    Network n = PfcReader.read("generated.pfc", text).network().orElseThrow();
    RepairOutcome o = search(n, text, p.policy());
    Statistics.label("outcome").collect(o.getClass().getSimpleName());
    Statistics.label("outcome").coverage(c -> c.check("Undecided").percentage(x -> x <= 25));
    Assume.that(!(o instanceof RepairOutcome.Undecided));
    CandidateSet candidates = new CandidateSet(n, p.policy(), new PfcPatchFormat("generated.pfc", text));
    List<Change> all = new ArrayList<>(candidates.newPriorities());
    n.switches().forEach(s -> all.addAll(candidates.at(s.name())));
    long bound = o instanceof RepairOutcome.Repaired r ? r.cost() : Long.MAX_VALUE;
    BruteForce brute = new BruteForce(n, all, p.policy(), candidates.offeredPriorities(),
        p.policy().losslessBound(n) - n.qos().lossless().size(), BRUTE_FORCE_LIMIT);
    Optional<List<Change>> cheaper = brute.firstFree(bound);
    Statistics.label("brute force complete").collect(brute.complete());
    Statistics.label("brute force complete").coverage(c -> c.check(true).percentage(x -> x >= 50));
    Assume.that(brute.complete() || cheaper.isPresent());
    assertTrue(cheaper.isEmpty(), () -> "the search answered " + (o instanceof RepairOutcome.Repaired r
        ? "cost " + r.cost() + ": " + r.changes() : o.toString()) + ", but " + cheaper.get() + " is free and cheaper\nin"
        + f);
  }

  /** Every valid set of candidates cheaper than a bound, cheapest first, each checked by the reference. */
  private static final class BruteForce {
    private final Network network;
    private final List<Change> candidates;
    private final RepairPolicy policy;
    private final List<Integer> fresh;
    private final int room;
    private final int limit;
    private int tried;

    BruteForce(Network network, List<Change> candidates, RepairPolicy policy, List<Integer> fresh, int room,
        int limit) {
      this.network = network;
      this.candidates = candidates;
      this.policy = policy;
      this.fresh = fresh;
      this.room = room;
      this.limit = limit;
    }

    boolean complete() {
      return tried <= limit;
    }

    /** A free valid set of cost below {@code bound}, if any (empty also when the limit was reached). */
    Optional<List<Change>> firstFree(long bound) {
      return extend(new ArrayList<>(), 0, 0, bound);
    }

    private Optional<List<Change>> extend(List<Change> chosen, int from, long cost, long bound) {
      if (++tried > limit) {
        return Optional.empty();
      }
      if (valid(chosen) && free(Changes.apply(network, chosen))) {
        return Optional.of(List.copyOf(chosen));
      }
      for (int i = from; i < candidates.size(); i++) {
        long c = cost + policy.cost(candidates.get(i));
        if (c < bound) {
          chosen.add(candidates.get(i));
          Optional<List<Change>> found = extend(chosen, i + 1, c, bound);
          chosen.remove(chosen.size() - 1);
          if (found.isPresent() || tried > limit) {
            return found;
          }
        }
      }
      return Optional.empty();
    }

    /** The rules of a repair, written out again: new priorities within the bound, rewrites with their priorities, routes keep a hop. */
    private boolean valid(List<Change> chosen) {
      long added = chosen.stream().filter(c -> c instanceof Change.LosslessPriority).count();
      if (added > Math.max(0, room)) {
        return false;
      }
      for (Change c : chosen) {
        if (c instanceof Change.Rewrite r && (needs(chosen, r.from()) || needs(chosen, r.to()))) {
          return false;
        }
        if (c instanceof Change.RemoveEcmpMember m && (chosen.contains(new Change.RemoveRoute(m.route()))
            || m.route().via().stream().allMatch(v -> chosen.contains(new Change.RemoveEcmpMember(m.route(), v))))) {
          return false;
        }
      }
      return true;
    }

    private boolean needs(List<Change> chosen, int priority) {
      return fresh.contains(priority) && !chosen.contains(new Change.LosslessPriority(priority));
    }
  }
}
