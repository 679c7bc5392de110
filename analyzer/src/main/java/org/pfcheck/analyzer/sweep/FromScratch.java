package org.pfcheck.analyzer.sweep;

import java.time.Duration;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;

/**
 * Re-checks a sweep's decisions from scratch, sharing none of its incremental code: each class's
 * representative is given to the graph engine, which indexes and builds its graph anew, re-checks its
 * certificate against that graph or its counterexamples with the independent forwarding simulator, and
 * must give the verdict the sweep gave. Classes go in order, all of them when asked, else as many as
 * fit in the budget; a disagreement is an internal error. Stateless.
 */
final class FromScratch {
  private FromScratch() {
  }

  /**
   * Re-checks classes {@code part[0..]} with their {@code decisions} until {@code budgetNanos} is spent
   * (unless {@code all}) or the deadline passed; how many were re-checked.
   */
  static long recheck(Network network, ScenarioIndex index, ScenarioClasses classes, long[] part,
      ScenarioOutcome[] decisions, boolean all, long budgetNanos, Deadline deadline) {
    long start = System.nanoTime();
    long done = 0;
    AnalysisOptions options = new AnalysisOptions(1, Duration.ofDays(365), 1);
    for (int k = 0; k < decisions.length; k++) {
      if (deadline.expired() || Thread.currentThread().isInterrupted()) {
        break;
      }
      if (decisions[k] == null || !all && System.nanoTime() - start > budgetNanos) {
        continue;
      }
      long rep = classes.representative(part[k]);
      Network one = network.withScenario(index.scenario(index.pick(rep))).withoutSpace();
      AnalysisResult r = new GraphEngine().analyze(one, options);
      boolean cyclic = r.verdict() instanceof Verdict.Possible;
      if (r.verdict() instanceof Verdict.Unknown || cyclic != decisions[k].cyclic()) {
        throw new IllegalStateException("the sweep decided scenario " + rep + " " + (decisions[k].cyclic()
            ? "cyclic" : "free") + " (" + decisions[k].method().key() + "), built from scratch it is "
            + r.verdict().word() + ": " + one.scenario());
      }
      done++;
    }
    return done;
  }
}
