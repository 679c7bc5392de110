package org.pfcheck.examples;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.pfcheck.cli.Main;

/** Runs the pfcheck command line in-process, exactly as the launcher does, capturing its output. */
final class Cli {
  private Cli() {
  }

  /** What one run printed and returned. */
  record Run(int status, String out, String err) {
    /** For assertion messages: everything the run printed. */
    String transcript() {
      return "exit " + status + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
    }
  }

  static Run pfcheck(String... args) {
    return pfcheckWithInput("", args);
  }

  /** Runs pfcheck with {@code stdin} as its standard input. */
  static Run pfcheckWithInput(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), o, e);
    }
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
