package org.pfcheck.encodings.z3;

import java.util.Objects;
import java.util.Optional;

/**
 * How the Z3 engine runs, beyond {@code AnalysisOptions}: where to hand each query as SMT-LIB 2, and
 * how many bridged states on cycles of the state graph it encodes before it enumerates the space
 * instead ({@link org.pfcheck.encodings.space.EncodingBudget}). Immutable.
 *
 * @param dump what takes every query, or empty for none
 * @param floodRanks the most bridged forwarding states on cycles the symbolic query encodes (each needs a
 *     rank); 0 by default: a space where flood copies can circle is enumerated
 */
public record Z3Settings(Optional<QueryDump> dump, int floodRanks) {
  /** No dumps; spaces with circling flood copies enumerated. */
  public static final Z3Settings DEFAULT = new Z3Settings(Optional.empty());

  public Z3Settings {
    Objects.requireNonNull(dump, "dump");
    if (floodRanks < 0) {
      throw new IllegalArgumentException("floodRanks " + floodRanks);
    }
  }

  /** Queries handed to {@code dump} when present; spaces with circling flood copies enumerated. */
  public Z3Settings(Optional<QueryDump> dump) {
    this(dump, 0);
  }

  /** These settings encoding up to {@code ranks} bridged states on cycles. */
  public Z3Settings withFloodRanks(int ranks) {
    return new Z3Settings(dump, ranks);
  }
}
