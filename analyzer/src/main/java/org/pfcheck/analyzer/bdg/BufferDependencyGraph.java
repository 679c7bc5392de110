package org.pfcheck.analyzer.bdg;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.Scenario;

/**
 * The buffer-dependency graph of one scenario in compact form: queues are {@code 0..Q-1} (see
 * {@link FabricIndex}), dependencies are CSR arrays, and each dependency keeps one compact example
 * (destination group, flag, label), turned into a {@link Dependency} record with its example
 * packet only on request. Immutable (apart from a lazily made, synchronized search and routing memo for
 * those requests).
 */
public final class BufferDependencyGraph {
  private final ForwardingContext context;
  private final Injections injections;
  private final CsrDigraph graph;
  private final int[] examples;
  private final StateLayout layout;
  private GroupSearch search;
  /** Derived routing towards the last few destination switches a request needed (each is a search). */
  private final Map<Integer, DerivedRouting> routings = new LinkedHashMap<>(16, 0.75f, true) {
    private static final long serialVersionUID = 1L;

    @Override
    protected boolean removeEldestEntry(Map.Entry<Integer, DerivedRouting> eldest) {
      return size() > 16;
    }
  };

  BufferDependencyGraph(ForwardingContext context, Injections injections, CsrDigraph graph, int[] examples) {
    this.context = context;
    this.injections = injections;
    this.graph = graph;
    this.examples = examples;
    this.layout = new StateLayout(context);
  }

  public Network network() {
    return context.index().network();
  }

  public Scenario scenario() {
    return context.index().scenario();
  }

  /** The indexed network the graph was built on. */
  public FabricIndex index() {
    return context.index();
  }

  /** Which packets were considered, in words. */
  public String traffic() {
    return injections.describe();
  }

  /** How many destination groups were searched. */
  public int destinationGroups() {
    return context.groups().size();
  }

  /** The dependencies as a CSR digraph over queue ids (shared arrays: do not write). */
  public CsrDigraph digraph() {
    return graph;
  }

  public int queueCount() {
    return graph.nodeCount();
  }

  public int dependencyCount() {
    return graph.edgeCount();
  }

  /** Queue {@code q} by name. */
  public QueueRef queueRef(int q) {
    FabricIndex index = context.index();
    int port = index.queuePort(q);
    return new QueueRef(index.switchName(index.portSwitch[port]), index.portName[port], index.queuePriority(q));
  }

  /** The id of {@code ref}, or -1 when it is not a queue of this graph. */
  public int queueId(QueueRef ref) {
    int port = context.index().port(ref.switchName(), ref.port());
    return port < 0 ? -1 : context.index().queue(port, ref.priority());
  }

  /** The queues {@code q} depends on, ascending (a copy). */
  public int[] successors(int q) {
    return Arrays.copyOfRange(graph.targets(), graph.offsets()[q], graph.offsets()[q + 1]);
  }

  /** Whether the dependency {@code from -> to} exists. */
  public boolean hasDependency(int from, int to) {
    return graph.edgeIndex(from, to) >= 0;
  }

  /** The dependency {@code from -> to} with its example packet, decision and source lines. */
  public Dependency dependency(int from, int to) {
    int e = graph.edgeIndex(from, to);
    if (e < 0) {
      throw new NoSuchElementException("no dependency " + queueRef(from) + " -> " + queueRef(to));
    }
    return DependencyRecovery.recover(context, injections, this, from, to, examples[e]);
  }

  /** The packing of search states this graph's searches use. */
  StateLayout layout() {
    return layout;
  }

  /**
   * The injection that reaches {@code state} in group {@code g} first, or -1; the search's arrays are
   * large, so they are made on first use and kept.
   */
  synchronized int witness(DestinationGroup g, int state) {
    if (search == null) {
      search = new GroupSearch(context, injections, layout);
    }
    return search.witnessOf(g, state, routingTowards(g.activeSwitch()));
  }

  /**
   * The derived routing towards switch {@code s}, kept for the next requests: the dependencies of one
   * cycle mostly share their destination, and each routing is a search over the whole fabric.
   */
  synchronized DerivedRouting routingTowards(int s) {
    return routings.computeIfAbsent(s, k -> DerivedRouting.towards(context.index(), k));
  }
}
