package org.pfcheck.reports.sarif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.reports.Fabrics;
import org.pfcheck.reports.SchemaCheck;

class SarifReportTest {
  private static final SchemaCheck SARIF = new SchemaCheck("/sarif-schema-2.1.0.json", "/definitions/Root");
  private static final Path ROOT = Path.of("").toAbsolutePath();

  private final SarifReport report = new SarifReport(Fabrics.lines(), ROOT, Fabrics.FILE);

  private static JsonNode parse(String text) throws Exception {
    return new ObjectMapper().readTree(text);
  }

  @Test
  void floodCycleIsOneResultAtTheDeadHostLineWithTheWholeCycleAsACodeFlow() throws Exception {
    String text = report.render(Fabrics.sigcommPossible(), List.of());
    SARIF.assertValid(text);
    JsonNode run = parse(text).at("/runs/0");
    JsonNode result = run.at("/results/0");
    assertEquals(1, run.get("results").size());
    assertEquals("PFC-DEADLOCK-FLOOD", result.get("ruleId").asText());
    assertEquals("PFC-DEADLOCK-FLOOD", run.at("/tool/driver/rules/" + result.get("ruleIndex").asInt() + "/id").asText());
    // the rule says where flood copies go as the flood warnings do: the flood domain, not "every port, uplinks
    // included", which a fabric with routed uplinks (SONiC's usual T0) contradicts
    String help = run.at("/tool/driver/rules/" + result.get("ruleIndex").asInt() + "/help/text").asText();
    assertTrue(help.contains("to the other ports of its flood domain") && !help.contains("uplinks included"), help);
    assertEquals("error", result.get("level").asText());
    JsonNode location = result.at("/locations/0/physicalLocation");
    assertEquals(Fabrics.FILE, location.at("/artifactLocation/uri").asText());
    assertEquals("%SRCROOT%", location.at("/artifactLocation/uriBaseId").asText());
    assertEquals(32, location.at("/region/startLine").asInt());
    assertEquals(1, location.at("/region/startColumn").asInt());
    assertTrue(location.at("/region/snippet/text").asText().startsWith("dead S3"));
    JsonNode steps = result.at("/codeFlows/0/threadFlows/0/locations");
    assertEquals(4, steps.size());
    assertTrue(steps.get(0).at("/location/message/text").asText().startsWith("1. T1[La]/p3 → Lb[T1]/p3: flood"),
        steps.toString());
    assertEquals(29, steps.get(1).at("/location/physicalLocation/region/startLine").asInt());
    assertEquals("essential", steps.get(0).get("importance").asText());
    assertTrue(result.at("/message/text").asText().contains("T1 floods lossless packets for S3"));
    assertEquals(32, result.at("/partialFingerprints/pfcCycle~1v1").asText().length());
  }

  @Test
  void fingerprintDependsOnTheQueuesOnlyNotOnLinesOrHopOrder() throws Exception {
    AnalysisResult r = Fabrics.sigcommPossible();
    Counterexample cx = ((Verdict.Possible) r.verdict()).counterexamples().get(0);
    List<Dependency> rotated = new ArrayList<>(cx.cycle().subList(1, 4));
    rotated.add(cx.cycle().get(0));
    List<Dependency> moved = rotated.stream().map(d -> new Dependency(d.from(), d.to(), d.cause(), d.packet(),
        d.decision(), d.rule().map(s -> new SourceSpan(s.file(), s.line() + 3, 1, s.line() + 3, 2)), d.link(),
        d.rewrite())).toList();
    AnalysisResult shifted = new AnalysisResult(r.network(), new Verdict.Possible(
        List.of(new Counterexample(cx.scenario(), moved)), 1), r.scenario(), r.space(), r.traffic(), r.engines(), r.stats());
    JsonNode a = parse(report.render(r, List.of())).at("/runs/0/results/0");
    JsonNode b = parse(report.render(shifted, List.of())).at("/runs/0/results/0");
    assertEquals(a.get("partialFingerprints"), b.get("partialFingerprints"));
    assertNotEquals(a.at("/locations/0/physicalLocation/region/startLine"),
        b.at("/locations/0/physicalLocation/region/startLine"));
    JsonNode ring = parse(report.render(Fabrics.ringPossible(), List.of())).at("/runs/0/results/0");
    assertNotEquals(a.get("partialFingerprints"), ring.get("partialFingerprints"));
  }

