package org.pfcheck.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code pfcheck import FORMAT PATH...}: a switch configuration as canonical {@code .pfc}. Each format
 * is a subcommand of its own ({@code sonic}); this command only groups them, and without one is a usage
 * error.
 */
@Command(name = "import", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Print a fabric's switch configurations as canonical .pfc, every statement naming the",
        "configuration line it comes from."},
    synopsisSubcommandLabel = "FORMAT")
final class ImportCommand implements Callable<Integer> {
  private final Streams streams;

  ImportCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() {
    return Failures.usage(streams.err(), "pfcheck import", "say which configuration to import: pfcheck import sonic"
        + " PATH...");
  }
}
