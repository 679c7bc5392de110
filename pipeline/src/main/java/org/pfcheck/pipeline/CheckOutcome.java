package org.pfcheck.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * What one check produced, typed: the verdict with its re-checks, coverage and stage times (in the
 * result), the hazards and what they do to the exit status, the diagnostics, and the input's lines for
 * quoting. The command line renders it; nothing here is re-read from a rendered report. Immutable but
 * for {@code sources}, which only grows while reading.
 *
 * @param name the input's name in reports (the file, {@code <stdin>}, or {@code <imported NAME>})
 * @param network the network read; empty when reading failed or the timeout ended the run before it was read
 * @param diagnostics the reading's and validation's diagnostics, in source order (no hazards)
 * @param result the analysis; empty when the input had errors (nothing analysed)
 * @param hazards the hazard checks' findings and their gate
 * @param hazardsUnfinished whether the timeout ended the hazard checks (none reported; a proof became unknown)
 * @param imported the SONiC import, for configuration input
 * @param sources the lines of every file read, for quoting
 */
public record CheckOutcome(String name, Optional<Network> network, List<Diagnostic> diagnostics,
    Optional<AnalysisResult> result, HazardGate hazards, boolean hazardsUnfinished, Optional<ImportResult> imported,
    SourceFiles sources) {
  public CheckOutcome {
    diagnostics = List.copyOf(diagnostics);
  }

  /** Whether the input had errors (and so was not analysed): exit status {@value ExitStatus#INPUT}. */
  public boolean inputErrors() {
    return result.isEmpty();
  }

  /** The diagnostics and the hazards found, in source order. */
  public List<Diagnostic> all() {
    if (hazards.found().isEmpty()) {
      return diagnostics;
    }
    List<Diagnostic> all = new ArrayList<>(diagnostics);
    all.addAll(hazards.found());
    all.sort(Diagnostics.BY_POSITION);
    return all;
  }

  /** The verdict's exit status (0, 1, 3), or {@value ExitStatus#INPUT} for input errors. */
  public int verdictStatus() {
    return result.map(r -> r.verdict().exitStatus()).orElse(ExitStatus.INPUT);
  }

  /** The run's exit status: the verdict's, or {@value ExitStatus#HAZARD} when the hazard gate fails a proof. */
  public int exitStatus() {
    return inputErrors() ? ExitStatus.INPUT : hazards.exitStatus(verdictStatus());
  }
}
