package org.pfcheck.analyzer.bdg;

import java.util.Arrays;
import java.util.List;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Reachability for up to 64 destination groups at once. A state {@code (port, priority, tunnelled)}
 * holds a 64-bit mask: bit {@code b} set when packets to the batch's group {@code b} can reach it.
 * Forwarding is applied per {@link PortClasses port class}, not per port: for a class and a priority,
 * the batch's groups are partitioned by the decision they get there (a flood, a bounce, an explicit
 * route, or the derived next hops of {@link BatchRouting}), and a class passes each part's new bits
 * once to the next states of that part's output ports. A flood leaves out the ingress port, so its
 * copies are computed from the class's ports one by one.
 *
 * <p>When no more bits move, every reached state that is a queue records a dependency per output port
 * of each part it has bits in, with the part's lowest group as the example. An interned output set
 * recorded from a queue last time is skipped, so a queue that sees the same decision in batch after
 * batch costs one comparison. The dependencies, and their examples, depend only on the batches given
 * and their order. Working state of one thread; not thread-safe.
 */
final class BatchSearch {
  static final int WIDTH = 64;
  private static final int FLOOD = -1;

  private final ForwardingContext context;
  private final FabricIndex index;
  private final Injections injections;
  private final PortClasses classes;
  private final BatchRouting routing;
  private final EdgeAccumulator edges;
  private final OutputSets outputs = new OutputSets();
  private final boolean plain;

  private final long[] reach;
  private final IntList touched = new IntList();
  private final long[] classReach;
  private final long[] classPending;
  private final boolean[] queued;
  private final int[] ring;
  private int ringHead;
  private int ringSize;
  private final IntList classTouched = new IntList();

  private final int[] partStamp;
  private final int[] partStart;
  private final int[] partEnd;
  private final int[] floodStamp;
  private long[] entryMask = new long[1024];
  private int[] entryOut = new int[1024];
  private byte[] entryTunnel = new byte[1024];
  private int entryCount;
  private int currentStart;

  private final int[] derivedStamp;
  private final int[] derivedStart;
  private final int[] derivedEnd;
  private long[] derivedMask = new long[1024];
  private int[] derivedOut = new int[1024];
  private int derivedCount;
  private final long[] parts = new long[WIDTH + 1];
  private final int[] scratch;

  private final long[] activeBits;
  private final long[] standbyBits;
  private final long[] routeBits;
  private final long[] overrideBits;
  private final IntList specialTouched = new IntList();
  private final long[] solo;
  private final IntList soloTouched = new IntList();
  private final int[] lastRecorded;

  private final DestinationGroup[] bitGroup = new DestinationGroup[WIDTH];
  private int batch;
  private long all;

  BatchSearch(ForwardingContext context, Injections injections, PortClasses classes, EdgeAccumulator edges) {
    this.context = context;
    this.index = context.index();
    this.injections = injections;
    this.classes = classes;
    this.edges = edges;
    this.routing = new BatchRouting(index);
    this.plain = context.rewrites().isEmpty();
    reach = new long[index.portCount() * 16];
    int classStates = classes.count() * 16;
    classReach = new long[classStates];
    classPending = new long[classStates];
    queued = new boolean[classStates];
    ring = new int[classStates];
    partStamp = new int[classStates];
    partStart = new int[classStates];
    partEnd = new int[classStates];
    floodStamp = new int[classStates];
    int n = index.switchCount();
    derivedStamp = new int[2 * n];
    derivedStart = new int[2 * n];
    derivedEnd = new int[2 * n];
    int maxPorts = 0;
    for (int s = 0; s < n; s++) {
      maxPorts = Math.max(maxPorts, index.portStart[s + 1] - index.portStart[s]);
    }
    scratch = new int[maxPorts];
    activeBits = new long[n];
    standbyBits = new long[n];
    routeBits = new long[n];
    overrideBits = new long[n];
    solo = new long[index.hostCount()];
    lastRecorded = new int[index.queueCount()];
    Arrays.fill(lastRecorded, -1);
  }

