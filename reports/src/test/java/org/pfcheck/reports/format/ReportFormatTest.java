package org.pfcheck.reports.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.Fixtures;

/** The renderer contract: every format renders one {@link CheckReport}, and says what it says of it. */
class ReportFormatTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static CheckReport report(Optional<AnalysisResult> result, List<Diagnostic> diagnostics,
      CheckReport.Gate gate) {
    return new CheckReport(Fixtures.FILE, f -> Fixtures.LINES, Path.of(""), "net", result, Optional.empty(),
        diagnostics, gate, new CheckReport.View(false, false, false, false));
  }

  @Test
  void inputErrorsAreFindingsOnlyWhereAFormatCarriesThem() {
    Diagnostic error = Diagnostic.of(Code.PFC103, Fixtures.line(2), "dead names host 'hz', which is not declared", "");
    CheckReport r = report(Optional.empty(), List.of(error), new CheckReport.Gate("warn", 0, 2));
    EnumSet<ReportFormat> carrying = EnumSet.of(ReportFormat.SARIF, ReportFormat.JUNIT, ReportFormat.HTML);
    for (ReportFormat f : ReportFormat.values()) {
      Optional<String> text = f.render(r);
      assertEquals(carrying.contains(f), text.isPresent(), f + ": " + text);
      text.ifPresent(t -> assertTrue(t.contains("PFC103"), f + ": " + t));
    }
  }

  @Test
  void jsonAndSarifStateTheGatesExitStatusNotTheVerdicts() throws Exception {
    // a proof with a hazard under --hazards error exits 5; both formats that carry a status say so
    CheckReport r = report(Optional.of(Fixtures.free()), List.of(), new CheckReport.Gate("error", 1, 5));
    JsonNode json = JSON.readTree(ReportFormat.JSON.render(r).orElseThrow());
    assertEquals(0, json.path("exitStatus").asInt(), json.toString());
    assertEquals("error", json.at("/hazards/mode").asText());
    assertEquals(1, json.at("/hazards/count").asInt());
    assertEquals(5, json.at("/hazards/processExitStatus").asInt());
    JsonNode sarif = JSON.readTree(ReportFormat.SARIF.render(r).orElseThrow());
    assertEquals(5, sarif.at("/runs/0/invocations/0/exitCode").asInt(), sarif.toString());
    for (ReportFormat f : ReportFormat.values()) {
      assertTrue(f.render(r).isPresent(), f + " renders an analysis");
    }
  }
}
