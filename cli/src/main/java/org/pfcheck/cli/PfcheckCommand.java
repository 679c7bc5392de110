package org.pfcheck.cli;

import java.util.concurrent.Callable;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.Version;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level {@code pfcheck} command: only help, version, and the subcommands. */
@Command(name = "pfcheck", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {
        "Formal model checker for PFC deadlock freedom in RoCEv2 data-center fabrics.",
        "Reads a fabric written in the .pfc language (or its YAML form), builds its buffer-dependency graph and either proves"
            + " that no cyclic buffer dependency can form (with a re-checked certificate) or prints a"
            + " counterexample: the cycle of queues, hop by hop, with the DSL lines that cause it."},
    synopsisSubcommandLabel = "COMMAND",
    commandListHeading = "%nCommands:%n",
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:deadlock-free (proven); also help, version, generate, convert, import",
        "1:deadlock possible (a cyclic buffer dependency)",
        "2:input or usage error (nothing analysed)",
        "3:unknown (timeout or limit; never a proof)",
        "4:internal error (please report)"},
    footer = {"%nExample:%n  pfcheck check examples/sigcomm16-flood-deadlock.pfc",
        "%nDocumentation: README.md, and docs/README.md: the index of every page"})
final class PfcheckCommand implements Callable<Integer> {
  private final Streams streams;

  @Spec
  private CommandSpec spec;

  PfcheckCommand(Streams streams) {
    this.streams = streams;
  }

  Streams streams() {
    return streams;
  }

  /** Without a command: the usage on stderr, exit status 2. */
  @Override
  public Integer call() {
    return Failures.missingSubcommand(streams, spec,
        "pfcheck: missing command (check, diff, repair, generate, import, merge, storm or convert)");
  }
}
