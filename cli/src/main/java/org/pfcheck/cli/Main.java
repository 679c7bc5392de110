package org.pfcheck.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * The entry point of {@code pfcheck}. {@link #run} is what the tests call in-process; {@link #main}
 * only adds the real streams and {@link System#exit}.
 */
public final class Main {
  private Main() {
  }

  /** Runs pfcheck and exits with its status. */
  public static void main(String[] args) {
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
    int status = run(args, System.in, out, err, Terminal.detect(), Terminal.stderrInteractive());
    out.flush();
    err.flush();
    System.exit(status);
  }

  /**
   * Runs pfcheck with {@code args}, reading nothing from standard input, writing to {@code out} and
   * {@code err}, without colour; returns the exit status.
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, InputStream.nullInputStream(), out, err, Terminal.NONE);
  }

  /** Like {@link #run(String[], PrintStream, PrintStream)}, with {@code in} as standard input ({@code check -}). */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    return run(args, in, out, err, Terminal.NONE);
  }

  static int run(String[] args, InputStream in, PrintStream out, PrintStream err, Terminal terminal) {
    return run(args, in, out, err, terminal, false);
  }

  static int run(String[] args, InputStream in, PrintStream out, PrintStream err, Terminal terminal,
      boolean interactiveErr) {
    CommandLine cl = commandLine(new Streams(in, out, err, terminal, interactiveErr));
    try {
      return cl.execute(args);
    } catch (OutOfMemoryError e) {
      return Failures.outOfMemory(err);
    } finally {
      out.flush();
      err.flush();
    }
  }

  /** The configured command tree writing to {@code streams}. */
  static CommandLine commandLine(Streams streams) {
    CommandLine cl = new CommandLine(new PfcheckCommand(streams));
    cl.addSubcommand("check", new CheckCommand(streams));
    cl.addSubcommand("diff", new DiffCommand(streams));
    CommandLine generate = new CommandLine(new GenerateCommand(streams));
    GenerateCommand.addTemplateOptions(generate.getCommandSpec());
    cl.addSubcommand("generate", generate);
    cl.addSubcommand("help", new CommandLine.HelpCommand());
    cl.setOut(new PrintWriter(streams.out(), true, StandardCharsets.UTF_8));
    cl.setErr(new PrintWriter(streams.err(), true, StandardCharsets.UTF_8));
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setParameterExceptionHandler(Failures::usage);
    cl.setExecutionExceptionHandler((ex, cmd, parseResult) -> Failures.internal(ex, streams.err(), verbose(parseResult)));
    cl.setExitCodeExceptionMapper(ex -> ExitStatus.INTERNAL);
    return cl;
  }

  private static boolean verbose(CommandLine.ParseResult parseResult) {
    for (CommandLine.ParseResult r = parseResult; r != null; r = r.subcommand()) {
      if (r.hasMatchedOption("--verbose")) {
        return true;
      }
    }
    return false;
  }
}
