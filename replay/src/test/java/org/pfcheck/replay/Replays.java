package org.pfcheck.replay;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

/** Test helpers: the example networks and their first counterexamples. */
final class Replays {
  static final Path EXAMPLES = Path.of("..", "examples");
  static final long WALL = TimeUnit.SECONDS.toNanos(60);

  private Replays() {
  }

  static Network example(String file) {
    return PfcReader.readFile(EXAMPLES.resolve(file)).network().orElseThrow();
  }

  /** Everything a failed assertion should show. */
  static String describe(ReplayResult r) {
    StringBuilder b = new StringBuilder(r.outcome() + " frozen at " + r.frozenAtNanos() + " recovered at "
        + r.recoveredAtNanos() + " end " + r.endNanos() + " events " + r.events() + " delivered " + r.delivered()
        + " dropped " + r.dropped() + " departed " + r.departed() + " notes " + r.notes() + " watchdog "
        + r.watchdogEvents());
    r.queues().forEach(q -> b.append("\n  ").append(q.queue()).append(" paused at ").append(q.pausedAtNanos())
        .append(" max ").append(q.maxOccupancyBytes()).append(" final ").append(q.finalOccupancyBytes()));
    return b.toString();
  }

  /** The graph engine's first counterexample of {@code n}'s declared scenario. */
  static Counterexample firstCycle(Network n) {
    Verdict v = new GraphEngine().analyze(n.withoutSpace(), AnalysisOptions.DEFAULT).verdict();
    if (!(v instanceof Verdict.Possible p)) {
      throw new AssertionError(n.name() + " has no counterexample: " + v.word());
    }
    return p.counterexamples().get(0);
  }
}
