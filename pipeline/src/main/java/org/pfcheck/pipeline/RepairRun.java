package org.pfcheck.pipeline;

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
public final class RepairRun {
  private RepairRun() {
  }

  /**
   * What the stages produced. Immutable.
   *
   * @param input the input's read, validation and analysis
   * @param result the repair, when the input had no errors and the policy fits it
   * @param policyProblems places of {@code --allow}/{@code --forbid} the network does not have (usage errors)
   */
  public record Outcome(Pipeline.Outcome input, Optional<RepairResult> result, List<String> policyProblems) {
  }

  /**
   * The stages on {@code inputs} (standard input from {@code stdin}, every file's lines kept in {@code
   * sources}), within {@code options}; with {@code strict} as {@code check --strict}. The patch edits the
   * input's {@code .pfc} text; an input of another kind (YAML, configuration, overlays) is first written as
   * the {@code .pfc} text {@code pfcheck convert} writes ({@link #PfcForm}), and that text is repaired.
   */
  public static Outcome run(Inputs inputs, java.io.InputStream stdin, SourceFiles sources, RepairPolicy policy,
      Engines.Choice engines, AnalysisOptions options, boolean strict, Stages progress) throws InterruptedException {
    long start = System.nanoTime();
    String name = inputs.name();
    Pipeline.Outcome input = Pipeline.run(name, () -> inputs.read(sources, stdin),
        n -> Engines.create(engines, n).orElseThrow(), options, progress, strict);
    if (input.inputErrors()) {
      return new Outcome(input, Optional.empty(), List.of());
    }
    AnalysisResult original = input.result().orElseThrow();
    if (input.notRead() && original.verdict() instanceof Verdict.Unknown u) {
      // the budget ran out before the input was read: nothing to search
      return new Outcome(input, Optional.of(new RepairResult(new RepairOutcome.Undecided(original,
          "the input could not be analysed: " + u.reason()), Optional.empty(), Optional.empty())), List.of());
    }
    Network network = input.network().orElseThrow();
    List<String> problems = policy.problemsWith(network);
    if (!problems.isEmpty()) {
      return new Outcome(input, Optional.empty(), problems);
    }
    Optional<SourceInput> pfc = inputs.pfcText();
    Pipeline.Outcome patched = input;
    String patchName = name;
    String text;
    if (pfc.isPresent()) {
      // it read without errors, so it is UTF-8 text: the patch edits that text
      text = new String(pfc.get().bytes(), java.nio.charset.StandardCharsets.UTF_8);
    } else {
      // the patch needs .pfc lines to edit: the fabric as .pfc text, read again so its spans point there
      patchName = PfcForm.name(name, network);
      text = PfcForm.text(name, network);
      String pfcName = patchName;
      String pfcText = text;
      patched = Pipeline.run(pfcName, () -> PfcReader.read(pfcName, pfcText), n -> Engines.create(engines, n).orElseThrow(),
          within(options, start), progress, strict);
      sources.remember(pfcName, pfcText.lines().toList());
      if (patched.inputErrors() || patched.network().isEmpty()) {
        throw new IllegalStateException("internal error: the .pfc form of " + name + " does not read: "
            + patched.diagnostics());
      }
      network = patched.network().get();
      original = patched.result().orElseThrow();
    }
    progress.stage("searching for a repair of " + name);
    PatchFormat format = new PfcPatchFormat(patchName, text);
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
    AnalysisResult recheck = recheck(patchName, patch, engines, within(options, start), progress);
    return new Outcome(input, Optional.of(new RepairResult(found, Optional.of(patch), Optional.of(recheck))), List.of());
  }

  /** The patched input checked from its text; a finding other than free or unknown is an internal error. */
  public static AnalysisResult recheck(String name, Patch patch, Engines.Choice engines, AnalysisOptions options,
      Stages progress) throws InterruptedException {
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
