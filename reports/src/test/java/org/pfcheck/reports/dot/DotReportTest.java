package org.pfcheck.reports.dot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.reports.Fabrics;

class DotReportTest {
  private final DotReport report = new DotReport();

  private static int count(String text, String what) {
    return text.split(java.util.regex.Pattern.quote(what), -1).length - 1;
  }

  /** Runs Graphviz on {@code dot} when it is installed: the text must be accepted. */
  private static void graphvizAccepts(String dot) throws Exception {
    boolean present = Files.isExecutable(Path.of("/usr/bin/dot")) || Files.isExecutable(Path.of("/usr/local/bin/dot"));
    if (!present) {
      return;
    }
    Process p = new ProcessBuilder("dot", "-Tsvg").redirectErrorStream(true).start();
    p.getOutputStream().write(dot.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), () -> "graphviz rejected:\n" + dot + "\n" + out);
  }

  @Test
  void cyclicPartHasTheCycleNumberedAndStyledByCause() throws Exception {
    String dot = report.cycles(Fabrics.sigcommPossible());
    assertTrue(dot.contains("digraph \"bdg sigcomm16-flood-deadlock\" {"));
    assertEquals(4, count(dot, " -> \""));
    assertTrue(dot.contains("\"T1[La]/p3\" -> \"Lb[T1]/p3\" [label=\"1.1 flood\", color=\"#e8590c\""));
    assertTrue(dot.contains("style=dashed"));
    assertEquals(3, count(dot, "subgraph \"cluster_"), "one cluster per switch");
    graphvizAccepts(dot);
  }

  @Test
  void wholeGraphHighlightsTheCycleAmongOtherEdges() throws Exception {
    AnalysisResult r = Fabrics.sigcommPossible();
    List<Dependency> all = new ArrayList<>(((Verdict.Possible) r.verdict()).counterexamples().get(0).cycle());
    all.add(new Dependency(new QueueRef("La", "T0", 3), new QueueRef("T1", "La", 3), Cause.DERIVED,
        new ExamplePacket("S1", "S4", 3, 26), "up-down route down", Optional.empty(), Optional.empty(), Optional.empty()));
    all.add(all.get(0));
    String dot = report.graph(r, all);
    assertEquals(5, count(dot, " -> \""), "duplicates are drawn once");
    assertTrue(dot.contains("\"La[T0]/p3\" -> \"T1[La]/p3\" [label=\"derived\", tooltip="));
    graphvizAccepts(dot);
  }

  @Test
  void namesAreQuotedAndEscaped() throws Exception {
    String dot = report.cycles(Fabrics.hostilePossible());
    assertTrue(dot.contains("\"L\\\"0[<script>alert(1)</script>]/p3\""), dot);
    assertEquals("\"a\\\\b\\\"c\\nd\"", DotReport.quote("a\\b\"c\nd"));
    graphvizAccepts(dot);
  }

  @Test
  void proofHasAnEmptyCyclicPart() throws Exception {
    String dot = report.cycles(Fabrics.sigcommFree());
    assertEquals(0, count(dot, " -> \""));
    graphvizAccepts(dot);
  }

  @Test
  void theGraphIsOneScenarioNamedInTheLabelAndCyclesOfOtherScenariosAreLeftOut() throws Exception {
    AnalysisResult r = Fabrics.sigcommPossible();
    String own = report.graph(r, DotReport.scenarioOf(r), List.of());
    assertTrue(own.contains("label=\"sigcomm16-flood-deadlock: deadlock-possible\\nscenario: dead hosts S3\""), own);
    assertEquals(4, count(own, " -> \""));
    String other = report.graph(r, org.pfcheck.model.scenario.Scenario.HEALTHY, List.of());
    assertEquals(0, count(other, " -> \""), "the cycle lies in another scenario: " + other);
    assertTrue(other.contains("// 1 more cycle(s) lie in other scenarios and are not drawn"), other);
    assertTrue(other.contains("scenario: healthy"), other);
    graphvizAccepts(own);
  }

  @Test
  void everyQueueIsANodeThoseWithoutADependencyIncluded() throws Exception {
    AnalysisResult r = Fabrics.sigcommFree();
    List<org.pfcheck.analyzer.QueueRef> queues = List.of(new org.pfcheck.analyzer.QueueRef("T0", "S1", 3),
        new org.pfcheck.analyzer.QueueRef("La", "T0", 3));
    String dot = report.graph(r, r.scenario(), queues, List.of());
    assertTrue(dot.contains("\"T0[S1]/p3\" [label=\"port S1\\np3\"]"), dot);
    assertTrue(dot.contains("\"La[T0]/p3\" [label="), dot);
    assertEquals(0, count(dot, " -> \""));
    graphvizAccepts(dot);
  }
}
