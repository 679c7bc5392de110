package org.pfcheck.replay;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.PriorityQueue;
import java.util.Set;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.check.ReferenceForwarding.Move;
import org.pfcheck.analyzer.check.ReferenceForwarding.State;
import org.pfcheck.model.Network;
import org.pfcheck.model.hazards.PortWatchdog;
import org.pfcheck.model.hazards.SwitchBuffer;
import org.pfcheck.model.hazards.WatchdogAction;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Switch;

/**
 * The event loop of one replay. Working state lives in this object, made for one run and thrown away
 * ({@link #run}); nothing is shared between runs.
 *
 * <p>Model: a host's NIC sends its flows round robin at line rate and stops a priority its ToR pauses.
 * A switch accounts each lossless packet in its ingress queue until the last copy of it leaves; the
 * queue pauses its sender when it holds alpha times the switch's free shared buffer and resumes when it
 * falls {@code xonOffsetBytes} below that; beyond the threshold it has its headroom, and a packet that
 * finds the headroom full is dropped (a lossless drop, counted). Each egress port keeps a FIFO per
 * priority and serves them round robin, skipping a paused one; a packet its receiver would not pause
 * for (a lossy class, or a sender that ignores that pause) is never held back. A packet with nowhere to
 * go leaves through its destination's port when the switch is the destination's, else it is dropped.
 */
final class Simulator {
  private static final int UNPAUSED = 8;
  private static final long FREEZE_NANOS = 1_000_000;  // no movement for 1 ms with packets inside: frozen
  static final long EVENT_LIMIT = 40_000_000;
  private static final long POLL_NANOS = 10_000_000;  // the watchdog's polling when a queue waits empty

  private record PortKey(String node, String port) {}

  private record Event(long time, long seq, Runnable action) {}

  /**
   * What the reference semantics say of a packet in one state, asked once per state and destination (the
   * reference scans the declarations on every question; a replay asks the same ones millions of times):
   * its queue (null: lossy), its moves, and for each move the queue it enters (null: lossy there) and
   * whether the sender honours that queue's pause.
   */
  private record Hop(QueueRef queue, List<Move> moves, List<QueueRef> into, List<Boolean> honoured) {}

  /** A packet's place in an ingress queue, freed when its last copy has left. */
  private static final class Entry {
    final Ingress queue;
    int refs;

    Entry(Ingress queue) {
      this.queue = queue;
    }
  }

  /** One packet or copy on its way. */
  private static final class Copy {
    final ReplayFlow flow;
    final String dst;
    State state;
    int hops;
    Entry entry;
    Egress sentBy;

    Copy(ReplayFlow flow, String dst, State state, int hops) {
      this.flow = flow;
      this.dst = dst;
      this.state = state;
      this.hops = hops;
    }
  }

  /** A lossless ingress queue. */
  private final class Ingress {
    final QueueRef ref;
    final long[] buffer;
    final long headroom;
    final boolean watched;
    long occupancy;
    long max;
    boolean xoff;
    long xoffAt;
    long xoffBytes = -1;
    long pausedAt = -1;
    Egress upstream;
    final List<long[]> samples = new ArrayList<>();
    final List<long[]> pauses = new ArrayList<>();
    boolean truncated;

    Ingress(QueueRef ref, long[] buffer, long headroom, boolean watched) {
      this.ref = ref;
      this.buffer = buffer;
      this.headroom = headroom;
      this.watched = watched;
    }

    void sample() {
      if (!watched) {
        return;
      }
      if (samples.size() >= QueueTrace.MAX_SAMPLES) {
        truncated = true;
      } else if (!samples.isEmpty() && samples.get(samples.size() - 1)[0] == now) {
        samples.get(samples.size() - 1)[1] = occupancy;
      } else {
        samples.add(new long[] {now, occupancy});
      }
    }
  }

