package org.pfcheck.pipeline;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.storm.AnyStorm;
import org.pfcheck.analyzer.storm.Storm;
import org.pfcheck.analyzer.storm.StormAnalysis;
import org.pfcheck.analyzer.storm.StormResult;
import org.pfcheck.model.Network;

/**
 * {@code pfcheck storm}'s analysis of a network read by {@link Checker#read}: the buffer-dependency graph
 * of the declared scenario, then the storm from one place or the worst single host. Stateless.
 */
public final class StormRun {
  private StormRun() {
  }

  /**
   * The storm from {@code from} (a host, or {@code SWITCH:PORT}; empty: every host in turn, the worst
   * reported) pausing {@code priority} (empty: the default), its stages timed into {@code millis}.
   * {@link IllegalArgumentException} for a place or priority the network does not have.
   */
  public static StormResult of(Network n, Optional<String> from, OptionalInt priority, Map<String, Long> millis) {
    long start = System.nanoTime();
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    millis.put("graph", Pipeline.elapsed(start));
    start = System.nanoTime();
    StormAnalysis storms = StormAnalysis.of(g);
    Optional<AnyStorm.Result> any = Optional.empty();
    Storm storm;
    if (from.isEmpty()) {
      any = Optional.of(storms.anyHost(priority));
      storm = any.get().worst();
    } else if (from.get().contains(":")) {
      int colon = from.get().indexOf(':');
      storm = storms.fromPort(from.get().substring(0, colon), from.get().substring(colon + 1), priority);
    } else {
      storm = storms.fromHost(from.get(), priority);
    }
    millis.put("storm", Pipeline.elapsed(start));
    return new StormResult(n.name(), n.switches().size(), n.hosts().size(), g.queueCount(), g.dependencyCount(),
        n.scenario(), storm, any, millis);
  }
}
