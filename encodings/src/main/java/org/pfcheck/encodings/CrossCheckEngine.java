package org.pfcheck.encodings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;

/**
 * Runs two engines on the same network and compares their verdicts: the answer of {@code first}, with
 * both engines named. Two definite verdicts that differ are an internal error, reported with both
 * answers. When only one engine is definite (the other hit a limit), its answer stands. Stateless.
 */
public final class CrossCheckEngine implements DeadlockEngine {
  private final DeadlockEngine first;
  private final DeadlockEngine second;

  /** Compares {@code first} (whose result is returned) with {@code second}. */
  public CrossCheckEngine(DeadlockEngine first, DeadlockEngine second) {
    this.first = Objects.requireNonNull(first, "first");
    this.second = Objects.requireNonNull(second, "second");
  }

  @Override
  public String name() {
    return first.name() + "+" + second.name();
  }

  @Override
  public AnalysisResult analyze(org.pfcheck.model.Network network, AnalysisOptions options) {
    AnalysisResult a = first.analyze(network, options);
    AnalysisResult b = second.analyze(network, options);
    boolean aKnown = !(a.verdict() instanceof Verdict.Unknown);
    boolean bKnown = !(b.verdict() instanceof Verdict.Unknown);
    if (aKnown && bKnown && !a.verdict().word().equals(b.verdict().word())) {
      throw new IllegalStateException("internal error: the engines disagree on " + network.name() + ": "
          + first.name() + " answers " + describe(a) + "; " + second.name() + " answers " + describe(b));
    }
    AnalysisResult chosen = aKnown || !bKnown ? a : b;
    List<String> engines = new ArrayList<>(chosen.engines());
    (chosen == a ? b : a).engines().forEach(e -> {
      if (!engines.contains(e)) {
        engines.add(e);
      }
    });
    Map<String, Long> millis = new LinkedHashMap<>(a.stats().millis());
    b.stats().millis().forEach((k, v) -> millis.merge(k, v, Long::sum));
    Map<String, Long> extra = new LinkedHashMap<>(a.stats().extra());
    b.stats().extra().forEach(extra::putIfAbsent);
    Stats s = chosen.stats();
    return new AnalysisResult(chosen.network(), chosen.verdict(), chosen.scenario(), chosen.space(), chosen.traffic(),
        engines, new Stats(s.switches(), s.hosts(), s.queues(), s.dependencies(), s.scenarios(), millis, extra));
  }

  private static String describe(AnalysisResult r) {
    Verdict v = r.verdict();
    String detail = v instanceof Verdict.Free f ? f.proof()
        : v instanceof Verdict.Possible p ? "a cycle in scenario " + p.counterexamples().get(0).scenario() + ": "
            + p.counterexamples().get(0).queues()
        : ((Verdict.Unknown) v).reason();
    return v.word() + " (" + String.join(", ", r.engines()) + ": " + detail + ")";
  }
}
