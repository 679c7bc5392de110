package org.pfcheck.reports;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.reports.json.JsonReport;

/** The JSON report's outputs validate against docs/json-schema.json, and the schema has teeth. */
class JsonSchemaTest {
  static final SchemaCheck SCHEMA = SchemaCheck.ofFile(Path.of("..", "docs", "json-schema.json"));

  private final JsonReport report = new JsonReport();

  @Test
  void everyKindOfResultValidates() {
    Diagnostic warning = new Diagnostic(Code.PFC212, Severity.WARNING, Optional.of(SourceSpan.at(Fabrics.FILE, 2, 3)),
        "statement has no effect", "remove it");
    for (AnalysisResult r : List.of(Fabrics.sigcommPossible(), Fabrics.sigcommFree(), Fabrics.spaceFree(),
        Fabrics.unknown(), Fabrics.notRead(), Fabrics.ringPossible(), Fabrics.hostilePossible(),
        Fabrics.fatTreePossible(Fabrics.fatTree(4, 1)))) {
      SCHEMA.assertValid(report.render(r, List.of(warning)));
    }
  }

  @Test
  void schemaRejectsOutputsThatBreakTheContract() {
    String ok = report.render(Fabrics.sigcommPossible(), List.of());
    assertTrue(SCHEMA.valid(ok));
    assertFalse(SCHEMA.valid(ok.replace("\"schemaVersion\" : 1", "\"schemaVersion\" : 2")), "version");
    assertFalse(SCHEMA.valid(ok.replace("\"cause\" : \"flood\"", "\"cause\" : \"magic\"")), "cause");
    assertFalse(SCHEMA.valid(ok.replace("\"exitStatus\" : 1", "\"exitStatus\" : 0")), "exit status of the verdict");
    assertFalse(SCHEMA.valid(ok.replace("\"reason\" : null,", "")), "a key is missing");
    String free = report.render(Fabrics.sigcommFree(), List.of());
    assertFalse(SCHEMA.valid(free.replace("\"certificate\" : {", "\"certificate\" : null, \"x\" : {")),
        "a proof without certificate");
  }
}
