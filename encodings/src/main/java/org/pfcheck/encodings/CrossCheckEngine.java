package org.pfcheck.encodings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;

/**
 * Runs two engines on the same network, side by side (so the timeout bounds the whole run, not each
 * engine), and compares their verdicts: the answer of {@code first}. Two definite verdicts that differ
 * are an internal error, reported with both answers. When only one engine is definite (the other hit
 * a limit), its answer stands, but the result does not claim a cross-check: only the engines that
 * answered are named, {@code stats.extra} has {@value #COMPLETE} 0, and a proof says which engine gave
 * no answer and why. Stateless.
 */
public final class CrossCheckEngine implements DeadlockEngine {
  /** {@code stats.extra} key: 1 when both engines answered definitely (and agreed), 0 when one did not. */
  public static final String COMPLETE = "cross-check-complete";

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
    ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
      Thread t = new Thread(r, "pfcheck-crosscheck");
      t.setDaemon(true); // a solver that ignores interruption must not keep the JVM alive
      return t;
    });
    AnalysisResult a;
    AnalysisResult b;
    try {
      Future<AnalysisResult> fa = pool.submit(() -> first.analyze(network, options));
      Future<AnalysisResult> fb = pool.submit(() -> second.analyze(network, options));
      a = PortfolioEngine.result(fa);
      b = PortfolioEngine.result(fb);
    } finally {
      pool.shutdownNow();
    }
    boolean aKnown = !(a.verdict() instanceof Verdict.Unknown);
    boolean bKnown = !(b.verdict() instanceof Verdict.Unknown);
    if (aKnown && bKnown && !a.verdict().word().equals(b.verdict().word())) {
      throw new IllegalStateException("internal error: the engines disagree on " + network.name() + ": "
          + first.name() + " answers " + describe(a) + "; " + second.name() + " answers " + describe(b));
    }
    AnalysisResult chosen = aKnown || !bKnown ? a : b;
    AnalysisResult other = chosen == a ? b : a;
    boolean complete = aKnown && bKnown;
    List<String> engines = new ArrayList<>(chosen.engines());
    if (complete || !aKnown && !bKnown) {
      other.engines().forEach(e -> {
        if (!engines.contains(e)) {
          engines.add(e);
        }
      });
    }
    Map<String, Long> millis = new LinkedHashMap<>(a.stats().millis());
    b.stats().millis().forEach((k, v) -> millis.merge(k, v, Long::sum));
    Map<String, Long> extra = new LinkedHashMap<>(a.stats().extra());
    b.stats().extra().forEach(extra::putIfAbsent);
    extra.put(COMPLETE, complete ? 1L : 0L);
    Verdict verdict = chosen.verdict();
    if (!complete && aKnown != bKnown) {
      String note = "not cross-checked: the " + String.join("+", other.engines()) + " engine gave no answer ("
          + ((Verdict.Unknown) other.verdict()).reason() + ")";
      if (verdict instanceof Verdict.Free f) {
        verdict = new Verdict.Free(f.certificate(), f.proof() + "; " + note);
      }
    } else if (!aKnown && !bKnown) {
      verdict = new Verdict.Unknown(String.join("+", a.engines()) + ": " + ((Verdict.Unknown) a.verdict()).reason()
          + "; " + String.join("+", b.engines()) + ": " + ((Verdict.Unknown) b.verdict()).reason());
    }
    Stats s = chosen.stats();
    return new AnalysisResult(chosen.network(), verdict, chosen.scenario(), chosen.space(), chosen.traffic(),
        engines, new Stats(s.switches(), s.hosts(), s.queues(), s.dependencies(), s.scenarios(), millis, extra),
        chosen.coverage(), chosen.recheck(), chosen.sweep());
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
