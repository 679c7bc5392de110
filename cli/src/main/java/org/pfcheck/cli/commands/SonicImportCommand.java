package org.pfcheck.cli.commands;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.SonicOptionsMixin;
import org.pfcheck.cli.options.Version;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.sonic.SonicImporter;
import org.pfcheck.importers.sonic.SonicOptions;
import org.pfcheck.pipeline.InputFiles;
import org.pfcheck.pipeline.SourceFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck import sonic PATH...}: prints the canonical {@code .pfc} of a fabric of SONiC switches,
 * every statement with a comment naming the config_db line it comes from, and a summary on stderr. The
 * configuration's problems are printed compiler-style, all of them, and exit with status 2.
 */
@Command(name = "sonic", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"SONiC config_db files (one per switch) as one fabric's .pfc, each statement naming its line.",
        "Both JSON forms (nested, and redis TABLE|key); directories give every *.json in them. Problems",
        "with the configuration are printed compiler-style (file:line:col: error[PFC4nn]: ...), all of them."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:imported", "2:configuration or usage error (nothing printed)", "4:internal error"},
    footer = {"%nExamples:", "  pfcheck import sonic examples/sonic/l2-uplinks/ > fabric.pfc",
        "  pfcheck import sonic t0-1.json t0-2.json t1-1.json --routing shortest-path -o fabric.pfc",
        "%nSee docs/import-sonic.md for the mapping table by table and every assumption."})
public final class SonicImportCommand implements Callable<Integer> {
  static final String NAME = "pfcheck import sonic";

  private final Streams streams;

  @Parameters(arity = "1..*", paramLabel = "PATH",
      description = "config_db JSON files, or directories holding them (every *.json).")
  private List<String> paths;

  @Mixin
  private SonicOptionsMixin sonic;

  @Option(names = "--name", paramLabel = "NAME", description = "Network name (default: the directory's name).")
  private String name;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE",
      description = "Write the .pfc to FILE instead of standard output.")
  private Path output;

  @Option(names = {"-q", "--quiet"}, description = "Print no summary and no warnings.")
  private boolean quiet;

  @Option(names = {"-v", "--verbose"}, description = "Also print the tables not read and how long each stage took.")
  private boolean verbose;

  public SonicImportCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() {
    SonicOptions options;
    try {
      options = sonic.options(Optional.ofNullable(name));
    } catch (IllegalArgumentException e) {
      return Failures.usage(streams.err(), NAME, e.getMessage());
    }
    ImportResult result = SonicImporter.importPaths(paths, options);
    return new ImportReport(streams, new SourceFiles(), ImportReport.Wording.SONIC).print(result, output,
        SafeFiles.sparing(InputFiles.withConfigFiles(paths)), quiet, verbose);
  }
}
