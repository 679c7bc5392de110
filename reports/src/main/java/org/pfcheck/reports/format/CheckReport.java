package org.pfcheck.reports.format;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * What one check's report says, whatever its format: the analysis (or, without one, the input's errors),
 * the diagnostics, the hazard gate's outcome, and how to show it. Immutable.
 *
 * @param file the checked input's name as given (or {@code <stdin>}, {@code <imported NAME>})
 * @param lines the lines of every file read, for quoting
 * @param sourceRoot the directory SARIF URIs are relative to
 * @param networkName the network's name (the file's base name when it was not read)
 * @param result the analysis; empty when the input had errors (nothing analysed)
 * @param network the network read; empty when the timeout ended the run before it was read
 * @param diagnostics every diagnostic of the run, hazards included, in source order
 * @param gate the hazard gate's outcome and the process's exit status
 * @param view how to show it
 * @param assumed what an import assumed where the configuration says nothing (routing, timers, the servers'
 *     NICs, end points; docs/import-sonic.md), stated in every format but JUnit and DOT; empty for a fabric file
 */
public record CheckReport(String file, Function<String, List<String>> lines, Path sourceRoot, String networkName,
    Optional<AnalysisResult> result, Optional<Network> network, List<Diagnostic> diagnostics, Gate gate, View view,
    List<String> assumed) {
  public CheckReport {
    diagnostics = List.copyOf(diagnostics);
    assumed = List.copyOf(assumed);
  }

  /** The report of a fabric file, which assumes nothing an import would. */
  public CheckReport(String file, Function<String, List<String>> lines, Path sourceRoot, String networkName,
      Optional<AnalysisResult> result, Optional<Network> network, List<Diagnostic> diagnostics, Gate gate, View view) {
    this(file, lines, sourceRoot, networkName, result, network, diagnostics, gate, view, List.of());
  }

  /**
   * The hazard gate's outcome as JSON and SARIF state it (docs/json-output.md, "hazards").
   *
   * @param mode none, warn or error
   * @param count the hazards reported (0 with none)
   * @param exitStatus the process's exit status (5 where the gate fails a proof)
   */
  public record Gate(String mode, int count, int exitStatus) {
  }

  /**
   * How to show the report.
   *
   * @param colour ANSI colour in text
   * @param verbose more detail in text
   * @param quiet text: the verdict line only
   * @param cyclicOnly DOT: only the counterexample cycles, not the whole graph
   */
  public record View(boolean colour, boolean verbose, boolean quiet, boolean cyclicOnly) {
  }
}