  @Test
  void routingCycleWithoutSourceLinesIsLocatedAtTheCheckedFile() throws Exception {
    String text = report.render(Fabrics.ringPossible(), List.of());
    SARIF.assertValid(text);
    JsonNode result = parse(text).at("/runs/0/results/0");
    assertEquals("PFC-DEADLOCK-ROUTING", result.get("ruleId").asText());
    assertEquals(1, result.at("/locations/0/physicalLocation/region/startLine").asInt());
    assertEquals(3, result.at("/codeFlows/0/threadFlows/0/locations").size());
    assertFalse(result.at("/codeFlows/0/threadFlows/0/locations/0/location").has("physicalLocation"));
  }

  @Test
  void bounceCycleHasTheBounceRule() throws Exception {
    AnalysisResult r = Fabrics.fatTreePossible(Fabrics.fatTree(4, 1));
    String text = report.render(r, List.of());
    SARIF.assertValid(text);
    assertEquals("PFC-DEADLOCK-BOUNCE", parse(text).at("/runs/0/results/0/ruleId").asText());
  }

  @Test
  void proofHasNoResultsAndUnknownIsAWarning() throws Exception {
    String free = report.render(Fabrics.sigcommFree(), List.of());
    SARIF.assertValid(free);
    assertEquals(0, parse(free).at("/runs/0/results").size());
    assertEquals(0, parse(free).at("/runs/0/invocations/0/exitCode").asInt());
    String unknown = report.render(Fabrics.unknown(), List.of());
    SARIF.assertValid(unknown);
    JsonNode result = parse(unknown).at("/runs/0/results/0");
    assertEquals("PFC-UNKNOWN", result.get("ruleId").asText());
    assertEquals("warning", result.get("level").asText());
    assertTrue(result.at("/message/text").asText().contains("timeout after 1 s"));
  }

  @Test
  void diagnosticsAreResultsWithTheirCodeAsRule() throws Exception {
    Diagnostic error = Diagnostic.of(Code.PFC102, new SourceSpan(Fabrics.FILE, 27, 7, 27, 9), "unknown switch \"T9\"",
        "declare it with \"switch T9\"");
    Diagnostic warning = new Diagnostic(Code.PFC212, Severity.WARNING, Optional.empty(), "statement has no effect", "");
    String text = report.renderDiagnostics(List.of(error, warning));
    SARIF.assertValid(text);
    JsonNode results = parse(text).at("/runs/0/results");
    assertEquals("PFC102", results.at("/0/ruleId").asText());
    assertEquals("error", results.at("/0/level").asText());
    assertEquals(7, results.at("/0/locations/0/physicalLocation/region/startColumn").asInt());
    assertEquals(9, results.at("/0/locations/0/physicalLocation/region/endColumn").asInt());
    assertTrue(results.at("/0/message/text").asText().contains("Hint: declare it"));
    assertEquals("warning", results.at("/1/level").asText());
    assertEquals(1, results.at("/1/locations/0/physicalLocation/region/startLine").asInt());
    assertEquals(2, parse(text).at("/runs/0/invocations/0/exitCode").asInt());
  }

