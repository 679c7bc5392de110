package org.pfcheck.analyzer.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.certificate.LongestPathRanking;
import org.pfcheck.analyzer.cycles.CycleCover;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;

/**
 * The declared scenario, which every scenario of the space extends: its full buffer-dependency graph
 * G₀, and what a scenario's incremental decision compares against — G₀'s longest-path ranks when it is
 * acyclic, a few of its cycles when it is not, each host's destination group, and the derived routing
 * towards every destination switch. Immutable after construction (the graph's own lazy caches aside).
 */
final class BaseScenario {
  /** How many cycles of a cyclic G₀ are kept, to be tried first in every scenario. */
  static final int KEPT_CYCLES = 16;

  final Network network;
  final FabricIndex index;
  final ForwardingContext context;
  final BufferDependencyGraph graph;
  final StronglyConnectedComponents sccs;
  /** G₀'s ranks (strictly decreasing along every dependency) when G₀ is acyclic, else null. */
  final int[] ranks;
  /** A few cycles of G₀ (queue ids in order) when it is cyclic, else none. */
  final List<int[]> cycles;
  /** Per host: the id of its destination group in {@link #context}, or -1. */
  final int[] groupOfHost;
  /** Per switch: the derived routing towards it in the declared scenario, for every active switch of a group. */
  final DerivedRouting[] routingTowards;
  /** Verified producers of the first kept cycles' dependencies, when G₀ is cyclic. */
  final CycleProducers producers;

  private BaseScenario(Network network, FabricIndex index, ForwardingContext context, BufferDependencyGraph graph) {
    this.network = network;
    this.index = index;
    this.context = context;
    this.graph = graph;
    CsrDigraph g = graph.digraph();
    sccs = StronglyConnectedComponents.of(g);
    boolean acyclic = sccs.cyclicCount(g) == 0;
    ranks = acyclic ? LongestPathRanking.ranks(g, sccs) : null;
    cycles = acyclic ? List.of() : List.copyOf(CycleCover.cycles(g, sccs, KEPT_CYCLES));
    groupOfHost = new int[index.hostCount()];
    java.util.Arrays.fill(groupOfHost, -1);
    for (DestinationGroup d : context.groups()) {
      for (int h : d.members()) {
        groupOfHost[h] = d.id();
      }
    }
    routingTowards = new DerivedRouting[index.switchCount()];
    for (DestinationGroup d : context.groups()) {
      int a = d.activeSwitch();
      if (routingTowards[a] == null) {
        routingTowards[a] = DerivedRouting.towards(index, a);
      }
    }
    producers = new CycleProducers(this);
  }

  /**
   * The declared scenario of {@code network} built in full, or empty when {@code deadline} passed first.
   *
   * @throws org.pfcheck.analyzer.bdg.InsufficientHeapException when the graph cannot fit the heap
   */
  static Optional<BaseScenario> build(Network network, Deadline deadline) {
    FabricIndex index = new FabricIndex(network, network.scenario());
    ForwardingContext context = ForwardingContext.of(index);
    return BdgBuilder.build(context, deadline).map(g -> new BaseScenario(network, index, context, g));
  }

  boolean acyclic() {
    return ranks != null;
  }

  /** The destination switches whose groups there are, ascending. */
  List<Integer> destinations() {
    List<Integer> out = new ArrayList<>();
    for (int s = 0; s < routingTowards.length; s++) {
      if (routingTowards[s] != null) {
        out.add(s);
      }
    }
    return out;
  }
}
