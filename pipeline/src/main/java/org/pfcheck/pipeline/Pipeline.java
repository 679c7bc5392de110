package org.pfcheck.pipeline;

import java.time.Duration;
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
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.bdg.Injections;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.analyzer.coverage.CoverageAnalysis;
import org.pfcheck.analyzer.hazards.LosslessBroadcast;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.model.scenario.Scenario;

/**
 * The stages every command runs on one input: read → validate → analyse. Each stage is timed; the
 * analysis runs beside the validation and counts only when the input has no errors. Stateless.
 */
public final class Pipeline {
  private Pipeline() {
  }

  /**
   * What the stages produced for one input. Immutable.
   *
   * @param network the network read, when reading got that far
   * @param diagnostics every diagnostic, errors and warnings
   * @param result the analysis, when there were no input errors
   */
  public record Outcome(Optional<Network> network, List<Diagnostic> diagnostics, Optional<AnalysisResult> result) {
    public Outcome {
      diagnostics = List.copyOf(diagnostics);
    }

    /** Whether the input had errors (and so was not analysed). */
    public boolean inputErrors() {
      return result.isEmpty();
    }

    /** Whether the budget ran out before the input was read: there is a result, but no network. */
    public boolean notRead() {
      return result.isPresent() && network.isEmpty();
    }
  }

  /**
   * Reads with {@code read}, validates, and analyses with the engine {@code engines} makes for the
   * network, within {@code options}, showing the stages on {@code progress}. {@code options.timeout()}
   * bounds the whole run, reading and validation included: the engine gets what is left, and a run
   * whose budget is spent before the analysis ends with an unknown verdict.
   */
  public static Outcome run(String name, Supplier<ParseResult> read, Function<Network, DeadlockEngine> engines,
      AnalysisOptions options, Stages progress) throws InterruptedException {
    return run(name, read, engines, options, progress, false);
  }

  /**
   * As {@link #run(String, Supplier, Function, AnalysisOptions, Stages)}; with {@code strict}, the
   * warnings that weaken a proof ({@link Code#weakensProof()}: nothing lossless, no lossless traffic,
   * isolated switches, considered traffic not delivered) are errors, and the input is not analysed.
   * While the engine runs, the coverage pass counts what becomes of the considered packets.
   */
  public static Outcome run(String name, Supplier<ParseResult> read, Function<Network, DeadlockEngine> engines,
      AnalysisOptions options, Stages progress, boolean strict) throws InterruptedException {
    return run(name, read, engines, options, progress, strict, Budget.start(options.timeout()));
  }

