package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * Every example through every report format of the command line: the JSON validates against
 * docs/json-schema.json, the SARIF against the SARIF 2.1.0 schema, the JUnit XML parses and fails
 * exactly when a deadlock is possible, the HTML has one hop row per dependency of each cycle and no
 * URL, and Graphviz accepts the DOT (when Graphviz is installed).
 */
class ReportFormatsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TestFactory
  Stream<DynamicNode> everyExampleInEveryFormat() throws Exception {
    return ExamplesTest.examples().stream().map(p -> {
      String file = p.getFileName().toString();
      return DynamicContainer.dynamicContainer(file, Stream.of(
          DynamicTest.dynamicTest("json", () -> json(file)),
          DynamicTest.dynamicTest("sarif", () -> sarif(file)),
          DynamicTest.dynamicTest("junit", () -> junit(file)),
          DynamicTest.dynamicTest("html", () -> html(file)),
          DynamicTest.dynamicTest("dot", () -> dot(file))));
    });
  }

  private static void json(String file) {
    Cli.Run run = Cli.pfcheck("check", file, "--format", "json");
    Schemas.JSON_OUTPUT.assertValid(run.out(), file);
  }

  private static void sarif(String file) throws Exception {
    Cli.Run run = Cli.pfcheck("check", file, "--format", "sarif");
    Schemas.SARIF.assertValid(run.out(), file);
    JsonNode all = JSON.readTree(run.out()).at("/runs/0/results");
    java.util.List<JsonNode> results = new java.util.ArrayList<>();
    for (JsonNode r : all) {
      if (r.get("ruleId").asText().startsWith("PFC-DEADLOCK-")) {
        results.add(r);
      } else if (run.status() == 3 && r.get("ruleId").asText().equals("PFC-UNKNOWN")) {
        assertEquals("warning", r.get("level").asText(), run.transcript()); // an unknown verdict, not a finding
      } else {
        // the other results are the input's warnings: hazards (PFC5xx) and the like
        assertTrue(r.get("ruleId").asText().matches("PFC\\d{3}") && r.get("level").asText().equals("warning"),
            run.transcript());
      }
    }
    if (run.status() == 1) {
      assertTrue(results.size() >= 1, run.transcript());
      for (JsonNode r : results) {
        assertEquals(file, r.at("/locations/0/physicalLocation/artifactLocation/uri").asText());
        assertTrue(r.at("/locations/0/physicalLocation/region/startLine").asInt() >= 1);
        assertEquals(32, r.at("/partialFingerprints/pfcCycle~1v1").asText().length());
        assertTrue(r.at("/codeFlows/0/threadFlows/0/locations").size() >= 1);
      }
    } else if (run.status() == 0) {
      assertEquals(0, results.size(), run.transcript());
    }
  }

  private static void junit(String file) throws Exception {
    Cli.Run run = Cli.pfcheck("check", file, "--format", "junit");
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(run.out().getBytes(StandardCharsets.UTF_8)));
    int failures = Integer.parseInt(doc.getDocumentElement().getAttribute("failures"));
    assertEquals(run.status() == 1, failures > 0, run.transcript());
    assertTrue(doc.getElementsByTagName("testcase").getLength() >= 2, run.transcript());
  }

  private static void html(String file) throws Exception {
    Cli.Run json = Cli.pfcheck("check", file, "--format", "json");
    Cli.Run run = Cli.pfcheck("check", file, "--format", "html");
    assertEquals(json.status(), run.status(), run.transcript());
    String html = run.out();
    assertTrue(html.startsWith("<!DOCTYPE html>"), file);
    assertFalse(html.matches("(?s).*(https?:|\\bsrc=|\\bhref=).*"), file + " refers to a URL");
    int edges = 0;
    for (JsonNode cycle : JSON.readTree(json.out()).get("cycles")) {
      edges += cycle.get("edges").size();
    }
    assertEquals(edges, count(html, "<tr class=\"hop "), file + ": one hop row per dependency");
    assertEquals(JSON.readTree(json.out()).get("cycles").size(), count(html, "<svg class=\"fabric\""), file);
  }

  private static void dot(String file) throws Exception {
    Cli.Run run = Cli.pfcheck("check", file, "--format", "dot");
    assertTrue(run.out().contains("digraph "), run.transcript());
    Cli.Run cyclic = Cli.pfcheck("check", file, "--format", "dot", "--cyclic-only");
    assertTrue(count(cyclic.out(), " -> \"") <= count(run.out(), " -> \""), file);
    if (Files.isExecutable(Path.of("/usr/bin/dot"))) {
      Process p = new ProcessBuilder("dot", "-Tsvg", "-o", "/dev/null").redirectErrorStream(true).start();
      p.getOutputStream().write(run.out().getBytes(StandardCharsets.UTF_8));
      p.getOutputStream().close();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(0, p.waitFor(), file + ": graphviz says " + out);
    }
  }

  private static int count(String text, String what) {
    int n = 0;
    for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + 1)) {
      n++;
    }
    return n;
  }

  @Test
  void reportDirGetsTheHtmlNextToAnyFormat(@TempDir Path dir) throws Exception {
    Cli.Run run = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc", "--format", "sarif", "--report", dir.toString());
    assertEquals(1, run.status(), run.transcript());
    Path html = dir.resolve("sigcomm16-flood-deadlock.html");
    assertTrue(Files.exists(html), run.transcript());
    assertTrue(Files.readString(html).contains("DEADLOCK POSSIBLE"));
    assertTrue(run.err().contains("HTML report written to"), run.transcript());
    assertTrue(run.out().contains("\"version\" : \"2.1.0\""));
    Cli.Run quiet = Cli.pfcheck("check", "sigcomm16-flood-drop-fix.pfc", "--quiet", "--report", dir.toString());
    assertEquals("deadlock-free: sigcomm16-flood-drop-fix\n", quiet.out(), quiet.transcript());
    assertEquals("", quiet.err(), quiet.transcript());
    assertTrue(Files.exists(dir.resolve("sigcomm16-flood-drop-fix.html")));
  }

  @Test
  void inputErrorsAreSarifResultsJUnitFailuresAndAnHtmlReport(@TempDir Path dir) throws Exception {
    String bad = "src/test/resources/bad/unknown-switch.pfc";
    Cli.Run sarif = Cli.pfcheck("check", bad, "--format", "sarif", "--report", dir.toString());
    assertEquals(2, sarif.status(), sarif.transcript());
    Schemas.SARIF.assertValid(sarif.out(), bad);
    JsonNode result = JSON.readTree(sarif.out()).at("/runs/0/results/0");
    assertTrue(result.get("ruleId").asText().matches("PFC\\d{3}"), sarif.transcript());
    assertEquals(bad, result.at("/locations/0/physicalLocation/artifactLocation/uri").asText());
    assertTrue(sarif.err().contains("error[PFC"), "diagnostics still go to stderr");
    assertTrue(Files.readString(dir.resolve("unknown-switch.html")).contains("INPUT ERRORS"));
    Cli.Run junit = Cli.pfcheck("check", bad, "--format", "junit");
    assertEquals(2, junit.status(), junit.transcript());
    assertTrue(junit.out().contains("<failure message=\"1 input error") || junit.out().contains("input errors, first"),
        junit.transcript());
    Cli.Run json = Cli.pfcheck("check", bad, "--format", "json");
    assertEquals("", json.out(), "no JSON for input errors (docs/json-output.md)");
  }
}
