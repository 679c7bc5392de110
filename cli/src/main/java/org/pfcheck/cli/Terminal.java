package org.pfcheck.cli;

/** Whether standard output is an interactive terminal that takes ANSI colour. */
enum Terminal {
  /** A file, a pipe, or a test's buffer: plain text. */
  NONE,
  /** A terminal that shows colour. */
  COLOUR;

  /** Colour only when stdout is a console, {@code NO_COLOR} is unset and {@code TERM} is not dumb. */
  static Terminal detect() {
    String term = System.getenv("TERM");
    boolean colour = System.console() != null && System.getenv("NO_COLOR") == null && term != null
        && !term.equals("dumb");
    return colour ? COLOUR : NONE;
  }
}
