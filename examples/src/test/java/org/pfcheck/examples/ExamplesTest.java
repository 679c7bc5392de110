package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code examples/*.pfc} (and {@code *.yaml}, the YAML form) through the command line, as
 * text and as JSON, and checks the
 * verdict, the exit status and the shape of the counterexample or certificate against the file's
 * {@code # expect:} header lines.
 */
class ExamplesTest {
  private static final Path DIR = Path.of(System.getProperty("basedir", "."));
  private static final Set<String> CAUSES = Set.of("route", "ecmp", "derived", "flood", "bounce", "bridge");
  private static final ObjectMapper JSON = new ObjectMapper();

  static List<Path> examples() throws IOException {
    try (Stream<Path> files = Files.list(DIR)) {
      return files.filter(p -> p.getFileName().toString().matches(".*\\.(pfc|yaml)")).sorted().toList();
    }
  }

  @Test
  void theIssuesExamplesExistAndEachDeclaresAVerdict() throws IOException {
    Set<String> names = new TreeSet<>();
    for (Path p : examples()) {
      names.add(p.getFileName().toString());
      assertTrue(Expectations.of(p).isPresent(), p + " has no '# expect:' header line");
    }
    for (String required : List.of("sigcomm16-flood-deadlock.pfc", "sigcomm16-flood-drop-fix.pfc", "clos-updown.pfc",
        "ring-3-switch.pfc", "routing-loop.pfc", "dual-tor-bounce.pfc", "dual-tor-bounce-remap.pfc",
        "clos-two-failures-bounce.pfc", "clos-two-failures-tagged.pfc", "ring-rewrite-into-lossless.pfc",
        "host-route-loop.pfc")) {
      assertTrue(names.contains(required), "missing example " + required + "; found " + names);
    }
  }

  @TestFactory
  Stream<DynamicNode> everyExampleGivesItsExpectedVerdict() throws IOException {
    return examples().stream().map(p -> {
      String file = DIR.relativize(p).toString();
      return DynamicContainer.dynamicContainer(file, Stream.of(
          DynamicTest.dynamicTest("text", () -> checkText(file, expectations(p))),
          DynamicTest.dynamicTest("json", () -> checkJson(file, expectations(p)))));
    });
  }

  /**
   * Every example that declares a scenario space, end to end with each engine that checks spaces on its
   * own: the default runs Z3 and enumeration side by side and the first answer wins, so a wrong answer
   * from the slower one would go unseen there.
   */
  @TestFactory
  Stream<DynamicNode> everySpaceExampleGivesItsVerdictWithEachSpaceEngine() throws IOException {
    List<Path> spaces = new java.util.ArrayList<>();
    for (Path p : examples()) {
      if (Files.readAllLines(p).stream().anyMatch(line -> line.startsWith("space "))) {
        spaces.add(p);
      }
    }
    assertTrue(spaces.size() >= 3, "examples with a scenario space: " + spaces);
    return spaces.stream().map(p -> {
      String file = DIR.relativize(p).toString();
      return DynamicContainer.dynamicContainer(file, Stream.of("z3", "enumeration").map(engine ->
          DynamicTest.dynamicTest(engine, () -> {
            Expectations expected = expectations(p);
            Cli.Run run = Cli.pfcheck("check", file, "--engine", engine, "--format", "json");
            assertEquals(expected.exitStatus(), run.status(), run.transcript());
            JsonNode root = JSON.readTree(run.out());
            assertEquals(expected.verdict(), root.get("verdict").asText(), run.out());
            String used = root.at("/engines/0").asText();
            // Z3 hands a space whose encoding it lacks to enumeration, and says so
            assertTrue(used.equals(engine) || engine.equals("z3") && used.startsWith("enumeration (z3 fallback: "),
                run.out());
          })));
    });
  }

  /** Z3 itself, not its fallback, answers a space example end to end (a wrong Z3 answer shows here). */
  @Test
  void z3ItselfAnswersASpaceExample() throws IOException {
    String file = "fattree4-any-two-failures.pfc";
    Cli.Run run = Cli.pfcheck("check", file, "--engine", "z3", "--format", "json");
    Expectations expected = expectations(DIR.resolve(file));
    assertEquals(expected.exitStatus(), run.status(), run.transcript());
    JsonNode root = JSON.readTree(run.out());
    assertEquals(expected.verdict(), root.get("verdict").asText(), run.out());
    assertEquals("z3", root.at("/engines/0").asText(), run.out());
  }

