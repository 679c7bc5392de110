package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verdicts of examples/sonic, end to end: {@code pfcheck check DIR [--with OVERLAY]} on the config_db
 * files gives the verdict and exit status its README's table states (and the overlay's {@code # expect:}
 * line), every hop of a counterexample names the JSON file and line or the overlay it comes from, and
 * checking the text {@code pfcheck import sonic} prints gives the same verdict.
 */
class SonicExamplesTest {
  private static final Path SONIC = Path.of("sonic");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** One row of examples/sonic/README.md: a fabric, an overlay or none, the verdict and a cause on a cycle. */
  private record Row(String fabric, Optional<String> overlay, String verdict, Optional<String> cause) {
    String name() {
      return fabric + overlay.map(o -> " --with " + o).orElse("");
    }

    int status() {
      return verdict.equals("deadlock-free") ? 0 : 1;
    }
  }

  private static final List<Row> ROWS = Stream.of(stretched("l2-uplinks"), routed("routed-uplinks"),
      stretched("leaf-spine-l2"), routed("leaf-spine-routed"), List.of(row("dual-tor", null, "deadlock-possible",
          "bounce"), row("dual-tor-remap", null, "deadlock-free", null))).flatMap(List::stream).toList();

  private static Row row(String fabric, String overlay, String verdict, String cause) {
    return new Row(fabric, Optional.ofNullable(overlay), verdict, Optional.ofNullable(cause));
  }

  /**
   * A fabric whose server VLAN spans the uplinks, one subnet across the ToRs: its servers bridge their
   * frames to each other round the VLAN's loop (no spanning tree), where the MAC table's port is not
   * modelled, so it is cyclic as configured; a flood deadlock once a server dies.
   */
  private static List<Row> stretched(String fabric) {
    return List.of(row(fabric, null, "deadlock-possible", "bridge"), row(fabric, "dead-server.pfc",
        "deadlock-possible", "flood"), row(fabric, "any-dead-server.pfc", "deadlock-possible", null));
  }

  /** A fabric with routed uplinks: free as configured and whichever server dies. */
  private static List<Row> routed(String fabric) {
    return Stream.of(null, "dead-server.pfc", "any-dead-server.pfc").map(o -> row(fabric, o, "deadlock-free", null))
        .toList();
  }

  private static List<String> args(Row r, String input, String... more) {
    List<String> args = new ArrayList<>(List.of("check", input));
    r.overlay().ifPresent(o -> args.addAll(List.of("--with", SONIC.resolve(r.fabric()).resolve(o).toString())));
    args.addAll(List.of(more));
    return args;
  }

  @Test
  void everyFabricAndOverlayHasARowAndTheOverlaysSayTheSame() throws IOException {
    for (Path dir : SonicImportTest.fabrics()) {
      String fabric = dir.getFileName().toString();
      assertTrue(ROWS.stream().anyMatch(r -> r.fabric().equals(fabric) && r.overlay().isEmpty()), fabric);
      try (Stream<Path> files = Files.list(dir)) {
        for (Path overlay : files.filter(p -> p.toString().endsWith(".pfc")).toList()) {
          Row r = ROWS.stream().filter(x -> x.fabric().equals(fabric)
              && x.overlay().equals(Optional.of(overlay.getFileName().toString()))).findFirst()
              .orElseThrow(() -> new AssertionError("no row for " + overlay));
          Expectations e = Expectations.of(overlay).orElseThrow(() -> new AssertionError(overlay + ": no expect"));
          assertEquals(r.verdict(), e.verdict(), overlay.toString());
          assertEquals(r.cause().map(List::of).orElse(List.of()), e.causes(), overlay.toString());
        }
      }
      String readme = Files.readString(SONIC.resolve("README.md"));
      assertTrue(readme.contains("[`" + fabric + "/`]"), "examples/sonic/README.md has no row for " + fabric);
    }
  }

