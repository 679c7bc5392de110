package org.pfcheck.cli.options;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.pipeline.InputFiles;
import org.pfcheck.reports.format.ReportFormat;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Options that would do nothing in the company they are given: {@code --cyclic-only} without
 * {@code --format dot}, {@code --source-root} without {@code --format sarif}, {@code --quiet} with
 * {@code --verbose} (where quiet would win unsaid); and an {@code --output} that would overwrite an
 * input file (a {@code --with} file, a config_db file of an input directory) or cannot be written. Each is a usage error saying why, for every command that has the
 * options ({@code check}, {@code diff}, {@code generate}, {@code merge}), before it runs.
 */
public final class OptionRules {
  private OptionRules() {
  }

  /** Picocli's default execution, after the rules: a broken rule is a {@link ParameterException}. */
  public static int execute(ParseResult parsed) {
    ParseResult command = parsed;
    while (command.subcommand() != null) {
      command = command.subcommand();
    }
    Optional<String> problem = problem(command);
    if (problem.isPresent()) {
      throw new ParameterException(command.commandSpec().commandLine(), problem.get());
    }
    return new CommandLine.RunLast().execute(parsed);
  }

  /** What is wrong with the options {@code command} was given together, or empty. */
  static Optional<String> problem(ParseResult command) {
    Object given = command.hasMatchedOption("--format") ? command.matchedOptionValue("--format", null) : null;
    // each command's formats are its own enum (reports.format); they share the lower-case names
    String format = given == null ? ReportFormat.TEXT.toString() : given.toString();
    if (command.hasMatchedOption("--cyclic-only") && !format.equals(ReportFormat.DOT.toString())) {
      return Optional.of("--cyclic-only applies to --format dot only, not to " + format);
    }
    if (command.hasMatchedOption("--source-root") && !format.equals(ReportFormat.SARIF.toString())) {
      return Optional.of("--source-root applies to --format sarif only, not to " + format);
    }
    if (command.hasMatchedOption("--quiet") && command.hasMatchedOption("--verbose")) {
      return Optional.of("--quiet and --verbose cannot be combined: choose one");
    }
    if (!command.hasMatchedOption("--output")) {
      return Optional.empty();
    }
    String named = command.matchedOption("--output").stringValues().get(0);
    if (named.isEmpty()) {
      return Optional.of("--output is empty: name the file to write, or leave --output out for standard output");
    }
    if (named.endsWith("/") || named.endsWith(java.io.File.separator)) {
      return Optional.of("--output " + named + " names a directory (it ends with " + java.io.File.separator
          + "): name the file to write, e.g. " + named + "report");
    }
    return outputProblem(command, command.matchedOptionValue("--output", Path.of("")));
  }

  /** {@code --output FILE} would replace an input (check's FILE, diff's BASE, HEAD or FILE), or cannot be written. */
  private static Optional<String> outputProblem(ParseResult command, Path output) {
    return files(command).fileProblem("--output", output);
  }

  /**
   * Safe writes that spare {@code command}'s inputs: its positional parameters that are files, the
   * config_db files of those that are directories, and {@code --with} files.
   */
  public static SafeFiles files(ParseResult command) {
    List<String> inputs = new ArrayList<>();
    if (!"generate".equals(command.commandSpec().name())) {
      command.matchedPositionals().forEach(p -> inputs.addAll(p.stringValues()));
      for (String option : List.of("--with", "--input")) {
        if (command.hasMatchedOption(option)) {
          inputs.addAll(command.matchedOption(option).stringValues());
        }
      }
    }
    // merge's parts are JSON reports, not configuration: its merged report may go beside them
    return "merge".equals(command.commandSpec().name()) ? SafeFiles.sparingFilesOnly(inputs)
        : SafeFiles.sparing(InputFiles.withConfigFiles(inputs));
  }
}