  private static Expectations expectations(Path p) throws IOException {
    return Expectations.of(p).orElseThrow(() -> new AssertionError(p + " has no '# expect:' header line"));
  }

  private static void checkText(String file, Expectations expected) {
    Cli.Run run = Cli.pfcheck("check", file);
    assertEquals(expected.exitStatus(), run.status(), run.transcript());
    assertFalse(run.err().contains("error["), run.transcript());
    for (String w : expected.warnings()) {
      assertTrue(run.err().contains("warning[" + w + "]"), () -> "expected warning " + w + ":\n" + run.transcript());
    }
    String banner = switch (expected.verdict()) {
      case "deadlock-free" -> "DEADLOCK-FREE: ";
      case "unknown" -> "UNKNOWN: ";
      default -> "DEADLOCK POSSIBLE: ";
    };
    assertTrue(run.out().startsWith(banner), run.transcript());
    if (expected.verdict().equals("deadlock-possible")) {
      assertTrue(run.out().contains("Cycle 1 of "), run.transcript());
      assertTrue(run.out().contains("  1. "), run.transcript());
    }
  }

  private static void checkJson(String file, Expectations expected) throws IOException {
    Cli.Run run = Cli.pfcheck("check", file, "--format", "json");
    assertEquals(expected.exitStatus(), run.status(), run.transcript());
    JsonNode root = JSON.readTree(run.out());
    assertEquals(1, root.get("schemaVersion").asInt(), run.out());
    assertEquals(expected.verdict(), root.get("verdict").asText(), run.out());
    assertTrue(root.at("/stats/switches").asInt() > 0, run.out());
    if (expected.verdict().equals("deadlock-possible")) {
      checkCycles(root, expected, file);
    } else if (expected.verdict().equals("unknown")) {
      assertFalse(root.path("certificate").isObject(), "an unknown verdict carries no certificate:\n" + run.out());
    } else {
      assertEquals(0, root.get("cycles").size(), run.out());
      JsonNode cert = root.get("certificate");
      assertTrue(cert.isObject(), "a proof carries a certificate:\n" + run.out());
      assertTrue(cert.get("queues").asInt() >= 0 && cert.get("maxRank").asInt() >= 0, run.out());
      assertEquals(root.at("/stats/queues").asInt(), cert.get("queues").asInt(),
          "the certificate ranks every queue:\n" + run.out());
      assertTrue(root.at("/stats/millis").has("reference-recheck"),
          "a small proof is also checked against the reference semantics:\n" + run.out());
    }
  }

  private static void checkCycles(JsonNode root, Expectations expected, String file) throws IOException {
    JsonNode cycles = root.get("cycles");
    assertTrue(cycles.size() >= 1, "a possible deadlock has a cycle:\n" + root.toPrettyString());
    assertTrue(root.get("certificate").isNull(), root.toPrettyString());
    int lines = Files.readAllLines(DIR.resolve(file)).size();
    Set<String> seen = new TreeSet<>();
    for (JsonNode cycle : cycles) {
      JsonNode edges = cycle.get("edges");
      JsonNode queues = cycle.get("queues");
      assertTrue(edges.size() >= 1, cycle.toPrettyString());
      assertEquals(edges.size(), queues.size(), cycle.toPrettyString());
      for (int k = 0; k < edges.size(); k++) {
        JsonNode edge = edges.get(k);
        JsonNode next = edges.get((k + 1) % edges.size());
        assertEquals(edge.get("to"), next.get("from"), "cycle not closed at hop " + (k + 1) + ":\n" + cycle.toPrettyString());
        assertEquals(queues.get(k), edge.get("from"), cycle.toPrettyString());
        String cause = edge.get("cause").asText();
        assertTrue(CAUSES.contains(cause), "unknown cause " + cause);
        seen.add(cause);
        assertFalse(edge.at("/packet/src").asText().isEmpty(), edge.toPrettyString());
        assertFalse(edge.at("/packet/dst").asText().isEmpty(), edge.toPrettyString());
        JsonNode source = edge.get("source");
        if (source.isObject() && source.get("file").asText().equals(file)) {
          int line = source.get("line").asInt();
          assertTrue(line >= 1 && line <= lines, "source line " + line + " outside " + file);
        }
      }
    }
    for (String cause : expected.causes()) {
      if (!seen.contains(cause)) {
        fail("expected a '" + cause + "' dependency on some cycle; causes seen: " + seen + "\n"
            + root.get("cycles").toPrettyString());
      }
    }
  }
}
