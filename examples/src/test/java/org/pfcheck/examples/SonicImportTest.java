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
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.model.Network;

/**
 * {@code pfcheck import sonic} and {@code pfcheck check} on config_db files (examples/sonic): the
 * imported text reads back cleanly and canonically, and every diagnostic points into the JSON files, in
 * every format.
 */
class SonicImportTest {
  private static final Path SONIC = Path.of("sonic");
  private static final ObjectMapper JSON = new ObjectMapper();

  static List<Path> fabrics() throws IOException {
    try (Stream<Path> dirs = Files.list(SONIC)) {
      return dirs.filter(Files::isDirectory).sorted().toList();
    }
  }

  @Test
  void theIssuesFabricsExist() throws IOException {
    assertEquals(List.of("dual-tor", "dual-tor-remap", "l2-uplinks", "leaf-spine-l2", "leaf-spine-routed",
        "routed-uplinks"),
        fabrics().stream().map(p -> p.getFileName().toString()).toList());
  }

  @TestFactory
  Stream<DynamicTest> everyFabricImportsAndReadsBackCanonically() throws IOException {
    return fabrics().stream().map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> {
      Cli.Run run = Cli.pfcheck("import", "sonic", dir.toString());
      assertEquals(0, run.status(), run.transcript());
      long devices;
      try (Stream<Path> files = Files.list(dir)) {
        devices = files.filter(p -> p.toString().endsWith(".json")).count();
      }
      assertTrue(run.err().startsWith("pfcheck: imported " + dir.getFileName() + " from " + devices
          + " config_db files: " + devices + " switches"), run.transcript());
      assertTrue(run.err().contains("pfcheck: assumed where the configuration says nothing: routing up-down"),
          run.transcript());
      ParseResult read = PfcReader.read(dir.getFileName() + ".pfc", run.out());
      assertEquals(List.of(), read.diagnostics(), run.out());
      Network n = read.network().orElseThrow();
      assertEquals(devices, n.switches().size());
      String printed = DslPrinter.print(n);
      assertEquals(n, PfcReader.read("printed.pfc", printed).network().orElseThrow(), printed);
      for (String line : run.out().lines().toList()) {
        boolean statement = !line.isBlank() && !line.startsWith("#");
        boolean assumed = line.startsWith("network ") || line.startsWith("routing ") || line.startsWith("timers ");
        assertTrue(!statement || assumed || line.matches(".*   # [\\w.-]+\\.json:\\d+ .*"), "no provenance: " + line);
      }
    }));
  }

  @Test
  void oneDeviceAloneIsAPartialVerdictThatStrictRefuses(@TempDir Path dir) {
    // a published minigraph T0 (sonic-utilities tests/filter_fdb_input), its T1s and servers without files
    String t0 = "../importers/src/test/resources/sonic/corpus/t0-traditional";
    Path imported = dir.resolve("t0.pfc");
    assertEquals(0, Cli.pfcheck("import", "sonic", t0, "-o", imported.toString()).status());
    // the config_db files and their imported text say the same: the end points are 'outside' in the text
    for (String input : List.of(t0, imported.toString())) {
      Cli.Run run = Cli.pfcheck("check", input);
      assertEquals(0, run.status(), run.transcript());
      assertTrue(run.err().contains("warning[PFC420]: the verdict covers only the fabric's 1 switch: 28 hosts are end"
          + " points outside the fabric"), run.transcript());
      // the T1s and servers are no known NICs: no watchdog is compared with one
      assertFalse(run.err().contains("PFC509"), run.transcript());
      Cli.Run strict = Cli.pfcheck("check", input, "--strict");
      assertEquals(2, strict.status(), strict.transcript());
      assertTrue(strict.err().contains("error[PFC420]"), strict.transcript());
    }
    // a storm's reach stops at the same border, and says so
    Cli.Run storm = Cli.pfcheck("storm", t0, "--any");
    assertTrue(storm.err().contains("warning[PFC420]"), storm.transcript());
  }

  @Test
  void aReplayWithEndPointsSaysItCoversOnlyTheSwitches(@TempDir Path dir) throws IOException {
    String text = Files.readString(Path.of("sigcomm16-flood-deadlock.pfc"));
    Path f = Files.writeString(dir.resolve("f.pfc"), text.replaceFirst("(?m)^host S1 at T0$", "host S1 at T0 outside"));
    Cli.Run replay = Cli.pfcheck("replay", f.toString(), "--duration", "2ms");
    assertTrue(replay.err().contains("warning[PFC420]") && replay.err().contains(": S1"), replay.transcript());
  }

  @Test
  void whatTheImportAssumedIsInEveryReport() throws IOException {
    String t0 = "../importers/src/test/resources/sonic/corpus/t0-traditional";
    String routing = "routing up-down: BGP is not simulated (--routing)";
    Cli.Run json = Cli.pfcheck("check", t0, "--format", "json");
    Schemas.JSON_OUTPUT.assertValid(json.out(), "check " + t0);
    JsonNode assumed = new ObjectMapper().readTree(json.out()).path("assumed");
    assertTrue(assumed.isArray() && assumed.get(0).asText().equals(routing), json.out());
    assertTrue(assumed.toString().contains("28 end points outside the fabric"), assumed.toString());
    Cli.Run sarif = Cli.pfcheck("check", t0, "--format", "sarif");
    Schemas.SARIF.assertValid(sarif.out(), "check " + t0 + " --format sarif");
    assertEquals(routing, new ObjectMapper().readTree(sarif.out()).at("/runs/0/properties/assumed/0").asText());
    assertTrue(Cli.pfcheck("check", t0, "--format", "html").out().contains("<h2>Assumed by the import</h2>"));
    assertTrue(Cli.pfcheck("check", t0).out().contains("Assumed by the import (the configuration says nothing of"
        + " these):\n  - " + routing + "\n"));
    // a fabric file assumes nothing an import would: no key
    Cli.Run plain = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc", "--format", "json");
    assertTrue(new ObjectMapper().readTree(plain.out()).path("assumed").isMissingNode(), plain.out());
  }

  @Test
  void anOverlaySaysWhatAnEndPointIs(@TempDir Path dir) throws IOException {
    String t0 = "../importers/src/test/resources/sonic/corpus/t0-traditional";
    Path servers = Files.writeString(dir.resolve("servers.pfc"), "host Servers0 at str-s6000-acs-14 port Ethernet4"
        + " ip 192.168.0.2\nhost Servers1 at str-s6000-acs-14 port Ethernet8 ip 192.168.0.3\n");
    Cli.Run run = Cli.pfcheck("check", t0, "--with", servers.toString());
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.err().contains("26 hosts are end points outside the fabric"), run.transcript());
    assertFalse(run.err().contains("PFC101"), run.transcript());
    // within one file a name declared twice is still an error, 'outside' or not
    Path twice = Files.writeString(dir.resolve("twice.pfc"), "switch T\nhost A at T outside\nhost A at T port p2\n");
    Cli.Run both = Cli.pfcheck("check", twice.toString());
    assertEquals(2, both.status(), both.transcript());
    assertTrue(both.err().contains("PFC101"), both.transcript());
  }

  @Test
  void importAndCheckReadTheSameText() {
    Cli.Run run = Cli.pfcheck("import", "sonic", "sonic/dual-tor");
    assertTrue(run.out().contains("host srv-1-1 at tor-1a port Ethernet0 ip 192.168.0.2 standby tor-1b port Ethernet0"),
        run.out());
    assertTrue(run.out().contains("route leaf-1 192.168.0.0/24 via tor-1a, tor-1b"), run.out());
    assertTrue(run.out().contains("\"PORT|Ethernet0\"") || run.out().contains("tor-1a.json:"), run.out());
    Cli.Run remap = Cli.pfcheck("import", "sonic", "sonic/dual-tor-remap");
    assertTrue(remap.out().contains("rewrite dscp 3 -> 2 at tor-1a on bounce   # tor-1a.json:"), remap.out());
    assertTrue(remap.out().contains("classify tor-1b tunnel dscp-map AZURE_TUNNEL tc-map AZURE_TUNNEL"), remap.out());
  }

  /** The l2-uplinks fabric copied to {@code dir}, with {@code tor-1.json} changed by {@code from -> to}. */
  private static Path broken(Path dir, String from, String to) throws IOException {
    Files.createDirectories(dir);
    try (Stream<Path> files = Files.list(SONIC.resolve("l2-uplinks"))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
        String text = Files.readString(f);
        if (f.getFileName().toString().equals("tor-1.json")) {
          assertTrue(text.contains(from), from);
          text = text.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
        }
        Files.writeString(dir.resolve(f.getFileName()), text);
      }
    }
    return dir;
  }

  @Test
  void configurationErrorsPointIntoTheJsonInEveryFormat(@TempDir Path dir) throws Exception {
    Path fabric = broken(dir, "\"pfc_enable\": \"3,4\"", "\"pfc_enable\": \"3,9\"");
    String tor1 = fabric.resolve("tor-1.json").toString();
    Cli.Run text = Cli.pfcheck("check", fabric.toString());
    assertEquals(2, text.status(), text.transcript());
    assertTrue(text.err().startsWith(tor1 + ":420:27: error[PFC410]: PFC priority '9' is not a number in 0..7"),
        text.transcript());
    assertTrue(text.err().contains(" 420 |             \"pfc_enable\": \"3,9\","), text.transcript());
    Cli.Run imported = Cli.pfcheck("import", "sonic", fabric.toString());
    assertEquals(2, imported.status(), imported.transcript());
    assertEquals("", imported.out());
    assertTrue(imported.err().startsWith(tor1 + ":420:27: error[PFC410]"), imported.transcript());
    Cli.Run sarif = Cli.pfcheck("check", fabric.toString(), "--format", "sarif");
    assertEquals(2, sarif.status(), sarif.transcript());
    Schemas.SARIF.assertValid(sarif.out(), "sarif of " + fabric);
    JsonNode location = JSON.readTree(sarif.out()).at("/runs/0/results/0/locations/0/physicalLocation");
    assertTrue(location.at("/artifactLocation/uri").asText().endsWith("tor-1.json"), location.toString());
    assertEquals(420, location.at("/region/startLine").asInt(), location.toString());
    assertEquals(27, location.at("/region/startColumn").asInt(), location.toString());
  }

  @Test
  void theValidatorsFindingsPointIntoTheJsonToo(@TempDir Path dir) throws Exception {
    Path fabric = broken(dir,
        "\"Ethernet48\": {\n            \"dscp_to_tc_map\": \"AZURE\",\n            \"tc_to_pg_map\":"
        + " \"AZURE\",\n            \"tc_to_queue_map\": \"AZURE\",\n            \"pfc_to_queue_map\": \"AZURE\",\n"
        + "            \"pfc_enable\": \"3,4\"", "\"Ethernet48\": {\n            \"dscp_to_tc_map\": \"AZURE\",\n"
        + "            \"tc_to_pg_map\": \"AZURE\",\n            \"tc_to_queue_map\": \"AZURE\",\n"
        + "            \"pfc_to_queue_map\": \"AZURE\",\n            \"pfc_enable\": \"3\"");
    Cli.Run run = Cli.pfcheck("check", fabric.toString());
    assertTrue(run.err().contains(fabric.resolve("tor-1.json")
        + ":436:27: warning[PFC218]: PFC for priority 4 is enabled"
        + " at leaf-1:Ethernet0 but not at tor-1:Ethernet48"), run.transcript());
  }

  @Test
  void anOverlayIsReadWithTheConfigurationAndItsErrorsAreItsOwn(@TempDir Path dir) throws Exception {
    Path overlay = dir.resolve("typo.pfc");
    Files.writeString(overlay, "dead srv-9-9\n");
    Cli.Run run = Cli.pfcheck("check", "sonic/l2-uplinks", "--with", overlay.toString());
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains(overlay + ":1:1: error[PFC103]: dead names host 'srv-9-9', which is not declared"),
        run.transcript());
  }

  @Test
  void pathsAndOptionsThatDoNotFit(@TempDir Path dir) throws Exception {
    Cli.Run routing = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc", "--routing", "up-down");
    assertEquals(2, routing.status(), routing.transcript());
    assertTrue(routing.err().startsWith("pfcheck: --routing and --allow-no-qos apply to SONiC config_db input only"),
        routing.transcript());
    Cli.Run mode = Cli.pfcheck("import", "sonic", "sonic/l2-uplinks", "--routing", "spf");
    assertEquals(2, mode.status(), mode.transcript());
    assertTrue(mode.err().startsWith("pfcheck: --routing must be up-down or shortest-path"), mode.transcript());
    Cli.Run empty = Cli.pfcheck("import", "sonic", dir.toString());
    assertEquals(2, empty.status(), empty.transcript());
    assertTrue(empty.err().startsWith("error[PFC403]: directory " + dir + " holds no *.json file"), empty.transcript());
    Path copy = broken(dir.resolve("copy"), "\"pfc_enable\": \"3,4\"", "\"pfc_enable\": \"3,4\"");
    String target = copy.resolve("tor-1.json").toString();
    Cli.Run over = Cli.pfcheck("import", "sonic", copy.toString(), "-o", target);
    assertEquals(2, over.status(), over.transcript());
    assertTrue(over.err().startsWith("pfcheck: cannot write --output " + target + ": it is the input file " + target),
        over.transcript());
    Cli.Run none = Cli.pfcheck("import");
    assertEquals(2, none.status(), none.transcript());
    assertFalse(none.err().contains("\tat "), none.transcript());
  }

  @Test
  void anOverlayWorksOnAPfcFileToo(@TempDir Path dir) throws Exception {
    Path overlay = dir.resolve("fix.pfc");
    Files.writeString(overlay, "default on-mac-miss drop-lossless   # the SIGCOMM'16 fix, kept apart\n");
    Cli.Run flood = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc");
    Cli.Run fixed = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc", "--with", overlay.toString());
    assertEquals(1, flood.status(), flood.transcript());
    assertEquals(0, fixed.status(), fixed.transcript());
    Path nope = dir.resolve("nope.pfc");
    Cli.Run missing = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc", "--with", nope.toString());
    assertEquals(2, missing.status(), missing.transcript());
    assertTrue(missing.err().startsWith("error[PFC002]: cannot read " + nope + ": no such file or directory"),
        missing.transcript());
    Cli.Run over = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc", "--with", overlay.toString(), "-o",
        overlay.toString());
    assertEquals(2, over.status(), over.transcript());
    assertTrue(over.err().startsWith("pfcheck: cannot write --output " + overlay + ": it is the input file " + overlay),
        over.transcript());
    assertTrue(Files.readString(overlay).startsWith("default on-mac-miss"), "the overlay was overwritten");
  }
}
