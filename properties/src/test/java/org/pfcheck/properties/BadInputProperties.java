package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.properties.gen.Mutation;

/**
 * Property 9: bad input never crashes. Each example file (.pfc or YAML), damaged by one to three random
 * mutations, is checked by the command line in-process: the exit status is never 4 (internal error) and nothing is
 * thrown; exit 2 comes with compiler-style diagnostics {@code file:line:col: error[PFCnnn]} and no stack
 * trace. Damage that leaves a valid file may give any verdict (0, 1 or 3).
 */
class BadInputProperties {
  private static final Path WORK = Path.of("target", "mutated");

  /** The example networks, .pfc and YAML (examples/*.yaml). */
  @Provide
  Arbitrary<Path> examples() throws IOException {
    try (java.util.stream.Stream<Path> yaml = Files.list(Path.of("..", "examples"))) {
      return Arbitraries.of(java.util.stream.Stream.concat(RoundTripProperties.exampleFiles().stream(),
          yaml.filter(p -> p.toString().endsWith(".yaml")).sorted()).toList());
    }
  }

  @Provide
  Arbitrary<List<Mutation>> mutations() {
    return Mutation.any().list().ofMinSize(1).ofMaxSize(3);
  }

  @Property
  void mutatedExamplesNeverCrash(@ForAll("examples") Path example, @ForAll("mutations") List<Mutation> damage)
      throws IOException {
    String text = Mutation.apply(RoundTripProperties.text(example), damage);
    Files.createDirectories(WORK);
    Path file = WORK.resolve(example.getFileName());
    Files.writeString(file, text, StandardCharsets.UTF_8);
    InProcess run = InProcess.run(List.of("check", file.toString(), "--timeout", "5s"));
    int status = run.status();
    String stderr = run.err();
    String transcript = "exit " + status + "\n--- stderr ---\n" + stderr + "--- input ---\n" + text;
    Statistics.label("exit status").collect(status);
    assertTrue(status >= 0 && status <= 3, transcript);
    assertFalse(stderr.contains("\tat ") || stderr.contains("Exception"), transcript);
    if (status == 2) {
      Pattern located = Pattern.compile("(?m)^" + Pattern.quote(file.toString()) + ":\\d+:\\d+: error\\[PFC\\d{3}\\]: ");
      assertTrue(located.matcher(stderr).find(), "exit 2 without a located diagnostic\n" + transcript);
    }
  }
}
