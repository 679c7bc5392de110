package org.pfcheck.cli;

import java.io.PrintStream;
import java.util.Objects;

/**
 * Where a command writes: its report stream, its message stream, and what kind of terminal the
 * report stream is. Immutable.
 */
record Streams(PrintStream out, PrintStream err, Terminal terminal) {
  Streams {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(err, "err");
    Objects.requireNonNull(terminal, "terminal");
  }
}