  /** Searches the groups of {@code batch} (at most {@value #WIDTH}) and records their dependencies. */
  void run(List<DestinationGroup> groups) {
    if (groups.isEmpty() || groups.size() > WIDTH) {
      throw new IllegalArgumentException("a batch holds 1 to " + WIDTH + " groups, not " + groups.size());
    }
    batch++;
    int bits = groups.size();
    all = bits == WIDTH ? -1L : (1L << bits) - 1;
    int[] destination = new int[bits];
    for (int b = 0; b < bits; b++) {
      DestinationGroup g = groups.get(b);
      bitGroup[b] = g;
      destination[b] = g.activeSwitch();
      special(activeBits, g.activeSwitch(), b);
      for (int s : g.standby()) {
        special(standbyBits, s, b);
      }
      for (int s : g.routeSwitches()) {
        special(routeBits, s, b);
      }
      for (int s : g.routeOverrides()) {
        special(overrideBits, s, b);
      }
    }
    routing.compute(destination);
    inject(bits);
    while (ringSize > 0) {
      int cs = ring[ringHead];
      ringHead = ringHead + 1 == ring.length ? 0 : ringHead + 1;
      ringSize--;
      queued[cs] = false;
      process(cs);
    }
    record();
    clear();
  }

  private void special(long[] masks, int s, int b) {
    if (activeBits[s] == 0 && standbyBits[s] == 0 && routeBits[s] == 0 && overrideBits[s] == 0) {
      specialTouched.add(s);
    }
    masks[s] |= 1L << b;
  }

  private void inject(int bits) {
    if (!injections.allPairs()) {
      for (int b = 0; b < bits; b++) {
        long bit = 1L << b;
        injections.forEach(bitGroup[b], inj -> deliver(index.hostActivePort[inj >> 4], inj & 7, 0, bit));
      }
      return;
    }
    // every live host sends to every group, except to a group that is that host alone
    for (int b = 0; b < bits; b++) {
      int[] members = bitGroup[b].members();
      if (members.length == 1) {
        if (solo[members[0]] == 0) {
          soloTouched.add(members[0]);
        }
        solo[members[0]] |= 1L << b;
      }
    }
    int[] priorities = injections.sourcePriorities();
    for (int h = 0; h < index.hostCount(); h++) {
      long mask = all & ~solo[h];
      if (mask == 0 || !injections.live(h)) {
        continue;
      }
      int port = index.hostActivePort[h];
      for (int p : priorities) {
        deliver(port, p, 0, mask);
      }
    }
  }

  /** Adds {@code bits} to state (port, p, t) and queues its class when that is news to it. */
  private void deliver(int port, int p, int t, long bits) {
    int ts = port * 16 + p * 2 + t;
    long old = reach[ts];
    long gained = bits & ~old;
    if (gained == 0) {
      return;
    }
    if (old == 0) {
      touched.add(ts);
    }
    reach[ts] = old | gained;
    int cs = classes.classOf[port] * 16 + p * 2 + t;
    long classOld = classReach[cs];
    long classGained = gained & ~classOld;
    if (classGained != 0) {
      if (classOld == 0) {
        classTouched.add(cs);
      }
      classReach[cs] = classOld | classGained;
      classPending[cs] |= classGained;
    }
    // a flooding class must look again whenever one of its ports gains bits: the flood skips the ingress
    if ((classGained != 0 || floodStamp[cs] == batch) && !queued[cs]) {
      queued[cs] = true;
      int tail = ringHead + ringSize;
      ring[tail >= ring.length ? tail - ring.length : tail] = cs;
      ringSize++;
    }
  }

  private void process(int cs) {
    int c = cs >>> 4;
    int p = (cs >>> 1) & 7;
    int t = cs & 1;
    long pending = classPending[cs];
    classPending[cs] = 0;
    partition(cs, c, p, t);
    int rep = classes.ports[classes.start[c]];
    for (int e = partStart[cs]; e < partEnd[cs]; e++) {
      if (entryOut[e] == FLOOD) {
        flood(c, p, t, rep, entryMask[e]);
        continue;
      }
      long sub = pending & entryMask[e];
      if (sub == 0) {
        continue;
      }
      int t2 = entryTunnel[e];
      for (int o : outputs.ports(entryOut[e])) {
        int peer = index.peerPort[o];
        if (peer >= 0) {
          deliver(peer, plain ? p : GroupSearch.priorityAfter(context.rewrites(), rep, o, p), t2, sub);
        }
      }
    }
  }

