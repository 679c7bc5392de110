package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code pfcheck storm} end to end on the Figure 5 examples: without watchdogs one stuck NIC pauses every
 * other server for good (exit 1); with the PFC watchdog on the server-facing ports every pause ends
 * after the detection time (exit 0); in every format, with the JSON against its schema; a fabric with
 * routed ports and a port-channel; and the usage errors.
 */
class StormCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String BARE = "storm-figure5.pfc";
  private static final String GUARDED = "storm-figure5-watchdog.pfc";

  @Test
  void figure5WithoutWatchdogsPausesEveryOtherServerForGood() throws Exception {
    Cli.Run text = Cli.pfcheck("storm", BARE, "--from", "S1");
    assertEquals(1, text.status(), text.transcript());
    assertTrue(text.out().startsWith("PAUSE STORM SPREADS: host S1 (priority 3) pauses 7 other hosts on 6 switches"
        + " for as long as it lasts\n"), text.transcript());
    assertTrue(text.out().contains("T0:S1 (server-facing, faces S1, line "), text.transcript());

    Cli.Run json = Cli.pfcheck("storm", BARE, "--from", "S1", "--format", "json");
    assertEquals(1, json.status(), json.transcript());
    Schemas.STORM.assertValid(json.out(), BARE);
    JsonNode storm = JSON.readTree(json.out()).get("storm");
    Set<String> hosts = new TreeSet<>();
    storm.at("/affected/hosts").forEach(h -> {
      hosts.add(h.get("host").asText());
      assertTrue(h.get("pausedMillis").isNull(), "as long as the storm lasts: " + h);
    });
    assertEquals(Set.of("S2", "S3", "S4", "S5", "S6", "S7", "S8"), hosts);
    assertFalse(storm.get("contained").asBoolean());
    assertTrue(storm.get("boundMillis").isNull());
    assertEquals("T0", storm.at("/unprotected/0/switch").asText());
    assertTrue(storm.at("/unprotected/0/serverFacing").asBoolean());
  }

  /** Routed ports, a port-channel and VLANs are analysed (once answered unknown): S2 sends up through Po1. */
  @Test
  void aFabricWithRoutedUplinksAndAPortChannelHasARadius() throws Exception {
    Cli.Run json = Cli.pfcheck("storm", "vlan-routed-uplinks.pfc", "--from", "S3", "--format", "json");
    assertEquals(0, json.status(), json.transcript());
    Schemas.STORM.assertValid(json.out(), "vlan-routed-uplinks.pfc");
    Set<String> hosts = new TreeSet<>();
    JSON.readTree(json.out()).at("/storm/affected/hosts").forEach(h -> hosts.add(h.get("host").asText()));
    assertEquals(Set.of("S2", "S4", "S5", "S6"), hosts, "every live server but S3 itself (S1 is dead)");
  }

  @Test
  void figure5WithTheSwitchWatchdogIsContainedAtTheToRPort() throws Exception {
    Cli.Run json = Cli.pfcheck("storm", GUARDED, "--from", "S1", "--format", "json");
    assertEquals(0, json.status(), json.transcript());
    Schemas.STORM.assertValid(json.out(), GUARDED);
    JsonNode storm = JSON.readTree(json.out()).get("storm");
    assertTrue(storm.get("contained").asBoolean());
    assertEquals(200, storm.get("boundMillis").asInt());
    assertEquals("S1", storm.at("/watchdogs/0/port").asText());
    assertEquals("drop", storm.at("/watchdogs/0/action").asText());
    for (JsonNode u : storm.get("unprotected")) {
      assertFalse(u.get("serverFacing").asBoolean(), "the server-facing port is protected: " + u);
    }
    Cli.Run text = Cli.pfcheck("storm", GUARDED, "--from", "S1", "-q");
    assertEquals("PAUSE STORM CONTAINED: host S1 (priority 3) pauses 7 other hosts on 6 switches for at most 200ms\n",
        text.out(), text.transcript());
  }

  @Test
  void sarifFindsTheUnprotectedServerFacingPortsOnTheirConfigurationLines() throws Exception {
    Cli.Run bare = Cli.pfcheck("storm", BARE, "--from", "S1", "--format", "sarif");
    Schemas.SARIF.assertValid(bare.out(), BARE);
    JsonNode results = JSON.readTree(bare.out()).at("/runs/0/results");
    assertEquals(1, results.size(), bare.transcript());
    assertEquals("PFC-STORM", results.get(0).get("ruleId").asText());
    assertEquals("hosts S1..S2 at T0", results.get(0).at("/locations/0/physicalLocation/region/snippet/text")
        .asText().strip());
    assertEquals(1, JSON.readTree(bare.out()).at("/runs/0/invocations/0/exitCode").asInt());
    Cli.Run any = Cli.pfcheck("storm", BARE, "--any", "--format", "sarif");
    assertEquals(4, JSON.readTree(any.out()).at("/runs/0/results").size(), "one per hosts line: " + any.out());
    Cli.Run guarded = Cli.pfcheck("storm", GUARDED, "--from", "S1", "--format", "sarif");
    assertEquals(0, JSON.readTree(guarded.out()).at("/runs/0/results").size(), guarded.transcript());
  }

  @Test
  void htmlDrawsThePausedPorts() {
    Cli.Run html = Cli.pfcheck("storm", BARE, "--from", "S1", "--format", "html");
    assertEquals(1, html.status(), html.transcript());
    assertTrue(html.out().contains("data-verdict=\"storm-spreads\""), html.out());
    assertTrue(html.out().contains("class=\"edge pause\""), "paused ports drawn");
    assertTrue(html.out().contains("class=\"node host storm\""), "the source drawn");
    Cli.Run guarded = Cli.pfcheck("storm", GUARDED, "--from", "S1", "--format", "html");
    assertTrue(guarded.out().contains("class=\"edge pause bounded\""), "bounded pauses drawn dashed");
  }

  @Test
  void anyFindsTheWorstHostAndAStuckSwitchPortWorksToo() throws Exception {
    Cli.Run any = Cli.pfcheck("storm", BARE, "--any", "--format", "json");
    assertEquals(1, any.status(), any.transcript());
    Schemas.STORM.assertValid(any.out(), BARE);
    JsonNode root = JSON.readTree(any.out());
    assertEquals(8, root.at("/any/sources").asInt());
    assertEquals(0, root.at("/any/contained").asInt());
    assertEquals(7, root.at("/any/hostsPaused/S1").asInt());
    Cli.Run guarded = Cli.pfcheck("storm", GUARDED, "--any", "-q");
    assertEquals(0, guarded.status(), guarded.transcript());
    Cli.Run port = Cli.pfcheck("storm", BARE, "--from", "L0:T0", "--format", "json");
    Schemas.STORM.assertValid(port.out(), BARE);
    assertTrue(JSON.readTree(port.out()).at("/storm/source/host").isNull());
  }

  @Test
  void usageErrors() {
    Cli.Run unknown = Cli.pfcheck("storm", BARE, "--from", "S9");
    assertEquals(2, unknown.status(), unknown.transcript());
    assertTrue(unknown.err().startsWith("pfcheck: no host 'S9' in storm-figure5\n"), unknown.transcript());
    Cli.Run lossy = Cli.pfcheck("storm", BARE, "--from", "L0:T0", "--priority", "4");
    assertEquals(2, lossy.status(), lossy.transcript());
    assertTrue(lossy.err().contains("priority 4 is lossy at L0:T0"), lossy.transcript());
    assertEquals(2, Cli.pfcheck("storm", BARE, "--from", "S1", "--any").status(), "--from and --any exclude each other");
    assertEquals(2, Cli.pfcheck("storm", BARE).status(), "a source is required");
    assertEquals(2, Cli.pfcheck("storm", BARE, "--from", "S1", "--format", "junit").status());
    assertEquals(2, Cli.pfcheck("storm", "no-such.pfc", "--from", "S1").status());
    Cli.Run bad = Cli.pfcheck("storm", "src/test/resources/bad/unknown-switch.pfc", "--from", "S1");
    assertEquals(2, bad.status(), bad.transcript());
    assertTrue(bad.err().contains("error[PFC102]"), bad.transcript());
  }
}
