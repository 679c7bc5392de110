package org.pfcheck.cli.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.pfcheck.grammar.SourceInput;

/**
 * Writes a command's report to standard output (also for {@code -o -}) or to a file ({@code --output}, {@code --report}),
 * through {@link SafeFiles}; a failure is a usage error that says why, in words (no such directory,
 * permission denied, a link, ...).
 */
public final class Output {
  /** The {@code --output} that names standard output, as {@code -} names standard input. */
  public static final Path STANDARD_OUTPUT = Path.of("-");

  private final Streams streams;
  private final String command;
  private final SafeFiles files;

  /** Output for {@code command} (as help names it), writing files with {@code files}. */
  public Output(Streams streams, String command, SafeFiles files) {
    this.streams = streams;
    this.command = command;
    this.files = files;
  }

  /**
   * Writes {@code text} to {@code target}, or to standard output when it is null or {@code -}; on failure
   * (including a standard output that reports an error) prints a usage error and returns false.
   */
  public boolean write(String text, Path target) {
    return write(out -> out.append(text), target);
  }

  /** A report that writes itself, piece by piece: a large one is never held whole. */
  @FunctionalInterface
  public interface Report {
    void writeTo(Appendable out) throws IOException;
  }

  /** As {@link #write(String, Path)}, for a report written as it is made. */
  public boolean write(Report report, Path target) {
    if (target == null || target.equals(STANDARD_OUTPUT)) {
      java.io.Writer out = new java.io.BufferedWriter(new java.io.OutputStreamWriter(streams.out(),
          StandardCharsets.UTF_8), 1 << 16);
      try {
        report.writeTo(out);
        out.flush();
      } catch (IOException e) {
        // a PrintStream underneath reports its errors through checkError, below
      }
      streams.out().flush();
      if (streams.out().checkError()) {
        Failures.usage(streams.err(), command, "cannot write the report to standard output");
        return false;
      }
      return true;
    }
    try {
      files.write(target, report);
      return true;
    } catch (IOException e) {
      Failures.usage(streams.err(), command, "cannot write " + target + ": " + SourceInput.reason(e));
      return false;
    }
  }
}
