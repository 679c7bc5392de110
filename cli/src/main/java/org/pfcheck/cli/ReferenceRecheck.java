package org.pfcheck.cli;

import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Recheck;
import org.pfcheck.analyzer.TaskFailure;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.VerdictRecheck;
import org.pfcheck.model.Network;

/**
 * A verdict re-checked once more by the reference semantics ({@link VerdictRecheck}), within what is
 * left of the time budget, and the result saying what was re-checked. A proof whose certificate check
 * cannot finish in time is unknown: a proof that was promised this check is not reported without it,
 * and --timeout bounds the whole run. What goes beyond it (a space's other scenarios, counterexamples
 * the engine re-checked already) is done as far as the time allows, and the result says how far.
 * Stateless.
 */
final class ReferenceRecheck {
  private ReferenceRecheck() {
  }

  /**
   * The result after the re-check: unchanged for an unknown verdict; else with what was re-checked, or
   * unknown when {@code budgetMillis} ran out before a proof's certificate was checked. A fact the
   * reference refutes throws, as an internal error.
   */
  static AnalysisResult within(Network network, AnalysisResult result, long budgetMillis) throws InterruptedException {
    if (result.verdict() instanceof Verdict.Unknown) {
      return result;
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(budgetMillis);
    AtomicReference<Recheck> progress = new AtomicReference<>();
    ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "pfcheck-reference-recheck");
      t.setDaemon(true);
      return t;
    });
    Future<Optional<Recheck>> done = worker.submit(() -> VerdictRecheck.run(network, result.verdict(),
        () -> System.nanoTime() > deadline, progress::set));
    worker.shutdown();
    try {
      Optional<Recheck> recheck = done.get(budgetMillis, TimeUnit.MILLISECONDS);
      return recheck.map(result::withRecheck).orElse(result);
    } catch (TimeoutException | CancellationException e) {
      done.cancel(true);
      Recheck partial = progress.get();
      boolean proofChecked = partial != null && (partial.certificate() || partial.scenarios() > 0);
      if (result.verdict() instanceof Verdict.Free && !proofChecked) {
        return new AnalysisResult(result.network(), new Verdict.Unknown("the proof was found, but its re-check against"
            + " the reference semantics did not finish within the timeout"), result.scenario(), result.space(),
            result.traffic(), result.engines(), result.stats());
      }
      return partial == null ? result : result.withRecheck(partial);
    } catch (ExecutionException e) {
      throw TaskFailure.rethrown(e);
    }
  }
}
