package org.pfcheck.reports.format;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.analyzer.storm.StormResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * What one {@code pfcheck storm} report says, whatever its format. Immutable.
 *
 * @param file the input's name as given
 * @param lines the lines of every file read, for quoting
 * @param sourceRoot the directory SARIF URIs are relative to
 * @param result the storm's analysis, with the network it ran on; empty when the input had errors
 * @param diagnostics the input's diagnostics (its errors when {@code result} is empty)
 * @param quiet text: the summary line only
 * @param verbose text: every paused and unprotected port
 */
public record StormReport(String file, Function<String, List<String>> lines, Path sourceRoot,
    Optional<Analysed> result, List<Diagnostic> diagnostics, boolean quiet, boolean verbose) {
  public StormReport {
    diagnostics = List.copyOf(diagnostics);
  }

  /** A storm's result with the network it is about. Immutable. */
  public record Analysed(StormResult storm, Network network) {
  }
}
