package org.pfcheck.cli.io;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * Where a command reads and writes: standard input (for {@code check -}), its report stream, its
 * message stream, what kind of terminal the report stream is, and whether the message stream is an
 * interactive terminal (where long runs may show progress). Immutable.
 */
public record Streams(InputStream in, PrintStream out, PrintStream err, Terminal terminal, boolean interactiveErr) {
  public Streams {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(err, "err");
    Objects.requireNonNull(terminal, "terminal");
  }
}
