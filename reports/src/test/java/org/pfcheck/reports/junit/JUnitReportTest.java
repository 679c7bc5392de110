package org.pfcheck.reports.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.reports.Fabrics;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class JUnitReportTest {
  private final JUnitReport report = new JUnitReport(Fabrics.FILE);

  private static Document parse(String xml) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }

  private static Element testcase(Document doc, int k) {
    return (Element) doc.getElementsByTagName("testcase").item(k);
  }

  @Test
  void deadlockFailsThePriorityOnTheCycleWithTheCycleAsMessage() throws Exception {
    String xml = report.render(Fabrics.sigcommPossible(), new TreeSet<>(List.of(3, 4)), List.of());
    Document doc = parse(xml);
    Element suites = doc.getDocumentElement();
    assertEquals("testsuites", suites.getTagName());
    assertEquals("3", suites.getAttribute("tests"));
    assertEquals("1", suites.getAttribute("failures"));
    Element suite = (Element) doc.getElementsByTagName("testsuite").item(0);
    assertEquals("pfcheck.sigcomm16-flood-deadlock", suite.getAttribute("name"));
    assertEquals("input is well-formed", testcase(doc, 0).getAttribute("name"));
    assertEquals(0, testcase(doc, 0).getElementsByTagName("failure").getLength());
    Element p3 = testcase(doc, 1);
    assertEquals("deadlock freedom of priority 3 in the declared scenario (S3 dead)", p3.getAttribute("name"));
    assertEquals(Fabrics.FILE, p3.getAttribute("file"));
    Element failure = (Element) p3.getElementsByTagName("failure").item(0);
    assertEquals("PFC-DEADLOCK-FLOOD", failure.getAttribute("type"));
    assertTrue(failure.getAttribute("message").startsWith("deadlock possible: a cycle of 4 queues T1[La]/p3 -> Lb[T1]/p3"),
        failure.getAttribute("message"));
    assertTrue(failure.getAttribute("message").endsWith("(flood, line 32)"));
    assertTrue(failure.getTextContent().contains("1. T1[La]/p3 -> Lb[T1]/p3  flood  packet S1->S3 p3"));
    Element p4 = testcase(doc, 2);
    assertEquals(0, p4.getElementsByTagName("failure").getLength(), "priority 4 has no cycle: it passes");
    assertEquals(0, p4.getElementsByTagName("skipped").getLength());
  }

  @Test
  void proofPassesEveryPriorityAndUnknownIsAnError() throws Exception {
    Document free = parse(report.render(Fabrics.spaceFree(), new TreeSet<>(List.of(3, 4)), List.of()));
    assertEquals("0", free.getDocumentElement().getAttribute("failures"));
    assertTrue(testcase(free, 1).getAttribute("name").contains("in every scenario of the space (up to 2 more links down"));
    Document unknown = parse(report.render(Fabrics.unknown(), new TreeSet<>(List.of(3)), List.of()));
    assertEquals("1", unknown.getDocumentElement().getAttribute("errors"));
    Element error = (Element) unknown.getElementsByTagName("error").item(0);
    assertEquals("PFC-UNKNOWN", error.getAttribute("type"));
  }

  @Test
  void prioritiesWithoutAReportedCycleAreSkippedWhenCyclesWereCutOff() throws Exception {
    AnalysisResult r = Fabrics.sigcommPossible();
    Verdict.Possible p = (Verdict.Possible) r.verdict();
    AnalysisResult cut = new AnalysisResult(r.network(), new Verdict.Possible(p.counterexamples(), 3), r.scenario(),
        r.space(), r.traffic(), r.engines(), r.stats());
    Document doc = parse(report.render(cut, new TreeSet<>(List.of(3, 4)), List.of()));
    NodeList skipped = doc.getElementsByTagName("skipped");
    assertEquals(1, skipped.getLength());
    assertTrue(((Element) skipped.item(0)).getAttribute("message").contains("1 of 3 cyclic components"));
  }

  @Test
  void inputErrorsFailTheWellFormedCase() throws Exception {
    Diagnostic error = Diagnostic.of(Code.PFC102, new SourceSpan(Fabrics.FILE, 27, 7, 27, 9), "unknown switch \"T9\"",
        "declare it");
    Diagnostic warning = new Diagnostic(Code.PFC212, Severity.WARNING, Optional.empty(), "no <effect> & more", "");
    Document doc = parse(report.renderDiagnostics("net", List.of(error, warning)));
    Element failure = (Element) doc.getElementsByTagName("failure").item(0);
    assertEquals("PFC102", failure.getAttribute("type"));
    assertTrue(failure.getAttribute("message").contains(Fabrics.FILE + ":27:7: error[PFC102]: unknown switch \"T9\""));
    assertTrue(failure.getTextContent().contains("warning[PFC212]: no <effect> & more"));
  }

  @Test
  void aCrowdedScenarioIsCountedInTheTestName() throws Exception {
    AnalysisResult r = Fabrics.sigcommPossible();
    List<org.pfcheck.model.scenario.Scenario.DeadHost> dead = new java.util.ArrayList<>();
    for (int k = 0; k < 40; k++) {
      dead.add(new org.pfcheck.model.scenario.Scenario.DeadHost("h" + k, org.pfcheck.model.Origin.NONE));
    }
    org.pfcheck.model.scenario.Scenario crowd = new org.pfcheck.model.scenario.Scenario(List.of(), dead, List.of());
    Document doc = parse(report.render(new AnalysisResult(r.network(), r.verdict(), crowd, r.space(), r.traffic(),
        r.engines(), r.stats()), new TreeSet<>(List.of(3)), List.of()));
    assertEquals("deadlock freedom of priority 3 in the declared scenario (40 hosts dead)",
        testcase(doc, 1).getAttribute("name"));
  }

  @Test
  void hostileNamesStayWellFormedXml() throws Exception {
    String xml = report.render(Fabrics.hostilePossible(), new TreeSet<>(List.of(3)), List.of());
    Document doc = parse(xml);
    assertTrue(((Element) doc.getElementsByTagName("testsuite").item(0)).getAttribute("name")
        .contains("</title><script>"));
    assertTrue(doc.getElementsByTagName("failure").item(0).getTextContent().contains(Fabrics.EVIL_SWITCH));
  }
}
