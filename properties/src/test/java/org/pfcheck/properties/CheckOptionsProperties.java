package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Property 11: options never change a verdict. Each example without a scenario space (a quick check)
 * is checked with a random combination of {@code check}'s options, wrong values now and then. The exit
 * status is the example's expected verdict (0 free, 1 possible), 3 only when a timeout of 1 ms was
 * given, or 2 with a one-line usage error and nothing on stdout — exactly when the options deserve one
 * by the documented rules ({@link #usageErrors}), naming why; never 4, never a stack trace. A JSON
 * report, on stdout or in the {@code --output} file, carries the same verdict.
 */
class CheckOptionsProperties {
  private static final Path WORK = Path.of("target", "check-options");
  private static final Pattern EXPECT = Pattern.compile("(?m)^#\\s*expect:\\s*(deadlock-free|deadlock-possible|unknown)");

  @Provide
  Arbitrary<Path> examples() {
    return Arbitraries.of(RoundTripProperties.exampleFiles().stream()
        .filter(p -> !RoundTripProperties.text(p).matches("(?s).*(^|\\n)\\s*space\\s.*")).toList());
  }

  @Provide
  Arbitrary<List<List<String>>> options() {
    Arbitrary<List<String>> format = choice("--format", "text", "json", "html", "sarif", "junit", "dot", "yaml");
    Arbitrary<List<String>> engine = choice("--engine", "auto", "graph", "enumeration", "z3", "both", "oracle");
    Arbitrary<List<String>> cycles = choice("--max-cycles", "1", "3", "0");
    Arbitrary<List<String>> timeout = choice("--timeout", "10m", "1ms", "soon");
    Arbitrary<List<String>> flag = Arbitraries.of("--quiet", "--verbose", "--cyclic-only", "--paranoid").map(List::of);
    Arbitrary<List<String>> output = Arbitraries.of(List.of("--output", WORK.resolve("report.out").toString()),
        List.of("--report", WORK.resolve("html").toString()),
        List.of("--source-root", WORK.toString()));
    return Arbitraries.oneOf(format, engine, cycles, timeout, flag, output).list().ofMaxSize(5);
  }

  /**
   * Why {@code options} deserve a usage error, worked out from the rules as documented (check --help,
   * docs/cli.md), not from the code that enforces them: each reason is the words one of which
   * the error message must name (the option, or its wrong value). Empty when the options are fine.
   */
  static List<List<String>> usageErrors(List<List<String>> options) {
    List<List<String>> reasons = new ArrayList<>();
    java.util.Map<String, String> given = new java.util.HashMap<>();
    for (List<String> o : options) {
      if (given.put(o.get(0), o.size() > 1 ? o.get(1) : "") != null) {
        reasons.add(List.of("'" + o.get(0) + "' should be specified only once", "'" + o.get(0) + "' ("));
      }
    }
    java.util.Map<String, String> wrong = java.util.Map.of("--format", "yaml", "--engine", "oracle",
        "--max-cycles", "0", "--timeout", "soon");
    wrong.forEach((option, value) -> {
      if (options.contains(List.of(option, value))) {
        reasons.add(List.of(option, "'" + value + "'"));
      }
    });
    String format = given.getOrDefault("--format", "text");
    String engine = given.getOrDefault("--engine", "auto");
    if (given.containsKey("--paranoid") && !engine.equals("auto") && !engine.equals("both")) {
      reasons.add(List.of("--paranoid"));
    }
    if (given.containsKey("--cyclic-only") && !format.equals("dot")) {
      reasons.add(List.of("--cyclic-only"));
    }
    if (given.containsKey("--source-root") && !format.equals("sarif")) {
      reasons.add(List.of("--source-root"));
    }
    if (given.containsKey("--quiet") && given.containsKey("--verbose")) {
      reasons.add(List.of("--quiet and --verbose"));
    }
    return reasons;
  }

  /** {@code option} with one of the values, the last of which is wrong, chosen 1 time in 20. */
  private static Arbitrary<List<String>> choice(String option, String... values) {
    List<String> right = List.of(values).subList(0, values.length - 1);
    return Arbitraries.frequencyOf(Tuple.of(19, Arbitraries.of(right)), Tuple.of(1, Arbitraries.just(values[values.length - 1])))
        .map(v -> List.of(option, v));
  }

  @Property
  void optionsNeverChangeTheVerdict(@ForAll("examples") Path example, @ForAll("options") List<List<String>> options)
      throws IOException {
    Files.createDirectories(WORK);
    Files.deleteIfExists(WORK.resolve("report.out"));
    // a page of an earlier build carries no mark of pfcheck's, and pfcheck replaces only its own files
    Files.deleteIfExists(WORK.resolve("html").resolve(example.getFileName().toString().replace(".pfc", ".html")));
    List<String> args = new ArrayList<>(List.of("check", example.toString()));
    options.forEach(args::addAll);
    InProcess run = InProcess.run(args);
    int status = run.status();
    String transcript = run.transcript(args);
    Statistics.label("exit status").collect(status);
    Matcher expect = EXPECT.matcher(RoundTripProperties.text(example));
    assertTrue(expect.find(), example + " names no expected verdict");
    int verdict = switch (expect.group(1)) {
      case "deadlock-free" -> 0;
      case "unknown" -> 3; // an example whose verdict is unknown by the semantics (lossless broadcast)
      default -> 1;
    };
    List<List<String>> deserved = usageErrors(options);
    if (run.endedInUsageError(args)) {
      String message = run.err().lines().findFirst().orElse("");
      assertTrue(deserved.stream().anyMatch(reason -> reason.stream().anyMatch(message::contains)),
          "a usage error none of " + deserved + " explains\n" + transcript);
      return;
    }
    assertEquals(List.of(), deserved, "no usage error although the options deserve one\n" + transcript);
    if (status == 3 && verdict != 3) {
      assertTrue(args.contains("1ms"), "unknown without a tiny timeout\n" + transcript);
      return;
    }
    assertEquals(verdict, status, transcript);
    int format = args.lastIndexOf("--format");
    if (format >= 0 && args.get(format + 1).equals("json")) {
      int output = args.lastIndexOf("--output");
      String json = output >= 0 ? Files.readString(Path.of(args.get(output + 1))) : run.out();
      JsonNode report = new ObjectMapper().readTree(json);
      assertEquals(expect.group(1), report.path("verdict").asText(), transcript);
    }
  }
}
