package org.pfcheck.cli.commands;

import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.cli.io.Output;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.pipeline.CheckOutcome;
import org.pfcheck.pipeline.DependencyGraphs;
import org.pfcheck.pipeline.HazardGate;
import org.pfcheck.reports.dot.DotReport;
import org.pfcheck.reports.format.CheckReport;
import org.pfcheck.reports.format.ReportFormat;

/**
 * The one report the command line renders itself: DOT's whole graph, written as it is built (every
 * other report is {@link ReportFormat#render} of one {@code CheckReport}). Stateless.
 */
final class Renderers {
  private Renderers() {
  }

  /** The hazard gate's outcome as the reports state it (the count 0 where hazards were not checked). */
  static CheckReport.Gate gate(CheckOutcome outcome) {
    HazardGate gate = outcome.hazards();
    return new CheckReport.Gate(gate.mode().toString(), gate.mode() == HazardGate.Mode.NONE ? 0 : gate.count(),
        outcome.exitStatus());
  }

  /** Whether {@code format} is the whole-graph DOT of a known graph, written by {@link #dotGraph}. */
  static boolean streamed(ReportFormat format, AnalysisResult r, boolean cyclicOnly) {
    return format == ReportFormat.DOT && !cyclicOnly && r.graphKnown();
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
      DependencyGraphs.Listing g = DependencyGraphs.of(n, scenario);
      new DotReport().graph(r, scenario, g.queues(), g.dependencies(), out);
    };
  }
}
