package org.pfcheck.analyzer.bdg;

import java.util.Arrays;
import java.util.List;
import org.pfcheck.analyzer.forwarding.BridgeDomains;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.RewriteTable;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.PacketClasses;

/**
 * Reachability for up to 64 destination groups at once. A state (port, label, flag), packed by
 * {@link StateLayout}, holds a 64-bit mask: bit {@code b} set when packets to the batch's group {@code b}
 * can reach it. Forwarding is applied per {@link PortClasses port class}, not per port: for a class,
 * label and flag, the batch's groups are partitioned by the decision they get there (a flood, a bounce,
 * an explicit route, or the derived next hops of {@link BatchRouting}), and a class passes each part's
 * new bits once to the next states of that part's output ports. A flood leaves out the ingress port, so
 * its copies are computed from the class's ports one by one.
 *
 * <p>When no more bits move, every reached state whose packet waits in a queue records a dependency per
 * output port of each part it has bits in, with the part's lowest group as the example. A state that
 * meets the same part (outputs and decision) as last time is skipped, so a queue that sees the same
 * decision in batch after batch costs one comparison. The dependencies, and their examples, depend only
 * on the batches given and their order. Working state of one thread; not thread-safe.
 */
final class BatchSearch {
  static final int WIDTH = 64;

  private final ForwardingContext context;
  private final FabricIndex index;
  private final PacketClasses labels;
  private final RewriteTable rewrites;
  private final Injections injections;
  private final PortClasses classes;
  private final BridgeDomains domains;
  private final StateLayout layout;
  private final int shift;
  private final int localMask;
  private final BatchRouting routing;
  private final EdgeAccumulator edges;
  private final OutputSets outputs = new OutputSets();
  private final boolean plain;
  private final boolean splitTunnelEnds;

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
  private final Parts parts = new Parts();

  private final int[] derivedStamp;
  private final int[] derivedStart;
  private final int[] derivedEnd;
  private long[] derivedMask = new long[1024];
  private int[] derivedOut = new int[1024];
  private int derivedCount;
  private final long[] split = new long[WIDTH + 1];
  private final int[] scratch;

  private final long[] activeBits;
  private final long[] standbyBits;
  private final long[] routeBits;
  private final long[] overrideBits;
  private final long[] macMissingBits;
  private long macGoneBits;
  private final IntList specialTouched = new IntList();
  private final long[] solo;
  private final IntList soloTouched = new IntList();
  private final long[] lastRecorded;

  private final DestinationGroup[] bitGroup = new DestinationGroup[WIDTH];
  private final java.util.Map<Integer, long[]> startMasks = new java.util.HashMap<>();
  private int batch;
  private long all;

  BatchSearch(ForwardingContext context, Injections injections, PortClasses classes, EdgeAccumulator edges) {
    this.context = context;
    this.index = context.index();
    this.labels = context.classes();
    this.rewrites = context.rewrites();
    this.injections = injections;
    this.classes = classes;
    this.domains = context.domains();
    this.edges = edges;
    this.layout = new StateLayout(context);
    this.shift = layout.shift;
    this.localMask = layout.perPort() - 1;
    this.routing = new BatchRouting(index);
    this.plain = rewrites.isEmpty();
    this.splitTunnelEnds = labels.tunnelBindings();
    reach = new long[index.portCount() << shift];
    int classStates = classes.count() << shift;
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
    macMissingBits = new long[n];
    solo = new long[index.hostCount()];
    lastRecorded = new long[reach.length];
    Arrays.fill(lastRecorded, -1L);
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
      for (int s : g.macMissing()) {
        special(macMissingBits, s, b);
      }
      macGoneBits |= g.macGone() ? 1L << b : 0;
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
    if (activeBits[s] == 0 && standbyBits[s] == 0 && routeBits[s] == 0 && overrideBits[s] == 0
        && macMissingBits[s] == 0) {
      specialTouched.add(s);
    }
    masks[s] |= 1L << b;
  }

