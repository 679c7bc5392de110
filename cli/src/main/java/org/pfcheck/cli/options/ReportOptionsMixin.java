package org.pfcheck.cli.options;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The options of one format of a check's report, as a picocli mixin, for every command that renders
 * one ({@code check}, {@code merge --input}): {@code --cyclic-only} (DOT) and {@code --source-root}
 * (SARIF); {@link OptionRules} refuses each with another format. Mutable, as picocli fills it.
 */
public final class ReportOptionsMixin {
  @Option(names = "--cyclic-only",
      description = "DOT (only with --format dot): only the counterexample cycles, not the whole"
          + " buffer-dependency graph.")
  private boolean cyclicOnly;

  @Option(names = "--source-root", paramLabel = "DIR",
      description = "SARIF (only with --format sarif): file URIs are relative to DIR, the repository root"
          + " (default: the current directory).")
  private Path sourceRoot;

  /** Whether DOT draws only the counterexample cycles. */
  public boolean cyclicOnly() {
    return cyclicOnly;
  }

  /** The directory SARIF's file URIs are relative to: {@code --source-root}, else the current directory. */
  public Path sourceRoot() {
    return sourceRoot == null ? Path.of("").toAbsolutePath() : sourceRoot;
  }
}
