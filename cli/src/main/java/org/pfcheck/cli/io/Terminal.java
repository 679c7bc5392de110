package org.pfcheck.cli.io;

/** Whether standard output is an interactive terminal that takes ANSI colour. */
public enum Terminal {
  /** A file, a pipe, or a test's buffer: plain text. */
  NONE,
  /** A terminal that shows colour. */
  COLOUR;

  /** Colour only when stdout is a console, {@code NO_COLOR} is unset and {@code TERM} is not dumb. */
  public static Terminal detect() {
    String term = System.getenv("TERM");
    boolean colour = System.console() != null && System.getenv("NO_COLOR") == null && term != null
        && !term.equals("dumb");
    return colour ? COLOUR : NONE;
  }

  /**
   * Whether standard error is an interactive terminal: on Linux, whether file descriptor 2 is a
   * terminal device; elsewhere, whether the JVM has a console and {@code TERM} is not dumb.
   */
  public static boolean stderrInteractive() {
    String term = System.getenv("TERM");
    if (term == null || term.equals("dumb") || System.getenv("CI") != null) {
      return false;
    }
    java.nio.file.Path fd = java.nio.file.Path.of("/proc/self/fd/2");
    try {
      String target = java.nio.file.Files.readSymbolicLink(fd).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (java.io.IOException | UnsupportedOperationException | SecurityException e) {
      return System.console() != null;
    }
  }
}
