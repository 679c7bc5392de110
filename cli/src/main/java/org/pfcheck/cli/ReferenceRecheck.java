package org.pfcheck.cli;

import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.TaskFailure;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.model.Network;

/**
 * A proof's certificate checked once more, against the dependencies the reference semantics derives on
 * its own (small networks only, see {@link CertificateChecker#checkAgainstReferenceWhenSmall}), within
 * what is left of the time budget. A re-check that cannot finish in time makes the verdict unknown: a
 * proof that was promised this check is not reported without it, and --timeout bounds the whole run.
 * Stateless.
 */
final class ReferenceRecheck {
  private ReferenceRecheck() {
  }

  /**
   * The result after the re-check: empty when there was nothing to re-check (no proof, no ranks, or a
   * network too large for the reference), else the same result, or an unknown one when {@code
   * budgetMillis} ran out. A certificate the reference refutes throws, as an internal error.
   */
  static Optional<AnalysisResult> within(Network network, AnalysisResult result, long budgetMillis)
      throws InterruptedException {
    if (!(result.verdict() instanceof Verdict.Free free) || free.certificate().size() == 0) {
      return Optional.empty();
    }
    ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "pfcheck-reference-recheck");
      t.setDaemon(true);
      return t;
    });
    Future<Boolean> done = worker.submit(
        () -> CertificateChecker.checkAgainstReferenceWhenSmall(network.withoutSpace(), free.certificate()));
    worker.shutdown();
    try {
      return done.get(budgetMillis, TimeUnit.MILLISECONDS) ? Optional.of(result) : Optional.empty();
    } catch (TimeoutException | CancellationException e) {
      done.cancel(true);
      return Optional.of(new AnalysisResult(result.network(), new Verdict.Unknown("the proof was found, but its"
          + " re-check against the reference semantics did not finish within the timeout"), result.scenario(),
          result.space(), result.traffic(), result.engines(), result.stats()));
    } catch (ExecutionException e) {
      throw TaskFailure.rethrown(e);
    }
  }
}
