package org.pfcheck.encodings.z3;

import com.microsoft.z3.Status;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.encodings.space.EncodingBudget;
import org.pfcheck.encodings.space.SpaceFeatures;
import org.pfcheck.encodings.space.TransitionSystem;
import org.pfcheck.model.Network;

/**
 * The Z3 engine. With a scenario space: one symbolic query "some scenario of the space has a cyclic
 * buffer dependency" ({@link SpaceQuery}); SAT is confirmed by rebuilding the found scenario and
 * running the concrete engine on it, UNSAT proves the whole space free. Without a space: an
 * independent rank check of the declared scenario's graph ({@link AcyclicityCheck}). Z3's unknown or a
 * timeout is verdict unknown, never free. Stateless.
 */
public final class Z3Engine implements DeadlockEngine {
  /** How many scenarios of Z3's size the engine enumerates to report the canonical counterexample. */
  static final int CANONICAL_BUDGET = 2_000;

  private final DeadlockEngine concrete;
  private final Z3Settings settings;

  /** The engine, with {@code concrete} (the graph engine) checking single scenarios and rendering cycles. */
  public Z3Engine(DeadlockEngine concrete, Z3Settings settings) {
    this.concrete = Objects.requireNonNull(concrete, "concrete");
    this.settings = Objects.requireNonNull(settings, "settings");
  }

  @Override
  public String name() {
    return "z3";
  }

  @Override
  public AnalysisResult analyze(Network network, AnalysisOptions options) {
    if (network.space().isEmpty()) {
      return single(network, options);
    }
    Optional<String> unsupported = SpaceFeatures.unsupported(network);
    if (unsupported.isPresent()) {
      return fallback(network, options, unsupported.get());
    }
    long start = System.nanoTime();
    TransitionSystem ts = TransitionSystem.of(network);
    Optional<String> refused = EncodingBudget.refusal(ts, settings.floodRanks());
    if (refused.isPresent()) {
      return fallback(network, options, refused.get());
    }
    SpaceQuery query = new SpaceQuery(ts, settings);
    SpaceQuery.Outcome outcome = query.run(options.timeout(), network.name());
    Map<String, Long> extra = new LinkedHashMap<>(query.stats());
    extra.put("z3-total-millis", (System.nanoTime() - start) / 1_000_000);
    SpaceCandidates space = ts.space();
    extra.put("space-scenarios", space.size().min(BigInteger.valueOf(Long.MAX_VALUE)).longValue());
    if (outcome instanceof SpaceQuery.Undecided u) {
      return result(network, new Verdict.Unknown(u.reason()), null, extra, 0);
    }
    if (outcome instanceof SpaceQuery.Found found) {
      Optional<AnalysisResult> canonical = canonical(network, space, found.added(), options, start);
      AnalysisResult r = canonical
          .orElseGet(() -> concrete.analyze(network.withScenario(found.scenario()).withoutSpace(), options));
      if (!(r.verdict() instanceof Verdict.Possible)) {
        throw new IllegalStateException("internal error: the Z3 encoding found a cyclic buffer dependency in scenario "
            + found.scenario() + ", but the " + concrete.name() + " engine answers " + r.verdict().word() + " for it: "
            + r.verdict());
      }
      // scenarios decided one by one: those the canonical search enumerated, or Z3's own scenario
      return result(network, r.verdict(), r, extra, canonical.isPresent() ? r.stats().scenarios() : 1);
    }
    AnalysisResult declared = concrete.analyze(network.withoutSpace(), options);
    if (declared.verdict() instanceof Verdict.Possible) {
      throw new IllegalStateException("internal error: Z3 proved no scenario of the space cyclic, but the "
          + concrete.name() + " engine finds a cycle in the declared scenario: " + declared.verdict());
    }
    if (declared.verdict() instanceof Verdict.Unknown) {
      return result(network, declared.verdict(), declared, extra, 0);
    }
    Verdict.Free free = (Verdict.Free) declared.verdict();
    String proof = "no scenario of the space (" + space.describe() + "; " + space.size()
        + " scenarios) has a cyclic buffer dependency: Z3 proved the symbolic query unsatisfiable";
    // the whole space is decided, symbolically
    return result(network, new Verdict.Free(free.certificate(), proof), declared, extra,
        space.size().min(BigInteger.valueOf(Long.MAX_VALUE)).longValue());
  }

