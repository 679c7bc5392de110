package org.pfcheck.analyzer.graph;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.certificate.LongestPathRanking;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.check.CounterexampleChecker;
import org.pfcheck.analyzer.cycles.CycleCover;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;

/**
 * The graph engine: builds the buffer-dependency graph of the network's declared scenario, then
 * reports cycles (strongly connected components, shortest cycles) or a rank certificate, each re-checked
 * by independent code before it is returned. A scenario space, if the network has one, is not checked
 * here: the enumeration and Z3 engines handle spaces. Validation is the caller's job. Stateless.
 */
public final class GraphEngine implements DeadlockEngine {
  private final Function<FabricIndex, ForwardingContext> contexts;

  /** The graph engine. */
  public GraphEngine() {
    this(ForwardingContext::of);
  }

  /**
   * The engine with forwarding tables made by {@code contexts}: tests hand it wrong tables (a planted
   * bug) to show that the independent re-checks stop what the fast path then gets wrong.
   */
  GraphEngine(Function<FabricIndex, ForwardingContext> contexts) {
    this.contexts = contexts;
  }

  @Override
  public String name() {
    return "graph";
  }

  @Override
  public AnalysisResult analyze(Network network, AnalysisOptions options) {
    Deadline deadline = Deadline.after(options.timeout());
    Map<String, Long> millis = new LinkedHashMap<>();
    long start = System.nanoTime();
    FabricIndex index = FabricIndex.shared(network, network.scenario());
    start = lap(millis, "index", start);
    ForwardingContext context = contexts.apply(index);
    start = lap(millis, "forwarding", start);
    if (deadline.expired()) {
      return unknown(network, index, millis, "forwarding");
    }
    Optional<BufferDependencyGraph> built = BdgBuilder.build(context, deadline);
    start = lap(millis, "graph", start);
    if (built.isEmpty() || deadline.expired()) {
      return unknown(network, index, millis, "graph");
    }
    BufferDependencyGraph graph = built.get();
    StronglyConnectedComponents sccs = StronglyConnectedComponents.of(graph.digraph());
    int cyclic = sccs.cyclicCount(graph.digraph());
    Verdict verdict;
    Map<String, Long> extra = new LinkedHashMap<>();
    extra.put("destination-groups", (long) graph.destinationGroups());
    if (cyclic > 0) {
      // A cycle found is never thrown away: at the timeout the listing stops, and the cycles in hand
      // (at least one, re-checked) are the answer.
      boolean[] cut = {false};
      BooleanSupplier stop = () -> cut[0] |= deadline.expired();
      List<Counterexample> found = new ArrayList<>();
      List<Counterexamples.Recovered> recovered = new ArrayList<>();
      for (int[] cycle : CycleCover.cycles(graph.digraph(), sccs, options.maxCycles(), stop)) {
        if (!found.isEmpty() && stop.getAsBoolean()) {
          break;
        }
        Counterexamples.Recovered r = Counterexamples.recoverWithPaths(graph, cycle);
        recovered.add(r);
        found.add(r.counterexample());
      }
      start = lap(millis, "cycles", start);
      int checked = CounterexampleChecker.checkUntil(network, found, stop, Counterexamples.hints(recovered));
      lap(millis, "recheck", start);
      if (cut[0]) {
        extra.put("cycles-cut-by-timeout", 1L);
      }
      verdict = new Verdict.Possible(found.subList(0, checked), cyclic);
    } else {
      start = lap(millis, "cycles", start);
      int[] ranks = LongestPathRanking.ranks(graph.digraph(), sccs);
      List<QueueRef> queues = new ArrayList<>(graph.queueCount());
      for (int q = 0; q < graph.queueCount(); q++) {
        queues.add(graph.queueRef(q));
      }
      Certificate certificate = new Certificate(queues, ranks);
      start = lap(millis, "certificate", start);
      CertificateChecker.check(graph, certificate);
      lap(millis, "recheck", start);
      String acyclic = "the buffer-dependency graph of the declared scenario is acyclic (" + graph.queueCount()
          + " queues, " + graph.dependencyCount() + " dependencies, longest dependency chain " + certificate.maxRank()
          + ")";
      // One acyclic scenario proves nothing about a declared space: answer unknown, never free.
      verdict = network.space().isPresent()
          ? new Verdict.Unknown(acyclic + ", but the network declares a scenario space and the graph engine checks"
              + " one scenario only; use --engine z3 or --engine enumeration to check the whole space")
          : new Verdict.Free(certificate, acyclic);
    }
    return new AnalysisResult(network.name(), verdict, network.scenario(), Optional.empty(), graph.traffic(),
        List.of(name()), new Stats(network.switches().size(), network.hosts().size(), graph.queueCount(),
            graph.dependencyCount(), 1, millis, extra));
  }

  private AnalysisResult unknown(Network network, FabricIndex index, Map<String, Long> millis, String stage) {
    return new AnalysisResult(network.name(), new Verdict.Unknown("timeout during the " + stage + " stage"),
        network.scenario(), Optional.empty(), org.pfcheck.analyzer.bdg.Injections.describe(network),
        List.of(name()), new Stats(network.switches().size(), network.hosts().size(), index.queueCount(), 0, 1,
            millis, Map.of()));
  }

  private static long lap(Map<String, Long> millis, String stage, long start) {
    long now = System.nanoTime();
    millis.put(stage, (now - start) / 1_000_000);
    return now;
  }
}
