package org.pfcheck.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * The stages every command runs on one input: read → validate → analyse. Each stage is timed; the
 * analysis runs beside the validation and counts only when the input has no errors. Stateless.
 */
final class Pipeline {
  private Pipeline() {
  }

  /**
   * What the stages produced for one input. Immutable.
   *
   * @param network the network read, when reading got that far
   * @param diagnostics every diagnostic, errors and warnings
   * @param result the analysis, when there were no input errors
   */
  record Outcome(Optional<Network> network, List<Diagnostic> diagnostics, Optional<AnalysisResult> result) {
    Outcome {
      diagnostics = List.copyOf(diagnostics);
    }

    /** Whether the input had errors (and so was not analysed). */
    boolean inputErrors() {
      return result.isEmpty();
    }
  }

  /**
   * Reads with {@code read}, validates, and analyses with the engine {@code engines} makes for the
   * network, within {@code options}, showing the stages on {@code progress}.
   */
  static Outcome run(String name, Supplier<ParseResult> read, Function<Network, DeadlockEngine> engines,
      AnalysisOptions options, Progress progress) throws InterruptedException {
    Map<String, Long> millis = new LinkedHashMap<>();
    progress.stage("reading " + name);
    long start = System.nanoTime();
    ParseResult parsed = read.get();
    millis.put("read", elapsed(start));
    List<Diagnostic> diagnostics = new ArrayList<>(parsed.diagnostics());
    if (parsed.network().isEmpty() || hasErrors(diagnostics)) {
      boolean empty = diagnostics.stream().anyMatch(d -> d.code() == Code.PFC007);
      parsed.partial().filter(partial -> !empty).ifPresent(partial -> diagnostics.addAll(
          withoutCascades(NetworkValidator.validate(partial), parsed)));
      diagnostics.sort(Diagnostics.BY_POSITION);
      return new Outcome(parsed.network(), diagnostics, Optional.empty());
    }
    Network network = parsed.network().get();
    // The engine starts at once, on its own thread, while this one validates: on two cores that hides
    // the validation (0.1 s for 27,648 hosts). Its answer is used only for a network without errors;
    // otherwise it is cancelled, whatever it computed (or threw) on the invalid input.
    DeadlockEngine chosen = engines.apply(network);
    GuardedAnalysis.Running running = GuardedAnalysis.start(chosen, network, options);
    AnalysisResult result;
    long budgetMillis;
    try {
      progress.stage("validating " + name);
      start = System.nanoTime();
      diagnostics.addAll(NetworkValidator.validate(network));
      millis.put("validate", elapsed(start));
      if (hasErrors(diagnostics)) {
        return new Outcome(Optional.of(network), diagnostics, Optional.empty());
      }
      progress.stage("analysing " + name + " (" + chosen.name() + " engine)");
      result = withStageTimes(running.await(), millis);
      budgetMillis = running.remainingMillis();
    } finally {
      running.cancel();
    }
    start = System.nanoTime();
    AnalysisResult rechecked = ReferenceRecheck.within(network, result, budgetMillis);
    if (rechecked != result) {
      Map<String, Long> after = new LinkedHashMap<>(rechecked.stats().millis());
      after.put("reference-recheck", elapsed(start));
      result = withStageTimes(rechecked, Map.of(), after);
    }
    return new Outcome(Optional.of(network), diagnostics, Optional.of(result));
  }

  /** The engine's result with the command's own stages (read, validate) timed before the engine's. */
  private static AnalysisResult withStageTimes(AnalysisResult r, Map<String, Long> before) {
    return withStageTimes(r, before, r.stats().millis());
  }

  /** {@code r} with the stage times {@code before}, then {@code stages} (summed where a stage repeats). */
  private static AnalysisResult withStageTimes(AnalysisResult r, Map<String, Long> before, Map<String, Long> stages) {
    Map<String, Long> millis = new LinkedHashMap<>(before);
    stages.forEach((k, v) -> millis.merge(k, v, Long::sum));
    Stats s = r.stats();
    Stats stats = new Stats(s.switches(), s.hosts(), s.queues(), s.dependencies(), s.scenarios(), millis, s.extra());
    return new AnalysisResult(r.network(), r.verdict(), r.scenario(), r.space(), r.traffic(), r.engines(), stats,
        r.recheck());
  }

  /**
   * The validator's findings on a partial network (one read with errors) that do not mention a name
   * written on a line with an error: those may be cascades of that error (an unknown switch that the
   * broken line was meant to declare), and the user sees them, if real, once the line is fixed. Nor
   * PFC210 (no priority is lossless): the reader drops a whole statement with an error, so a {@code
   * lossless 3, 9} with a bad 9 leaves the partial network without lossless priorities; which line
   * was meant as one is not known here, and the warning, if real, shows once the errors are fixed.
   * Likewise PFC215 (no lossless traffic): a dropped host, flow or dscp line can leave none.
   * A file without statements (PFC007) is not validated at all: its empty network would only draw
   * warnings about what it lacks.
   */
  static List<Diagnostic> withoutCascades(List<Diagnostic> found, ParseResult parsed) {
    return found.stream().filter(d -> d.code() != Code.PFC210 && d.code() != Code.PFC215
        && !parsed.mentionsNameOnErrorLine(d.message())).toList();
  }

  static boolean hasErrors(List<Diagnostic> diagnostics) {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }

  private static long elapsed(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
