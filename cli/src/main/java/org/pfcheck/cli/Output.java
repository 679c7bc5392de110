package org.pfcheck.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.pfcheck.grammar.SourceInput;

/**
 * Writes a command's report to standard output or to a file ({@code --output}, {@code --report}),
 * through {@link SafeFiles}; a failure is a usage error that says why, in words (no such directory,
 * permission denied, a link, ...).
 */
final class Output {
  private final Streams streams;
  private final String command;
  private final SafeFiles files;

  /** Output for {@code command} (as help names it), writing files with {@code files}. */
  Output(Streams streams, String command, SafeFiles files) {
    this.streams = streams;
    this.command = command;
    this.files = files;
  }

  /**
   * Writes {@code text} to {@code target}, or to standard output when it is null; on failure
   * (including a standard output that reports an error) prints a usage error and returns false.
   */
  boolean write(String text, Path target) {
    if (target == null) {
      streams.out().print(text);
      streams.out().flush();
      if (streams.out().checkError()) {
        Failures.usage(streams.err(), command, "cannot write the report to standard output");
        return false;
      }
      return true;
    }
    try {
      files.write(target, text);
      return true;
    } catch (IOException e) {
      Failures.usage(streams.err(), command, "cannot write " + target + ": " + SourceInput.reason(e));
      return false;
    }
  }
}
