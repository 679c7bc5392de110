package org.pfcheck.cli.options;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.pipeline.Inputs;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The reading options every command that reads a fabric takes as {@code check} does ({@code storm},
 * {@code repair}, {@code diff}): {@code --with} overlays and the SONiC options, as a picocli mixin.
 * Mutable, as picocli fills it.
 */
public final class InputOptionsMixin {
  @Option(names = "--with", paramLabel = "FILE",
      description = "Read FILE (.pfc) together with the input: for configuration, what it does not hold (dead hosts,"
          + " links down, spaces, flows). May be given more than once.")
  private List<Path> overlays;

  @Mixin
  private SonicOptionsMixin sonic;

  /** What is wrong with reading {@code paths} with these options (one line, for a usage error), or empty. */
  public Optional<String> usageProblem(List<String> paths) {
    return CheckInput.usageProblem(paths, overlays, sonic);
  }

  /** The inputs of {@code paths}, once {@link #usageProblem} found nothing wrong. */
  public Inputs inputs(List<String> paths) {
    return CheckInput.inputs(paths, overlays, sonic);
  }

  /** The inputs of a {@code .pfc} text in hand (a file at a git revision), with the overlays. */
  public Inputs inputs(SourceInput given) {
    return Inputs.of(given, overlays);
  }

  /** The overlays, for the files a write must spare. */
  public List<String> overlayFiles() {
    return overlays == null ? List.of() : overlays.stream().map(Path::toString).toList();
  }
}
