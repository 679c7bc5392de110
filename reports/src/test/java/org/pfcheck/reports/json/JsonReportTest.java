package org.pfcheck.reports.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.reports.Fixtures;

class JsonReportTest {
  private final JsonReport report = new JsonReport();

  private JsonNode parse(String text) throws Exception {
    return new ObjectMapper().readTree(text);
  }

  @Test
  void deadlockHasCyclesWithClosedEdgesCausesAndSources() throws Exception {
    JsonNode root = parse(report.render(Fixtures.possible(), List.of()));
    List<String> keys = new ArrayList<>();
    root.fieldNames().forEachRemaining(keys::add);
    assertEquals(List.of("schemaVersion", "network", "verdict", "exitStatus", "stats", "traffic", "coverage", "engines",
        "scenario",
        "space", "cycles", "cyclicComponents", "certificate", "reason", "recheck", "diagnostics"), keys);
    assertEquals(1, root.get("schemaVersion").asInt());
    assertEquals("deadlock-possible", root.get("verdict").asText());
    assertEquals(4, root.at("/stats/queues").asInt());
    assertEquals(3, root.at("/stats/millis/forwarding").asInt());
    assertEquals("S3", root.at("/scenario/deadHosts/0").asText());
    JsonNode edges = root.at("/cycles/0/edges");
    assertEquals(2, edges.size());
    assertEquals(edges.get(0).get("from"), edges.get(1).get("to"));
    assertEquals("flood", edges.get(0).get("cause").asText());
    assertEquals(26, edges.get(0).at("/packet/dscp").asInt());
    assertEquals(8, edges.get(0).at("/source/line").asInt());
    assertTrue(edges.get(1).get("source").isNull());
    assertTrue(edges.get(0).get("rewrite").isNull());
    assertEquals("T1", root.at("/cycles/0/queues/0/switch").asText());
    assertTrue(root.get("certificate").isNull());
  }

  @Test
  void proofHasCertificateAndDiagnostics() throws Exception {
    Diagnostic w = new Diagnostic(Code.PFC212, Severity.WARNING, Optional.of(SourceSpan.at("net.pfc", 2, 3)),
        "statement has no effect", "remove it");
    JsonNode root = parse(report.render(Fixtures.free(), List.of(w)));
    assertEquals("deadlock-free", root.get("verdict").asText());
    assertEquals(2, root.at("/certificate/queues").asInt());
    assertEquals(1, root.at("/certificate/maxRank").asInt());
    assertEquals(0, root.get("cycles").size());
    assertEquals("PFC212", root.at("/diagnostics/0/code").asText());
    assertEquals("warning", root.at("/diagnostics/0/severity").asText());
    assertEquals(2, root.at("/diagnostics/0/source/line").asInt());
  }

  @Test
  void unknownHasReasonAndRendersTheSameTwice() {
    String once = report.render(Fixtures.unknown(), List.of());
    assertTrue(once.contains("\"reason\" : \"timeout after 1s\""), once);
    assertEquals(once, report.render(Fixtures.unknown(), List.of()));
    assertTrue(once.contains("\"queues\" : null,"), "graph figures of an unknown verdict are not known: " + once);
    assertTrue(once.contains("\"dependencies\" : null,"), once);
  }
}
