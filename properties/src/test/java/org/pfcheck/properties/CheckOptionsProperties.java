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
 * given, or 2 with a one-line usage error and nothing on stdout; never 4, never a stack trace. A JSON
 * report, on stdout or in the {@code --output} file, carries the same verdict.
 */
class CheckOptionsProperties {
  private static final Path WORK = Path.of("target", "check-options");
  private static final Pattern EXPECT = Pattern.compile("(?m)^#\\s*expect:\\s*(deadlock-free|deadlock-possible)");

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
    List<String> args = new ArrayList<>(List.of("check", example.toString()));
    options.forEach(args::addAll);
    InProcess run = InProcess.run(args);
    int status = run.status();
    String transcript = run.transcript(args);
    Statistics.label("exit status").collect(status);
    Matcher expect = EXPECT.matcher(RoundTripProperties.text(example));
    assertTrue(expect.find(), example + " names no expected verdict");
    int verdict = expect.group(1).equals("deadlock-free") ? 0 : 1;
    if (run.endedInUsageError(args)) {
      return;
    }
    if (status == 3) {
      assertTrue(args.contains("1ms"), "unknown without a tiny timeout\n" + transcript);
      return;
    }
    assertEquals(verdict, status, transcript);
    int format = args.lastIndexOf("--format");
    if (format >= 0 && args.get(format + 1).equals("json")) {
      int output = args.lastIndexOf("--output");
      String json = output >= 0 ? Files.readString(Path.of(args.get(output + 1))) : run.out();
      JsonNode report = new ObjectMapper().readTree(json);
      assertEquals(verdict == 0 ? "deadlock-free" : "deadlock-possible", report.path("verdict").asText(), transcript);
    }
  }
}
