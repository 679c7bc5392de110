package org.pfcheck.cli.io;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.bdg.InsufficientHeapException;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Visible;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import picocli.CommandLine;

/**
 * How pfcheck fails: a usage error (exit 2, one line and a hint), an input too large for the heap
 * (exit 2, PFC301), or an internal error (exit 4, a request to report it). Users never see a stack
 * trace for their own mistakes; internal errors show one only with {@code --verbose}.
 */
public final class Failures {
  private Failures() {
  }

  /** A command-line mistake: one line saying what is wrong, one saying where help is. */
  public static int usage(CommandLine.ParameterException ex, String[] args) {
    CommandLine cmd = ex.getCommandLine();
    java.io.PrintWriter err = cmd.getErr();
    err.println("pfcheck: " + ex.getMessage());
    err.println(hint(cmd.getCommandSpec().qualifiedName()));
    err.flush();
    return ExitStatus.INPUT;
  }

  /**
   * A usage error found after parsing (no such file, bad value): the message and the help hint. The message
   * often names a file or a value as the user gave it: shown as {@link Visible#text} shows input, so that
   * it stays one line and cannot drive the terminal.
   */
  public static int usage(PrintStream err, String command, String message) {
    err.println("pfcheck: " + Visible.text(message));
    err.println(hint(command));
    return ExitStatus.INPUT;
  }

  /** A command that needs a subcommand was given none: {@code message}, then its usage; exit status 2. */
  public static int missingSubcommand(Streams streams, picocli.CommandLine.Model.CommandSpec spec, String message) {
    streams.err().println(message);
    streams.err().flush();
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitStatus.INPUT;
  }

  private static String hint(String command) {
    return "Try '" + command + " --help' for more information.";
  }

  /** The heap ran out: say so with the heap size and how to raise it (PFC301). */
  public static int outOfMemory(PrintStream err) {
    long mb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
    Diagnostic d = new Diagnostic(Code.PFC301, Code.PFC301.severity(), Optional.empty(),
        "input too large for the heap (" + mb + " MiB usable); rerun with JAVA_OPTS=-Xmx8g", "");
    err.print(new DiagnosticPrinter(f -> List.of()).format(d));
    return ExitStatus.INPUT;
  }

  /**
   * The analysis would not fit: its estimate of the memory needed exceeds the heap, so it stopped before
   * building (PFC301, with the size needed and the heap setting to use).
   */
  public static int outOfMemory(PrintStream err, InsufficientHeapException e) {
    Diagnostic d = new Diagnostic(Code.PFC301, Code.PFC301.severity(), Optional.empty(),
        "input too large for the heap: " + e.getMessage() + "; rerun with JAVA_OPTS=" + e.suggestedOption(), "");
    err.print(new DiagnosticPrinter(f -> List.of()).format(d));
    return ExitStatus.INPUT;
  }

  /**
   * pfcheck itself failed: ask for a report; the stack trace only when {@code verbose}. An analysis
   * refused for lack of heap is not a failure of pfcheck: it gets {@link #outOfMemory(PrintStream,
   * InsufficientHeapException)}.
   */
  public static int internal(Throwable ex, PrintStream err, boolean verbose) {
    if (ex instanceof InsufficientHeapException heap) {
      return outOfMemory(err, heap);
    }
    err.println("pfcheck: internal error: " + ex.getClass().getSimpleName()
        + (ex.getMessage() == null ? "" : ": " + ex.getMessage()) + "; please report this, with the input file,"
        + " as a pfcheck bug");
    if (verbose) {
      ex.printStackTrace(err);
    } else {
      err.println("(rerun with --verbose to see the stack trace)");
    }
    return ExitStatus.INTERNAL;
  }
}
