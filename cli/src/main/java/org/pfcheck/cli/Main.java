package org.pfcheck.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.pfcheck.cli.commands.CheckCommand;
import org.pfcheck.cli.commands.ConvertCommand;
import org.pfcheck.cli.commands.DiffCommand;
import org.pfcheck.cli.commands.GenerateCommand;
import org.pfcheck.cli.commands.ImportCommand;
import org.pfcheck.cli.commands.ImportIbCommand;
import org.pfcheck.cli.commands.MergeCommand;
import org.pfcheck.cli.commands.RepairCommand;
import org.pfcheck.cli.commands.ReplayCommand;
import org.pfcheck.cli.commands.SonicImportCommand;
import org.pfcheck.cli.commands.StormCommand;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.io.Terminal;
import org.pfcheck.cli.io.WorkflowLogStream;
import org.pfcheck.cli.options.OptionRules;
import org.pfcheck.pipeline.ExitStatus;
import picocli.CommandLine;

/**
 * The entry point of {@code pfcheck}. {@link #run} is what the tests call in-process; {@link #main}
 * only adds the real streams, the launcher's status handshake ({@link LauncherStatus}) and
 * {@link System#exit}.
 */
public final class Main {
  private Main() {
  }

  /** Runs pfcheck and exits with its status. */
  public static void main(String[] args) {
    LauncherStatus launcher = LauncherStatus.fromEnvironment(args);
    launcher.started();
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    // on a GitHub Actions runner no message line (a file name first) may be a workflow command
    java.io.OutputStream errOut = WorkflowLogStream.on(new FileOutputStream(FileDescriptor.err), System.getenv());
    PrintStream err = new PrintStream(errOut, true, StandardCharsets.UTF_8);
    int status;
    try {
      status = run(args, System.in, out, err, Terminal.detect(), Terminal.stderrInteractive());
    } catch (Throwable t) {  // whatever escapes is pfcheck's failure, never a verdict (exit 1 by default)
      status = Failures.internal(t, err, false);
    }
    out.flush();
    err.flush();
    if (errOut instanceof WorkflowLogStream log) {
      try {
        log.finish();
      } catch (java.io.IOException e) {
        // stderr is gone: nothing more can be said
      }
    }
    launcher.finished(status);
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

  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, Terminal terminal) {
    return run(args, in, out, err, terminal, false);
  }

  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, Terminal terminal,
      boolean interactiveErr) {
    CommandLine cl = commandLine(new Streams(in, out, err, terminal, interactiveErr), args);
    try {
      return cl.execute(args);
    } catch (OutOfMemoryError e) {
      return Failures.outOfMemory(err);
    } catch (Error e) {  // picocli passes Errors through; uncaught, the JVM would exit 1, a verdict's status
      return Failures.internal(e, err, false);
    } finally {
      out.flush();
      err.flush();
    }
  }

  /**
   * The configured command tree writing to {@code streams}, for {@code args}: when they start with
   * {@code check}, {@code diff}, {@code generate}, {@code import}, {@code merge}, {@code repair}, {@code storm},
   * {@code replay} or {@code convert}, only that subcommand is built (picocli builds a command's model by reflection, 10-20 ms
   * of a cold start each); otherwise all of them, for help, suggestions and errors about the command itself.
   */
  static CommandLine commandLine(Streams streams, String... args) {
    String only = args.length > 0 && List.of("check", "diff", "generate", "import", "merge", "repair", "storm",
        "replay", "convert").contains(args[0]) ? args[0] : null;
    CommandLine cl = new CommandLine(new PfcheckCommand(streams));
    if (only == null || only.equals("check")) {
      cl.addSubcommand("check", new CheckCommand(streams));
    }
    if (only == null || only.equals("diff")) {
      cl.addSubcommand("diff", new DiffCommand(streams));
    }
    if (only == null || only.equals("merge")) {
      cl.addSubcommand("merge", new MergeCommand(streams));
    }
    if (only == null || only.equals("repair")) {
      cl.addSubcommand("repair", new RepairCommand(streams));
    }
    if (only == null || only.equals("generate")) {
      CommandLine generate = new CommandLine(new GenerateCommand(streams));
      GenerateCommand.addTemplateOptions(generate.getCommandSpec());
      cl.addSubcommand("generate", generate);
    }
    if (only == null || only.equals("convert")) {
      cl.addSubcommand("convert", new ConvertCommand(streams));
    }
    if (only == null || only.equals("import")) {
      CommandLine imports = new CommandLine(new ImportCommand(streams));
      imports.addSubcommand("ib", new ImportIbCommand(streams));
      imports.addSubcommand("sonic", new SonicImportCommand(streams));
      cl.addSubcommand("import", imports);
    }
    if (only == null || only.equals("storm")) {
      cl.addSubcommand("storm", new StormCommand(streams));
    }
    if (only == null || only.equals("replay")) {
      cl.addSubcommand("replay", new ReplayCommand(streams));
    }
    if (only == null) {
      cl.addSubcommand("help", new CommandLine.HelpCommand());
    }
    cl.setOut(new PrintWriter(streams.out(), true, StandardCharsets.UTF_8));
    cl.setErr(new PrintWriter(streams.err(), true, StandardCharsets.UTF_8));
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setParameterExceptionHandler(Failures::usage);
    cl.setExecutionStrategy(OptionRules::execute);
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
