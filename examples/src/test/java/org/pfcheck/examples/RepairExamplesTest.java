package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs {@code pfcheck repair} on every example that states its repair ({@code # expect-repair:}): the
 * cost, the kinds and the changes; the JSON against docs/json-schema-repair.json; the diff applied by the
 * real {@code patch} to a copy, which {@code pfcheck check} then proves deadlock-free; the HTML report
 * ({@code --report}) with the "Suggested repair" before the cycles and a note at each cycle it acts on.
 */
class RepairExamplesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  static Path work;

  @Test
  void theIssuesRepairExamplesStateTheirRepair() throws IOException {
    for (String name : List.of("sigcomm16-flood-deadlock.pfc", "dual-tor-bounce.pfc", "ring-3-switch.pfc",
        "clos-two-failures-bounce.pfc", "clos-any-two-failures-bounce.pfc")) {
      assertTrue(RepairExpectations.of(Path.of(name)).isPresent(), name + " states no repair");
    }
  }

  @TestFactory
  Stream<DynamicNode> everyStatedRepair() throws IOException {
    List<DynamicNode> out = new ArrayList<>();
    for (Path p : ExamplesTest.examples()) {
      Optional<RepairExpectations> e = RepairExpectations.of(p);
      if (e.isPresent()) {
        String file = p.getFileName().toString();
        out.add(DynamicContainer.dynamicContainer(file, Stream.of(
            DynamicTest.dynamicTest("json", () -> json(file, e.get())),
            DynamicTest.dynamicTest("patch applies and checks free; html", () -> patch(file, e.get())))));
      }
    }
    return out.stream();
  }

  private static String[] args(String file, RepairExpectations e, String... more) {
    List<String> all = new ArrayList<>(List.of("repair", file));
    all.addAll(e.args());
    all.addAll(List.of(more));
    return all.toArray(new String[0]);
  }

  private static void json(String file, RepairExpectations e) throws IOException {
    Cli.Run run = Cli.pfcheck(args(file, e, "--format", "json"));
    assertEquals(e.exitStatus(), run.status(), run.transcript());
    Schemas.REPAIR_OUTPUT.assertValid(run.out(), file);
    JsonNode root = JSON.readTree(run.out());
    Schemas.JSON_OUTPUT.assertValid(root.get("input").toString(), file + " input");
    if (e.cost().isEmpty()) {
      assertEquals("no-repair", root.get("outcome").asText(), run.out());
      return;
    }
    assertEquals("repaired", root.get("outcome").asText(), run.out());
    assertEquals(e.cost().get().longValue(), root.get("cost").asLong(), run.out());
    Schemas.JSON_OUTPUT.assertValid(root.get("recheck").toString(), file + " recheck");
    assertEquals("deadlock-free", root.at("/recheck/verdict").asText(), run.out());
    List<String> kinds = new ArrayList<>();
    List<String> descriptions = new ArrayList<>();
    for (JsonNode c : root.get("changes")) {
      kinds.add(c.get("kind").asText());
      descriptions.add(c.get("description").asText());
      e.at().ifPresent(regex -> assertTrue(c.get("switch").asText().matches(regex), c.toPrettyString()));
    }
    if (!e.kinds().isEmpty()) {
      assertEquals(e.kinds().stream().sorted().toList(), kinds.stream().sorted().toList(), run.out());
    }
    e.changes().forEach(c -> assertTrue(descriptions.contains(c), "expected '" + c + "' among " + descriptions));
    assertTrue(root.get("minimality").asText().contains("total cost below " + e.cost().get()), run.out());
  }

  private static void patch(String file, RepairExpectations e) throws IOException, InterruptedException {
    Path reports = Files.createTempDirectory(work, "html");
    Cli.Run run = Cli.pfcheck(args(file, e, "--report", reports.toString()));
    assertEquals(e.exitStatus(), run.status(), run.transcript());
    html(Files.readString(reports.resolve(file.replace(".pfc", "-repair.html"))), e);
    if (e.cost().isEmpty()) {
      assertEquals("", run.out());
      return;
    }
    assertTrue(run.out().startsWith("--- " + file + "\n+++ " + file + "\n"), run.out());
    assertTrue(run.err().contains("REPAIR: "), run.err());
    Path dir = Files.createTempDirectory(work, "patch");
    Files.copy(Path.of(file), dir.resolve(file));
    Files.writeString(dir.resolve("repair.diff"), run.out());
    Assumptions.assumeTrue(hasPatch(), "the patch command is not installed");
    Process p = new ProcessBuilder("patch", "-p0", "--batch", "-i", "repair.diff").directory(dir.toFile())
        .redirectErrorStream(true).start();
    String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), said);
    Cli.Run check = Cli.pfcheck("check", dir.resolve(file).toString(), "-q");
    assertEquals(0, check.status(), check.transcript());
    // the replay oracle: the flows that froze the original drain on the repaired fabric (docs/replay.md)
    Cli.Run replay = Cli.pfcheck("replay", dir.resolve(file).toString(), "--flows-of", file, "-q");
    assertEquals(0, replay.status(), replay.transcript());
    assertTrue(replay.out().startsWith("DRAINED: "), replay.transcript());
  }

  private static boolean hasPatch() {
    try {
      return new ProcessBuilder("patch", "--version").start().waitFor() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  private static void html(String page, RepairExpectations e) {
    assertTrue(page.contains("data-verdict=\"" + (e.cost().isPresent() ? "repaired" : "no-repair") + "\""), page);
    if (e.cost().isPresent()) {
      assertTrue(page.contains("<h2>Suggested repair</h2>"), page);
      assertTrue(page.contains("class=\"repair-note\""), "a note next to some cycle");
      assertTrue(page.indexOf("id=\"repair\"") < page.indexOf("id=\"cycle-1\""), "the repair before the cycles");
      assertTrue(page.contains("<pre class=\"patch\">"), page);
    }
  }
}