  /** The space checked by enumeration instead, the engine named as Z3's fallback with the reason. */
  private AnalysisResult fallback(Network network, AnalysisOptions options, String reason) {
    AnalysisResult r = new EnumerationEngine(concrete).analyze(network, options);
    List<String> engines = new ArrayList<>(r.engines());
    engines.set(0, "enumeration (z3 fallback: " + reason + ")");
    return new AnalysisResult(r.network(), r.verdict(), r.scenario(), r.space(), r.traffic(), engines, r.stats());
  }

  /**
   * The first deadlocking scenario in {@link org.pfcheck.analyzer.enumeration.ScenarioOrder}, found by
   * enumerating up to {@value #CANONICAL_BUDGET} scenarios that add as many failures as Z3's: Z3's
   * models can differ from run to run (its search depends on timing under a timeout), and a CI gate needs the
   * same counterexample, with the same SARIF fingerprint, on every run. Empty when the budget or the
   * time runs out; then Z3's own scenario is used.
   */
  private Optional<AnalysisResult> canonical(Network network, SpaceCandidates space, int added,
      AnalysisOptions options, long start) {
    BigInteger limit = space.sizeBelow(added).add(BigInteger.valueOf(CANONICAL_BUDGET));
    Duration left = options.timeout().minusNanos(System.nanoTime() - start);
    if (left.isNegative() || left.isZero() || limit.bitLength() >= 63) {
      return Optional.empty();
    }
    AnalysisResult r = new EnumerationEngine(concrete).analyze(network,
        new AnalysisOptions(options.maxCycles(), left, limit.longValueExact()));
    if (r.verdict() instanceof Verdict.Free) {
      throw new IllegalStateException("internal error: the Z3 encoding found a cyclic buffer dependency with "
          + added + " added failures, but enumerating the whole space finds none: " + r.verdict());
    }
    return r.verdict() instanceof Verdict.Possible ? Optional.of(r) : Optional.empty();
  }

  private AnalysisResult single(Network network, AnalysisOptions options) {
    long deadline = System.nanoTime() + options.timeout().toNanos();
    Map<String, Long> extra = new LinkedHashMap<>();
    long start = System.nanoTime();
    BufferDependencyGraph graph = BdgBuilder.build(network, network.scenario());
    extra.put("graph-millis", (System.nanoTime() - start) / 1_000_000);
    AcyclicityCheck.Answer answer = AcyclicityCheck.run(graph, deadline, settings, network.name(), extra);
    Stats stats = new Stats(network.switches().size(), network.hosts().size(), graph.queueCount(),
        graph.dependencyCount(), 1, Map.of(), extra);
    if (answer.run().status() == Status.UNKNOWN) {
      return new AnalysisResult(network.name(), new Verdict.Unknown(answer.run().reason()), network.scenario(),
          Optional.empty(), graph.traffic(), List.of(name()), stats);
    }
    if (answer.certificate().isPresent()) {
      CertificateChecker.check(graph, answer.certificate().get());
      Verdict free = new Verdict.Free(answer.certificate().get(), "Z3 found a rank per queue that strictly "
          + "decreases along every dependency (" + graph.queueCount() + " queues, " + graph.dependencyCount()
          + " dependencies), re-checked without Z3");
      return new AnalysisResult(network.name(), free, network.scenario(), Optional.empty(), graph.traffic(),
          List.of(name()), stats);
    }
    AnalysisResult r = concrete.analyze(network, options);
    if (!(r.verdict() instanceof Verdict.Possible)) {
      throw new IllegalStateException("internal error: Z3 finds no ranking of the buffer-dependency graph (a cycle), "
          + "but the " + concrete.name() + " engine answers " + r.verdict().word() + ": " + r.verdict());
    }
    return new AnalysisResult(network.name(), r.verdict(), network.scenario(), Optional.empty(), r.traffic(),
        List.of(name(), concrete.name()), new Stats(stats.switches(), stats.hosts(), stats.queues(),
            stats.dependencies(), 1, r.stats().millis(), extra));
  }

  private AnalysisResult result(Network network, Verdict verdict, AnalysisResult concreteResult,
      Map<String, Long> extra, long scenarios) {
    List<String> engines = concreteResult == null ? List.of(name()) : List.of(name(), concrete.name());
    Stats stats = concreteResult == null
        ? new Stats(network.switches().size(), network.hosts().size(), 0, 0, scenarios, Map.of(), extra)
        : new Stats(network.switches().size(), network.hosts().size(), concreteResult.stats().queues(),
            concreteResult.stats().dependencies(), scenarios, concreteResult.stats().millis(), extra);
    String traffic = concreteResult == null ? "" : concreteResult.traffic();
    return new AnalysisResult(network.name(), verdict, network.scenario(), network.space(), traffic, engines, stats);
  }
}
