package org.pfcheck.pipeline;

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
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.analyzer.TaskFailure;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.VerdictRecheck;
import org.pfcheck.model.Network;

/**
 * A verdict re-checked once more by the reference semantics ({@link VerdictRecheck}), within what is
 * left of the time budget, and the result saying what was re-checked. A proof whose certificate check
 * cannot finish in time is unknown: a proof that was promised this check is not reported without it,
 * and --timeout bounds the whole run. In {@code --recheck sample} (the default) the re-check also stops
 * once it has taken as long as the engine (at least {@value #SAMPLE_FLOOR_MILLIS} ms), and a proof
 * stands on the destination groups checked by then, a seeded random sample the reports state. What goes
 * beyond the certificate (a space's other scenarios, counterexamples the engine re-checked already) is
 * done as far as the time allows, and the result says how far. Stateless.
 */
public final class ReferenceRecheck {
  /** The least time a sampled re-check gets, however fast the engine was: small inputs are checked whole. */
  public static final long SAMPLE_FLOOR_MILLIS = 1_000;

  private ReferenceRecheck() {
  }

  /** As {@link #within(Network, AnalysisResult, long, RecheckMode, long)} in full mode. */
  public static AnalysisResult within(Network network, AnalysisResult result, long budgetMillis) throws InterruptedException {
    return within(network, result, budgetMillis, RecheckMode.FULL, budgetMillis);
  }

  /**
   * The result after the re-check: unchanged for an unknown verdict; else with what was re-checked, or
   * unknown when {@code budgetMillis} ran out before a proof's certificate was checked. In {@code mode}
   * sample, the re-check stops sampling after {@code engineMillis} (at least {@value #SAMPLE_FLOOR_MILLIS}).
   * A fact the reference refutes throws, as an internal error.
   */
  public static AnalysisResult within(Network network, AnalysisResult result, long budgetMillis, RecheckMode mode,
      long engineMillis) throws InterruptedException {
    if (result.verdict() instanceof Verdict.Unknown) {
      return result;
    }
    if (mode == RecheckMode.NONE) {
      return VerdictRecheck.run(network, result.verdict(), mode, new VerdictRecheck.Budget(() -> false, ""), r -> { },
          java.util.OptionalLong.empty()).map(result::withRecheck).orElse(result);
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(budgetMillis);
    long sampleMillis = Math.min(budgetMillis, Math.max(engineMillis, SAMPLE_FLOOR_MILLIS));
    long sampled = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(sampleMillis);
    VerdictRecheck.Budget budget = mode == RecheckMode.SAMPLE && sampleMillis < budgetMillis
        ? new VerdictRecheck.Budget(() -> System.nanoTime() > sampled, "the re-check's budget, the engine's own time ("
            + sampleMillis + " ms), ran out")
        : new VerdictRecheck.Budget(() -> System.nanoTime() > deadline, "the time left of --timeout ran out");
    AtomicReference<Recheck> progress = new AtomicReference<>();
    ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "pfcheck-reference-recheck");
      t.setDaemon(true);
      return t;
    });
    java.util.OptionalLong part = result.sweep().filter(sw -> sw.shard().isPresent())
        .map(sw -> java.util.OptionalLong.of(sw.partScenarios())).orElse(java.util.OptionalLong.empty());
    Future<Optional<Recheck>> done = worker.submit(() -> VerdictRecheck.run(network, result.verdict(), mode, budget,
        progress::set, part));
    worker.shutdown();
    try {
      Optional<Recheck> recheck = done.get(budgetMillis, TimeUnit.MILLISECONDS);
      if (recheck.isPresent() && result.verdict() instanceof Verdict.Free free && free.certificate().size() > 0
          && !recheck.get().certificate()) {
        return unchecked(result);  // full mode: the time ran out among the destination groups
      }
      return recheck.map(result::withRecheck).orElse(result);
    } catch (TimeoutException | CancellationException e) {
      done.cancel(true);
      Recheck partial = progress.get();
      boolean proofChecked = partial != null && (partial.certificate() || partial.scenarios() > 0);
      if (result.verdict() instanceof Verdict.Free && !proofChecked) {
        return unchecked(result);
      }
      return partial == null ? result : result.withRecheck(partial);
    } catch (ExecutionException e) {
      throw TaskFailure.rethrown(e);
    }
  }

  /** {@code result}'s proof made unknown: its re-check did not finish in time. */
  private static AnalysisResult unchecked(AnalysisResult result) {
    return new AnalysisResult(result.network(), new Verdict.Unknown("the proof was found, but its re-check against"
        + " the reference semantics did not finish within the timeout"), result.scenario(), result.space(),
        result.traffic(), result.engines(), result.stats());
  }
}
