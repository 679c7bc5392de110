package org.pfcheck.reports.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.reports.Fabrics;
import org.pfcheck.reports.SchemaCheck;
import org.pfcheck.reports.sarif.SarifReport;

class ResultDiffTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static Counterexample only(AnalysisResult r) {
    return ((Verdict.Possible) r.verdict()).counterexamples().get(0);
  }

  @Test
  void fixedToBrokenIntroducesTheCycle() {
    ResultDiff d = ResultDiff.of(Fabrics.sigcommFree(), Fabrics.sigcommPossible());
    assertTrue(d.introducesDeadlock());
    assertTrue(d.verdictChanged());
    assertEquals(1, d.introduced().size());
    assertEquals(0, d.removed().size());
    String text = new DiffReport("fix.pfc", "broken.pfc", false).text(d);
    assertTrue(text.startsWith("NEW DEADLOCK: HEAD introduces 1 cyclic buffer dependency"), text);
    assertTrue(text.contains("deadlock-free → deadlock-possible"));
    assertTrue(text.contains("queues        8 → 12 (+4)"), text);
    assertTrue(text.contains("causes flood, derived; at " + Fabrics.FILE + ":32:1"), text);
  }

  @Test
  void brokenToFixedRemovesItAndTheSameCycleInAnotherOrderIsUnchanged() {
    ResultDiff fixed = ResultDiff.of(Fabrics.sigcommPossible(), Fabrics.sigcommFree());
    assertFalse(fixed.introducesDeadlock());
    assertEquals(1, fixed.removed().size());
    AnalysisResult r = Fabrics.sigcommPossible();
    List<Dependency> rotated = new ArrayList<>(only(r).cycle().subList(2, 4));
    rotated.addAll(only(r).cycle().subList(0, 2));
    AnalysisResult again = new AnalysisResult(r.network(), new Verdict.Possible(
        List.of(new Counterexample(r.scenario(), rotated)), 1), r.scenario(), r.space(), r.traffic(), r.engines(), r.stats());
    ResultDiff same = ResultDiff.of(r, again);
    assertFalse(same.introducesDeadlock());
    assertEquals(1, same.unchanged().size());
    assertTrue(new DiffReport("a", "b", false).text(same).startsWith("NO NEW DEADLOCK: HEAD keeps cycles"));
  }

  @Test
  void aDifferentCycleIsIntroducedEvenWhenTheVerdictStaysTheSame() {
    ResultDiff d = ResultDiff.of(Fabrics.ringPossible(), Fabrics.sigcommPossible());
    assertFalse(d.verdictChanged());
    assertTrue(d.introducesDeadlock());
    assertEquals(1, d.removed().size());
  }

  @Test
  void graphsGiveAddedAndRemovedQueuesAndDependencies() throws Exception {
    Counterexample cx = only(Fabrics.sigcommPossible());
    List<QueueRef> headQueues = new ArrayList<>(cx.queues());
    headQueues.add(new QueueRef("T0", "La", 3));
    ResultDiff.Graph base = new ResultDiff.Graph(List.of(cx.queues().get(0), new QueueRef("T9", "x", 3)),
        List.of(ResultDiff.Edge.of(cx.cycle().get(0))));
    ResultDiff.Graph head = new ResultDiff.Graph(headQueues, cx.cycle().stream().map(ResultDiff.Edge::of).toList());
    ResultDiff d = ResultDiff.of(Fabrics.sigcommFree(), Fabrics.sigcommPossible(), Optional.of(base), Optional.of(head));
    ResultDiff.GraphChange g = d.graph().orElseThrow();
    assertEquals(List.of("La[T1]/p3", "Lb[T1]/p3", "T0[La]/p3", "T1[Lb]/p3"), g.queuesAdded());
    assertEquals(List.of("T9[x]/p3"), g.queuesRemoved());
    assertEquals(3, g.dependenciesAdded().size());
    assertEquals(List.of(), g.dependenciesRemoved());
    String text = new DiffReport("a", "b", true).text(d);
    assertTrue(text.contains("Queues removed (1):\n  T9[x]/p3"), text);
    assertTrue(text.contains("Dependencies added (3):"));
    JsonNode json = MAPPER.readTree(new DiffReport("a", "b", false).json(d));
    assertTrue(json.get("introducesDeadlock").asBoolean());
    assertEquals("T9[x]/p3", json.at("/queues/removed/0").asText());
    assertEquals(CycleKey.of(cx).fingerprint(), json.at("/cycles/introduced/0/fingerprint").asText());
    assertEquals(32, json.at("/cycles/introduced/0/source/line").asInt());
    assertTrue(MAPPER.readTree(new DiffReport("a", "b", false).json(ResultDiff.of(Fabrics.sigcommFree(),
        Fabrics.sigcommPossible()))).at("/queues/added").isNull());
  }

  @Test
  void sarifOfADiffMarksNewAndUnchangedCycles() throws Exception {
    SchemaCheck sarif = new SchemaCheck("/sarif-schema-2.1.0.json", "/definitions/Root");
    SarifReport report = new SarifReport(Fabrics.lines(), Path.of("").toAbsolutePath(), Fabrics.FILE);
    String introduced = report.renderDiff(ResultDiff.of(Fabrics.sigcommFree(), Fabrics.sigcommPossible()));
    sarif.assertValid(introduced);
    JsonNode run = MAPPER.readTree(introduced).at("/runs/0");
    assertEquals("new", run.at("/results/0/baselineState").asText());
    assertEquals(1, run.at("/invocations/0/exitCode").asInt());
    String kept = report.renderDiff(ResultDiff.of(Fabrics.sigcommPossible(), Fabrics.sigcommPossible()));
    sarif.assertValid(kept);
    assertEquals("unchanged", MAPPER.readTree(kept).at("/runs/0/results/0/baselineState").asText());
    assertEquals(0, MAPPER.readTree(kept).at("/runs/0/invocations/0/exitCode").asInt());
  }

  @Test
  void anUnknownHeadIsNotComparedAndItsSizesAreNotInvented() throws Exception {
    ResultDiff d = ResultDiff.of(Fabrics.ringPossible(), Fabrics.unknown());
    assertFalse(d.compared());
    assertFalse(d.introducesDeadlock());
    assertEquals(List.of(), d.removed(), "the ring's cycle is not 'removed' by a HEAD nobody analysed");
    String text = new DiffReport("ring.pfc", "big.pfc", false).text(d);
    assertTrue(text.startsWith("UNKNOWN: HEAD could not be analysed (timeout after 1 s); no comparison"), text);
    assertTrue(text.contains("cycles        not compared: HEAD has no verdict"), text);
    assertTrue(text.matches("(?s).*queues        \\d+ → not known.*"), text);
    assertFalse(text.contains("Removed cycles"), text);
    JsonNode json = MAPPER.readTree(new DiffReport("a", "b", false).json(d));
    assertFalse(json.get("compared").asBoolean());
    assertTrue(json.at("/cycles/removed").isNull());
    assertTrue(json.at("/cycles/introduced").isNull());
    assertTrue(json.at("/queues/head").isNull());
    assertTrue(json.at("/dependencies/head").isNull());
    assertEquals(Fabrics.ringPossible().stats().queues(), json.at("/queues/base").asInt());
    assertEquals("timeout after 1 s", json.at("/head/reason").asText());
    assertTrue(json.at("/base/reason").isNull());
    SarifReport report = new SarifReport(Fabrics.lines(), Path.of("").toAbsolutePath(), Fabrics.FILE);
    JsonNode run = MAPPER.readTree(report.renderDiff(d)).at("/runs/0");
    assertEquals(3, run.at("/invocations/0/exitCode").asInt());
    assertEquals("PFC-UNKNOWN", run.at("/results/0/ruleId").asText());
  }

  @Test
  void aCycleAgainstAnUnknownBaseIsNeitherNewNorOld() throws Exception {
    ResultDiff d = ResultDiff.of(Fabrics.unknown(), Fabrics.sigcommPossible());
    assertFalse(d.compared());
    assertFalse(d.introducesDeadlock());
    assertEquals(List.of(), d.introduced());
    String text = new DiffReport("a", "b", false).text(d);
    assertTrue(text.startsWith("UNKNOWN: BASE could not be analysed (timeout after 1 s); HEAD's cycles are not "
        + "compared"), text);
    assertTrue(text.contains("HEAD's cycles (not compared with BASE):"), text);
    assertTrue(text.contains("queues        not known → 12"), text);
    SchemaCheck sarif = new SchemaCheck("/sarif-schema-2.1.0.json", "/definitions/Root");
    String log = new SarifReport(Fabrics.lines(), Path.of("").toAbsolutePath(), Fabrics.FILE).renderDiff(d);
    sarif.assertValid(log);
    JsonNode run = MAPPER.readTree(log).at("/runs/0");
    assertTrue(run.at("/results/0/baselineState").isMissingNode(), run.at("/results/0").toString());
    assertEquals(3, run.at("/invocations/0/exitCode").asInt());
  }

  @Test
  void aProvenHeadNeedsNoBase() {
    ResultDiff d = ResultDiff.of(Fabrics.unknown(), Fabrics.sigcommFree());
    assertTrue(new DiffReport("a", "b", false).text(d)
        .startsWith("NO NEW DEADLOCK: HEAD is deadlock-free (BASE could not be analysed)"));
  }
}