  /** An egress port: of a switch, of a host's NIC, or a switch's port towards a destination host. */
  private final class Egress {
    final String node;
    final String port;
    final boolean nic;
    final boolean sink;
    @SuppressWarnings({"unchecked", "rawtypes"}) // an array of a generic type
    final ArrayDeque<Copy>[] fifo = new ArrayDeque[UNPAUSED + 1];
    final boolean[] paused = new boolean[UNPAUSED];
    final long[] pausedSince = new long[UNPAUSED];
    final long[] resumedAt = new long[UNPAUSED];
    final boolean[] stormed = new boolean[UNPAUSED];
    final boolean[] checking = new boolean[UNPAUSED];
    final PortWatchdog watchdog;
    final List<NicFlow> flows = new ArrayList<>();
    boolean busy;
    int next;

    Egress(String node, String port, boolean nic, boolean sink, PortWatchdog watchdog) {
      this.node = node;
      this.port = port;
      this.nic = nic;
      this.sink = sink;
      this.watchdog = watchdog;
      for (int i = 0; i <= UNPAUSED; i++) {
        fifo[i] = new ArrayDeque<>();
      }
    }

    boolean blocked(int key) {
      return key < UNPAUSED && paused[key] && !(stormed[key] && watchdog.action() == WatchdogAction.FORWARD);
    }
  }

  /** A flow at its source NIC: how much is left to send and the priority its ToR pauses it on. */
  private static final class NicFlow {
    final ReplayFlow flow;
    final State first;
    final int key;
    long left;

    NicFlow(ReplayFlow flow, State first, int key, long left) {
      this.flow = flow;
      this.first = first;
      this.key = key;
      this.left = left;
    }
  }

