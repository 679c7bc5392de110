package org.pfcheck.cli.options;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.pfcheck.pipeline.Inputs;

/**
 * The command-line half of what a command reads (the reading itself is {@link Inputs}, the same for
 * every command): the usage checks of the paths, {@code --with} and the SONiC options together, and the
 * {@link Inputs} they make. Stateless.
 */
final class CheckInput {
  private CheckInput() {
  }

  /**
   * What is wrong with the paths and options, for a usage error; empty when nothing is. An input that
   * cannot be read is not a usage error: reading it gives PFC002, like any other input error.
   */
  static Optional<String> usageProblem(List<String> paths, List<Path> overlays, SonicOptionsMixin sonic) {
    Optional<String> problem = Inputs.problem(paths, overlays);
    if (problem.isPresent()) {
      return problem;
    }
    if (!Inputs.configuration(paths)) {
      return sonic.given() ? Optional.of("--routing and --allow-no-qos apply to SONiC config_db input only, not to "
          + paths.get(0)) : Optional.empty();
    }
    try {
      sonic.options(Optional.empty());
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(e.getMessage());
    }
  }

  /** The inputs of {@code paths} with {@code overlays}, once {@link #usageProblem} found nothing wrong. */
  static Inputs inputs(List<String> paths, List<Path> overlays, SonicOptionsMixin sonic) {
    return new Inputs(paths, overlays, Inputs.configuration(paths) ? sonic.options(Optional.empty()) : null);
  }
}
