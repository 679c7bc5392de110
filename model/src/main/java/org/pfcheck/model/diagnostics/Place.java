package org.pfcheck.model.diagnostics;

import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;

/**
 * One of the places a grouped diagnostic holds at: a finding that holds at 1,280 switches is one
 * diagnostic on the terminal, and the machine formats (JSON, SARIF) keep every place. Immutable.
 *
 * @param name the element, e.g. a switch or a port ({@code tor0_0:p1})
 * @param span the statement that declares or causes it there, when known
 */
public record Place(String name, Optional<SourceSpan> span) {
  public Place {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(span, "span");
  }
}
