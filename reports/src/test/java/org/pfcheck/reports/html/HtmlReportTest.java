package org.pfcheck.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.reports.Fabrics;

class HtmlReportTest {
  private final HtmlReport report = new HtmlReport(Fabrics.lines(), Fabrics.FILE);

  private static int occurrences(String text, String what) {
    int n = 0;
    for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + 1)) {
      n++;
    }
    return n;
  }

  /** Writes {@code html} under target/html-reports for people (and the browser test) to look at. */
  static Path save(String name, String html) throws Exception {
    Path dir = Path.of("target", "html-reports");
    Files.createDirectories(dir);
    Path file = dir.resolve(name);
    Files.writeString(file, html);
    return file;
  }

  @Test
  void deadlockReportHasBannerDrawingAndNumberedHopsQuotingSourceLines() throws Exception {
    String html = report.render(Fabrics.sigcommPossible(), Optional.of(Fabrics.sigcomm()), List.of());
    save("sigcomm16-flood-deadlock.html", html);
    assertTrue(html.contains("data-verdict=\"deadlock-possible\""));
    assertTrue(html.contains("DEADLOCK POSSIBLE"));
    assertEquals(1, occurrences(html, "<svg class=\"fabric\""));
    assertEquals(4, occurrences(html, "<g class=\"hop "), "one arrow per dependency");
    assertEquals(2, occurrences(html, "<g class=\"hop flood\""));
    assertEquals(4, occurrences(html, "<tr class=\"hop "), "one table row per dependency");
    assertTrue(html.contains("<span class=\"ln\">line 32</span> <code>dead S3"), "quotes the dead statement");
    assertTrue(html.contains("<span class=\"ln\">line 29</span> <code>routing up-down</code>"));
    assertTrue(html.contains("marker-end=\"url(#arrow-1-flood)\""));
    assertTrue(html.contains("<g class=\"node host dead\""), "the dead host is drawn");
    assertTrue(html.contains("PFC-DEADLOCK-FLOOD"));
    assertTrue(html.contains("data-js=\"none\""));
  }

  @Test
  void drawingPutsHigherTiersAboveLowerOnesAndHostsAtTheBottom() {
    Network n = Fabrics.sigcomm();
    var cx = ((org.pfcheck.analyzer.Verdict.Possible) Fabrics.sigcommPossible().verdict()).counterexamples().get(0);
    Layout layout = Layout.of(Topology.of(n, cx.scenario()), cx, HtmlReport.MAX_SWITCHES, HtmlReport.MAX_HOSTS);
    assertTrue(layout.byTier);
    double leaf = layout.switchNode("La").y();
    double tor = layout.switchNode("T1").y();
    assertTrue(leaf < tor, "leaves above ToRs");
    assertEquals(leaf, layout.switchNode("Lb").y());
    double host = layout.nodes.stream().filter(Layout.Node::host).mapToDouble(Layout.Node::y).min().orElseThrow();
    assertTrue(host > tor, "hosts below ToRs");
    assertTrue(layout.switchNode("T1").onCycle());
    assertFalse(layout.switchNode("T0").onCycle());
  }

  @Test
  void untieredFabricIsLaidOutInBreadthFirstLayers() throws Exception {
    String html = report.render(Fabrics.ringPossible(), Optional.of(Fabrics.ring()), List.of());
    save("ring-3-switch.html", html);
    assertTrue(html.contains("breadth-first layers"));
    assertTrue(html.contains(">layer 1</text>"));
    assertEquals(3, occurrences(html, "<g class=\"hop route\""));
    assertTrue(html.contains("no source line (implicit)"));
  }

  @Test
  void withoutTheNetworkTheCycleAloneIsDrawn() {
    String html = report.render(Fabrics.sigcommPossible(), Optional.empty(), List.of());
    assertTrue(html.contains("Drawn from the cycle"));
    assertEquals(4, occurrences(html, "<g class=\"hop "));
  }

  @Test
  void everyInputNameIsEscaped() throws Exception {
    String html = report.render(Fabrics.hostilePossible(), Optional.of(Fabrics.hostile()), List.of());
    save("hostile-names.html", html);
    assertFalse(html.contains("<script>alert"), "no injected script element");
    assertFalse(html.contains("</title><script>"));
    assertFalse(html.contains("<b>x</b>"));
    assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assertTrue(html.contains("&quot;h&amp;amp;&lt;b&gt;x&lt;/b&gt;&#39;"));
    assertEquals(1, occurrences(html, "<script>"), "only the report's own script");
    assertTrue(html.contains("<title>evil&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;: deadlock-possible</title>"));
  }

  @Test
  void reportIsSelfContainedWithoutAnyUrl() {
    for (AnalysisResult r : List.of(Fabrics.sigcommPossible(), Fabrics.sigcommFree(), Fabrics.unknown())) {
      String html = report.render(r, Optional.of(Fabrics.sigcomm()), List.of());
      Matcher m = Pattern.compile("(?i)(https?:|//[a-z]|\\bsrc=|\\bhref=|@import|url\\((?!#))").matcher(html);
      assertFalse(m.find(), () -> "external reference: " + html.substring(Math.max(0, m.start() - 60), m.end() + 60));
      assertTrue(html.contains("Content-Security-Policy"));
    }
  }

  @Test
  void proofShowsTheCertificateAndWhatWasProven() throws Exception {
    String html = report.render(Fabrics.sigcommFree(), Optional.of(Fabrics.sigcomm()), List.of());
    save("sigcomm16-flood-drop-fix.html", html);
    assertTrue(html.contains("DEADLOCK-FREE"));
    assertTrue(html.contains("a rank for each of 8 queues, highest rank 1"));
    assertTrue(html.contains("lossless priorities 3"));
    assertEquals(8, occurrences(html, "<tr><td>") - 0, "every ranked queue listed");
    assertFalse(html.contains("<svg class=\"fabric\""));
    String space = report.render(Fabrics.spaceFree(), Optional.empty(), List.of());
    assertTrue(space.contains("every scenario of the space: up to 2 more links down"));
    assertTrue(space.contains("none per queue (proven symbolically)"));
    String empty = report.render(Fabrics.emptyFree(), Optional.empty(), List.of());
    assertTrue(empty.contains("none needed: the graph has no queues"));
    assertFalse(empty.contains("symbolically"));
  }

  @Test
  void bidirectionalControlsInQuotesAndMessagesAreMadeVisible() {
    HtmlReport quoting = new HtmlReport(java.util.Map.of("bidi.pfc", List.of("dead S3 # \u202e}\u2066 x\u2069"))::get,
        "bidi.pfc");
    Diagnostic d = Diagnostic.of(Code.PFC212, SourceSpan.at("bidi.pfc", 1, 1), "statement \u202ehas no effect", "");
    String html = quoting.renderDiagnostics("net", List.of(d));
    for (char c : new char[] {'\u202e', '\u2066', '\u2069'}) {
      assertFalse(html.indexOf(c) >= 0, "U+" + Integer.toHexString(c) + " reaches the page");
    }
    assertTrue(html.contains("# \ufffd}\ufffd x\ufffd"), html);
  }

  @Test
  void unknownAndDiagnosticsAreShown() {
    Diagnostic d = Diagnostic.of(Code.PFC102, new SourceSpan(Fabrics.FILE, 27, 7, 27, 9), "unknown switch \"<T9>\"",
        "declare it");
    String html = report.renderDiagnostics("net", List.of(d));
    assertTrue(html.contains("INPUT ERRORS"));
    assertTrue(html.contains("PFC102"));
    assertTrue(html.contains("unknown switch &quot;&lt;T9&gt;&quot;"));
    assertTrue(html.contains("<code>links T0, T1 -- La, Lb</code>"));
    String unknown = report.render(Fabrics.unknown(), Optional.empty(), List.of(d));
    assertTrue(unknown.contains("data-verdict=\"unknown\""));
    assertTrue(unknown.contains("timeout after 1 s"));
    assertTrue(unknown.contains("PFC102"));
  }

  @Test
  void bigFabricDrawsOnlyTheNeighbourhoodAndCountsTheRest() throws Exception {
    Network n = Fabrics.fatTree(16, 8);
    AnalysisResult r = Fabrics.fatTreePossible(n);
    String html = report.render(r, Optional.of(n), List.of());
    save("fat-tree-16.html", html);
    int drawnSwitches = occurrences(html, "<g class=\"node switch");
    int drawnHosts = occurrences(html, "<g class=\"node host");
    assertTrue(drawnSwitches <= HtmlReport.MAX_SWITCHES, "switches drawn: " + drawnSwitches);
    assertTrue(drawnHosts <= HtmlReport.MAX_HOSTS, "hosts drawn: " + drawnHosts);
    assertTrue(html.contains("are not drawn"));
    assertTrue(html.contains("<td>core</td><td>64</td>"), "overview counts every tier");
    Scenario crowd = new Scenario(List.of(), n.hosts().stream()
        .map(h -> new Scenario.DeadHost(h.name(), Origin.NONE)).toList(), List.of());
    String many = report.render(new AnalysisResult(r.network(), r.verdict(), crowd, r.space(), r.traffic(), r.engines(),
        r.stats()), Optional.of(n), List.of());
    assertTrue(many.contains("0 links down, 1024 hosts dead, 0 MAC entries missing<details><summary>the first 500"),
        "a long scenario folds");
    assertEquals(HtmlReport.MAX_RANKS, occurrences(many, " dead</li>"));
    assertTrue(html.length() < 200_000, "report size " + html.length());
  }
}
