package org.pfcheck.analyzer.sweep;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.ShardParts;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.SweepSummary;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * Turns a sweep's decisions into its answer: the counts, the first failing scenarios of the part in the
 * space's order, each rebuilt from scratch by the graph engine (whose counterexamples the independent
 * forwarding simulator re-checks; a full rebuild that finds no cycle where the sweep found one is an
 * internal error), the verdict, and the figures. Working state of one sweep.
 */
final class SweepResults {
  private final Network network;
  private final String engine;
  private final AnalysisOptions options;
  private final SweepSettings settings;
  private final Map<String, Long> millis;

  SweepResults(Network network, String engine, AnalysisOptions options, SweepSettings settings,
      Map<String, Long> millis) {
    this.network = network;
    this.engine = engine;
    this.options = options;
    this.settings = settings;
    this.millis = millis;
  }

  /** An unknown verdict before any scenario was decided. */
  AnalysisResult unknown(String reason) {
    Map<String, Long> extra = new LinkedHashMap<>();
    extra.put("space-scenarios", SpaceCandidates.of(network).size().min(java.math.BigInteger.valueOf(Long.MAX_VALUE))
        .longValue());
    return new AnalysisResult(network.name(), new Verdict.Unknown(reason), network.scenario(), network.space(),
        org.pfcheck.analyzer.bdg.Injections.describe(network), List.of(engine), new Stats(network.switches().size(),
            network.hosts().size(), 0, 0, 0, millis, extra));
  }

  /**
   * The answer of a sweep: its counts, its listed counterexamples, its verdict. What needs the declared
   * scenario's build is done first; then the build is released, and the full builds follow (the first
   * listed scenario, the listed ones that cannot be recovered cheaply, and the re-checks from scratch).
   */
  AnalysisResult of(SweepEngine.Swept swept, java.util.function.LongSupplier recheck, Deadline deadline) {
    ScenarioIndex index = swept.index();
    ScenarioClasses partition = swept.classes();
    long[] part = swept.part();
    ScenarioOutcome[] decisions = swept.decisions();
    ScenarioOutcome[] byClass = new ScenarioOutcome[(int) partition.count()];
    for (int k = 0; k < decisions.length; k++) {
      byClass[(int) part[k]] = decisions[k];
    }
    // counted scenario by scenario of the part: a class may straddle parts (its representative in one)
    Optional<SweepSummary.Shard> shard = settings.shard();
    long partScenarios = ShardParts.size(index.size(), shard);
    long decided = 0;
    long failing = 0;
    long classesDecided = 0;
    Map<String, Long> decidedBy = new LinkedHashMap<>();
    long step = ShardParts.step(shard);
    for (long p = ShardParts.first(shard); p < index.size(); p += step) {
      long c = partition.classOf(p);
      ScenarioOutcome d = byClass[(int) c];
      if (d == null) {
        continue;
      }
      decided++;
      failing += d.cyclic() ? 1 : 0;
      boolean representative = partition.representative(c) == p;
      classesDecided += representative ? 1 : 0;
      decidedBy.merge(representative ? d.method().key() : Method.SYMMETRY.key(), 1L, Long::sum);
    }
    decidedBy = SweptInput.inMethodOrder(decidedBy);
    String what = (settings.shard().isPresent() ? "part " + settings.shard().get() + " of the space: " : "")
        + partScenarios + " scenario" + (partScenarios == 1 ? "" : "s") + " (" + index.space().describe() + ")";
    String traffic = swept.base().graph.traffic();
    Stats declaredFigures = new Stats(0, 0, swept.base().graph.queueCount(), swept.base().graph.dependencyCount(), 0,
        Map.of(), Map.of());
    // a part that holds no scenario proves nothing: not "free" for a shard of a space smaller than N
    Verdict free = failing > 0 || decided < partScenarios || partScenarios == 0 ? null : free(swept.base(),
        SweptInput.proof(what, classesDecided, decidedBy));
    long start = System.nanoTime();
    List<Listed> listed = failing == 0 ? List.of() : cheapListing(swept, byClass, deadline);
    swept.release();
    AnalysisResult first = listed.isEmpty() ? null : rebuildListing(listed);
    SweepEngine.lap(millis, "counterexamples", start);
    long rechecked = recheck.getAsLong();
    List<Counterexample> cxs = new ArrayList<>();
    listed.forEach(l -> cxs.addAll(l.counterexamples));
    SweepSummary summary = new SweepSummary(index.size(), partScenarios, decided, failing,
        listed.stream().map(l -> l.position).toList(), listed.stream().map(l -> l.scenario).toList(),
        settings.listFailing(), classesDecided, rechecked, partition.automorphisms(), decidedBy, settings.shard(),
        ModelFingerprint.of(network), ShardParts.digest(index.size(), shard));
    Verdict verdict;
    Stats figures;
    if (!cxs.isEmpty()) {
      verdict = new Verdict.Possible(cxs, ((Verdict.Possible) first.verdict()).cyclicComponents());
      figures = first.stats();
    } else if (free != null) {
      verdict = free;
      figures = declaredFigures;
    } else if (partScenarios == 0) {
      verdict = new Verdict.Unknown("part " + settings.shard().map(Object::toString).orElse("") + " holds none of the"
          + " space's " + index.size() + " scenarios: shard it into at most " + index.size() + " parts");
      figures = new Stats(0, 0, 0, 0, 0, Map.of(), Map.of());
    } else {
      verdict = new Verdict.Unknown((deadline.expired() || Thread.currentThread().isInterrupted()
          ? "stopped (timeout or cancelled)" : "stopped at the limit of " + options.maxScenarios()
          + " classes of scenarios") + " after deciding " + decided + " of " + what + "; none of them deadlocks");
      figures = new Stats(0, 0, 0, 0, 0, Map.of(), Map.of());
    }
    Map<String, Long> extra = new LinkedHashMap<>();
    extra.put("space-scenarios", index.size());
    extra.put("sweep-classes", classesDecided);
    extra.put("sweep-automorphisms", (long) partition.automorphisms());
    extra.put("sweep-rechecked", rechecked);
    extra.put("sweep-failing", failing);
    decidedBy.forEach((k, v) -> extra.put("decided-by-" + k, v));
    Stats stats = new Stats(network.switches().size(), network.hosts().size(), figures.queues(),
        figures.dependencies(), decided, millis, extra);
    return new AnalysisResult(network.name(), verdict, network.scenario(), network.space(), traffic,
        List.of(engine, "graph"), stats, Optional.empty(), Optional.empty(), Optional.of(summary));
  }

