package org.pfcheck.pipeline;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.TaskFailure;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.Injections;
import org.pfcheck.model.Network;

/**
 * Runs an engine with a hard wall-clock limit as a safety net: engines stop themselves at
 * {@link AnalysisOptions#timeout()}; if one has not answered shortly after, the verdict is unknown.
 */
public final class GuardedAnalysis {
  private GuardedAnalysis() {
  }

  /** Starts the engine on its own thread; the caller may work meanwhile, then awaits or cancels. */
  public static Running start(DeadlockEngine engine, Network network, AnalysisOptions options) {
    ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "pfcheck-" + engine.name());
      t.setDaemon(true);
      return t;
    });
    Future<AnalysisResult> answer = worker.submit(() -> engine.analyze(network, options));
    worker.shutdown();
    return new Running(engine, network, options, answer, System.nanoTime());
  }

  /**
   * An engine at work: its answer is awaited once, or it is cancelled (its thread interrupted). The
   * answer is an unknown verdict when the engine overran its budget; errors inside the engine
   * (including {@link OutOfMemoryError}) are rethrown as they are.
   */
  public static final class Running {
    private final DeadlockEngine engine;
    private final Network network;
    private final AnalysisOptions options;
    private final Future<AnalysisResult> answer;
    private final long startNanos;

    private Running(DeadlockEngine engine, Network network, AnalysisOptions options, Future<AnalysisResult> answer,
        long startNanos) {
      this.engine = engine;
      this.network = network;
      this.options = options;
      this.answer = answer;
      this.startNanos = startNanos;
    }

    /** The answer, waiting at most the timeout plus a grace period from the start (then unknown). */
    public AnalysisResult await() throws InterruptedException {
      try {
        return answer.get(remainingMillis(), TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        cancel();
        return timedOut(engine, network, options.timeout());
      } catch (ExecutionException e) {
        throw TaskFailure.rethrown(e);
      }
    }

    /** What is left of the timeout plus a grace period, counted from the engine's start. */
    public long remainingMillis() {
      Duration grace = options.timeout().dividedBy(10).compareTo(Duration.ofSeconds(2)) > 0
          ? options.timeout().dividedBy(10) : Duration.ofSeconds(2);
      long spent = (System.nanoTime() - startNanos) / 1_000_000;
      return Math.max(0, saturatedMillis(options.timeout().plus(grace)) - spent);
    }

    /** Interrupts the engine (engines stop at their next check); its answer is no longer wanted. */
    public void cancel() {
      answer.cancel(true);
    }
  }

  private static long saturatedMillis(Duration d) {
    try {
      return d.toMillis();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  private static AnalysisResult timedOut(DeadlockEngine engine, Network network, Duration timeout) {
    String traffic = Injections.describe(network);
    Stats stats = new Stats(network.switches().size(), network.hosts().size(), 0, 0, 0,
        Map.of(engine.name(), timeout.toMillis()), Map.of());
    return new AnalysisResult(network.name(), new Verdict.Unknown("the " + engine.name()
        + " engine did not answer within the timeout of " + Durations.words(timeout)), network.scenario(),
        network.space(), traffic, List.of(engine.name()), stats);
  }
}
