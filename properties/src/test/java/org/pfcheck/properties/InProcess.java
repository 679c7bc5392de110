package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.pfcheck.cli.Main;

/**
 * The command line run in-process ({@code Main.run}, as the launcher runs it, without a JVM start per
 * try), with empty standard input and both output streams captured.
 *
 * @param status the exit status
 * @param out what was printed on standard output
 * @param err what was printed on standard error
 */
record InProcess(int status, String out, String err) {
  static InProcess run(List<String> args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(new byte[0]), o, e);
    }
    return new InProcess(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** The command, its exit status and its stderr, for a failure message. */
  String transcript(List<String> args) {
    return "pfcheck " + String.join(" ", args) + "\nexit " + status + "\n--- stderr ---\n" + err;
  }

  /**
   * Asserts that no stack trace was printed and, for exit status 2, that the error is one usage line
   * and stdout is empty. Whether the run ended in such a usage error.
   */
  boolean endedInUsageError(List<String> args) {
    assertFalse(err.contains("\tat ") || err.contains("Exception"), transcript(args));
    if (status != 2) {
      return false;
    }
    assertTrue(err.startsWith("pfcheck: "), transcript(args));
    assertEquals("", out, transcript(args));
    return true;
  }
}
