package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.check.PathHint;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.GroupForwarding;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

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

  /**
   * The destination group (an index into the forwarding context's groups) whose packets gave the
   * dependency at index {@code edge} of {@link #digraph()}'s targets its example.
   */
  public int exampleGroup(int edge) {
    return Examples.group(examples[edge]);
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
   * Every dependency with its example packet, decision and source lines, made as the iteration reaches
   * it (a graph of millions of dependencies is never held whole), destination group by destination
   * group: the examples are found again with one search per group, not one per dependency. Within a
   * group, dependencies come in the order of {@link #digraph()}'s edges.
   */
  public Iterable<Dependency> dependencies() {
    int m = graph.edgeCount();
    int groups = context.groups().size();
    int[] start = new int[groups + 1];
    for (int e = 0; e < m; e++) {
      start[Examples.group(examples[e]) + 1]++;
    }
    for (int g = 0; g < groups; g++) {
      start[g + 1] += start[g];
    }
    int[] byGroup = new int[m];
    int[] fill = java.util.Arrays.copyOf(start, groups);
    for (int e = 0; e < m; e++) {
      byGroup[fill[Examples.group(examples[e])]++] = e;
    }
    int[] offsets = graph.offsets();
    return () -> new java.util.Iterator<>() {
      private int k;
      private int group = -1;
      private GroupForwarding forwarding;

      @Override
      public boolean hasNext() {
        return k < m;
      }

      @Override
      public Dependency next() {
        if (k >= m) {
          throw new NoSuchElementException();
        }
        int e = byGroup[k++];
        int g = Examples.group(examples[e]);
        if (g != group) {
          group = g;
          DestinationGroup d = context.groups().get(g);
          forwarding = new GroupForwarding(context, d, routingTowards(d.activeSwitch()));
        }
        int from = java.util.Arrays.binarySearch(offsets, e);
        if (from < 0) {
          from = -from - 2;
        }
        while (offsets[from + 1] <= e) {
          from++; // queues without dependencies share their offset with the next queue
        }
        return DependencyRecovery.recover(context, injections, BufferDependencyGraph.this, from,
            graph.targets()[e], examples[e], forwarding);
      }
    };
  }

  /** The queues that some dependency starts or ends at, in the order the edges name them (from, then to). */
  public List<QueueRef> queuesOfDependencies() {
    boolean[] seen = new boolean[graph.nodeCount()];
    List<QueueRef> out = new java.util.ArrayList<>();
    int[] offsets = graph.offsets();
    int[] targets = graph.targets();
    for (int q = 0; q < graph.nodeCount(); q++) {
      for (int e = offsets[q]; e < offsets[q + 1]; e++) {
        for (int x : new int[] {q, targets[e]}) {
          if (!seen[x]) {
            seen[x] = true;
            out.add(queueRef(x));
          }
        }
      }
    }
    return out;
  }

  /**
   * The injection that reaches {@code state} in group {@code g} first, or -1; the search's arrays are
   * large, so they are made on first use and kept.
   */
  synchronized int witness(DestinationGroup g, int state) {
    return search().witnessOf(g, state, routingTowards(g.activeSwitch()));
  }

  /** The kept search: its arrays are large, so they are made on first use. */
  private GroupSearch search() {
    if (search == null) {
      search = new GroupSearch(context, injections, layout);
    }
    return search;
  }

  /**
   * The path by which the example packet of the dependency {@code from -> to} reached {@code from}, as a
   * hint for the re-check ({@link PathHint}); no hops when the search does not reach it.
   */
  public synchronized PathHint examplePath(int from, int to) {
    int e = graph.edgeIndex(from, to);
    if (e < 0) {
      throw new NoSuchElementException("no dependency " + queueRef(from) + " -> " + queueRef(to));
    }
    int example = examples[e];
    DestinationGroup g = context.groups().get(Examples.group(example));
    FabricIndex index = context.index();
    int state = layout.state(index.queuePort(from), Examples.label(example), Examples.flag(example));
    List<PathHint.Hop> hops = new ArrayList<>();
    for (int s : search().pathTo(g, state, routingTowards(g.activeSwitch()))) {
      int port = layout.port(s);
      int flag = layout.flag(s);
      hops.add(new PathHint.Hop(index.switchName(index.portSwitch[port]), index.portName[port],
          flag == Decision.TUNNELLED, flag == Decision.BRIDGED));
    }
    return new PathHint(hops);
  }

  /**
   * The derived routing towards switch {@code s}, kept for the next requests: the dependencies of one
   * cycle mostly share their destination, and each routing is a search over the whole fabric.
   */
  synchronized DerivedRouting routingTowards(int s) {
    return routings.computeIfAbsent(s, k -> DerivedRouting.towards(context.index(), k));
  }
}
