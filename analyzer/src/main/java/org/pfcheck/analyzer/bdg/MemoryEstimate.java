package org.pfcheck.analyzer.bdg;

import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * What building a buffer-dependency graph will need, estimated before it starts, so that an input too
 * big for the heap is refused with the size it needs rather than failing half-way. The estimate counts
 * the model and index, each search thread's arrays and dependency bitmap, and every dependency that
 * can exist: a queue depends on at most one queue per link port of its switch and priority it may
 * leave with, which in a Clos without rewrites is within a few tenths of the real count.
 */
final class MemoryEstimate {
  /**
   * Bytes per dependency while building: four ints collected, then two in the CSR graph, and room for
   * the collector to move large arrays; with two threads, the second half's ints while they are merged.
   */
  static final long PER_DEPENDENCY = 32;
  static final long PER_DEPENDENCY_TWO_THREADS = 44;
  /** Bytes of model and index per switch, host and link. */
  static final long PER_ELEMENT = 600;
  /**
   * Bytes of search arrays per port and state of a port: a reach mask and the last part recorded
   * (two longs), the per-group search's three ints; and per port the two routing masks.
   */
  static final long PER_STATE_AND_THREAD = 2 * 8 + 3 * 4;
  static final long PER_PORT_AND_THREAD = 2 * 8;

  private MemoryEstimate() {}

  /**
   * An upper bound of the dependencies of {@code context}'s network: per queue, one per link port of
   * its switch it may leave by (times the priorities it may arrive with, when rewrites change them).
   * Derived routing never sends a packet back towards the switch it came from (each next hop is
   * closer to the destination than the switch it left, and a valley-free path does not turn back), so
   * a queue facing switch N leaves by no port towards N, unless its switch or N may do otherwise:
   * follow an explicit route, or bounce (a standby attachment restarts its path); and not at all when
   * some switch floods (its copies may travel on anywhere). With parallel links this is the difference
   * between n and n squared.
   */
  static long dependencyBound(ForwardingContext context) {
    FabricIndex index = context.index();
    int n = index.switchCount();
    int[] linkPorts = new int[n];
    for (int port = 0; port < index.portCount(); port++) {
      if (index.portLink[port] >= 0) {
        linkPorts[index.portSwitch[port]]++;
      }
    }
    boolean[] anything = new boolean[n];
    boolean floods = false;
    for (DestinationGroup g : context.groups()) {
      floods |= g.arp() && !g.mac();
      for (int s : g.standby()) {
        anything[s] = true;
      }
    }
    if (floods) {
      // a flood copy may go on anywhere (bridged on to every port of a domain): no port is spared
      java.util.Arrays.fill(anything, true);
    }
    for (int s = 0; s < n; s++) {
      anything[s] |= context.routes().hasRoutes(s);
    }
    int targets = 1;
    if (!context.rewrites().isEmpty() || context.classes().dscpMode()) {
      targets = Integer.bitCount(context.losslessMask());
    }
    // per switch: its link ports towards each neighbour, counted once per (port, neighbour) as needed
    java.util.Map<Long, Integer> towards = new java.util.HashMap<>();
    for (int port = 0; port < index.portCount(); port++) {
      int nb = index.farSwitch[port];
      if (nb >= 0) {
        towards.merge((long) index.portSwitch[port] << 32 | nb, 1, Integer::sum);
      }
    }
    long bound = 0;
    for (int port = 0; port < index.portCount(); port++) {
      int s = index.portSwitch[port];
      int from = index.farSwitch[port];
      int out = linkPorts[s];
      if (from >= 0 && !anything[s] && !anything[from]) {
        out -= towards.get((long) s << 32 | from);
      }
      bound += (long) out * Integer.bitCount(index.lossless[port] & 0xff) * targets;
    }
    return bound;
  }

  /** Bytes needed to build the graph of {@code context} on {@code threads} threads. */
  static long bytes(ForwardingContext context, int threads) {
    FabricIndex index = context.index();
    long elements = index.switchCount() + index.hostCount() + index.network().links().size();
    long perThread = (PER_PORT_AND_THREAD + PER_STATE_AND_THREAD * new StateLayout(context).perPort())
        * index.portCount() + EdgeAccumulator.bitmapBytes(index);
    long perDependency = threads > 1 ? PER_DEPENDENCY_TWO_THREADS : PER_DEPENDENCY;
    return PER_ELEMENT * elements + threads * perThread + perDependency * dependencyBound(context);
  }
}