  @TestFactory
  Stream<DynamicTest> everyRowGivesItsVerdictAndEveryHopNamesItsSource() {
    return ROWS.stream().map(r -> DynamicTest.dynamicTest(r.name(), () -> {
      Cli.Run text = Cli.pfcheck(args(r, SONIC.resolve(r.fabric()).toString()).toArray(String[]::new));
      assertEquals(r.status(), text.status(), text.transcript());
      assertTrue(text.out().startsWith(r.status() == 0 ? "DEADLOCK-FREE: " : "DEADLOCK POSSIBLE: "),
          text.transcript());
      assertFalse(text.err().contains("error["), text.transcript());
      Cli.Run json = Cli.pfcheck(args(r, SONIC.resolve(r.fabric()).toString(), "--format", "json")
          .toArray(String[]::new));
      assertEquals(r.status(), json.status(), json.transcript());
      JsonNode root = JSON.readTree(json.out());
      assertEquals(r.verdict(), root.get("verdict").asText(), json.out());
      if (r.status() == 1) {
        checkCycles(r, root);
      } else {
        assertTrue(root.get("certificate").isObject(), "a proof carries a certificate:\n" + json.out());
      }
    }));
  }

  /**
   * Every hop names the config_db line of the link it crosses, and the statement that decided it: a
   * configuration line, the overlay, or the assumed routing at the top of the imported text.
   */
  private static void checkCycles(Row r, JsonNode root) {
    JsonNode cycles = root.get("cycles");
    assertTrue(cycles.size() >= 1, root.toPrettyString());
    boolean causeSeen = false;
    for (JsonNode cycle : cycles) {
      for (JsonNode edge : cycle.get("edges")) {
        causeSeen |= r.cause().map(c -> c.equals(edge.get("cause").asText())).orElse(true);
        JsonNode link = edge.get("link");
        assertTrue(link.isObject() && isConfig(r, link.get("file").asText()) && link.get("line").asInt() >= 1,
            "a hop whose link names no config_db line: " + edge.toPrettyString());
        JsonNode source = edge.get("source");
        assertTrue(source.isObject() && source.get("line").asInt() >= 1, edge.toPrettyString());
        String file = source.get("file").asText();
        assertTrue(isConfig(r, file) || file.equals("<imported " + r.fabric() + ">")
            || r.overlay().map(file::endsWith).orElse(false), "hop decided by " + file + ": " + edge.toPrettyString());
      }
    }
    assertTrue(causeSeen, "no '" + r.cause().orElse("") + "' hop on any cycle: " + cycles.toPrettyString());
  }

  private static boolean isConfig(Row r, String file) {
    return file.startsWith(SONIC.resolve(r.fabric()).toString()) && file.endsWith(".json");
  }

  @TestFactory
  Stream<DynamicTest> checkingTheImportedTextGivesTheSameVerdict(@TempDir Path dir) {
    return ROWS.stream().filter(r -> r.overlay().isEmpty() || r.overlay().get().startsWith("dead"))
        .map(r -> DynamicTest.dynamicTest(r.name(), () -> {
          Path pfc = dir.resolve(r.fabric() + ".pfc");
          if (!Files.exists(pfc)) {
            Cli.Run imported = Cli.pfcheck("import", "sonic", SONIC.resolve(r.fabric()).toString(), "-o",
                pfc.toString());
            assertEquals(0, imported.status(), imported.transcript());
          }
          Cli.Run run = Cli.pfcheck(args(r, pfc.toString()).toArray(String[]::new));
          assertEquals(r.status(), run.status(), run.transcript());
        }));
  }

