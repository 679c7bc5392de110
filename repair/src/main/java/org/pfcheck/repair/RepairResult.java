package org.pfcheck.repair;

import java.util.Objects;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.repair.change.Patch;

/**
 * Everything {@code pfcheck repair} answers, for the renderers: the search's outcome, the repair as a
 * patch of the input, and the re-check of the patched input by the normal engines (and the reference
 * re-check). Immutable.
 *
 * @param outcome what the search found
 * @param patch the patch, for a repair (empty text when the input needs none)
 * @param recheck the analysis of the patched input, for a repair
 */
public record RepairResult(RepairOutcome outcome, Optional<Patch> patch, Optional<AnalysisResult> recheck) {
  public RepairResult {
    Objects.requireNonNull(outcome, "outcome");
    Objects.requireNonNull(patch, "patch");
    Objects.requireNonNull(recheck, "recheck");
    if (outcome instanceof RepairOutcome.Repaired != (patch.isPresent() && recheck.isPresent())) {
      throw new IllegalArgumentException("a repair, and only a repair, has a patch and a re-check");
    }
  }

  /** The answer in one word: repaired, no-repair or unknown. */
  public String word() {
    return switch (exitStatus()) {
      case 0 -> "repaired";
      case 1 -> "no-repair";
      default -> "unknown";
    };
  }

  /**
   * The exit status: 0 for a repair whose patched input the engines proved deadlock-free, 1 when no
   * repair exists within the allowed changes, 3 otherwise (no answer in time, or a repair whose re-check
   * gave no verdict).
   */
  public int exitStatus() {
    if (outcome instanceof RepairOutcome.Impossible) {
      return 1;
    }
    return recheck.map(r -> r.verdict() instanceof Verdict.Free ? 0 : 3).orElse(3);
  }

  /** Why there is no verdict, for exit status 3. */
  public Optional<String> unknownReason() {
    if (outcome instanceof RepairOutcome.Undecided u) {
      return Optional.of(u.reason());
    }
    return recheck.filter(r -> r.verdict() instanceof Verdict.Unknown)
        .map(r -> "the repaired fabric could not be re-checked: " + ((Verdict.Unknown) r.verdict()).reason());
  }
}