  /** A failing scenario to list: its position, the scenario, its decision and counterexamples (once found). */
  private static final class Listed {
    final long position;
    final Scenario scenario;
    final ScenarioOutcome decision;
    List<Counterexample> counterexamples = List.of();

    Listed(long position, Scenario scenario, ScenarioOutcome decision) {
      this.position = position;
      this.scenario = scenario;
      this.decision = decision;
    }
  }

  /**
   * The first failing scenarios of the part, in the space's order (as many as asked, while time is left
   * after the first); each after the first gets the cycle its decision found, recovered from a search
   * of the groups that create it and re-checked by the independent forwarding simulator, when it is its
   * class's representative and the search finds the cycle.
   */
  private List<Listed> cheapListing(SweepEngine.Swept swept, ScenarioOutcome[] byClass, Deadline deadline) {
    ScenarioIndex index = swept.index();
    ScenarioClasses partition = swept.classes();
    ScenarioDecider decider = new ScenarioDecider(swept.base());
    List<Listed> out = new ArrayList<>();
    long step = ShardParts.step(settings.shard());
    for (long i = ShardParts.first(settings.shard()); i < index.size() && out.size() < settings.listFailing();
        i += step) {
      ScenarioOutcome d = byClass[(int) partition.classOf(i)];
      if (d == null || !d.cyclic()) {
        continue;
      }
      if (!out.isEmpty() && deadline.expired()) {
        break;
      }
      Listed l = new Listed(i, index.scenario(index.pick(i)), d);
      if (!out.isEmpty() && d.cycle() != null && partition.representative(partition.classOf(i)) == i) {
        decider.counterexample(l.scenario, d.cycle(), Deadline.none()).ifPresent(cx -> l.counterexamples = List.of(cx));
      }
      out.add(l);
    }
    return out;
  }

  /**
   * Builds in full, by the graph engine, the first listed scenario (its cycles up to
   * {@code --max-cycles}, each re-checked by the independent forwarding simulator) and each listed one
   * without a counterexample yet (its first cycle); the first one's result. A scenario that built in full
   * has no cycle is an internal error.
   */
  private AnalysisResult rebuildListing(List<Listed> listed) {
    AnalysisResult first = null;
    for (Listed l : listed) {
      if (first == null || l.counterexamples.isEmpty()) {
        AnalysisResult r = rebuilt(l.scenario, first == null ? options.maxCycles() : 1, l.position, l.decision);
        l.counterexamples = ((Verdict.Possible) r.verdict()).counterexamples();
        first = first == null ? r : first;
      }
    }
    return first;
  }

  /** {@code s} built in full by the graph engine, which must find a cycle there. */
  private AnalysisResult rebuilt(Scenario s, int maxCycles, long i, ScenarioOutcome d) {
    AnalysisResult r = new GraphEngine().analyze(network.withScenario(s).withoutSpace(),
        new AnalysisOptions(maxCycles, Duration.ofDays(365), 1));
    if (!(r.verdict() instanceof Verdict.Possible)) {
      throw new IllegalStateException("the sweep found a cycle in scenario " + i + " (" + d.method().key()
          + "), but its graph built in full has none: " + r.verdict().word() + "; scenario " + s);
    }
    return r;
  }

  private static Verdict free(BaseScenario base, String proof) {
    if (!base.acyclic()) {
      // a shard whose part misses the declared scenario, which deadlocks: no certificate of it to show
      return new Verdict.Free(new Certificate(List.of(), new int[0]), proof);
    }
    return new Verdict.Free(SweptInput.certificate(base), proof);
  }

}
