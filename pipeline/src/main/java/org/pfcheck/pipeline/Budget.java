package org.pfcheck.pipeline;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.pfcheck.analyzer.TaskFailure;

/**
 * The time one run may take: {@code --timeout}, counted from the start of the run, so that reading,
 * validating, indexing and analysing together stay within it. Immutable.
 *
 * @param startNanos when the run started ({@link System#nanoTime})
 * @param timeout the whole run's budget
 */
public record Budget(long startNanos, Duration timeout) {
  /** A budget of {@code timeout} from now. */
  public static Budget start(Duration timeout) {
    return new Budget(System.nanoTime(), timeout);
  }

  /** What is left of the budget (zero when it is spent). */
  public Duration remaining() {
    Duration left = timeout.minusNanos(System.nanoTime() - startNanos);
    return left.isNegative() ? Duration.ZERO : left;
  }

  /** What is left, in milliseconds (saturating for budgets too long for a long). */
  public long remainingMillis() {
    try {
      return remaining().toMillis();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  /**
   * Runs {@code task} on its own daemon thread called {@code name} and waits for it at most until the
   * budget is spent; its result, or empty when the budget ran out first. A stage that does not check
   * the time itself (reading, validating) is left behind, interrupted: the process ends with the run.
   * What the task threw is thrown here.
   */
  public <T> Optional<T> within(String name, Callable<T> task) throws InterruptedException {
    ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
    Future<T> done = worker.submit(task);
    worker.shutdown();
    try {
      return Optional.of(done.get(remainingMillis(), TimeUnit.MILLISECONDS));
    } catch (TimeoutException e) {
      done.cancel(true);
      return Optional.empty();
    } catch (ExecutionException e) {
      throw TaskFailure.rethrown(e);
    }
  }
}
