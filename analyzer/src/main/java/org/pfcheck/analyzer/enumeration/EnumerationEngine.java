package org.pfcheck.analyzer.enumeration;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * Checks a scenario space by explicit enumeration: every scenario of the space, smallest first (see
 * {@link ScenarioOrder}), is checked by a concrete-scenario engine, and the first deadlocking one is
 * the answer. The simplest correct oracle for the symbolic engines, and their fallback for small
 * spaces. Past {@link AnalysisOptions#maxScenarios()} scenarios or the timeout the verdict is unknown,
 * never free. Stateless.
 */
public final class EnumerationEngine implements DeadlockEngine {
  private final DeadlockEngine concrete;

  /** Enumerates with the graph engine answering for each scenario. */
  public EnumerationEngine() {
    this(new GraphEngine());
  }

  /** Enumerates with {@code concrete} answering for each scenario (it sees networks without a space). */
  public EnumerationEngine(DeadlockEngine concrete) {
    this.concrete = Objects.requireNonNull(concrete, "concrete");
  }

  @Override
  public String name() {
    return "enumeration";
  }

  @Override
  public AnalysisResult analyze(Network network, AnalysisOptions options) {
    long start = System.nanoTime();
    long deadline = start + options.timeout().toNanos();
    SpaceCandidates space = SpaceCandidates.of(network);
    AnalysisResult declared = null;
    long examined = 0;
    for (Scenario s : new ScenarioOrder(space)) {
      if (examined >= options.maxScenarios()) {
        return unknown(network, declared, examined, start, "stopped after " + examined
            + " scenarios (the limit) of " + space.size() + " in the space (" + space.describe() + ")");
      }
      if (Thread.currentThread().isInterrupted()) {
        return unknown(network, declared, examined, start, "cancelled after " + examined + " of " + space.size()
            + " scenarios of the space: another engine answered first");
      }
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return unknown(network, declared, examined, start, "timeout after " + examined + " of "
            + space.size() + " scenarios of the space (" + space.describe() + ")");
      }
      AnalysisOptions inner = new AnalysisOptions(options.maxCycles(), Duration.ofNanos(left), 1);
      AnalysisResult r = concrete.analyze(network.withScenario(s).withoutSpace(), inner);
      examined++;
      if (declared == null) {
        declared = r;
      }
      if (r.verdict() instanceof Verdict.Possible || r.verdict() instanceof Verdict.Unknown) {
        Verdict v = r.verdict() instanceof Verdict.Unknown u
            ? new Verdict.Unknown("scenario " + examined + " of the space: " + u.reason())
            : r.verdict();
        return result(network, v, r, examined, start);
      }
    }
    Verdict.Free free = (Verdict.Free) declared.verdict();
    String proof = "all " + examined + " scenario" + (examined == 1 ? "" : "s") + " of the space ("
        + space.describe() + ") have an acyclic buffer dependency graph";
    return result(network, new Verdict.Free(free.certificate(), proof), declared, examined, start);
  }

  private AnalysisResult unknown(Network network, AnalysisResult declared, long examined, long start, String reason) {
    return result(network, new Verdict.Unknown(reason), declared, examined, start);
  }

  private AnalysisResult result(Network network, Verdict verdict, AnalysisResult basis, long examined, long start) {
    Map<String, Long> millis = new LinkedHashMap<>();
    millis.put("enumeration", (System.nanoTime() - start) / 1_000_000);
    Map<String, Long> extra = new LinkedHashMap<>();
    extra.put("space-scenarios", SpaceCandidates.of(network).size().min(
        java.math.BigInteger.valueOf(Long.MAX_VALUE)).longValue());
    List<String> engines = new ArrayList<>();
    engines.add(name());
    if (basis != null) {
      basis.engines().forEach(e -> {
        if (!engines.contains(e)) {
          engines.add(e);
        }
      });
    }
    Stats stats = basis == null
        ? new Stats(network.switches().size(), network.hosts().size(), 0, 0, examined, millis, extra)
        : new Stats(basis.stats().switches(), basis.stats().hosts(), basis.stats().queues(),
            basis.stats().dependencies(), examined, millis, extra);
    String traffic = basis == null ? "" : basis.traffic();
    return new AnalysisResult(network.name(), verdict, network.scenario(), network.space(), traffic, engines, stats);
  }
}