  /**
   * As {@link #run(String, Supplier, Function, AnalysisOptions, Stages, boolean)}, within {@code budget}
   * (started by the caller, whose own stages after this one, such as the hazard checks, spend what is left).
   */
  public static Outcome run(String name, Supplier<ParseResult> read, Function<Network, DeadlockEngine> engines,
      AnalysisOptions options, Stages progress, boolean strict, Budget budget) throws InterruptedException {
    Map<String, Long> millis = new LinkedHashMap<>();
    progress.stage("reading " + name);
    long start = System.nanoTime();
    Optional<ParseResult> reading = budget.within("pfcheck-read", read::get);
    millis.put("read", elapsed(start));
    if (reading.isEmpty()) {
      return stopped(name, Optional.empty(), "reading the input", options.timeout(), millis);
    }
    ParseResult parsed = reading.get();
    List<Diagnostic> diagnostics = new ArrayList<>(parsed.diagnostics());
    if (parsed.network().isEmpty() || hasErrors(diagnostics)) {
      Optional<List<Diagnostic>> found = validatable(parsed) ? budget.within("pfcheck-validate",
          () -> NetworkValidator.validate(parsed.partial().orElseThrow())) : Optional.empty();
      return new Outcome(parsed.network(), readingErrors(parsed, found), Optional.empty());
    }
    Network network = parsed.network().get();
    if (strict && hasErrors(strictly(diagnostics))) {
      // a reading that weakens every proof (an import whose neighbours are outside the fabric, PFC420)
      return new Outcome(parsed.network(), strictly(diagnostics), Optional.empty());
    }
    // The engine starts at once, on its own thread, while another validates: on two cores that hides
    // the validation (0.1 s for 27,648 hosts). Its answer is used only for a network without errors;
    // otherwise it is cancelled, whatever it computed (or threw) on the invalid input.
    DeadlockEngine chosen = engines.apply(network);
    GuardedAnalysis.Running running = GuardedAnalysis.start(chosen, network,
        new AnalysisOptions(options.maxCycles(), budget.remaining(), options.maxScenarios()));
    AnalysisResult result;
    long budgetMillis;
    long engineMillis;
    Optional<CoverageAnalysis.Result> covered = Optional.empty();
    try {
      progress.stage("validating " + name);
      start = System.nanoTime();
      Optional<List<Diagnostic>> validated = budget.within("pfcheck-validate", () -> NetworkValidator.validate(network));
      millis.put("validate", elapsed(start));
      if (validated.isEmpty()) {
        return stopped(name, Optional.of(network), "validating the input", options.timeout(), millis);
      }
      diagnostics.addAll(strict ? strictly(validated.get()) : validated.get());
      if (hasErrors(diagnostics)) {
        return new Outcome(Optional.of(network), diagnostics, Optional.empty());
      }
      progress.stage("analysing " + name + " (" + chosen.name() + " engine)");
      start = System.nanoTime();
      Deadline deadline = Deadline.after(budget.remaining());
      covered = budget.within("pfcheck-coverage", () -> CoverageAnalysis.of(network, deadline)).flatMap(c -> c);
      millis.put("coverage", elapsed(start));
      covered.ifPresent(c -> diagnostics.addAll(strict ? strictly(c.warnings()) : c.warnings()));
      if (hasErrors(diagnostics)) {
        diagnostics.sort(Diagnostics.BY_POSITION);
        return new Outcome(Optional.of(network), diagnostics, Optional.empty());
      }
      AnalysisResult engine = running.await();
      engineMillis = engine.stats().millis().values().stream().mapToLong(Long::longValue).sum();
      result = broadcastLimited(network, withStageTimes(engine, millis));
      budgetMillis = running.remainingMillis();
    } finally {
      running.cancel();
    }
    start = System.nanoTime();
    AnalysisResult rechecked = ReferenceRecheck.within(network, result, budgetMillis, options.recheck(), engineMillis);
    if (rechecked != result) {
      Map<String, Long> after = new LinkedHashMap<>(rechecked.stats().millis());
      after.put("reference-recheck", elapsed(start));
      result = withStageTimes(rechecked, Map.of(), after);
    }
    diagnostics.sort(Diagnostics.BY_POSITION);
    return new Outcome(Optional.of(network), diagnostics,
        Optional.of(result.withCoverage(covered.map(CoverageAnalysis.Result::coverage))));
  }

  /**
   * {@code result}, its proof made unknown when lossless broadcast may cross between switches: the engines
   * do not model its copies, so no proof stands beside that warning (docs/semantics.md, "Lossless broadcast").
   */
  public static AnalysisResult broadcastLimited(Network network, AnalysisResult result) {
    if (!(result.verdict() instanceof Verdict.Free)) {
      return result;
    }
    return LosslessBroadcast.unmodelled(network).map(why -> new AnalysisResult(result.network(),
        new Verdict.Unknown("no cyclic buffer dependency among the packets analysed, but " + why), result.scenario(),
        result.space(), result.traffic(), result.engines(), result.stats())).orElse(result);
  }

  /** {@code found} with the warnings that weaken a proof made errors (--strict). */
  public static List<Diagnostic> strictly(List<Diagnostic> found) {
    return found.stream().map(d -> d.isError() || !d.code().weakensProof() ? d
        : new Diagnostic(d.code(), Severity.ERROR, d.span(), d.message(), d.hint())).toList();
  }

  /**
   * The outcome of a run whose budget was spent during {@code stage}, before any analysis: an unknown
   * verdict about {@code network} when it was read, else about the input called {@code name}, whose
   * sizes are not known ({@link Stats#NOT_READ}).
   */
  private static Outcome stopped(String name, Optional<Network> network, String stage, Duration timeout,
      Map<String, Long> millis) {
    Verdict.Unknown unknown = new Verdict.Unknown("the timeout of " + Durations.words(timeout) + " ended the run"
        + " while " + stage);
    AnalysisResult result = network.map(n -> new AnalysisResult(n.name(), unknown, n.scenario(), n.space(),
        Injections.describe(n), List.of(), new Stats(n.switches().size(), n.hosts().size(), 0, 0, 0, millis, Map.of())))
        .orElseGet(() -> new AnalysisResult(PfcReader.defaultName(name), unknown, Scenario.HEALTHY, Optional.empty(),
            "", List.of(), new Stats(Stats.NOT_READ, Stats.NOT_READ, 0, 0, 0, millis, Map.of())));
    return new Outcome(network, List.of(), Optional.of(result));
  }

