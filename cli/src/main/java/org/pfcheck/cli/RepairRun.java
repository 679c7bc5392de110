package org.pfcheck.cli;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.encodings.z3.Z3ChoiceOptimizer;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.repair.RepairOutcome;
import org.pfcheck.repair.RepairResult;
import org.pfcheck.repair.RepairSearch;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.Patch;
import org.pfcheck.repair.change.PatchFormat;
import org.pfcheck.repair.pfc.PfcPatchFormat;

/**
 * The stages of {@code pfcheck repair} on one input: read, validate and analyse it (as {@code check}
 * does); search for a cheapest repair; write it as a patch of the input; and check the patched input
 * again from its text, with the same engines and the reference re-check, within what is left of the
 * timeout. Stateless.
 */
final class RepairRun {
  private RepairRun() {
  }

  /**
   * What the stages produced. Immutable.
   *
   * @param input the input's read, validation and analysis
   * @param result the repair, when the input had no errors and the policy fits it
   * @param policyProblems places of {@code --allow}/{@code --forbid} the network does not have (usage errors)
   */
  record Outcome(Pipeline.Outcome input, Optional<RepairResult> result, List<String> policyProblems) {
  }

  /** The stages on {@code source}, within {@code options}; with {@code strict} as {@code check --strict}. */
  static Outcome run(SourceInput source, RepairPolicy policy, Engines.Choice engines, AnalysisOptions options,
      boolean strict, Progress progress) throws InterruptedException {
    long start = System.nanoTime();
    String name = source.name();
    Pipeline.Outcome input = Pipeline.run(name, source::parse, n -> Engines.create(engines, n).orElseThrow(), options,
        progress, strict);
    if (input.inputErrors()) {
      return new Outcome(input, Optional.empty(), List.of());
    }
    AnalysisResult original = input.result().orElseThrow();
    if (input.notRead() && original.verdict() instanceof Verdict.Unknown u) {
      // the budget ran out before the input was read: nothing to search
      return new Outcome(input, Optional.of(new RepairResult(new RepairOutcome.Undecided(original,
          "the input could not be analysed: " + u.reason()), Optional.empty(), Optional.empty())), List.of());
    }
    // it read without errors, so it is UTF-8 text: the patch edits that text
    String text = new String(source.bytes(), java.nio.charset.StandardCharsets.UTF_8);
    Network network = input.network().orElseThrow();
    List<String> problems = policy.problemsWith(network);
    if (!problems.isEmpty()) {
      return new Outcome(input, Optional.empty(), problems);
    }
    progress.stage("searching for a repair of " + name);
    PatchFormat format = new PfcPatchFormat(name, text);
    RepairOutcome found = new RepairSearch(new Z3ChoiceOptimizer(), n -> Engines.create(engines, n).orElseThrow(),
        progress::stage).run(network, original, format, policy, within(options, start));
    if (!(found instanceof RepairOutcome.Repaired repaired)) {
      return new Outcome(input, Optional.of(new RepairResult(found, Optional.empty(), Optional.empty())), List.of());
    }
    if (repaired.changes().isEmpty()) {
      return new Outcome(input, Optional.of(new RepairResult(found, Optional.of(new Patch("", text)),
          Optional.of(original))), List.of());
    }
    Patch patch = format.write(repaired.changes(), repaired.repaired(), "added by pfcheck repair: total cost "
        + repaired.cost() + ", the least among the allowed changes (docs/repair.md)");
    progress.stage("checking the repaired " + name);
    AnalysisResult recheck = recheck(name, patch, engines, within(options, start), progress);
    return new Outcome(input, Optional.of(new RepairResult(found, Optional.of(patch), Optional.of(recheck))), List.of());
  }

  /** The patched input checked from its text; a finding other than free or unknown is an internal error. */
  static AnalysisResult recheck(String name, Patch patch, Engines.Choice engines, AnalysisOptions options,
      Progress progress) throws InterruptedException {
    Pipeline.Outcome again = Pipeline.run(name, () -> PfcReader.read(name, patch.patchedSource()),
        n -> Engines.create(engines, n).orElseThrow(), options, progress);
    List<Diagnostic> errors = again.diagnostics().stream().filter(Diagnostic::isError).toList();
    if (again.inputErrors() || !errors.isEmpty()) {
      throw new IllegalStateException("internal error: the repaired " + name + " does not read: " + errors);
    }
    AnalysisResult r = again.result().orElseThrow();
    if (r.verdict() instanceof Verdict.Possible) {
      throw new IllegalStateException("internal error: the repair search found " + name + " deadlock-free after the"
          + " repair, but its re-check finds a cycle: " + ((Verdict.Possible) r.verdict()).counterexamples().get(0)
          .queues());
    }
    return r;
  }

  /** {@code options} with the time left of their timeout since {@code startNanos} (at least a millisecond). */
  private static AnalysisOptions within(AnalysisOptions options, long startNanos) {
    Duration left = options.timeout().minusNanos(System.nanoTime() - startNanos);
    return new AnalysisOptions(options.maxCycles(), left.isNegative() || left.isZero() ? Duration.ofMillis(1) : left,
        options.maxScenarios(), options.recheck());
  }
}
