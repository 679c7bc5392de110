package org.pfcheck.analyzer.storm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.cycles.StronglyConnectedComponents;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Origin;
import org.pfcheck.model.hazards.Nic;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;

/**
 * The worst single NIC storm of a fabric without one search per host. Hosts whose storms start at the
 * same switches in the same priority share their first queues (every live port of those switches) and
 * so their radius, but for their own port, which nothing waits on: a "column". Which queues reach each
 * column's first queues is one pass over the condensation of the graph per 64 columns, a bit per column
 * (a queue reaches what its strongly connected component reaches, and a component what its successors
 * reach). A second pass over the dependencies that no watchdog bounds gives what stays paused as long as
 * the storm. The worst host pauses the most hosts for as long as the storm lasts, then the most hosts at
 * all, then comes first; its storm is then searched in full. Working state of one call.
 */
public final class AnyStorm {
  /**
   * The answer over every host. Immutable.
   *
   * @param worst the worst host's storm, in full
   * @param sources how many hosts were tried
   * @param contained how many of their storms the watchdogs bound in time
   * @param uncontained the hosts whose storm keeps something paused as long as it lasts
   * @param unprotected the server-facing ports of those hosts that have no watchdog that acts
   * @param hostsPaused per host tried (in file order), how many other hosts its storm pauses at all
   */
  public record Result(Storm worst, int sources, int contained, List<String> uncontained, List<Storm.Port> unprotected,
      Map<String, Integer> hostsPaused) {
    public Result {
      uncontained = List.copyOf(uncontained);
      unprotected = List.copyOf(unprotected);
      hostsPaused = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(hostsPaused));
    }
  }

  /** The hosts whose storms stop ports of the same switches in the same priority share a column. */
  private record Column(List<Integer> switches, int priority) {}

  /** One host's storm in terms of columns: which switches it stops, in which priority. */
  private record Source(int host, int priority, int column, int lastingColumn, boolean contained, int[] stopped) {}

  private final StormGraph g;
  private final StormAnalysis analysis;
  private final FabricIndex index;

  AnyStorm(StormGraph g, StormAnalysis analysis) {
    this.g = g;
    this.analysis = analysis;
    this.index = g.index;
  }

  Result run(OptionalInt priority) {
    Map<Column, Integer> columns = new LinkedHashMap<>();
    Map<Column, Integer> lastingColumns = new LinkedHashMap<>();
    List<Source> sources = sources(priority, columns, lastingColumns);
    int[] paused = hostCounts(g.forward, columns, sources, false);
    int[] lasting = hostCounts(uncut(), lastingColumns, sources, true);
    Source worst = null;
    Map<String, Integer> hostsPaused = new LinkedHashMap<>();
    List<String> uncontained = new ArrayList<>();
    List<Storm.Port> unprotected = new ArrayList<>();
    Map<String, Origin> declared = StormFindings.declarations(index.network());
    for (Source s : sources) {
      hostsPaused.put(index.hostName(s.host()), paused[s.host()]);
      if (!s.contained()) {
        uncontained.add(index.hostName(s.host()));
        for (int out : s.stopped()) {
          if (g.hold[out] == StormGraph.UNBOUNDED) {
            String sw = index.switchName(index.portSwitch[out]);
            Origin line = declared.getOrDefault(sw + "\u0000" + index.portName[out], Origin.NONE);
            unprotected.add(new Storm.Port(sw, index.portName[out], true, index.hostName(s.host()), line.span()));
          }
        }
      }
      if (worst == null || lasting[s.host()] > lasting[worst.host()] || lasting[s.host()] == lasting[worst.host()]
          && paused[s.host()] > paused[worst.host()]) {
        worst = s;
      }
    }
    if (worst == null) {
      throw new IllegalArgumentException("the network has no host whose storm could be analysed");
    }
    Storm storm = analysis.fromHost(index.hostName(worst.host()), OptionalInt.of(worst.priority()));
    long searched = storm.hosts().stream().map(Storm.PausedHost::host).distinct().count();
    if (searched != paused[worst.host()]) { // the two computations share no code past the seeds
      throw new IllegalStateException("the storm of " + index.hostName(worst.host()) + " pauses " + searched
          + " hosts by search but " + paused[worst.host()] + " by the one-pass count");
    }
    return new Result(storm, sources.size(), sources.size() - uncontained.size(), uncontained, unprotected, hostsPaused);
  }

  /** Every host as a source, with its columns (numbered in {@code columns} by their key). */
  private List<Source> sources(OptionalInt priority, Map<Column, Integer> columns,
      Map<Column, Integer> lastingColumns) {
    List<Source> out = new ArrayList<>();
    List<Host> hosts = index.network().hosts();
    for (int h = 0; h < hosts.size(); h++) {
      Host host = hosts.get(h);
      int p = priority.orElse(analysis.defaultPriority(host));
      Nic nic = index.network().hazards().nicOf(host);
      long lasts = nic.stormWatchdog() ? nic.stormTimeoutMillis() : StormGraph.UNBOUNDED;
      List<Integer> key = new ArrayList<>();
      List<Integer> lastingKey = new ArrayList<>();
      List<Integer> stopped = new ArrayList<>();
      for (Attachment a : host.attachments()) {
        int port = index.port(a.switchName(), a.port());
        if (port >= 0 && index.honours(port, p)) {
          stopped.add(port);
          key.add(index.portSwitch[port]);
          if (Math.min(lasts, g.hold[port]) == StormGraph.UNBOUNDED) { // the port itself stays stopped
            lastingKey.add(index.portSwitch[port]);
          }
        }
      }
      int column = key.isEmpty() ? -1 : columns.computeIfAbsent(new Column(List.copyOf(key), p), k -> columns.size());
      int lastingColumn = lastingKey.isEmpty() ? -1
          : lastingColumns.computeIfAbsent(new Column(List.copyOf(lastingKey), p), k -> lastingColumns.size());
      out.add(new Source(h, p, column, lastingColumn, lastingColumn < 0,
          stopped.stream().mapToInt(Integer::intValue).toArray()));
    }
    return out;
  }

  /** The dependencies whose egress port has no watchdog that bounds a pause. */
  private CsrDigraph uncut() {
    int n = g.forward.nodeCount();
    int[] offsets = g.forward.offsets();
    int[] targets = g.forward.targets();
    IntBag from = new IntBag();
    IntBag to = new IntBag();
    for (int q = 0; q < n; q++) {
      for (int e = offsets[q]; e < offsets[q + 1]; e++) {
        int egress = g.egressInto(targets[e]);
        if (egress < 0 || g.hold[egress] == StormGraph.UNBOUNDED) {
          from.add(q);
          to.add(targets[e]);
        }
      }
    }
    return CsrDigraph.of(n, from.toArray(), to.toArray());
  }

  /**
   * Per host, how many other hosts the storm of its column ({@code lasting}: its lasting column) pauses
   * in {@code graph}: one pass over the condensation per 64 columns.
   */
  private int[] hostCounts(CsrDigraph graph, Map<Column, Integer> columns, List<Source> sources,
      boolean lasting) {
    int[] out = new int[index.hostCount()];
    if (columns.isEmpty()) {
      return out;
    }
    StronglyConnectedComponents scc = StronglyConnectedComponents.of(graph);
    List<Column> keys = new ArrayList<>(columns.keySet());
    for (int base = 0; base < keys.size(); base += 64) {
      long[] bits = new long[scc.count()];
      for (int c = base; c < Math.min(keys.size(), base + 64); c++) {
        long bit = 1L << (c - base);
        Column key = keys.get(c);
        for (int s : key.switches()) {
          StormSeeds.forEachAt(index, s, -1, key.priority(), q -> bits[scc.component()[q]] |= bit);
        }
      }
      propagate(graph, scc, bits);
      int[] perColumn = new int[64];
      long[] own = new long[index.hostCount()];
      for (int h = 0; h < index.hostCount(); h++) {
        long w = 0;
        for (Attachment a : index.network().hosts().get(h).attachments()) {
          int port = index.port(a.switchName(), a.port());
          for (int q = port < 0 ? 0 : index.queueBase[port]; port >= 0 && q < index.queueBase[port + 1]; q++) {
            w |= bits[scc.component()[q]];
          }
        }
        own[h] = w;
        for (long m = index.hostDead[h] ? 0 : w; m != 0; m &= m - 1) {
          perColumn[Long.numberOfTrailingZeros(m)]++;
        }
      }
      for (Source s : sources) {
        int c = lasting ? s.lastingColumn() : s.column();
        if (c >= base && c < base + 64) {
          boolean self = !index.hostDead[s.host()] && (own[s.host()] >>> (c - base) & 1) != 0;
          out[s.host()] = perColumn[c - base] - (self ? 1 : 0);
        }
      }
    }
    return out;
  }

  /** Components in Tarjan's order are sinks first: each takes the bits of the components it reaches. */
  private static void propagate(CsrDigraph graph, StronglyConnectedComponents scc, long[] bits) {
    int[] offsets = graph.offsets();
    int[] targets = graph.targets();
    int[] component = scc.component();
    for (int v : scc.order()) {
      int c = component[v];
      long w = bits[c];
      for (int e = offsets[v]; e < offsets[v + 1]; e++) {
        w |= bits[component[targets[e]]];
      }
      bits[c] = w;
    }
  }
}
