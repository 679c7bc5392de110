package org.pfcheck.pipeline;

import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * Runs a {@link CheckRequest}: read (any input kind, {@link Inputs}) → validate → analyse → re-check →
 * hazards, within one budget, to one {@link CheckOutcome}. Every command that checks a fabric goes
 * through here or {@link #read}, so each reads every input kind alike. Stateless.
 */
public final class Checker {
  private Checker() {
  }

  /**
   * The check of {@code request}, its stages shown on {@code stages}. One budget for the whole run: the
   * hazard checks spend what the analysis left, and when it ends them a proof becomes unknown.
   */
  public static CheckOutcome check(CheckRequest request, Stages stages) throws InterruptedException {
    SourceFiles sources = new SourceFiles();
    Inputs inputs = request.inputs();
    Budget budget = Budget.start(request.options().timeout());
    Pipeline.Outcome o = Pipeline.run(inputs.name(), () -> inputs.read(sources, request.stdin()),
        n -> Engines.create(request.engines(), n).orElseThrow(), request.options(), stages, request.strict(), budget);
    HazardGate unchecked = HazardGate.check(HazardGate.Mode.NONE, null, null, o.diagnostics());
    if (o.inputErrors()) {
      return new CheckOutcome(inputs.name(), o.network(), o.diagnostics(), Optional.empty(), unchecked, false,
          inputs.imported(), sources);
    }
    AnalysisResult analysed = o.result().orElseThrow();
    // no network when the timeout ended the run before the input was read: no hazard can be checked
    if (o.network().isEmpty() || request.hazards() == HazardGate.Mode.NONE) {
      return new CheckOutcome(inputs.name(), o.network(), o.diagnostics(), o.result(), unchecked, false,
          inputs.imported(), sources);
    }
    Network net = o.network().get();
    long start = System.nanoTime();
    Optional<HazardGate> checked = budget.within("pfcheck-hazards",
        () -> HazardGate.check(request.hazards(), net, analysed, o.diagnostics()));
    AnalysisResult timed = Pipeline.withStage(analysed, "hazards", Pipeline.elapsed(start));
    if (checked.isPresent()) {
      return new CheckOutcome(inputs.name(), o.network(), o.diagnostics(), Optional.of(timed), checked.get(), false,
          inputs.imported(), sources);
    }
    // a cycle in hand is never thrown away (it is re-checked); a proof promised its hazard checks is unknown
    HazardGate none = new HazardGate(request.hazards(), List.of(), unchecked.reported());
    AnalysisResult result = !(analysed.verdict() instanceof Verdict.Free) ? timed
        : Pipeline.stoppedAfter(timed, "checking hazards", request.options().timeout());
    return new CheckOutcome(inputs.name(), o.network(), o.diagnostics(), Optional.of(result), none, true,
        inputs.imported(), sources);
  }

  /**
   * What reading and validating {@code inputs} gave, for the commands that analyse no space of scenarios
   * but read the fabric as {@code check} does (storm). Immutable but for {@code sources}.
   *
   * @param name the input's name in reports
   * @param parsed the reading
   * @param diagnostics the reader's and the validator's diagnostics, in source order
   * @param sources the lines of every file read, for quoting
   * @param millis the stages' times: read, validate
   */
  public record Reading(String name, ParseResult parsed, List<Diagnostic> diagnostics, SourceFiles sources,
      Map<String, Long> millis) {
    /** The network, when it was read without errors. */
    public Optional<Network> network() {
      return Pipeline.hasErrors(diagnostics) ? Optional.empty() : parsed.network();
    }
  }

  /** Reads and validates {@code inputs} (standard input from {@code stdin}), unbudgeted. */
  public static Reading read(Inputs inputs, InputStream stdin) {
    return read(inputs, stdin, new SourceFiles());
  }

  /** As {@link #read(Inputs, InputStream)}, the lines kept in {@code sources} (shared by several readings). */
  public static Reading read(Inputs inputs, InputStream stdin, SourceFiles sources) {
    Map<String, Long> millis = new LinkedHashMap<>();
    long start = System.nanoTime();
    ParseResult parsed = inputs.read(sources, stdin);
    millis.put("read", Pipeline.elapsed(start));
    start = System.nanoTime();
    List<Diagnostic> diagnostics = Pipeline.diagnosed(parsed);
    millis.put("validate", Pipeline.elapsed(start));
    return new Reading(inputs.name(), parsed, diagnostics, sources, millis);
  }
}