  /**
   * Whether the validator has something to say on the partial network of a reading with errors: not
   * for a file without statements (PFC007), whose empty network would only draw warnings about what
   * it lacks.
   */
  public static boolean validatable(ParseResult parsed) {
    return parsed.partial().isPresent() && parsed.diagnostics().stream().noneMatch(d -> d.code() == Code.PFC007);
  }

  /**
   * Every diagnostic of a reading with errors, in source order: the reader's, and the validator's
   * findings on the partial network ({@code found}; none when it was not validated), cascades left out
   * ({@link #withoutCascades}).
   */
  public static List<Diagnostic> readingErrors(ParseResult parsed, Optional<List<Diagnostic>> found) {
    List<Diagnostic> diagnostics = new ArrayList<>(parsed.diagnostics());
    found.ifPresent(f -> diagnostics.addAll(withoutCascades(f, parsed)));
    diagnostics.sort(Diagnostics.BY_POSITION);
    return diagnostics;
  }

  /**
   * Every diagnostic of {@code parsed}, in source order: the reader's and the validator's (cascades of
   * reading errors left out). Unbudgeted: for the commands that read one fabric and analyse no space.
   */
  public static List<Diagnostic> diagnosed(ParseResult parsed) {
    List<Diagnostic> diagnostics = new ArrayList<>(parsed.diagnostics());
    parsed.partial().ifPresent(n -> diagnostics.addAll(parsed.network().isPresent() ? NetworkValidator.validate(n)
        : withoutCascades(NetworkValidator.validate(n), parsed)));
    diagnostics.sort(Diagnostics.BY_POSITION);
    return diagnostics;
  }

  /** The engine's result with the command's own stages (read, validate) timed before the engine's. */
  private static AnalysisResult withStageTimes(AnalysisResult r, Map<String, Long> before) {
    return withStageTimes(r, before, r.stats().millis());
  }

  /** {@code r} with one more stage timed, {@code stage} (a command's own stage after the analysis). */
  public static AnalysisResult withStage(AnalysisResult r, String stage, long millis) {
    Map<String, Long> after = new LinkedHashMap<>(r.stats().millis());
    after.merge(stage, millis, Long::sum);
    return withStageTimes(r, Map.of(), after);
  }

  /**
   * {@code r} made unknown: the budget ({@code timeout}) ran out during {@code stage}, after the analysis.
   * Its stage times are kept.
   */
  public static AnalysisResult stoppedAfter(AnalysisResult r, String stage, Duration timeout) {
    return new AnalysisResult(r.network(), new Verdict.Unknown("the timeout of " + Durations.words(timeout)
        + " ended the run while " + stage), r.scenario(), r.space(), r.traffic(), r.engines(), r.stats(), r.coverage());
  }

  /** {@code r} with the stage times {@code before}, then {@code stages} (summed where a stage repeats). */
  private static AnalysisResult withStageTimes(AnalysisResult r, Map<String, Long> before, Map<String, Long> stages) {
    Map<String, Long> millis = new LinkedHashMap<>(before);
    stages.forEach((k, v) -> millis.merge(k, v, Long::sum));
    Stats s = r.stats();
    Stats stats = new Stats(s.switches(), s.hosts(), s.queues(), s.dependencies(), s.scenarios(), millis, s.extra());
    return r.withStats(stats);
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
  public static List<Diagnostic> withoutCascades(List<Diagnostic> found, ParseResult parsed) {
    return found.stream().filter(d -> d.code() != Code.PFC210 && d.code() != Code.PFC215
        && !parsed.mentionsNameOnErrorLine(d.message())).toList();
  }

  public static boolean hasErrors(List<Diagnostic> diagnostics) {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }

  public static long elapsed(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
