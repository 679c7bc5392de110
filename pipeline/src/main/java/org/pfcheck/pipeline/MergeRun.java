package org.pfcheck.pipeline;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Recheck;
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.coverage.CoverageAnalysis;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * The stages of a check that follow the engine, for a verdict merged from the parts of a sharded sweep
 * ({@code pfcheck merge --input}): the coverage pass and its warnings, the lossless-broadcast limit on
 * a proof, the independent re-check by the reference semantics, and the hazard checks — each as
 * {@link Pipeline} and {@link Checker} run them after a sweep of the whole space, on the same network,
 * so that the merged outcome renders as the unsharded check's does. Stateless.
 */
public final class MergeRun {
  /** The stages {@link Pipeline} and {@link Checker} time around an engine's: not the engine's time. */
  private static final Set<String> PIPELINE_STAGES = Set.of("read", "validate", "coverage", "reference-recheck",
      "hazards");

  private MergeRun() {
  }

  /**
   * The outcome of {@code merged}, the merged verdict about the network {@code reading} read from
   * {@code inputs} (without errors): re-checked in {@code mode} within {@code timeout} (a sample stops
   * after as long as the parts' engines took together, at least {@value ReferenceRecheck#SAMPLE_FLOOR_MILLIS}
   * ms),
   * its hazards checked in {@code hazards} mode.
   *
   * @throws Refuted when the reference semantics refutes the merged verdict (a cycle in a scenario of a
   *     space the parts prove free): the parts are not a sweep of this network by this pfcheck
   */
  public static CheckOutcome finish(Inputs inputs, Checker.Reading reading, AnalysisResult merged, RecheckMode mode,
      HazardGate.Mode hazards, Duration timeout) throws InterruptedException {
    Network network = reading.network().orElseThrow();
    List<Diagnostic> diagnostics = new ArrayList<>(reading.diagnostics());
    Optional<CoverageAnalysis.Result> covered = CoverageAnalysis.of(network, Deadline.after(timeout));
    covered.ifPresent(c -> diagnostics.addAll(c.warnings()));
    diagnostics.sort(Diagnostics.BY_POSITION);
    // the parts' engines, added up: the time the sweep took, which a sampled re-check may take again
    long engineMillis = merged.stats().millis().entrySet().stream().filter(e -> !PIPELINE_STAGES.contains(e.getKey()))
        .mapToLong(Map.Entry::getValue).reduce(0, (a, b) -> a > Long.MAX_VALUE - b ? Long.MAX_VALUE : a + b);
    AnalysisResult rechecked;
    try {
      rechecked = ReferenceRecheck.within(network, Pipeline.broadcastLimited(network, merged), timeout.toMillis(), mode,
          engineMillis);
    } catch (IllegalStateException e) {
      // in a check an internal error; here the parts' claim, which the reference semantics refutes
      throw new Refuted(e.getMessage());
    }
    AnalysisResult result = restingOnParts(rechecked).withCoverage(covered.map(CoverageAnalysis.Result::coverage));
    HazardGate gate = HazardGate.check(hazards, network, result, diagnostics);
    return new CheckOutcome(inputs.name(), Optional.of(network), diagnostics, Optional.of(result), gate, false,
        inputs.imported(), reading.sources());
  }

  /**
   * {@code r}, its re-check's limit saying what the scenarios the re-check did not reach rest on: the parts'
   * own sweeps, which a merge takes as they are (a part edited where the re-check does not look goes unseen).
   */
  static AnalysisResult restingOnParts(AnalysisResult r) {
    if (r.recheck().isEmpty() || r.recheck().get().complete() || r.sweep().isEmpty()) {
      return r;
    }
    Recheck c = r.recheck().get();
    long rest = Math.max(0, c.claimed() - c.scenarios());
    String limit = c.limit() + (rest == 0 ? "" : "; the other " + rest + " scenarios rest on the parts' own sweeps, which"
        + " merge takes as they are: an edited part goes unseen there");
    return r.withRecheck(new Recheck(c.counterexamples(), c.certificate(), c.scenarios(), c.claimed(), c.packets(), limit,
        c.mode(), c.destinations(), c.groups(), c.seed()));
  }

  /** The reference semantics refutes a merged verdict: the parts claim what the network does not do. */
  public static final class Refuted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refuted(String message) {
      super(message, null, false, false);
    }
  }
}
