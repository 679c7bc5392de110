package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The hazard checks end to end: {@code hazards-all.pfc} fires every code it lists (and no other) in
 * text, JSON, SARIF and HTML; {@code hazards-safe.pfc} fires none; {@code --hazards none|warn|error}
 * and exit status 5, which only a proven fabric with a hazard gets.
 */
class HazardsCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern CODE = Pattern.compile("warning\\[(PFC5\\d\\d|PFC218)\\]");

  private static Set<String> expected(String file) throws Exception {
    Set<String> out = new TreeSet<>();
    for (String line : Files.readAllLines(Path.of(file))) {
      if (line.startsWith("# expect-hazards:")) {
        out.addAll(List.of(line.substring("# expect-hazards:".length()).trim().split("\\s+")));
      }
    }
    return out;
  }

  private static Set<String> textCodes(String stderr) {
    Set<String> out = new TreeSet<>();
    Matcher m = CODE.matcher(stderr);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  @Test
  void everyHazardFiresInEveryFormat() throws Exception {
    Set<String> want = expected("hazards-all.pfc");
    assertEquals(10, want.size());
    Cli.Run text = Cli.pfcheck("check", "hazards-all.pfc");
    assertEquals(0, text.status(), text.transcript());
    assertEquals(want, textCodes(text.err()), text.transcript());

    Cli.Run json = Cli.pfcheck("check", "hazards-all.pfc", "--format", "json");
    Schemas.JSON_OUTPUT.assertValid(json.out(), "hazards-all.pfc");
    JsonNode root = JSON.readTree(json.out());
    Set<String> jsonCodes = new TreeSet<>();
    root.get("diagnostics").forEach(d -> jsonCodes.add(d.get("code").asText()));
    assertEquals(want, jsonCodes);
    assertEquals("warn", root.at("/hazards/mode").asText());
    assertEquals(0, root.at("/hazards/processExitStatus").asInt());

    Cli.Run sarif = Cli.pfcheck("check", "hazards-all.pfc", "--format", "sarif");
    Schemas.SARIF.assertValid(sarif.out(), "hazards-all.pfc");
    Set<String> rules = new TreeSet<>();
    JSON.readTree(sarif.out()).at("/runs/0/results").forEach(r -> {
      rules.add(r.get("ruleId").asText());
      assertTrue(r.at("/locations/0/physicalLocation/region/startLine").asInt() > 1, r.toString());
    });
    assertEquals(want, rules);

    Cli.Run html = Cli.pfcheck("check", "hazards-all.pfc", "--format", "html");
    for (String code : want) {
      assertTrue(html.out().contains(code), code + " missing from the HTML report");
    }
  }

  @Test
  void theSafeFabricPassesTheHazardGate() {
    Cli.Run run = Cli.pfcheck("check", "hazards-safe.pfc", "--hazards", "error");
    assertEquals(0, run.status(), run.transcript());
    assertEquals("", run.err(), run.transcript());
  }

  @Test
  void hazardsErrorFailsOnlyAProvenFabricWithStatusFive() throws Exception {
    Cli.Run error = Cli.pfcheck("check", "hazards-all.pfc", "--hazards", "error", "--format", "json");
    assertEquals(5, error.status(), error.transcript());
    assertTrue(error.err().endsWith("pfcheck: 10 hazards found with --hazards error: exit status 5 (the fabric itself"
        + " is proven deadlock-free)\n"), error.transcript());
    JsonNode root = JSON.readTree(error.out());
    assertEquals("deadlock-free", root.get("verdict").asText());
    assertEquals(0, root.get("exitStatus").asInt(), "the verdict's own status is unchanged");
    assertEquals(5, root.at("/hazards/processExitStatus").asInt());
    Cli.Run sarif = Cli.pfcheck("check", "hazards-all.pfc", "--hazards", "error", "--format", "sarif");
    assertEquals(5, JSON.readTree(sarif.out()).at("/runs/0/invocations/0/exitCode").asInt());

    Cli.Run deadlock = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc", "--hazards", "error");
    assertEquals(1, deadlock.status(), "a possible deadlock keeps its verdict's status");

    Cli.Run none = Cli.pfcheck("check", "hazards-all.pfc", "--hazards", "none");
    assertEquals(0, none.status(), none.transcript());
    assertEquals(Set.of("PFC218"), textCodes(none.err()), "only the validator's warning: " + none.transcript());
    Cli.Run bad = Cli.pfcheck("check", "hazards-all.pfc", "--hazards", "loud");
    assertEquals(2, bad.status(), bad.transcript());
  }

  @Test
  void aDeadlockThatAWatchdogBreaksIsStillPossibleAndSaysWhichWatchdog(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Path guarded = dir.resolve("guarded.pfc");
    Files.writeString(guarded, Files.readString(Path.of("sigcomm16-flood-deadlock.pfc"))
        + "\npfc-watchdog tier leaf detect 300ms action drop\n");
    Cli.Run run = Cli.pfcheck("check", guarded.toString());
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.err().contains("warning[PFC510]: cycle 1 of 2 ("), run.transcript());
    assertTrue(run.err().contains("is still a possible deadlock; the PFC watchdog on "), run.transcript());
    assertTrue(run.err().contains("(action drop) breaks it 300ms after it freezes"), run.transcript());
    Cli.Run plain = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc");
    assertTrue(!plain.err().contains("PFC510"), plain.transcript());
  }

  @Test
  void aHazardAtEverySwitchIsOneWarningThatKeepsEveryPlaceInJson(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    // every switch on its own line and default timers: one PFC501 per switch before (1,280 at k=32)
    Cli.Run generated = Cli.pfcheck("generate", "fat-tree", "--k", "8");
    assertEquals(0, generated.status(), generated.transcript());
    Path file = dir.resolve("ft8.pfc");
    Files.writeString(file, generated.out());
    Cli.Run text = Cli.pfcheck("check", file.toString());
    assertEquals(0, text.status(), text.transcript());
    assertEquals(1, text.err().split("warning\\[PFC501\\]", -1).length - 1, text.transcript());
    assertTrue(text.err().contains("and 74 more flood a silent server's lossless packets"), text.transcript());
    assertTrue(text.err().lines().count() <= 10, text.transcript());

    Cli.Run json = Cli.pfcheck("check", file.toString(), "--format", "json");
    Schemas.JSON_OUTPUT.assertValid(json.out(), "ft8.pfc");
    JsonNode pfc501 = null;
    for (JsonNode d : JSON.readTree(json.out()).get("diagnostics")) {
      pfc501 = d.get("code").asText().equals("PFC501") ? d : pfc501;
    }
    assertEquals(80, pfc501.get("places").size(), pfc501.toString());
    assertTrue(pfc501.at("/places/79/source/line").asInt() > pfc501.at("/places/0/source/line").asInt());
    Cli.Run sarif = Cli.pfcheck("check", file.toString(), "--format", "sarif");
    Schemas.SARIF.assertValid(sarif.out(), "ft8.pfc");
    assertTrue(sarif.out().contains("\"relatedLocations\""), "every place in SARIF too");
  }

  @Test
  void theHazardChecksAreTimedAndInsideTheTimeout() throws Exception {
    Cli.Run json = Cli.pfcheck("check", "hazards-all.pfc", "--format", "json");
    assertTrue(JSON.readTree(json.out()).at("/stats/millis/hazards").isNumber(), json.out());
    Cli.Run none = Cli.pfcheck("check", "hazards-all.pfc", "--format", "json", "--hazards", "none");
    assertTrue(JSON.readTree(none.out()).at("/stats/millis/hazards").isMissingNode(), "not run, not timed");
  }

  @Test
  void aFloodFindingWithManyDeadHostsIsNotCut() throws IOException {
    Cli.Run run = Cli.pfcheck("check", "fattree4-dead-host-per-tor.pfc", "--format", "json");
    for (JsonNode d : new ObjectMapper().readTree(run.out()).path("diagnostics")) {
      if (d.path("code").asText().equals("PFC502")) {
        assertFalse(d.path("message").asText().contains("…"), d.toString());
        assertTrue(d.path("message").asText().endsWith("where routing never sends them"), d.toString());
      }
    }
  }
}
