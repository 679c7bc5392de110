package org.pfcheck.analyzer.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.pfcheck.analyzer.TaskFailure;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;

/**
 * Decides the representatives of a list of classes on several threads, each taking the next undecided
 * class in order; a class's decision lands in its slot, so the result does not depend on the threads.
 * Stops at the deadline or when interrupted, leaving the rest undecided. All state lives in one call.
 */
final class ClassDecisions {
  private ClassDecisions() {
  }

  /**
   * The decision of each class of {@code classes} (class numbers, in order), null where none was made;
   * {@code decided[0]} is the declared scenario's when it is among them.
   */
  static ScenarioOutcome[] decide(BaseScenario base, ScenarioIndex index, ScenarioClasses partition, long[] classes,
      int threads, Deadline deadline, SweepProgress progress) throws InterruptedException {
    ScenarioOutcome[] out = new ScenarioOutcome[classes.length];
    AtomicInteger next = new AtomicInteger();
    AtomicLong done = new AtomicLong();
    ScenarioDecider decider = new ScenarioDecider(base);
    Runnable work = () -> {
      for (int k = next.getAndIncrement(); k < classes.length; k = next.getAndIncrement()) {
        if (deadline.expired() || Thread.currentThread().isInterrupted()) {
          return;
        }
        long rep = partition.representative(classes[k]);
        Optional<ScenarioOutcome> d = rep == 0 ? Optional.of(declared(base))
            : decider.decide(index.scenario(index.pick(rep)), deadline);
        if (d.isEmpty()) {
          return;
        }
        out[k] = d.get();
        progress.classes(done.incrementAndGet(), classes.length);
      }
    };
    int n = Math.max(1, Math.min(threads, classes.length));
    if (n == 1) {
      work.run();
      return out;
    }
    ExecutorService pool = Executors.newFixedThreadPool(n - 1, r -> {
      Thread t = new Thread(r, Thread.currentThread().getName() + "-sweep");
      t.setDaemon(true);
      return t;
    });
    List<Future<?>> running = new ArrayList<>();
    try {
      for (int t = 1; t < n; t++) {
        running.add(pool.submit(work));
      }
      work.run();
      for (Future<?> f : running) {
        f.get();
      }
    } catch (ExecutionException e) {
      throw TaskFailure.rethrown(e);
    } finally {
      pool.shutdownNow();
    }
    return out;
  }

  /** The declared scenario's decision: its full graph is the base. */
  private static ScenarioOutcome declared(BaseScenario base) {
    if (base.acyclic()) {
      return ScenarioOutcome.free(Method.DECLARED);
    }
    return ScenarioOutcome.cycle(Method.DECLARED, base.cycles.get(0));
  }
}
