package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** {@code --recheck}: each mode keeps the verdict and its exit status, and every format says what was re-checked. */
class RecheckCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void noneIsStatedInEveryFormatAndKeepsTheExitStatus() throws Exception {
    Cli.Run text = Cli.pfcheck("check", "clos-updown.pfc", "--recheck", "none");
    assertEquals(0, text.status(), text.transcript());
    assertTrue(text.out().contains("not re-checked by the reference semantics (--recheck none)"), text.transcript());
    Cli.Run json = Cli.pfcheck("check", "clos-updown.pfc", "--recheck", "none", "--format", "json");
    JsonNode recheck = JSON.readTree(json.out()).get("recheck");
    assertEquals("none", recheck.get("mode").asText(), json.out());
    assertFalse(recheck.get("complete").asBoolean(), json.out());
    assertFalse(recheck.get("certificate").asBoolean(), json.out());
    for (String format : new String[] {"sarif", "junit"}) {
      Cli.Run other = Cli.pfcheck("check", "clos-updown.pfc", "--recheck", "none", "--format", format);
      assertEquals(0, other.status(), other.transcript());
      assertTrue(other.out().contains("(--recheck none)"), other.transcript());
    }
  }

  @Test
  void fullChecksEveryDestinationGroup() throws Exception {
    Cli.Run json = Cli.pfcheck("check", "clos-updown.pfc", "--recheck", "full", "--format", "json");
    assertEquals(0, json.status(), json.transcript());
    JsonNode recheck = JSON.readTree(json.out()).get("recheck");
    assertEquals("full", recheck.get("mode").asText(), json.out());
    assertTrue(recheck.get("complete").asBoolean(), json.out());
    assertEquals(recheck.get("destinationGroups").asLong(), recheck.get("destinations").asLong(), json.out());
  }

  @Test
  void anotherModeIsAUsageError() {
    Cli.Run run = Cli.pfcheck("check", "clos-updown.pfc", "--recheck", "some");
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("--recheck must be full, sample or none"), run.transcript());
  }
}
