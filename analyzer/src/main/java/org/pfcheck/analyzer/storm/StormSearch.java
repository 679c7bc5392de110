package org.pfcheck.analyzer.storm;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * The blast radius of one storm: how long each queue stays paused at most, the largest over the paths
 * by which the pauses reach it of the smallest hold along the path (a widest-path search backwards over
 * the dependencies). A queue waits on its successor through one egress port, whose watchdog (if it drops
 * or forwards) stops holding the queue after its detection time. The times come from few distinct
 * values, so the search takes them in buckets, longest first: O(queues + dependencies) per distinct
 * time. Working state of one call.
 */
final class StormSearch {
  private final StormGraph g;
  private final FabricIndex index;
  /** Per queue: how long it stays paused at most; -1 when the storm never reaches it. */
  private final long[] paused;
  private final TreeMap<Long, IntBag> buckets = new TreeMap<>();
  private final IntBag reached = new IntBag();

  private StormSearch(StormGraph g) {
    this.g = g;
    this.index = g.index;
    this.paused = new long[g.forward.nodeCount()];
    Arrays.fill(paused, -1);
  }

  /**
   * The storm from {@code source}: the NIC or stuck port pauses for {@code sourceMillis} (or {@link
   * StormGraph#UNBOUNDED}) the egress ports {@code stopped} (a NIC's ToR ports), or, for a stuck switch
   * queue, {@code stuck} never drains (-1 for a NIC).
   */
  static Storm run(StormGraph g, StormSource source, String choice, long sourceMillis, int[] stopped, int stuck,
      List<String> notes) {
    StormSearch s = new StormSearch(g);
    for (int out : stopped) {
      long hold = Math.min(sourceMillis, g.hold[out]);
      StormSeeds.forEach(s.index, out, source.priority(), q -> s.offer(q, hold));
    }
    if (stuck >= 0) {
      s.offer(stuck, sourceMillis);
    }
    s.spread();
    return new StormFindings(g, s.paused, s.reached).storm(source, choice, sourceMillis, stopped, notes);
  }

  private void offer(int q, long millis) {
    if (millis > paused[q]) {
      if (paused[q] < 0) {
        reached.add(q);
      }
      paused[q] = millis;
      buckets.computeIfAbsent(millis, k -> new IntBag()).add(q);
    }
  }

  private void spread() {
    while (!buckets.isEmpty()) {
      Map.Entry<Long, IntBag> top = buckets.pollLastEntry();
      long millis = top.getKey();
      IntBag bag = top.getValue();
      for (int k = 0; k < bag.size(); k++) {
        int q = bag.get(k);
        if (paused[q] != millis) {
          continue;
        }
        int egress = g.egressInto(q);
        long through = egress < 0 ? millis : Math.min(millis, g.hold[egress]);
        for (int e = g.waiterStart[q]; e < g.waiterStart[q + 1]; e++) {
          offer(g.waiters[e], through);
        }
      }
    }
  }
}
