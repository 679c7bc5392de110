package org.pfcheck.encodings.z3;

/**
 * Where the Z3 engine hands each query, as SMT-LIB 2 text, when asked to dump them ({@code
 * --dump-smt2}). The engine writes no file itself: the command line owns where and how files are
 * written (never through a link, never over an input).
 */
@FunctionalInterface
public interface QueryDump {
  /**
   * Takes the query called {@code name} ({@code NAME-space}, {@code NAME-ranks}, ...): {@code smt2} is a
   * complete SMT-LIB 2 script ending in {@code (check-sat)}. A failure to store it is the dump's to
   * report; the analysis goes on.
   */
  void accept(String name, String smt2);
}