  @Test
  void eachFileIsACategoryOfItsOwnWhateverItsNetworkIsNamed() throws Exception {
    // code scanning keeps one analysis per category: two files of one network name (two copies of a template)
    // had one category, 'pfcheck/NETWORK/', and an input-error log none at all
    String a = new SarifReport(Fabrics.lines(), ROOT, "fabrics/a.pfc").render(Fabrics.sigcommFree(), List.of());
    String b = new SarifReport(Fabrics.lines(), ROOT, "other/a.pfc").render(Fabrics.sigcommFree(), List.of());
    assertEquals("pfcheck/fabrics/a.pfc/", parse(a).at("/runs/0/automationDetails/id").asText());
    assertEquals("pfcheck/other/a.pfc/", parse(b).at("/runs/0/automationDetails/id").asText());
    String broken = new SarifReport(Fabrics.lines(), ROOT, "fabrics/b.pfc").renderDiagnostics(List.of(
        Diagnostic.of(Code.PFC102, SourceSpan.at("fabrics/b.pfc", 1, 1), "unknown switch", "")));
    SARIF.assertValid(broken);
    assertEquals("pfcheck/fabrics/b.pfc/", parse(broken).at("/runs/0/automationDetails/id").asText());
    String outside = new SarifReport(Fabrics.lines(), ROOT.resolve("sub"), "x.pfc").render(Fabrics.sigcommFree(), List.of());
    assertEquals("pfcheck/" + ROOT.resolve("x.pfc") + "/", parse(outside).at("/runs/0/automationDetails/id").asText());
  }

  @Test
  void ruleIdsAreUniqueAndCoverEveryCode() {
    Set<String> ids = new HashSet<>();
    SarifRule.all().forEach(r -> assertTrue(ids.add(r.id()), r.id()));
    for (Code c : Code.values()) {
      assertTrue(ids.contains(c.name()), c.name());
    }
    assertTrue(ids.containsAll(List.of("PFC-DEADLOCK-FLOOD", "PFC-DEADLOCK-BOUNCE", "PFC-DEADLOCK-ROUTING", "PFC-UNKNOWN")));
  }

  @Test
  void filesOutsideTheRootGetAbsoluteFileUris() throws Exception {
    SarifReport elsewhere = new SarifReport(Fabrics.lines(), ROOT.resolve("sub dir"), Fabrics.FILE);
    String text = elsewhere.render(Fabrics.sigcommPossible(), List.of());
    SARIF.assertValid(text);
    JsonNode artifact = parse(text).at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation");
    assertTrue(artifact.get("uri").asText().startsWith("file:/"), artifact.toString());
    assertFalse(artifact.has("uriBaseId"));
  }

  @Test
  void theSchemaCheckRejectsABrokenLog() {
    String text = report.render(Fabrics.sigcommPossible(), List.of());
    assertTrue(SARIF.valid(text));
    assertFalse(SARIF.valid(text.replace("\"startLine\" : 32", "\"startLine\" : 0")));
    assertFalse(SARIF.valid(text.replace("\"version\" : \"2.1.0\"", "\"version\" : \"2.0\"")));
  }

  @Test
  void bidirectionalControlsInSnippetsAreMadeVisible() throws Exception {
    SarifReport quoting = new SarifReport(java.util.Map.of("bidi.pfc", List.of("dead S3 # \u202e}\u2066 x"))::get, ROOT,
        "bidi.pfc");
    Diagnostic d = Diagnostic.of(Code.PFC212, SourceSpan.at("bidi.pfc", 1, 1), "statement has no effect", "");
    String text = quoting.renderDiagnostics(List.of(d));
    assertEquals("dead S3 # \ufffd}\ufffd x",
        parse(text).at("/runs/0/results/0/locations/0/physicalLocation/region/snippet/text").asText(), text);
  }

  @Test
  void hostileNamesStayValidJson() throws Exception {
    String text = report.render(Fabrics.hostilePossible(), List.of());
    SARIF.assertValid(text);
    assertTrue(parse(text).at("/runs/0/results/0/message/text").asText().contains(Fabrics.EVIL_SWITCH));
  }
}
