package org.pfcheck.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a command's report to standard output or to a file ({@code --output}, {@code --report}). */
final class Output {
  private Output() {
  }

  /**
   * Writes {@code text} to {@code target}, or to {@code streams}' standard output when it is null;
   * on failure prints a usage error for {@code command} and returns false.
   */
  static boolean write(Streams streams, String command, String text, Path target) {
    if (target == null) {
      streams.out().print(text);
      streams.out().flush();
      return true;
    }
    try {
      Files.writeString(target, text, StandardCharsets.UTF_8);
      return true;
    } catch (IOException e) {
      Failures.usage(streams.err(), command, "cannot write " + target + ": " + e.getMessage());
      return false;
    }
  }
}
