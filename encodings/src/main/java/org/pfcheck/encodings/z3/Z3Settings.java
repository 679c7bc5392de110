package org.pfcheck.encodings.z3;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * How the Z3 engine runs, beyond {@code AnalysisOptions}: where to dump each query as SMT-LIB 2.
 * Immutable.
 *
 * @param dumpDirectory a directory to write every query to ({@code NAME.smt2}), or empty
 */
public record Z3Settings(Optional<Path> dumpDirectory) {
  /** No dumps. */
  public static final Z3Settings DEFAULT = new Z3Settings(Optional.empty());

  public Z3Settings {
    Objects.requireNonNull(dumpDirectory, "dumpDirectory");
  }
}
