package org.pfcheck.grammar;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * What reading a file gives: the network, unless there were errors, and every diagnostic in source
 * order. Immutable.
 *
 * @param network the network; present when no diagnostic is an error (warnings allowed)
 * @param diagnostics all problems found, errors and warnings, sorted by position
 */
public record ParseResult(Optional<Network> network, List<Diagnostic> diagnostics) {
  public ParseResult {
    Objects.requireNonNull(network, "network");
    diagnostics = List.copyOf(diagnostics);
  }

  /** Whether the network is present and no diagnostic is an error. */
  public boolean ok() {
    return network.isPresent() && diagnostics.stream().noneMatch(Diagnostic::isError);
  }

  /** The error diagnostics only. */
  public List<Diagnostic> errors() {
    return diagnostics.stream().filter(Diagnostic::isError).toList();
  }
}