  /** Flood copies from class {@code c}: out of each flood port, the bits of the class's other ports. */
  private void flood(int c, int p, int t, int rep, long mask) {
    long once = 0;
    long twice = 0;
    int offset = p * 2 + t;
    for (int k = classes.start[c]; k < classes.start[c + 1]; k++) {
      long r = reach[classes.ports[k] * 16 + offset] & mask;
      twice |= once & r;
      once |= r;
    }
    if (once == 0) {
      return;
    }
    for (int o : context.floods().all(classes.switchOf[c])) {
      int peer = index.peerPort[o];
      if (peer < 0) {
        continue;
      }
      long own = classes.classOf[o] == c ? reach[o * 16 + offset] & mask : 0;
      long send = twice | (once & ~own);
      if (send != 0) {
        deliver(peer, plain ? p : GroupSearch.priorityAfter(context.rewrites(), rep, o, p), 0, send);
      }
    }
  }

  /**
   * The batch's groups at class state {@code cs} split by decision (docs/semantics.md, "Forwarding
   * decision"): at the active switch, flood (or deliver or drop: no part); at a standby switch, bounce
   * along the up-phase next hops; an explicit route (also where it overrides delivery or bounce); else
   * the derived next hops of the class's phase.
   */
  private void partition(int cs, int c, int p, int t) {
    if (partStamp[cs] == batch) {
      return;
    }
    partStamp[cs] = batch;
    partStart[cs] = entryCount;
    currentStart = entryCount;
    int s = classes.switchOf[c];
    long override = t == 1 ? 0 : overrideBits[s];
    long active = activeBits[s] & ~override;
    long standby = t == 1 ? 0 : standbyBits[s] & ~activeBits[s] & ~override;
    long routed = t == 1 ? 0 : routeBits[s] & ~active & ~standby;
    long derived = all & ~active & ~standby & ~routed;
    long flood = 0;
    boolean dropLossless = context.dropLossless()[s] && (context.losslessMask() & (1 << p)) != 0;
    for (long m = active; m != 0; m &= m - 1) {
      DestinationGroup g = bitGroup[Long.numberOfTrailingZeros(m)];
      if (g.arp() && !g.mac() && !dropLossless) {
        flood |= m & -m;
      }
    }
    if (flood != 0) {
      addEntry(FLOOD, flood, 0);
      floodStamp[cs] = batch;
    }
    for (long m = standby; m != 0; m &= m - 1) {
      int[] ports = selected(s, routing.nhUp, m & -m);
      if (ports.length > 0) {
        addEntry(outputs.id(ports), m & -m, 1);
      }
    }
    for (long m = routed; m != 0; m &= m - 1) {
      int[] ports = context.routes().ports(bitGroup[Long.numberOfTrailingZeros(m)].routeAt(s));
      if (ports.length > 0) {
        addEntry(outputs.id(ports), m & -m, 0);
      }
    }
    if (derived != 0) {
      int key = s * 2 + (classes.fromAbove[c] ? 1 : 0);
      derived(key, s, classes.fromAbove[c] ? routing.nhDown : routing.nhUp);
      for (int e = derivedStart[key]; e < derivedEnd[key]; e++) {
        long m = derivedMask[e] & derived;
        if (m != 0) {
          addEntry(derivedOut[e], m, t);
        }
      }
    }
    partEnd[cs] = entryCount;
  }

  /** Adds a part, merged into an earlier part of the same class state with the same outputs. */
  private void addEntry(int out, long mask, int tunnel) {
    for (int e = currentStart; e < entryCount; e++) {
      if (entryOut[e] == out && entryTunnel[e] == tunnel) {
        entryMask[e] |= mask;
        return;
      }
    }
    if (entryCount == entryMask.length) {
      entryMask = Arrays.copyOf(entryMask, entryCount * 2);
      entryOut = Arrays.copyOf(entryOut, entryCount * 2);
      entryTunnel = Arrays.copyOf(entryTunnel, entryCount * 2);
    }
    entryMask[entryCount] = mask;
    entryOut[entryCount] = out;
    entryTunnel[entryCount] = (byte) tunnel;
    entryCount++;
  }

