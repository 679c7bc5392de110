package org.pfcheck.analyzer.storm;

import java.util.List;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.bdg.CsrDigraph;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.PacketClasses;
import org.pfcheck.model.Network;
import org.pfcheck.model.hazards.PortWatchdog;
import org.pfcheck.model.topology.Switch;

/**
 * A buffer-dependency graph read backwards, for pause storms: for every queue the queues that wait on
 * it (its predecessors), and for every dependency the egress port it leaves by and how long that port's
 * PFC watchdog lets a pause hold it ({@link #UNBOUNDED} without one that drops or forwards). Built once
 * per graph in O(queues + dependencies); immutable after construction, arrays shared and not written.
 */
final class StormGraph {
  /** A time no watchdog bounds. */
  static final long UNBOUNDED = Long.MAX_VALUE;

  final BufferDependencyGraph bdg;
  final FabricIndex index;
  /** The packet classes, for the priority group of the DSCP a NIC marks (DSCP mode). */
  final PacketClasses classes;
  final CsrDigraph forward;
  /** Predecessors in CSR form: the queues {@code waiters[waiterStart[q] .. waiterStart[q+1]-1]} wait on q. */
  final int[] waiterStart;
  final int[] waiters;
  /** Per port: its PFC watchdog. */
  final PortWatchdog[] watchdog;
  /** Per port: how long a pause holds it as an egress before its watchdog acts, or {@link #UNBOUNDED}. */
  final long[] hold;

  StormGraph(BufferDependencyGraph bdg) {
    this.bdg = bdg;
    this.index = bdg.index();
    this.classes = new PacketClasses(index);
    this.forward = bdg.digraph();
    int n = forward.nodeCount();
    int[] offsets = forward.offsets();
    int[] targets = forward.targets();
    waiterStart = new int[n + 1];
    for (int t : targets) {
      waiterStart[t + 1]++;
    }
    for (int q = 0; q < n; q++) {
      waiterStart[q + 1] += waiterStart[q];
    }
    waiters = new int[targets.length];
    int[] fill = java.util.Arrays.copyOf(waiterStart, n);
    for (int q = 0; q < n; q++) {
      for (int e = offsets[q]; e < offsets[q + 1]; e++) {
        waiters[fill[targets[e]]++] = q;
      }
    }
    Network network = index.network();
    List<Switch> switches = network.switches();
    watchdog = new PortWatchdog[index.portCount()];
    hold = new long[index.portCount()];
    for (int o = 0; o < watchdog.length; o++) {
      watchdog[o] = network.hazards().watchdogAt(switches.get(index.portSwitch[o]), index.portName[o],
          index.portHost[o] >= 0);
      hold[o] = watchdog[o].breaksPauses() ? watchdog[o].detectMillis() : UNBOUNDED;
    }
  }

  /** The egress port a packet leaves by to enter queue {@code q}: the far end of q's port, or -1. */
  int egressInto(int q) {
    return index.peerPort[index.queuePort(q)];
  }
}
