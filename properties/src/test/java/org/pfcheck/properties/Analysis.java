package org.pfcheck.properties;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.analyzer.check.ReferenceForwarding.Edge;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/** What the properties ask of the analyzer, and how they describe the answers in failure messages. */
final class Analysis {
  /** Every cycle the engines find (up to 20), and a budget no generated network comes near. */
  static final AnalysisOptions OPTIONS = new AnalysisOptions(20, Duration.ofMinutes(1), 100_000);

  private Analysis() {}

  /** The graph engine's answer for the declared scenario. */
  static AnalysisResult graphEngine(Network n) {
    return new GraphEngine().analyze(n, OPTIONS);
  }

  /** The validator's errors (a generated network should have none). */
  static List<Diagnostic> errors(Network n) {
    return NetworkValidator.validate(n).stream().filter(Diagnostic::isError).toList();
  }

  /** The fast builder's buffer-dependency graph of the declared scenario. */
  static BufferDependencyGraph graph(Network n) {
    return BdgBuilder.build(n, n.scenario());
  }

  /** The dependencies of {@code g} by name, with the cause recorded for each. */
  static Map<Edge, Cause> causes(BufferDependencyGraph g) {
    Map<Edge, Cause> out = new HashMap<>();
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        out.put(new Edge(g.queueRef(q), g.queueRef(t)), g.dependency(q, t).cause());
      }
    }
    return out;
  }

  /** The dependencies of {@code g} by name. */
  static Set<Edge> edges(BufferDependencyGraph g) {
    Set<Edge> out = new HashSet<>();
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        out.add(new Edge(g.queueRef(q), g.queueRef(t)));
      }
    }
    return out;
  }

  /** What two dependency sets disagree on, for failure messages. */
  static String difference(String a, Set<Edge> x, String b, Set<Edge> y) {
    Set<Edge> onlyX = new HashSet<>(x);
    onlyX.removeAll(y);
    Set<Edge> onlyY = new HashSet<>(y);
    onlyY.removeAll(x);
    return "only in " + a + ": " + onlyX + "\nonly in " + b + ": " + onlyY;
  }

  /** Whether the dependencies {@code edges} contain a cycle, by JGraphT (independent of the analyzer's search). */
  static boolean cyclic(Set<Edge> edges) {
    DefaultDirectedGraph<QueueRef, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
    for (Edge e : edges) {
      g.addVertex(e.from());
      g.addVertex(e.to());
      g.addEdge(e.from(), e.to());
    }
    return new CycleDetector<>(g).detectCycles();
  }

  /** The edges of {@code edges} whose two queues are of priorities other than {@code priority}. */
  static Set<Edge> avoiding(Set<Edge> edges, int priority) {
    return edges.stream().filter(e -> e.from().priority() != priority && e.to().priority() != priority)
        .collect(Collectors.toCollection(HashSet::new));
  }

  /** The verdict and, for a deadlock, every counterexample hop by hop: for failure messages. */
  static String explain(AnalysisResult r) {
    StringBuilder out = new StringBuilder(r.verdict().word());
    if (r.verdict() instanceof Verdict.Possible p) {
      for (Counterexample cx : p.counterexamples()) {
        out.append("\ncycle in scenario ").append(cx.scenario()).append(':');
        for (Dependency d : cx.cycle()) {
          out.append("\n  ").append(d.from()).append(" -> ").append(d.to()).append("  ").append(d.cause().word())
              .append(", packet ").append(d.packet().src()).append(" -> ").append(d.packet().dst()).append(" p")
              .append(d.packet().priority()).append(", ").append(d.decision());
        }
      }
    } else if (r.verdict() instanceof Verdict.Unknown u) {
      out.append(": ").append(u.reason());
    }
    return out.toString();
  }
}