  private void inject(int bits) {
    if (!injections.allPairs()) {
      for (int b = 0; b < bits; b++) {
        long bit = 1L << b;
        DestinationGroup g = bitGroup[b];
        injections.forEach(g, inj -> {
          int source = Injections.source(inj);
          for (int f = injections.starts(source, g); f != 0; f &= f - 1) {
            deliver(layout.state(index.hostActivePort[source], Injections.label(inj), Integer.numberOfTrailingZeros(f)),
                bit);
          }
        });
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
    int[] sources = injections.sourceLabels();
    for (int h = 0; h < index.hostCount(); h++) {
      long mask = all & ~solo[h];
      if (mask == 0 || !injections.live(h)) {
        continue;
      }
      int port = index.hostActivePort[h];
      if (!injections.bridgesAny()) {
        for (int l : sources) {
          deliver(layout.state(port, l, Decision.ROUTED), mask);
        }
        continue;
      }
      long[] start = startMasks.computeIfAbsent(injections.subnetClass(h), k -> startMasks(k, bits));
      for (int flag : new int[] {Decision.ROUTED, Decision.BRIDGED}) {
        if ((mask & start[flag]) != 0) {
          for (int l : sources) {
            deliver(layout.state(port, l, flag), mask & start[flag]);
          }
        }
      }
    }
    startMasks.clear();
  }

  /**
   * The batch's groups that senders of subnet class {@code from} reach routed (index ROUTED) and bridged
   * (index BRIDGED) from their first switch.
   */
  private long[] startMasks(int from, int bits) {
    long[] out = new long[Decision.BRIDGED + 1];
    for (int b = 0; b < bits; b++) {
      int f = injections.starts(from, injections.subnetClass(bitGroup[b].members()[0]));
      for (int flag : new int[] {Decision.ROUTED, Decision.BRIDGED}) {
        out[flag] |= (f >> flag & 1) != 0 ? 1L << b : 0;
      }
    }
    return out;
  }

  /** Adds {@code bits} to state {@code ts} and queues its class when that is news to it. */
  private void deliver(int ts, long bits) {
    long old = reach[ts];
    long gained = bits & ~old;
    if (gained == 0) {
      return;
    }
    if (old == 0) {
      touched.add(ts);
    }
    reach[ts] = old | gained;
    int cs = classes.classOf[ts >>> shift] << shift | (ts & localMask);
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
    int c = cs >>> shift;
    int label = layout.label(cs);
    int flag = layout.flag(cs);
    long pending = classPending[cs];
    classPending[cs] = 0;
    partition(cs, c, label, flag);
    int rep = classes.ports[classes.start[c]];
    for (int e = partStart[cs]; e < partEnd[cs]; e++) {
      int info = parts.info[e];
      if (Parts.except(info)) {
        flood(c, cs & localMask, label, rep, parts.mask[e], parts.out[e], info);
        continue;
      }
      long sub = pending & parts.mask[e];
      if (sub == 0) {
        continue;
      }
      Decision.Kind kind = Parts.kind(info);
      int nextFlag = Parts.flag(info);
      for (int o : outputs.ports(parts.out[e])) {
        int peer = index.peerPort[o];
        if (peer >= 0) {
          deliver(layout.state(peer, plain ? label : rewrites.labelAfter(rep, o, label, kind), nextFlag), sub);
        }
      }
    }
  }

  /**
   * Flood copies from class {@code c}: out of each port of the part's outputs, the bits of the class's
   * other ports, a port-channel's members counting as one port. Decapsulated copies leave with every
   * label they may have had before the tunnel.
   */
  private void flood(int c, int local, int label, int rep, long mask, int out, int info) {
    long once = 0;
    long twice = 0;
    boolean lags = false;
    for (int k = classes.start[c]; k < classes.start[c + 1]; k++) {
      int port = classes.ports[k];
      if (domains.lag(port) >= 0) {
        lags = true;
        continue;
      }
      long r = reach[port << shift | local] & mask;
      twice |= once & r;
      once |= r;
    }
    if (lags) {
      // each port-channel with members in the class is one source: its members' bits together
      for (int k = classes.start[c]; k < classes.start[c + 1]; k++) {
        int port = classes.ports[k];
        if (domains.lag(port) >= 0 && firstOfLag(c, k)) {
          long r = lagBits(c, domains.lag(port), local, mask);
          twice |= once & r;
          once |= r;
        }
      }
    }
    if (once == 0) {
      return;
    }
    Decision.Kind kind = Parts.kind(info);
    int nextFlag = Parts.flag(info);
    int[] inner = Parts.decap(info) ? rewrites.preimage(label) : null;
    for (int o : outputs.ports(out)) {
      int peer = index.peerPort[o];
      if (peer < 0) {
        continue;
      }
      long own = domains.lag(o) >= 0 ? lagBits(c, domains.lag(o), local, mask)
          : classes.classOf[o] == c ? reach[o << shift | local] & mask : 0;
      long send = twice | (once & ~own);
      if (send == 0) {
        continue;
      }
      if (inner == null) {
        deliver(layout.state(peer, plain ? label : rewrites.labelAfter(rep, o, label, kind), nextFlag), send);
      } else {
        for (int l : inner) {
          deliver(layout.state(peer, rewrites.labelAfter(rep, o, l, kind), nextFlag), send);
        }
      }
    }
  }

  /** Whether the {@code k}-th port of class {@code c} is the first of its port-channel in the class. */
  private boolean firstOfLag(int c, int k) {
    int lag = domains.lag(classes.ports[k]);
    for (int i = classes.start[c]; i < k; i++) {
      if (domains.lag(classes.ports[i]) == lag) {
        return false;
      }
    }
    return true;
  }

  /** The bits of the members of port-channel {@code lag} that are ports of class {@code c}. */
  private long lagBits(int c, int lag, int local, long mask) {
    long r = 0;
    for (int k = classes.start[c]; k < classes.start[c + 1]; k++) {
      int port = classes.ports[k];
      if (domains.lag(port) == lag) {
        r |= reach[port << shift | local] & mask;
      }
    }
    return r;
  }

  /**
   * The batch's groups at class state {@code cs} split by decision (docs/semantics.md, "Forwarding
   * decision"): at the active switch, flood (or deliver or drop: no part); at a standby switch, bounce
   * along the up-phase next hops; an explicit route (also where it overrides delivery or bounce); else
   * the derived next hops of the class's phase.
   */
  private void partition(int cs, int c, int label, int flag) {
    if (partStamp[cs] == batch) {
      return;
    }
    partStamp[cs] = batch;
    partStart[cs] = parts.count;
    parts.begin();
    int s = classes.switchOf[c];
    int rep = classes.ports[classes.start[c]];
    if (flag == Decision.BRIDGED) {
      bridged(cs, s, rep, label);
      partEnd[cs] = parts.count;
      return;
    }
    boolean tunnelled = flag == Decision.TUNNELLED;
    long override = tunnelled ? 0 : overrideBits[s];
    long active = activeBits[s] & ~override;
    long standby = tunnelled ? 0 : standbyBits[s] & ~activeBits[s] & ~override;
    long routed = tunnelled ? 0 : routeBits[s] & ~active & ~standby;
    long derived = all & ~active & ~standby & ~routed;
    boolean dropLossless = context.dropLossless()[s] && labels.lossless(rep, label, tunnelled);
    int floodInfo = Parts.info(Decision.Kind.FLOOD, Decision.BRIDGED, true, tunnelled && !plain);
    for (long m = active; m != 0; m &= m - 1) {
      DestinationGroup g = bitGroup[Long.numberOfTrailingZeros(m)];
      if (g.arp() && !g.mac() && !dropLossless) {
        parts.add(outputs.id(domains.domain(domains.destination(g.portAt(s)))), m & -m, floodInfo);
        floodStamp[cs] = batch;
      }
    }
    for (long m = standby; m != 0; m &= m - 1) {
      int[] ports = selected(s, routing.nhUp, m & -m);
      if (ports.length > 0) {
        parts.add(outputs.id(ports), m & -m, Parts.info(Decision.Kind.BOUNCE, Decision.TUNNELLED, false, false));
      }
    }
    for (long m = routed; m != 0; m &= m - 1) {
      int[] ports = context.routes().ports(bitGroup[Long.numberOfTrailingZeros(m)].routeAt(s));
      if (ports.length > 0) {
        parts.add(outputs.id(ports), m & -m, Parts.info(Decision.Kind.ROUTE, Decision.ROUTED, false, false));
      }
    }
    if (derived != 0) {
      int key = s * 2 + (classes.fromAbove[c] ? 1 : 0);
      derived(key, s, classes.fromAbove[c] ? routing.nhDown : routing.nhUp);
      int info = Parts.info(Decision.Kind.DERIVED, flag, false, false);
      for (int e = derivedStart[key]; e < derivedEnd[key]; e++) {
        long m = derivedMask[e] & derived;
        if (m != 0) {
          parts.add(derivedOut[e], m, info);
        }
      }
    }
    partEnd[cs] = parts.count;
  }

  /**
   * The parts of a bridged class state (docs/semantics.md, "Layer 2"): nothing on a routed port; else
   * every group whose MAC entry is missing here floods in the class's domain (unless drop-lossless drops
   * it), every other group is delivered where its port is in the domain and forwarded to the whole domain
   * (the port not being known) where it is not.
   */
  private void bridged(int cs, int s, int rep, int label) {
    int domain = domains.bridged(rep);
    if (domain < 0) {
      return;
    }
    long missing = (macGoneBits | macMissingBits[s]) & all;
    long delivered = 0;
    for (long m = (activeBits[s] | standbyBits[s]) & ~missing; m != 0; m &= m - 1) {
      int own = bitGroup[Long.numberOfTrailingZeros(m)].portAt(s);
      if (own >= 0 && domains.contains(domain, own)) {
        delivered |= m & -m;
      }
    }
    long bridge = all & ~missing & ~delivered;
    boolean drop = context.dropLossless()[s] && labels.lossless(rep, label, false);
    int out = outputs.id(domains.domain(domain));
    if (missing != 0 && !drop) {
      parts.add(out, missing, Parts.info(Decision.Kind.FLOOD, Decision.BRIDGED, true, false));
    }
    if (bridge != 0) {
      parts.add(out, bridge, Parts.info(Decision.Kind.BRIDGE, Decision.BRIDGED, true, false));
    }
    floodStamp[cs] = batch;
  }

  /** The derived parts of switch {@code s} in one phase: the batch split by next-hop set. */
  private void derived(int key, int s, long[] nh) {
    if (derivedStamp[key] == batch) {
      return;
    }
    derivedStamp[key] = batch;
    derivedStart[key] = derivedCount;
    int n = 1;
    split[0] = all;
    for (int o = index.portStart[s]; o < index.portStart[s + 1]; o++) {
      long m = nh[o];
      if (m == 0) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        long a = split[i] & m;
        if (a != 0 && a != split[i]) {
          split[n++] = split[i] & ~m;
          split[i] = a;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      int[] ports = selected(s, nh, split[i] & -split[i]);
      if (ports.length == 0) {
        continue;
      }
      if (derivedCount == derivedMask.length) {
        derivedMask = Arrays.copyOf(derivedMask, derivedCount * 2);
        derivedOut = Arrays.copyOf(derivedOut, derivedCount * 2);
      }
      derivedMask[derivedCount] = split[i];
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

  /** Records the dependencies of every reached state in a queue, once the batch's bits have settled. */
  private void record() {
    for (int i = 0; i < touched.size(); i++) {
      int ts = touched.get(i);
      long r = reach[ts];
      int j = ts >>> shift;
      int label = layout.label(ts);
      int flag = layout.flag(ts);
      boolean tunnelled = flag == Decision.TUNNELLED;
      int transit = labels.queue(j, label, false);
      int end = tunnelled && splitTunnelEnds ? labels.queue(j, label, true) : transit;
      if (transit < 0 && end < 0) {
        continue;
      }
      int cs = classes.classOf[j] << shift | (ts & localMask);
      int first = index.portStart[index.portSwitch[j]];
      long seen = 0; // ports of the switch (by offset, below 63) this state recorded plainly: the first part's example
      for (int e = partStart[cs]; e < partEnd[cs]; e++) {
        long sub = r & parts.mask[e];
        int info = parts.info[e];
        // a tunnelled packet at its tunnel end is decapsulated: delivered or flooded; elsewhere routed on
        int q = tunnelled && Parts.kind(info) == Decision.Kind.FLOOD ? end : transit;
        if (sub == 0 || q < 0) {
          continue;
        }
        boolean splitTo = splitTunnelEnds && Parts.flag(info) == Decision.TUNNELLED;
        long token = (long) parts.out[e] << 32 | info;
        if (!splitTo) {
          if (lastRecorded[ts] == token) {
            continue;
          }
          lastRecorded[ts] = token;
        }
        int example = Examples.pack(bitGroup[Long.numberOfTrailingZeros(sub)].id(), flag, label);
        boolean except = Parts.except(info);
        // a plain hop (no rewrite, no decapsulation, no split by tunnel end, from the transit queue) makes the
        // same dependency whichever part uses the port: each port once, with the first part's example
        long offsets = plain && !splitTo && q == transit && !Parts.decap(info) ? outputs.offsets(parts.out[e], first)
            : Long.MIN_VALUE;
        if ((offsets & Long.MIN_VALUE) == 0) {
          for (long m = offsets & ~seen; m != 0; m &= m - 1) {
            int o = first + Long.numberOfTrailingZeros(m);
            if (!except || !domains.sameLag(o, j)) {
              seen |= m & -m;
              record(q, j, o, label, info, sub, false, example, flag);
            }
          }
          continue;
        }
        for (int o : outputs.ports(parts.out[e])) {
          if (!except || !domains.sameLag(o, j)) {
            record(q, j, o, label, info, sub, splitTo, example, flag);
          }
        }
      }
    }
  }

  private void record(int q, int ingress, int o, int label, int info, long sub, boolean splitTo, int example,
      int flag) {
    int peer = index.peerPort[o];
    if (peer < 0) {
      return;
    }
    Decision.Kind kind = Parts.kind(info);
    if (Parts.decap(info)) {
      for (int l : rewrites.preimage(label)) {
        arrive(q, o, peer, rewrites.labelAfter(ingress, o, l, kind), sub, splitTo, example, flag, label);
      }
      return;
    }
    arrive(q, o, peer, plain ? label : rewrites.labelAfter(ingress, o, label, kind), sub, splitTo, example, flag,
        label);
  }

  /** The dependency from {@code q} into the queue of {@code next} at {@code peer}, split by tunnel end when needed. */
  private void arrive(int q, int o, int peer, int next, long sub, boolean splitTo, int example, int flag, int label) {
    if (!splitTo) {
      edge(q, o, peer, labels.group(peer, next, false), example);
      return;
    }
    long ends = sub & activeBits[index.portSwitch[peer]];
    if (ends != 0) {
      edge(q, o, peer, labels.group(peer, next, true),
          Examples.pack(bitGroup[Long.numberOfTrailingZeros(ends)].id(), flag, label));
    }
    long passing = sub & ~ends;
    if (passing != 0) {
      edge(q, o, peer, labels.group(peer, next, false),
          Examples.pack(bitGroup[Long.numberOfTrailingZeros(passing)].id(), flag, label));
    }
  }

  /** A dependency when the group is lossless at the peer and the sender honours its pause at o. */
  private void edge(int q, int o, int peer, int group, int example) {
    int to = index.queue(peer, group);
    if (to >= 0 && index.honours(o, group)) {
      edges.add(q, o, group, to, example);
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
      macMissingBits[s] = 0;
    }
    specialTouched.clear();
    macGoneBits = 0;
    for (int i = 0; i < soloTouched.size(); i++) {
      solo[soloTouched.get(i)] = 0;
    }
    soloTouched.clear();
    parts.count = 0;
    derivedCount = 0;
  }
}