  /** The derived parts of switch {@code s} in one phase: the batch split by next-hop set. */
  private void derived(int key, int s, long[] nh) {
    if (derivedStamp[key] == batch) {
      return;
    }
    derivedStamp[key] = batch;
    derivedStart[key] = derivedCount;
    int n = 1;
    parts[0] = all;
    for (int o = index.portStart[s]; o < index.portStart[s + 1]; o++) {
      long m = nh[o];
      if (m == 0) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        long a = parts[i] & m;
        if (a != 0 && a != parts[i]) {
          parts[n++] = parts[i] & ~m;
          parts[i] = a;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      int[] ports = selected(s, nh, parts[i] & -parts[i]);
      if (ports.length == 0) {
        continue;
      }
      if (derivedCount == derivedMask.length) {
        derivedMask = Arrays.copyOf(derivedMask, derivedCount * 2);
        derivedOut = Arrays.copyOf(derivedOut, derivedCount * 2);
      }
      derivedMask[derivedCount] = parts[i];
      derivedOut[derivedCount] = outputs.id(ports);
      derivedCount++;
    }
    derivedEnd[key] = derivedCount;
  }

  /** The ports of {@code s} whose mask in {@code nh} has {@code bit}, ascending. */
  private int[] selected(int s, long[] nh, long bit) {
    int k = 0;
    for (int o = index.portStart[s]; o < index.portStart[s + 1]; o++) {
      if ((nh[o] & bit) != 0) {
        scratch[k++] = o;
      }
    }
    return Arrays.copyOf(scratch, k);
  }

  /** Records the dependencies of every reached queue, once the batch's bits have settled. */
  private void record() {
    for (int i = 0; i < touched.size(); i++) {
      int ts = touched.get(i);
      long r = reach[ts];
      int j = ts >>> 4;
      int p = (ts >>> 1) & 7;
      int t = ts & 1;
      int q = index.queue(j, p);
      if (q < 0) {
        continue;
      }
      int cs = classes.classOf[j] * 16 + p * 2 + t;
      for (int e = partStart[cs]; e < partEnd[cs]; e++) {
        long sub = r & entryMask[e];
        if (sub == 0) {
          continue;
        }
        int example = Examples.pack(bitGroup[Long.numberOfTrailingZeros(sub)].id(), t == 1, p);
        if (entryOut[e] == FLOOD) {
          for (int o : context.floods().all(index.portSwitch[j])) {
            if (o != j) {
              record(q, j, o, p, example);
            }
          }
          continue;
        }
        if (lastRecorded[q] == entryOut[e]) {
          continue;
        }
        lastRecorded[q] = entryOut[e];
        for (int o : outputs.ports(entryOut[e])) {
          record(q, j, o, p, example);
        }
      }
    }
  }

  private void record(int q, int ingress, int o, int p, int example) {
    int peer = index.peerPort[o];
    if (peer < 0) {
      return;
    }
    int p2 = plain ? p : GroupSearch.priorityAfter(context.rewrites(), ingress, o, p);
    int to = index.queue(peer, p2);
    if (to >= 0) {
      edges.add(q, o, p2, to, example);
    }
  }

  private void clear() {
    for (int i = 0; i < touched.size(); i++) {
      reach[touched.get(i)] = 0;
    }
    touched.clear();
    for (int i = 0; i < classTouched.size(); i++) {
      classReach[classTouched.get(i)] = 0;
      classPending[classTouched.get(i)] = 0;
    }
    classTouched.clear();
    for (int i = 0; i < specialTouched.size(); i++) {
      int s = specialTouched.get(i);
      activeBits[s] = 0;
      standbyBits[s] = 0;
      routeBits[s] = 0;
      overrideBits[s] = 0;
    }
    specialTouched.clear();
    for (int i = 0; i < soloTouched.size(); i++) {
      solo[soloTouched.get(i)] = 0;
    }
    soloTouched.clear();
    entryCount = 0;
    derivedCount = 0;
  }
}
