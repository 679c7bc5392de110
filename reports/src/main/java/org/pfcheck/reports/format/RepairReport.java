package org.pfcheck.reports.format;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.repair.RepairResult;

/**
 * What one {@code pfcheck repair} report says, whatever its format. Immutable.
 *
 * @param file the input's name as given
 * @param lines the lines of every file read, for quoting
 * @param result the repair found (or why none was)
 * @param network the network read
 * @param diagnostics the input's warnings
 * @param quiet text: the summary line only
 */
public record RepairReport(String file, Function<String, List<String>> lines, RepairResult result,
    Optional<Network> network, List<Diagnostic> diagnostics, boolean quiet) {
  public RepairReport {
    diagnostics = List.copyOf(diagnostics);
  }

  /** The patch, or nothing when no repair changes the file. */
  String patch() {
    return result.patch().map(p -> p.text()).orElse("");
  }
}
