package org.pfcheck.analyzer.bdg;

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

  /** An upper bound of the dependencies of {@code context}'s network. */
  static long dependencyBound(ForwardingContext context) {
    FabricIndex index = context.index();
    int[] linkPorts = new int[index.switchCount()];
    for (int port = 0; port < index.portCount(); port++) {
      if (index.portLink[port] >= 0) {
        linkPorts[index.portSwitch[port]]++;
      }
    }
    int targets = 1;
    if (!context.rewrites().isEmpty() || context.classes().dscpMode()) {
      targets = Integer.bitCount(context.losslessMask());
    }
    long bound = 0;
    for (int port = 0; port < index.portCount(); port++) {
      bound += (long) linkPorts[index.portSwitch[port]] * Integer.bitCount(index.lossless[port] & 0xff) * targets;
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
