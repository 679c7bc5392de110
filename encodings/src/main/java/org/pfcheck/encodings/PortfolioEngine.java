package org.pfcheck.encodings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.TaskFailure;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;

/**
 * Runs several engines side by side, one thread each, and answers with the first definite verdict
 * (free or possible); the others are interrupted. Sound because every engine is: each one's answer
 * has been re-checked before it returns, and an engine that hits a limit says unknown. Only when all
 * of them say unknown is the answer unknown, with every reason. Which engine wins depends on the
 * fabric (measured in docs/z3-engine.md: enumeration wins small shortest-path spaces, Z3 wins spaces
 * that are free for structural reasons); the verdict does not. An internal error of any engine is
 * rethrown. Stateless.
 */
public final class PortfolioEngine implements DeadlockEngine {
  private final List<DeadlockEngine> engines;

  /** Races {@code engines} (at least two). */
  public PortfolioEngine(List<DeadlockEngine> engines) {
    this.engines = List.copyOf(engines);
    if (this.engines.size() < 2) {
      throw new IllegalArgumentException("a portfolio needs at least two engines");
    }
  }

  @Override
  public String name() {
    return String.join("|", engines.stream().map(DeadlockEngine::name).toList());
  }

  @Override
  public AnalysisResult analyze(Network network, AnalysisOptions options) {
    ExecutorService pool = Executors.newFixedThreadPool(engines.size(), r -> {
      Thread t = new Thread(r, "pfcheck-portfolio");
      t.setDaemon(true); // a solver that ignores interruption must not keep the JVM alive
      return t;
    });
    try {
      CompletionService<AnalysisResult> done = new ExecutorCompletionService<>(pool);
      List<Future<AnalysisResult>> started = new ArrayList<>();
      for (DeadlockEngine e : engines) {
        started.add(done.submit(() -> e.analyze(network, options)));
      }
      AnalysisResult[] unknown = new AnalysisResult[engines.size()];
      for (int k = 0; k < engines.size(); k++) {
        Future<AnalysisResult> f = take(done);
        AnalysisResult r = result(f);
        if (!(r.verdict() instanceof Verdict.Unknown)) {
          return r;
        }
        unknown[started.indexOf(f)] = r;
      }
      return allUnknown(List.of(unknown));
    } finally {
      pool.shutdownNow();
    }
  }

  private static Future<AnalysisResult> take(CompletionService<AnalysisResult> done) {
    try {
      return done.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the engines", e);
    }
  }

  /** The engine's answer; its internal error (or any failure) is rethrown as it was. */
  static AnalysisResult result(Future<AnalysisResult> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the engines", e);
    } catch (ExecutionException e) {
      throw TaskFailure.rethrown(e);
    }
  }

  /** Unknown, with every engine's reason in the engines' order (not the order they finished in). */
  private static AnalysisResult allUnknown(List<AnalysisResult> results) {
    AnalysisResult first = results.get(0);
    StringBuilder reasons = new StringBuilder();
    List<String> names = new ArrayList<>();
    for (AnalysisResult r : results) {
      reasons.append(reasons.length() == 0 ? "" : "; ").append(String.join("+", r.engines())).append(": ")
          .append(((Verdict.Unknown) r.verdict()).reason());
      names.addAll(r.engines());
    }
    // the figures of the engine that got furthest: the one that built a graph, and the most scenarios decided
    AnalysisResult built = results.stream().filter(r -> r.stats().queues() > 0 || !r.traffic().isBlank())
        .findFirst().orElse(first);
    Stats s = built.stats();
    long scenarios = results.stream().mapToLong(r -> r.stats().scenarios()).max().orElse(0);
    Map<String, Long> millis = new LinkedHashMap<>();
    Map<String, Long> extra = new LinkedHashMap<>();
    results.forEach(r -> r.stats().millis().forEach(millis::putIfAbsent));
    results.forEach(r -> r.stats().extra().forEach(extra::putIfAbsent));
    return new AnalysisResult(first.network(), new Verdict.Unknown(reasons.toString()), first.scenario(),
        first.space(), built.traffic(), names.stream().distinct().toList(),
        new Stats(s.switches(), s.hosts(), s.queues(), s.dependencies(), scenarios, millis, extra));
  }
}