  private final ReferenceForwarding ref;
  private final ReplayParameters p;
  private final List<ReplayFlow> flows;
  private final List<QueueRef> cycle;
  private final Map<String, Switch> switches = new HashMap<>();
  private final Map<String, Host> hosts = new HashMap<>();
  private final Set<PortKey> hostPorts = new HashSet<>();
  private final Set<String> deadHosts = new HashSet<>();
  /** (switch, host) pairs whose MAC entry the scenario declares missing. */
  private final Set<PortKey> missingMacs = new HashSet<>();
  private final Network network;
  private final PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> a.time != b.time
      ? Long.compare(a.time, b.time) : Long.compare(a.seq, b.seq));
  private final Map<PortKey, Egress> egresses = new HashMap<>();
  private final Map<QueueRef, Ingress> ingresses = new LinkedHashMap<>();
  private final Map<String, long[]> buffers = new HashMap<>();
  private final List<Ingress> cycleQueues = new ArrayList<>();
  private final Map<String, Long> dropped = new LinkedHashMap<>();
  private final Map<String, Long> departed = new LinkedHashMap<>();
  private final Map<String, Map<State, Hop>> hops = new HashMap<>();
  private final Set<State> scope;
  private final List<WatchdogEvent> watchdogEvents = new ArrayList<>();
  private final long deadlineNanos;
  private long now;
  private long seq;
  private long count;
  private long lastMove;
  private long inside;
  private long delivered;
  private long lastCycleRelease;
  private long frozenAt = -1;
  private long recoveredAt = -1;
  private boolean cyclePausedAtFreeze;

  Simulator(Network network, ReferenceForwarding ref, List<ReplayFlow> flows, List<QueueRef> cycle,
      Set<State> scope, ReplayParameters p, long wallDeadlineNanos) {
    this.network = network;
    this.scope = scope;
    this.ref = ref;
    this.flows = flows;
    this.cycle = cycle;
    this.p = p;
    this.deadlineNanos = wallDeadlineNanos;
    network.switches().forEach(s -> switches.put(s.name(), s));
    network.hosts().forEach(h -> hosts.put(h.name(), h));
    // read once: asked for every packet that leaves and every port the replay meets
    network.hosts().forEach(h -> h.attachments().forEach(a -> hostPorts.add(new PortKey(a.switchName(), a.port()))));
    network.scenario().deadHosts().forEach(d -> deadHosts.add(d.host()));
    network.scenario().macMissing().forEach(m -> missingMacs.add(new PortKey(m.switchName(), m.host())));
  }

  /** Runs the replay to its end and says what happened; {@code notes} are carried into the result. */
  ReplayResult run(List<String> notes) {
    for (QueueRef q : cycle) {
      cycleQueues.add(ingress(q));
    }
    for (ReplayFlow f : flows) {
      // routed or bridged from the first switch (docs/semantics.md, "Which frames are routed"): the start
      // the flow's pinned way begins with, when there are two
      List<State> starts = ref.starts(f.packet().src(), f.value(), f.packet().dst());
      State first = starts.stream().filter(f.pins()::containsKey).findFirst().orElse(starts.get(0));
      QueueRef q = ref.queue(first, f.packet().dst());
      Egress nic = egress(f.packet().src(), "nic", true, false);
      nic.flows.add(new NicFlow(f, first, q == null ? UNPAUSED : q.priority(), p.flowBytes()));
      schedule(0, () -> kick(nic));
    }
    boolean limit = false;
    long horizon = Long.MAX_VALUE;  // until when nothing more happens: no events left
    while (!events.isEmpty()) {
      Event e = events.peek();
      if (e.time > p.durationNanos()) {
        horizon = p.durationNanos();
        break;
      }
      if (++count > EVENT_LIMIT || (count % 65_536 == 0 && timeUp())) {
        limit = true;
        break;
      }
      events.poll();
      now = e.time;
      e.action.run();
      noteFreeze();
      if (frozenAt >= 0 && recoveredAt < frozenAt && !watchdogs()) {
        horizon = Long.MAX_VALUE;  // nothing can thaw the cycle: the rest of the run changes nothing
        break;
      }
    }
    ReplayResult.Outcome outcome;
    long end;
    if (inside == 0 && !flowsLeft()) {
      outcome = frozenAt >= 0 && recoveredAt >= 0 ? ReplayResult.Outcome.RECOVERED : ReplayResult.Outcome.DRAINED;
      end = lastMove;
    } else if (!limit && (cycleFrozen(horizon) || events.isEmpty())) {
      // the cycle froze; or nothing is left to happen with packets still inside: stuck for good
      outcome = ReplayResult.Outcome.FROZEN;
      if (frozenAt < 0 || recoveredAt >= frozenAt) {
        frozenAt = cycleFrozen(horizon) ? lastCycleRelease : lastMove;
      }
      cyclePausedAtFreeze = cyclePaused();
      end = horizon == Long.MAX_VALUE ? now : horizon;
    } else {
      outcome = ReplayResult.Outcome.TIME_OUT;
      end = limit ? now : p.durationNanos();  // simulated to the end of --duration, or stopped by a limit
    }
    return new ReplayResult(outcome, frozenAt < 0 ? OptionalLong.empty() : OptionalLong.of(frozenAt),
        recoveredAt < 0 ? OptionalLong.empty() : OptionalLong.of(recoveredAt), end, cyclePausedAtFreeze,
        traces(), flows, delivered, dropped, departed, watchdogEvents, notes, p, count);
  }

  private boolean timeUp() {
    return Thread.currentThread().isInterrupted() || System.nanoTime() > deadlineNanos;
  }

  private boolean flowsLeft() {
    for (Egress e : egresses.values()) {
      for (NicFlow f : e.flows) {
        if (f.left > 0) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The cycle froze when every queue of it has paused its sender and none has let a packet go for 1 ms;
   * a watchdog may thaw it (then it may freeze again).
   */
  private void noteFreeze() {
    if ((frozenAt < 0 || recoveredAt > frozenAt) && cycleFrozen(now)) {
      frozenAt = lastCycleRelease;
      cyclePausedAtFreeze = true;
    }
  }

  private boolean cycleFrozen(long at) {
    return !cycle.isEmpty() && at - lastCycleRelease >= FREEZE_NANOS && cyclePaused();
  }

  private boolean watchdogs() {
    for (Egress e : egresses.values()) {
      if (e.watchdog != null && e.watchdog.action().breaksPauses()) {
        return true;
      }
    }
    return false;
  }

  private boolean cyclePaused() {
    for (Ingress in : cycleQueues) {
      if (!in.xoff) {
        return false;
      }
    }
    return true;
  }

  private void schedule(long delay, Runnable action) {
    events.add(new Event(now + delay, seq++, action));
  }

  private Ingress ingress(QueueRef q) {
    return ingresses.computeIfAbsent(q, k -> {
      Switch sw = switches.get(k.switchName());
      long headroom = sw == null ? p.defaultHeadroom()
          : network.hazards().headroomAt(sw, k.port(), facesHost(k.switchName(), k.port())).orElse(p.defaultHeadroom());
      return new Ingress(k, buffer(k.switchName()), headroom, cycle.contains(k));
    });
  }

  private Egress egress(String node, String port, boolean nic, boolean sink) {
    return egresses.computeIfAbsent(new PortKey(node, port), k -> {
      Switch sw = switches.get(node);
      PortWatchdog wd = sw == null || sink ? null : network.hazards().watchdogAt(sw, port, facesHost(node, port));
      return new Egress(node, port, nic, sink, wd != null && wd.enabled() ? wd : null);
    });
  }

  private boolean facesHost(String sw, String port) {
    return hostPorts.contains(new PortKey(sw, port));
  }

  /** Starts the port's next transmission when it is idle and has something it may send. */
  private void kick(Egress e) {
    if (e.busy) {
      return;
    }
    Copy c = e.nic ? fromNic(e) : fromFifo(e);
    if (c == null) {
      return;
    }
    e.busy = true;
    c.sentBy = e;
    schedule(p.packetNanos(), () -> sent(e, c));
  }

  private Copy fromNic(Egress e) {
    int n = e.flows.size();
    for (int i = 0; i < n; i++) {
      NicFlow f = e.flows.get((e.next + i) % n);
      if (f.left > 0 && !e.blocked(f.key)) {
        e.next = (e.next + i + 1) % n;
        f.left -= Math.min(f.left, p.packetBytes());
        inside++;
        return new Copy(f.flow, f.flow.packet().dst(), f.first, 0);
      }
    }
    return null;
  }

  private Copy fromFifo(Egress e) {
    for (int i = 0; i <= UNPAUSED; i++) {
      int key = (e.next + i) % (UNPAUSED + 1);
      if (!e.fifo[key].isEmpty() && !e.blocked(key)) {
        e.next = (key + 1) % (UNPAUSED + 1);
        return e.fifo[key].poll();
      }
    }
    return null;
  }

  private void sent(Egress e, Copy c) {
    e.busy = false;
    lastMove = now;
    if (recoveredAt < 0 && frozenAt >= 0 && !watchdogEvents.isEmpty()) {
      recoveredAt = now;
    }
    release(c.entry);
    c.entry = null;
    if (e.sink) {
      delivered++;
      inside--;
    } else {
      schedule(p.cableNanos(), () -> arrive(c));
    }
    kick(e);
  }

  private void arrive(Copy c) {
    State s = c.state;
    if (!scope.contains(s)) {
      departed.merge("went where it cannot reach the cycle", 1L, Long::sum);
      inside--;
      return;
    }
    Hop hop = hop(s, c.dst);
    QueueRef q = hop.queue();
    Entry entry = null;
    if (q != null) {  // a lossless queue accounts it; a lossy one neither pauses nor is paused for it
      Ingress in = ingress(q);
      if (in.upstream == null) {
        in.upstream = c.sentBy;
      }
      if (in.xoff && in.occupancy + p.packetBytes() > in.xoffAt + in.headroom) {
        drop(c, "headroom overflow (lossless)");
        return;
      }
      entry = new Entry(in);
      add(in, p.packetBytes());
    }
    List<Move> moves = hop.moves();
    if (moves.isEmpty()) {
      if (entry != null) {
        entry.refs = 1;
      }
      c.entry = entry;
      if (dead(c.dst)) {
        drop(c, "for a dead host (MAC-miss drop, or its port)");
      } else if (attachedHere(s.sw(), c.dst) && !macMissing(s.sw(), c.dst)) {
        enqueue(egress(s.sw(), "→" + c.dst, false, true), UNPAUSED, c);
      } else {
        drop(c, "dropped by forwarding (no route, MAC-miss drop or routed port)");
      }
      return;
    }
    List<Move> chosen = moves.get(0).cause() == Cause.FLOOD ? moves : List.of(choose(c, s, moves));
    List<Copy> out = new ArrayList<>();
    for (Move m : chosen) {
      Copy next = m == chosen.get(0) ? c : new Copy(c.flow, c.dst, s, c.hops);
      if (next != c) {
        inside++;
      }
      next.state = m.next();
      next.hops = c.hops + (m.next().bridged() ? 0 : 1);
      next.entry = entry;
      out.add(next);
    }
    if (entry != null) {
      entry.refs = out.size();
    }
    for (int i = 0; i < out.size(); i++) {
      Copy next = out.get(i);
      Move m = chosen.get(i);
      if (!m.next().bridged() && next.hops > p.ttl()) {
        drop(next, "hop limit (TTL)");
        continue;
      }
      int at = moves.indexOf(m);
      QueueRef to = hop.into().get(at);
      boolean honoured = to != null && hop.honoured().get(at);
      enqueue(egress(s.sw(), m.egress(), false, false), honoured ? to.priority() : UNPAUSED, next);
    }
  }

  private Hop hop(State s, String dst) {
    return hops.computeIfAbsent(dst, k -> new HashMap<>()).computeIfAbsent(s, k -> {
      List<Move> moves = ref.step(s, dst);
      List<QueueRef> into = new ArrayList<>();
      List<Boolean> honoured = new ArrayList<>();
      for (Move m : moves) {
        into.add(ref.queue(m.next(), dst));
        honoured.add(ref.arrival(s, m, dst) != null);
      }
      return new Hop(ref.queue(s, dst), moves, into, honoured);
    });
  }

  private Move choose(Copy c, State s, List<Move> moves) {
    String pinned = c.flow.pins().get(s);
    if (pinned != null) {
      for (Move m : moves) {
        if (m.egress().equals(pinned)) {
          return m;
        }
      }
    }
    long h = (p.seed() * 0x9E3779B97F4A7C15L + c.flow.id()) * 0x9E3779B97F4A7C15L + s.hashCode();
    return moves.get((int) Math.floorMod(h ^ (h >>> 29), (long) moves.size()));
  }

  private boolean dead(String host) {
    return deadHosts.contains(host);
  }

  private boolean macMissing(String sw, String host) {
    return missingMacs.contains(new PortKey(sw, host));
  }

  private boolean attachedHere(String sw, String dst) {
    Host h = hosts.get(dst);
    return h != null && h.attachments().stream().anyMatch(a -> a.switchName().equals(sw));
  }

  private void enqueue(Egress e, int key, Copy c) {
    if (key < UNPAUSED && e.stormed[key] && e.watchdog.action() == WatchdogAction.DROP) {
      drop(c, "PFC watchdog (drop)");
      return;
    }
    e.fifo[key].add(c);
    if (key < UNPAUSED && e.paused[key]) {
      watch(e, key);
    }
    kick(e);
  }

  private void drop(Copy c, String why) {
    dropped.merge(why, 1L, Long::sum);
    inside--;
    release(c.entry);
    c.entry = null;
  }

  private void add(Ingress in, long bytes) {
    in.occupancy += bytes;
    in.buffer[3] += bytes;
    in.max = Math.max(in.max, in.occupancy);
    in.sample();
    if (!in.xoff && in.occupancy >= threshold(in)) {
      in.xoff = true;
      in.xoffAt = in.occupancy;
      if (in.pausedAt < 0) {
        in.pausedAt = now;
        in.xoffBytes = in.occupancy;
      }
      in.pauses.add(new long[] {now, -1});
      pfc(in, true);
    }
  }

  private void release(Entry entry) {
    if (entry == null || --entry.refs > 0) {
      return;
    }
    Ingress in = entry.queue;
    if (in.watched) {
      lastCycleRelease = now;
    }
    in.occupancy -= p.packetBytes();
    in.buffer[3] -= p.packetBytes();
    in.sample();
    if (in.xoff && in.occupancy <= threshold(in) - p.xonOffsetBytes()) {
      in.xoff = false;
      in.pauses.get(in.pauses.size() - 1)[1] = now;
      pfc(in, false);
    }
  }

  /** The dynamic threshold: alpha times the shared buffer the switch has free. */
  private long threshold(Ingress in) {
    long[] b = in.buffer;
    long free = Math.max(0, b[0] - b[3]);
    return free * b[1] / b[2];
  }

  /** A switch's buffer as the replay uses it: {shared bytes, alpha numerator, alpha denominator, bytes held}. */
  private long[] buffer(String name) {
    return buffers.computeIfAbsent(name, k -> {
      SwitchBuffer b = network.hazards().bufferOf(switches.get(k));
      return new long[] {b.sharedBytes().orElse(p.sharedBytes()), b.alpha().numerator(), b.alpha().denominator(), 0};
    });
  }

  /** A PAUSE (or RESUME) of the queue's priority reaches its sender one cable delay later. */
  private void pfc(Ingress in, boolean pause) {
    Egress up = in.upstream;
    if (up == null) {
      return;
    }
    int key = in.ref.priority();
    schedule(p.cableNanos(), () -> {
      if (pause && !up.paused[key]) {
        up.paused[key] = true;
        up.pausedSince[key] = now;
        watch(up, key);
      } else if (!pause && up.paused[key]) {
        up.paused[key] = false;
        up.resumedAt[key] = now;
        kick(up);
      }
    });
  }

  /** A paused queue with packets on a watched port: the watchdog looks again after its detection time. */
  private void watch(Egress e, int key) {
    if (e.watchdog == null || e.checking[key] || e.stormed[key]) {
      return;
    }
    e.checking[key] = true;
    schedule(e.watchdog.detectMillis() * 1_000_000, () -> detect(e, key));
  }

  private void detect(Egress e, int key) {
    e.checking[key] = false;
    if (!e.paused[key] || e.stormed[key]) {
      return;
    }
    long detectNanos = e.watchdog.detectMillis() * 1_000_000;
    if (now - e.pausedSince[key] < detectNanos || e.fifo[key].isEmpty()) {
      // paused again since the check was set, or nothing waiting yet: look again when it could be a storm
      e.checking[key] = true;
      long early = e.pausedSince[key] + detectNanos - now;
      long wait = early > 0 ? early : POLL_NANOS;
      schedule(wait, () -> detect(e, key));
      return;
    }
    WatchdogAction action = e.watchdog.action();
    long gone = 0;
    if (action != WatchdogAction.ALERT) {
      e.stormed[key] = true;
    }
    if (action == WatchdogAction.DROP) {
      while (!e.fifo[key].isEmpty()) {
        drop(e.fifo[key].poll(), "PFC watchdog (drop)");
        gone++;
      }
    }
    watchdogEvents.add(new WatchdogEvent(now, e.node, e.port, key, "detected (" + action + ")", gone));
    if (action == WatchdogAction.ALERT) {
      return;
    }
    kick(e);
    schedule(e.watchdog.restoreMillis() * 1_000_000, () -> restore(e, key));
  }

  private void restore(Egress e, int key) {
    long restoreNanos = e.watchdog.restoreMillis() * 1_000_000;
    if (!e.paused[key] && now - e.resumedAt[key] >= restoreNanos) {
      e.stormed[key] = false;
      watchdogEvents.add(new WatchdogEvent(now, e.node, e.port, key, "restored", 0));
      return;
    }
    schedule(restoreNanos, () -> restore(e, key));
  }

  private List<QueueTrace> traces() {
    List<QueueTrace> out = new ArrayList<>();
    for (QueueRef q : cycle) {
      Ingress in = ingresses.get(q);
      out.add(new QueueTrace(q, in.pausedAt < 0 ? OptionalLong.empty() : OptionalLong.of(in.pausedAt), in.max,
          in.occupancy, in.xoffBytes >= 0 ? in.xoffBytes : threshold(in), in.headroom, in.samples, in.pauses,
          in.truncated));
    }
    return out;
  }

}
