package org.pfcheck.analyzer.bdg;

import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.pfcheck.analyzer.QueueRef;

/** JGraphT views of buffer-dependency graphs, for small graphs, reports and tests; not for the hot path. */
public final class BdgGraphs {
  private BdgGraphs() {}

  /** {@code graph} as a JGraphT directed graph of named queues and value edges (self-loops kept). */
  public static Graph<QueueRef, DependencyEdge> toJGraphT(BufferDependencyGraph graph) {
    Graph<QueueRef, DependencyEdge> out = new DefaultDirectedGraph<>(null, null, false);
    QueueRef[] refs = new QueueRef[graph.queueCount()];
    for (int q = 0; q < refs.length; q++) {
      refs[q] = graph.queueRef(q);
      out.addVertex(refs[q]);
    }
    int[] offsets = graph.digraph().offsets();
    int[] targets = graph.digraph().targets();
    for (int q = 0; q < refs.length; q++) {
      for (int e = offsets[q]; e < offsets[q + 1]; e++) {
        out.addEdge(refs[q], refs[targets[e]], new DependencyEdge(refs[q], refs[targets[e]]));
      }
    }
    return out;
  }
}
