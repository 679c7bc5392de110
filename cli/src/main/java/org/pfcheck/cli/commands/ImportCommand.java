package org.pfcheck.cli.commands;

import java.util.concurrent.Callable;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.Version;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code pfcheck import FORMAT}: the parent of the importers; alone it only prints its usage. */
@Command(name = "import", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    synopsisSubcommandLabel = "FORMAT", commandListHeading = "%nFormats:%n",
    description = {"Read a fabric from another source of truth and print it as .pfc text, to check or to edit."})
public final class ImportCommand implements Callable<Integer> {
  private final Streams streams;

  @Spec
  private CommandSpec spec;

  public ImportCommand(Streams streams) {
    this.streams = streams;
  }

  /** Without a format: the usage on stderr, exit status 2. */
  @Override
  public Integer call() {
    return Failures.missingSubcommand(streams, spec, "pfcheck import: missing format ("
        + String.join(", ", spec.subcommands().keySet()) + ")");
  }
}
