package org.pfcheck.analyzer.bdg;

import java.util.Arrays;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Collects dependencies while a search discovers them, keeping the first example of each. A
 * dependency {@code q -> (o, p')} is identified by its queue, the egress port {@code o} (an up-link
 * port of q's switch) and the new priority, so duplicates are found with one bit per (queue, link port
 * of its switch, priority): a dense bitmap, smaller and faster than a hash set of (from, to) pairs.
 * Working state of one build; not thread-safe.
 */
final class EdgeAccumulator {
  private final FabricIndex index;
  private final long[] bitOffset;
  private final int[] linkRank;
  private final long[] seen;
  private final IntList from = new IntList();
  private final IntList to = new IntList();
  private final IntList slot = new IntList();
  private final IntList example = new IntList();

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

  /** Bytes of the bitmap for {@code index}: one bit per (queue, link port of its switch, priority). */
  static long bitmapBytes(FabricIndex index) {
    int[] linkPorts = new int[index.switchCount()];
    for (int port = 0; port < index.portCount(); port++) {
      if (index.portLink[port] >= 0) {
        linkPorts[index.portSwitch[port]]++;
      }
    }
    long bits = 0;
    for (int port = 0; port < index.portCount(); port++) {
      bits += 8L * linkPorts[index.portSwitch[port]] * Integer.bitCount(index.lossless[port] & 0xff);
    }
    return bits / 8;
  }

  /**
   * Records {@code fromQueue -> toQueue} sent out of {@code egress} with priority {@code p} and its
   * {@link Examples example}, if new.
   */
  void add(int fromQueue, int egress, int p, int toQueue, int exampleBits) {
    addSlot(fromQueue, 8 * linkRank[egress] + p, toQueue, exampleBits);
  }

  private void addSlot(int fromQueue, int s, int toQueue, int exampleBits) {
    long bit = bitOffset[fromQueue] + s;
    int word = (int) (bit >>> 6);
    long mask = 1L << (bit & 63);
    if ((seen[word] & mask) != 0) {
      return;
    }
    seen[word] |= mask;
    from.add(fromQueue);
    to.add(toQueue);
    slot.add(s);
    example.add(exampleBits);
  }

  /** Adds every dependency of {@code other} (built on the same index) not known here, in {@code other}'s order. */
  void addAll(EdgeAccumulator other) {
    for (int k = 0; k < other.from.size(); k++) {
      addSlot(other.from.get(k), other.slot.get(k), other.to.get(k), other.example.get(k));
    }
  }

  /** Drops the collected dependencies (the bitmap stays): their memory can go once they are merged. */
  void release() {
    from.release();
    to.release();
    slot.release();
    example.release();
  }

  /** The number of distinct dependencies so far. */
  int size() {
    return from.size();
  }

  /** The collected dependencies as CSR, successors ascending, with each edge's example; releases them. */
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
    int[] targets = new int[m];
    int[] examples = new int[m];
    for (int k = 0; k < m; k++) {
      int e = fill[from.get(k)]++;
      targets[e] = to.get(k);
      examples[e] = example.get(k);
    }
    release();
    long[] row = new long[16];
    for (int v = 0; v < n; v++) {
      int lo = offsets[v];
      int len = offsets[v + 1] - lo;
      if (len < 2) {
        continue;
      }
      if (row.length < len) {
        row = new long[Math.max(len, row.length * 2)];
      }
      for (int i = 0; i < len; i++) {
        row[i] = ((long) targets[lo + i] << 32) | (examples[lo + i] & 0xffffffffL);
      }
      Arrays.sort(row, 0, len);
      for (int i = 0; i < len; i++) {
        targets[lo + i] = (int) (row[i] >>> 32);
        examples[lo + i] = (int) row[i];
      }
    }
    return new Result(new CsrDigraph(offsets, targets), examples);
  }

  /** The finished graph and, per edge, its {@link Examples example}. */
  record Result(CsrDigraph graph, int[] examples) {}
}
