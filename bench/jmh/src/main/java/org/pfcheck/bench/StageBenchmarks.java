package org.pfcheck.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.certificate.LongestPathRanking;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.cycles.CycleCover;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;

/**
 * The hot stages of the graph engine on k-ary fat-trees with a dead host per ToR: building the
 * buffer-dependency graph (flooding ToRs: cyclic), strongly connected components and the cycle cover
 * of that graph, and ranking plus re-checking the certificate of the fixed fabric (drop-lossless:
 * acyclic). Run with {@code bench/jmh/run.sh}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
public class StageBenchmarks {
  @Param({"16", "32"})
  public int k;

  private ForwardingContext flooding;
  private BufferDependencyGraph cyclic;
  private BufferDependencyGraph acyclic;
  private StronglyConnectedComponents acyclicSccs;

  @Setup(Level.Trial)
  public void setUp() {
    Network flood = Fabrics.read("flood.pfc", Fabrics.fatTree(k, false));
    flooding = ForwardingContext.of(new FabricIndex(flood, flood.scenario()));
    cyclic = BdgBuilder.build(flooding, Deadline.none()).orElseThrow();
    Network fixed = Fabrics.read("fixed.pfc", Fabrics.fatTree(k, true));
    acyclic = BdgBuilder.build(fixed, fixed.scenario());
    acyclicSccs = StronglyConnectedComponents.of(acyclic.digraph());
  }

  /** Forwarding and reachability for every destination group, and the CSR graph. */
  @Benchmark
  public BufferDependencyGraph buildGraph() {
    return BdgBuilder.build(flooding, Deadline.none()).orElseThrow();
  }

  /** Tarjan's components of the cyclic graph. */
  @Benchmark
  public StronglyConnectedComponents stronglyConnectedComponents() {
    return StronglyConnectedComponents.of(cyclic.digraph());
  }

  /** Components, then up to ten shortest cycles covering the cyclic dependencies. */
  @Benchmark
  public int cycleCover() {
    return CycleCover.cycles(cyclic.digraph(), StronglyConnectedComponents.of(cyclic.digraph()), 10).size();
  }

  /** Ranks of the acyclic graph, the certificate, and its independent re-check. */
  @Benchmark
  public Certificate certificate() {
    int[] ranks = LongestPathRanking.ranks(acyclic.digraph(), acyclicSccs);
    java.util.List<QueueRef> queues = new java.util.ArrayList<>(acyclic.queueCount());
    for (int q = 0; q < acyclic.queueCount(); q++) {
      queues.add(acyclic.queueRef(q));
    }
    Certificate c = new Certificate(queues, ranks);
    CertificateChecker.check(acyclic, c);
    return c;
  }
}
