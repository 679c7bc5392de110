package org.pfcheck.encodings.z3;

import java.util.Objects;
import java.util.Optional;

/**
 * How the Z3 engine runs, beyond {@code AnalysisOptions}: where to hand each query as SMT-LIB 2.
 * Immutable.
 *
 * @param dump what takes every query, or empty for none
 */
public record Z3Settings(Optional<QueryDump> dump) {
  /** No dumps. */
  public static final Z3Settings DEFAULT = new Z3Settings(Optional.empty());

  public Z3Settings {
    Objects.requireNonNull(dump, "dump");
  }
}