  /**
   * PFC510 names the port whose watchdog breaks the cycle and points at that port's own {@code PFC_WD}
   * entry (or, for {@code pfcwd start_default}, at {@code default_pfcwd_status}): the imported statement
   * groups the ports with one setting, and each port name in it keeps its entry.
   */
  @Test
  void everyWatchdogFindingPointsAtTheEntryOfThePortItNames() throws IOException {
    for (String fabric : List.of("l2-uplinks", "leaf-spine-l2")) {
      Path dir = SONIC.resolve(fabric);
      Cli.Run run = Cli.pfcheck("check", dir.toString(), "--with", dir.resolve("dead-server.pfc").toString());
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\S+\\.json):(\\d+):\\d+: warning\\[PFC510\\]: .*? the PFC"
          + " watchdog on ([^:]+):(\\S+) ").matcher(run.err());
      int seen = 0;
      while (m.find()) {
        String line = Files.readAllLines(Path.of(m.group(1))).get(Integer.parseInt(m.group(2)) - 1);
        assertTrue(Path.of(m.group(1)).getFileName().toString().startsWith(m.group(3) + "."), m.group());
        assertTrue(line.contains("\"" + m.group(4) + "\"") || line.contains("\"default_pfcwd_status\""),
            "PFC510 about " + m.group(3) + ":" + m.group(4) + " points at: " + line);
        seen++;
      }
      assertTrue(seen >= 2, run.transcript());
    }
  }

  /**
   * The flood warnings say what is true of the fabric: which switches send flood copies, and whether any
   * copy goes on a link between switches. With routed uplinks only the ToRs flood, each to its own servers;
   * with the server VLAN on the uplinks the leaves bridge the copies on.
   */
  @Test
  void theFloodWarningsSayWhichSwitchesFloodAndWhetherCopiesCrossLinks() {
    Cli.Run routed = Cli.pfcheck("check", SONIC.resolve("routed-uplinks").toString(), "--with",
        SONIC.resolve("routed-uplinks/dead-server.pfc").toString());
    assertTrue(routed.err().contains("): tor-1, tor-2 and tor-3 flood a silent server's lossless packets"), routed.transcript());
    assertTrue(routed.err().contains("at their own switch only: no copy crosses a link between switches, all routed or outside the VLAN (the"
        + " SIGCOMM'16 flood deadlock's precondition)"), routed.transcript());
    assertFalse(routed.err().contains("uplinks included") || routed.err().contains("leaf-1, leaf-2, tor-1"),
        routed.transcript());
    Cli.Run stretched = Cli.pfcheck("check", SONIC.resolve("l2-uplinks").toString(), "--with",
        SONIC.resolve("l2-uplinks/dead-server.pfc").toString());
    assertTrue(stretched.err().contains("): leaf-1, leaf-2, tor-1, tor-2 and tor-3 flood a silent server's lossless packets"),
        stretched.transcript());
    assertTrue(stretched.err().contains("across links between switches (leaf-1, leaf-2, tor-1, tor-2 and tor-3 send"
        + " them)"), stretched.transcript());
    // one server per VLAN, routed port-channels: nothing floods anywhere, so no PFC501
    Cli.Run alone = Cli.pfcheck("check", SONIC.resolve("leaf-spine-routed").toString());
    assertFalse(alone.err().contains("PFC501"), alone.transcript());
  }

  /** The watchdog warnings (PFC505, PFC508, PFC509) list each port at its own PFC_WD entry (JSON places). */
  @Test
  void everyWatchdogWarningListsEachPortAtItsOwnEntry() throws IOException {
    Cli.Run run = Cli.pfcheck("check", SONIC.resolve("l2-uplinks").toString(), "--format", "json");
    int seen = 0;
    for (JsonNode d : JSON.readTree(run.out()).get("diagnostics")) {
      if (!List.of("PFC505", "PFC508", "PFC509").contains(d.get("code").asText())) {
        continue;
      }
      for (JsonNode place : d.get("places")) {
        String port = place.get("name").asText().substring(place.get("name").asText().indexOf(':') + 1);
        JsonNode src = place.get("source");
        String line = Files.readAllLines(Path.of(src.get("file").asText())).get(src.get("line").asInt() - 1);
        assertTrue(line.contains("\"" + port + "\""), place + " points at: " + line);
        seen++;
      }
    }
    assertTrue(seen >= 6, run.out());
  }
}
