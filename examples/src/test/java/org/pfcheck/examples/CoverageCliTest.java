package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A proof says what it covers (issue 10): every verdict counts what became of the packets considered,
 * in every format; undelivered traffic and isolated switches are located warnings; {@code --strict}
 * makes them errors, so an importer that loses the neighbours cannot produce a green gate.
 */
class CoverageCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** examples/clos-updown.pfc with its {@code links} line deleted. */
  private static Path withoutLinks(Path dir) throws Exception {
    String text = Files.readString(Path.of("clos-updown.pfc"));
    assertTrue(text.contains("\nlinks T0, T1, T2, T3 -- L0, L1\n"), "the example still has its links line");
    return Files.writeString(dir.resolve("clos-updown.pfc"), text.replace("\nlinks T0, T1, T2, T3 -- L0, L1\n", "\n"));
  }

  @Test
  void aClosWithoutItsLinksIsNoLongerASilentProof(@TempDir Path dir) throws Exception {
    String file = withoutLinks(dir).toString();
    Cli.Run text = Cli.pfcheck("check", file);
    assertEquals(0, text.status(), text.transcript());
    assertTrue(text.out().contains("  coverage    112 packets considered: 16 delivered, 96 dropped (96 no route);"
        + " isolated switches T0,"), text.transcript());
    assertTrue(text.out().startsWith("DEADLOCK-FREE: clos-updown has no cyclic buffer dependency (proven; 96 of 112"
        + " packets considered are not delivered)"), text.transcript());
    assertTrue(text.err().contains(file + ":13:8: warning[PFC230]: switch T0 has no link to another switch"),
        text.transcript());
    assertTrue(text.err().contains("warning[PFC231]: 96 of the 112 packets considered are dropped for lack of a"
        + " route"), text.transcript());

    JsonNode coverage = JSON.readTree(Cli.pfcheck("check", file, "--format", "json").out()).get("coverage");
    assertEquals(112, coverage.get("packets").asLong());
    assertEquals(16, coverage.get("delivered").asLong());
    assertEquals(96, coverage.at("/dropped/noRoute").asLong());
    assertEquals(6, coverage.get("isolatedSwitches").size());

    for (String format : new String[] {"text", "json", "sarif", "junit", "html"}) {
      Cli.Run strict = Cli.pfcheck("check", file, "--strict", "--format", format);
      assertEquals(2, strict.status(), format + "\n" + strict.transcript());
      assertTrue(strict.err().contains("error[PFC231]") && strict.err().contains("error[PFC230]"),
          strict.transcript());
      assertFalse(strict.out().contains("DEADLOCK-FREE") || strict.out().contains("\"deadlock-free\"")
          || strict.out().contains("data-verdict=\"deadlock-free\""), "no verdict under --strict:\n" + strict.transcript());
    }
    Cli.Run strictSarif = Cli.pfcheck("check", file, "--strict", "--format", "sarif");
    assertTrue(strictSarif.out().contains("\"ruleId\" : \"PFC231\"") && strictSarif.out().contains("\"level\" : \"error\""),
        strictSarif.out());
    Cli.Run diff = Cli.pfcheck("diff", "clos-updown.pfc", file, "--strict");
    assertEquals(2, diff.status(), diff.transcript());
  }

  @Test
  void theIntactExamplePassesStrictAndSaysAllIsDelivered() {
    Cli.Run run = Cli.pfcheck("check", "clos-updown.pfc", "--strict");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().contains("  coverage    112 packets considered: all delivered\n"), run.transcript());
    assertFalse(run.err().contains("PFC23") || run.err().contains("error["), run.transcript());
  }

  @Test
  void everyExampleCountsItsPacketsInEveryFormat() throws Exception {
    try (Stream<Path> files = Files.list(Path.of("."))) {
      for (Path p : files.filter(f -> f.toString().endsWith(".pfc")).sorted().toList()) {
        String file = p.getFileName().toString();
        Cli.Run json = Cli.pfcheck("check", file, "--format", "json");
        JsonNode coverage = JSON.readTree(json.out()).get("coverage");
        assertTrue(coverage.isObject() && coverage.get("packets").asLong() > 0, json.transcript());
        long sum = coverage.get("delivered").asLong() + coverage.get("toDeadHosts").asLong()
            + coverage.at("/dropped/total").asLong() + coverage.get("notDelivered").asLong();
        assertEquals(coverage.get("packets").asLong(), sum, file);
        Cli.Run junit = Cli.pfcheck("check", file, "--format", "junit");
        assertTrue(junit.out().contains("<property name=\"coverage\" value=\""), junit.transcript());
        Cli.Run html = Cli.pfcheck("check", file, "--format", "html");
        assertTrue(html.out().contains(">Coverage<"), file);
        Cli.Run sarif = Cli.pfcheck("check", file, "--format", "sarif");
        assertTrue(JSON.readTree(sarif.out()).at("/runs/0/properties/coverageCounts/packets").asLong() > 0, file);
      }
    }
  }
}
