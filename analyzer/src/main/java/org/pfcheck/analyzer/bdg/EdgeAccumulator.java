package org.pfcheck.analyzer.bdg;

import java.util.Arrays;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Collects dependencies while the reachability search discovers them, keeping the first example of
 * each. A dependency {@code q -> (o, p')} is identified by its queue, the egress port {@code o} (an
 * up-link port of q's switch) and the new priority, so duplicates are found with one bit per
 * (queue, link port of its switch, priority): a dense bitmap, smaller and faster than a hash set of
 * (from, to) pairs. Working state of one build; not thread-safe.
 */
final class EdgeAccumulator {
  private final FabricIndex index;
  private final long[] bitOffset;
  private final int[] linkRank;
  private final long[] seen;
  private final IntList from = new IntList();
  private final IntList to = new IntList();
  private final IntList witness = new IntList();
  private final IntList group = new IntList();

  EdgeAccumulator(FabricIndex index) {
    this.index = index;
    linkRank = new int[index.portCount()];
    int[] linkPorts = new int[index.switchCount()];
    for (int port = 0; port < index.portCount(); port++) {
      if (index.portLink[port] >= 0) {
        linkRank[port] = linkPorts[index.portSwitch[port]]++;
      }
    }
    bitOffset = new long[index.queueCount()];
    long bits = 0;
    for (int q = 0; q < index.queueCount(); q++) {
      bitOffset[q] = bits;
      bits += 8L * linkPorts[index.portSwitch[index.queuePort(q)]];
    }
    if (bits / 64 + 1 > Integer.MAX_VALUE - 8) {
      throw new IllegalStateException("dependency bitmap of " + bits + " bits is too large");
    }
    seen = new long[(int) (bits / 64 + 1)];
  }

  /** Records {@code fromQueue -> toQueue} sent out of {@code egress} with priority {@code p}, if new. */
  void add(int fromQueue, int egress, int p, int toQueue, int witnessBits, int groupId) {
    long bit = bitOffset[fromQueue] + 8L * linkRank[egress] + p;
    int word = (int) (bit >>> 6);
    long mask = 1L << (bit & 63);
    if ((seen[word] & mask) != 0) {
      return;
    }
    seen[word] |= mask;
    from.add(fromQueue);
    to.add(toQueue);
    witness.add(witnessBits);
    group.add(groupId);
  }

  /** The number of distinct dependencies so far. */
  int size() {
    return from.size();
  }

  /** The collected dependencies as CSR, successors ascending, with each edge's example. */
  Result finish() {
    int n = index.queueCount();
    int m = from.size();
    int[] offsets = new int[n + 1];
    for (int k = 0; k < m; k++) {
      offsets[from.get(k) + 1]++;
    }
    for (int v = 0; v < n; v++) {
      offsets[v + 1] += offsets[v];
    }
    int[] fill = Arrays.copyOf(offsets, n);
    long[] keyed = new long[m];
    for (int k = 0; k < m; k++) {
      keyed[fill[from.get(k)]++] = ((long) to.get(k) << 32) | k;
    }
    int[] targets = new int[m];
    int[] wit = new int[m];
    int[] grp = new int[m];
    for (int v = 0; v < n; v++) {
      Arrays.sort(keyed, offsets[v], offsets[v + 1]);
      for (int e = offsets[v]; e < offsets[v + 1]; e++) {
        int k = (int) keyed[e];
        targets[e] = (int) (keyed[e] >>> 32);
        wit[e] = witness.get(k);
        grp[e] = group.get(k);
      }
    }
    return new Result(new CsrDigraph(offsets, targets), wit, grp);
  }

  /** The finished graph and, per edge, its example's witness bits and destination group. */
  record Result(CsrDigraph graph, int[] witness, int[] group) {}
}
