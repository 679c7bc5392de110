package org.pfcheck.analyzer.hazards;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.model.hazards.PortWatchdog;
import org.pfcheck.model.hazards.WatchdogAction;
import org.pfcheck.model.hazards.WatchdogSetting;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

/**
 * PFC510: a counterexample cycle that a PFC watchdog breaks. The deadlock is still possible (the verdict
 * stays); the finding says which watchdog breaks it first — the one with the shortest detection time on an
 * egress port of the cycle whose action drops or forwards — after how long, and what it drops. Stateless.
 */
public final class WatchdogCycles {
  private WatchdogCycles() {}

  /** The watchdog that acts first on one cycle. */
  private record Breaker(String port, PortWatchdog watchdog, int priority, String nextQueue) {}

  /** One finding per counterexample cycle of {@code result} that a watchdog of {@code n} breaks. */
  public static List<Diagnostic> of(Network n, AnalysisResult result) {
    List<Diagnostic> out = new ArrayList<>();
    if (!(result.verdict() instanceof Verdict.Possible possible)) {
      return out;
    }
    Map<String, Endpoint> far = new HashMap<>();
    for (Link l : n.links()) {
      far.put(key(l.a().node(), l.a().port()), l.b());
      far.put(key(l.b().node(), l.b().port()), l.a());
    }
    Map<String, Switch> switches = new HashMap<>();
    n.switches().forEach(s -> switches.putIfAbsent(s.name(), s));
    List<Counterexample> cycles = possible.counterexamples();
    for (int k = 0; k < cycles.size(); k++) {
      Optional<Breaker> first = firstBreaker(n, cycles.get(k), far, switches);
      if (first.isPresent()) {
        out.add(finding(k + 1, cycles.size(), cycles.get(k), first.get()));
      }
    }
    return out;
  }

  private static Optional<Breaker> firstBreaker(Network n, Counterexample c, Map<String, Endpoint> far,
      Map<String, Switch> switches) {
    Breaker best = null;
    for (Dependency d : c.cycle()) {
      QueueRef to = d.to();
      Endpoint egress = far.get(key(to.switchName(), to.port()));
      Switch sw = egress == null ? null : switches.get(egress.node());
      if (sw == null) {
        continue;
      }
      PortWatchdog w = n.hazards().watchdogAt(sw, egress.port(), false);
      if (w.breaksPauses() && (best == null || w.detectMillis() < best.watchdog().detectMillis())) {
        best = new Breaker(egress.node() + ":" + egress.port(), w, to.priority(), to.toString());
      }
    }
    return Optional.ofNullable(best);
  }

  private static Diagnostic finding(int k, int of, Counterexample c, Breaker b) {
    PortWatchdog w = b.watchdog();
    String cycle = "cycle " + k + (of > 1 ? " of " + of : "") + " (" + c.queues().get(0) + " → … , "
        + c.cycle().size() + " queues)";
    String does = w.action() == WatchdogAction.DROP
        ? "dropping the priority-" + b.priority() + " packets queued for it and arriving on it"
        : "ignoring the pauses of " + b.nextQueue() + " and sending into it, so that full queue drops the priority-"
            + b.priority() + " packets it cannot take";
    // at the port's own name in the statement: an imported statement's ports come from different PFC_WD entries
    return Diagnostic.of(Code.PFC510, w.origin(WatchdogSetting.Field.PORT).span().orElse(null), cycle
        + " is still a possible deadlock; the PFC watchdog on " + b.port() + " (action " + w.action() + ") breaks it "
        + Amounts.millis(w.detectMillis()) + " after it freezes, " + does + " until " + Amounts.millis(w.restoreMillis())
        + " after the pauses stop: lossless traffic is lost each time the cycle fills",
        "a watchdog limits a deadlock, it does not prevent one: remove the cycle (see its causes and fixes)");
  }

  private static String key(String node, String port) {
    return node + "\u0000" + port;
  }
}
