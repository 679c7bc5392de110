package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * End-to-end goldens: the reports the command line writes for every real example (and YAML twin), in every format,
 * as they are, pinned in {@code src/test/resources/golden/} and reviewed in diffs. The report
 * renderers have goldens of their own built from hand-made results; these pin what the analyzer
 * really answers (queues, dependencies, cycles, causes, what was re-checked). Only what differs
 * from run to run is masked: timings, absolute paths. The text, JSON, SARIF and JUnit outputs are
 * compared whole; the HTML by its structure (elements and classes, headings and titles), its drawings
 * being layout. Examples with a scenario space run with {@code --engine enumeration}: by default Z3
 * and enumeration race and the winner names itself. Regenerate with
 * {@code mvn -B verify -pl examples -am -Dtest=ExampleGoldensTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dpfcheck.updateGolden=true}, then review {@code git diff}.
 */
class ExampleGoldensTest {
  private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final Map<String, String> EXTENSIONS = Map.of("text", "txt", "json", "json", "sarif", "sarif",
      "junit", "junit.xml", "html", "html.structure");

  @TestFactory
  Stream<DynamicNode> everyExamplesReportsAreTheirGoldens() throws IOException {
    return ExamplesTest.examples().stream().map(p -> {
      String file = p.getFileName().toString();
      // a YAML twin keeps its extension: its report differs from the .pfc's in the source lines
      String name = file.endsWith(".pfc") ? file.substring(0, file.length() - ".pfc".length()) : file;
      return DynamicContainer.dynamicContainer(file, Stream.of("text", "json", "sarif", "junit", "html")
          .map(format -> DynamicTest.dynamicTest(format, () -> check(name + "." + EXTENSIONS.get(format),
              normalized(format, report(file, format))))));
    });
  }

  private static String report(String file, String format) throws IOException {
    boolean space = Files.readAllLines(Path.of(file)).stream()
        .anyMatch(line -> line.startsWith("space ") || line.startsWith("space:"));
    Cli.Run run = space ? Cli.pfcheck("check", file, "--format", format, "--engine", "enumeration")
        : Cli.pfcheck("check", file, "--format", format);
    assertTrue(run.status() <= 1 || run.status() == 3, run.transcript()); // 3: an example whose verdict is unknown
    return run.out();
  }

  static String normalized(String format, String out) throws IOException {
    String base = Path.of("").toAbsolutePath().toUri().toString();
    String text = engineLineJoined(out.replace(base, "file:///EXAMPLES/")).replaceAll("\\b\\d+ ms\\b", "N ms");
    return switch (format) {
      case "json", "sarif" -> JSON.writeValueAsString(withoutTimings(JSON.readTree(text))) + "\n";
      case "junit" -> text.replaceAll("time=\"[0-9.]+\"", "time=\"N\"");
      case "html" -> structure(text);
      default -> text;
    };
  }

  private static final Pattern ENGINE_LINE = Pattern.compile("(?m)^  engine .*(\\n {14}\\S.*)*");

  /**
   * The text report's engine line, which lists the timings, as one line: where it wraps depends on how
   * many digits each timing has.
   */
  private static String engineLineJoined(String text) {
    return ENGINE_LINE.matcher(text).replaceAll(m -> Matcher.quoteReplacement(m.group().replaceAll("\\n {14}", " ")));
  }

  /** {@code node} with every value under a key {@code millis}, or a key ending in {@code -millis}, made 0. */
  private static JsonNode withoutTimings(JsonNode node) {
    if (node instanceof ObjectNode o) {
      Iterator<Map.Entry<String, JsonNode>> fields = o.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> f = fields.next();
        if (f.getKey().equals("millis") && f.getValue() instanceof ObjectNode times) {
          java.util.List<String> stages = new java.util.ArrayList<>();
          times.fieldNames().forEachRemaining(stages::add);
          stages.forEach(stage -> times.put(stage, 0));
        } else if (f.getKey().endsWith("-millis") && f.getValue().isNumber()) {
          f.setValue(o.numberNode(0));
        } else {
          withoutTimings(f.getValue());
        }
      }
    } else if (node.isArray()) {
      node.forEach(ExampleGoldensTest::withoutTimings);
    }
    return node;
  }

  private static final Pattern TAG = Pattern.compile("<(/?)([a-zA-Z0-9]+)([^>]*)>");
  private static final Pattern CLASS = Pattern.compile("\\bclass=\"([^\"]*)\"");
  private static final Set<String> VOID = Set.of("meta", "br", "img", "input", "link", "hr", "col", "path", "line",
      "rect", "circle", "polyline", "polygon", "use", "stop");
  /** Elements listed with their text: what a reader looks for first. */
  private static final Set<String> TITLED = Set.of("title", "h1", "h2", "h3", "h4", "th");
  /** Inline and drawing elements, left out of the structure. */
  private static final Set<String> INLINE = Set.of("span", "b", "i", "em", "strong", "code", "a", "small", "sub",
      "sup", "g", "text", "tspan", "marker", "defs");

  /**
   * The HTML's structure, one element a line, indented by depth: block elements with their classes,
   * titled ones with their text; the contents of style and script left out, and inline and drawing
   * elements (SVG layout) only counted inside their block.
   */
  static String structure(String html) {
    String body = html.replaceAll("(?s)<(style|script)[^>]*>.*?</\\1>", "<$1>");
    StringBuilder out = new StringBuilder();
    ArrayDeque<String> open = new ArrayDeque<>();
    Matcher m = TAG.matcher(body);
    while (m.find()) {
      String tag = m.group(2).toLowerCase();
      if (INLINE.contains(tag) || m.group(3).endsWith("/")) {
        continue;
      }
      if (m.group(1).isEmpty()) {
        Matcher c = CLASS.matcher(m.group(3));
        out.append("  ".repeat(open.size())).append(tag).append(c.find() ? "." + c.group(1).replace(' ', '.') : "");
        if (TITLED.contains(tag)) {
          int end = body.indexOf("</" + tag, m.end());
          out.append(": ").append(body.substring(m.end(), end < 0 ? m.end() : end).replaceAll("<[^>]*>", "")
              .replaceAll("\\s+", " ").strip());
        }
        out.append('\n');
        if (!VOID.contains(tag)) {
          open.push(tag);
        }
      } else if (open.contains(tag)) {
        while (!open.pop().equals(tag)) {
          // an element left open inside: closed with its parent
        }
      }
    }
    return out.toString();
  }

  private static void check(String name, String actual) throws IOException {
    Path file = GOLDEN.resolve(name);
    if (Boolean.getBoolean("pfcheck.updateGolden")) {
      Files.createDirectories(GOLDEN);
      Files.writeString(file, actual);
      return;
    }
    assertTrue(Files.exists(file), () -> "no golden " + file + "; run with -Dpfcheck.updateGolden=true");
    assertEquals(Files.readString(file), actual, () -> "the report differs from " + file + "; if the change is "
        + "intended, run with -Dpfcheck.updateGolden=true and review the diff");
  }
}
