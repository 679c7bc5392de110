package org.pfcheck.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.model.Network;
import org.pfcheck.model.Scenario;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.pipeline.HazardGate;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.reports.dot.DotReport;
import org.pfcheck.reports.html.HtmlReport;
import org.pfcheck.reports.json.JsonReport;
import org.pfcheck.reports.junit.JUnitReport;
import org.pfcheck.reports.sarif.SarifReport;
import org.pfcheck.reports.text.TextReport;

/** Picks the renderer of a format and gives it what it needs; the renderers live in {@code reports}. */
final class Renderers {
  private Renderers() {
  }

  /**
   * How to render. Immutable.
   *
   * @param file the checked file's name as given (or {@code <stdin>})
   * @param sources the input's lines, for quoting
   * @param sourceRoot the directory SARIF URIs are relative to
   * @param colour ANSI colour in text
   * @param verbose more detail in text
   * @param quiet text: the verdict line only
   * @param cyclicOnly DOT: only the counterexample cycles, not the whole graph
   */
  record Settings(String file, SourceFiles sources, Path sourceRoot, boolean colour, boolean verbose, boolean quiet,
      boolean cyclicOnly) {
  }

  /**
   * The report of an analysis in {@code format}, of the network {@code n} (absent only when the timeout
   * ended the run before the input was read: then the verdict is unknown). JSON and SARIF state the
   * hazard gate's outcome ({@code gate}) and the process's exit status. The DOT drawing of the whole
   * graph is {@link #dotGraph}, written as it is made.
   */
  static String report(Format format, AnalysisResult r, Optional<Network> n, List<Diagnostic> diagnostics,
      HazardGate gate, Settings s) {
    int status = gate.exitStatus(r.verdict().exitStatus());
    return switch (format) {
      case JSON -> new JsonReport().render(r, diagnostics, gate.mode().toString(),
          gate.mode() == HazardGate.Mode.NONE ? 0 : gate.count(), status);
      case TEXT -> s.quiet() ? TextReport.summaryLine(r) + "\n"
          : new TextReport(s.sources()::lines, s.file(), s.colour(), s.verbose()).render(r);
      case HTML -> new HtmlReport(s.sources()::lines, s.file()).render(r, n, diagnostics);
      case SARIF -> new SarifReport(s.sources()::lines, s.sourceRoot(), s.file()).render(r, diagnostics, status);
      case JUNIT -> new JUnitReport(s.file()).render(r, n.map(net -> new TreeSet<>(net.qos().lossless()))
          .orElseGet(TreeSet::new), diagnostics);
      case DOT -> new DotReport().cycles(r);
    };
  }

  /**
   * The report of an input with errors, for the formats that carry diagnostics as findings (SARIF,
   * JUnit, HTML); empty for the others, whose users read the diagnostics on stderr.
   */
  static Optional<String> inputErrors(Format format, String network, List<Diagnostic> diagnostics, Settings s) {
    return switch (format) {
      case SARIF -> Optional.of(new SarifReport(s.sources()::lines, s.sourceRoot(), s.file()).renderDiagnostics(diagnostics));
      case JUNIT -> Optional.of(new JUnitReport(s.file()).renderDiagnostics(network, diagnostics));
      case HTML -> Optional.of(new HtmlReport(s.sources()::lines, s.file()).renderDiagnostics(network, diagnostics));
      default -> Optional.empty();
    };
  }

  /** Whether {@code format} is the whole-graph DOT of a known graph, written by {@link #dotGraph}. */
  static boolean streamed(Format format, AnalysisResult r, Settings s) {
    return format == Format.DOT && !s.cyclicOnly() && r.graphKnown();
  }

  /**
   * The DOT drawing of the buffer-dependency graph of the scenario {@code r} is about (the declared
   * scenario, or a counterexample's scenario of the space): every queue, and every dependency with its
   * justification, written as the dependencies are recovered (destination group by destination group:
   * one search per group), so a graph of millions of dependencies is never held whole. Not for an
   * unknown verdict: its graph is not known, and building it is what the timeout stopped.
   */
  static Output.Report dotGraph(AnalysisResult r, Network n) {
    Scenario scenario = DotReport.scenarioOf(r);
    return out -> {
      BufferDependencyGraph g = BdgBuilder.build(n, scenario);
      List<QueueRef> queues = new ArrayList<>(g.queueCount());
      for (int q = 0; q < g.queueCount(); q++) {
        queues.add(g.queueRef(q));
      }
      new DotReport().graph(r, scenario, queues, g.dependencies(), out);
    };
  }
}
