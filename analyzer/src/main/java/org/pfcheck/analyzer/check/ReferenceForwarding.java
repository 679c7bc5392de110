package org.pfcheck.analyzer.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * A deliberately simple second implementation of docs/semantics.md, on model names and java.util
 * collections, sharing no code with the fast builder: one forwarding step, reachability of one
 * packet, and the whole buffer-dependency graph of a (small) network as a set of queue pairs. It is
 * the oracle of the differential tests and the engine of {@link CounterexampleChecker}. Checks the
 * network's declared scenario. Not thread-safe (memoizes routing).
 */
public final class ReferenceForwarding {
  /**
   * Where a packet is: arrived at {@code sw} on {@code port} carrying {@code value}, its priority (DSCP
   * mode: its DSCP value).
   */
  public record State(String sw, String port, int value, boolean tunnelled, boolean bridged) {
    // written out: a record's own equals and hashCode are slow in a cold JVM (see ReferenceRouting)
    @Override
    public boolean equals(Object o) {
      return o instanceof State s && s.value == value && s.tunnelled == tunnelled && s.bridged == bridged
          && s.sw.equals(sw) && s.port.equals(port);
    }

    @Override
    public int hashCode() {
      // each part mixed in on its own: a plain multiply-and-add lets the similar names of a template
      // fabric (tor3_4 / h3_4_1, ports named after their neighbours) collide by the thousand, and the
      // walks' hash sets then spend their time in collision trees
      int h = mix(sw.hashCode());
      h = mix(h ^ port.hashCode());
      return mix(h ^ (value << 2 | (tunnelled ? 2 : 0) | (bridged ? 1 : 0)));
    }

    /** MurmurHash3's 32-bit finalizer: every input bit affects every output bit. */
    private static int mix(int h) {
      h ^= h >>> 16;
      h *= 0x85EBCA6B;
      h ^= h >>> 13;
      h *= 0xC2B2AE35;
      return h ^ (h >>> 16);
    }
  }

  /** One packet or copy sent by a forwarding step onto an up link. */
  public record Move(State next, Cause cause, String egress) {}

  /** One buffer dependency, by name. */
  public record Edge(QueueRef from, QueueRef to) {
    @Override
    public String toString() {
      return from + " -> " + to;
    }
  }

  private final Network network;
  private final ReferenceTopology topology;
  private final ReferenceRouting routing;
  private final ReferenceRewrites rewrites;
  private final ReferenceQos qos;
  private final ReferenceLayerTwo layerTwo;
  private final ReferenceSubnets subnets;

  /** The reference semantics of {@code network} in its declared scenario. */
  public ReferenceForwarding(Network network) {
    this.network = network;
    this.topology = new ReferenceTopology(network);
    this.routing = new ReferenceRouting(topology);
    this.qos = new ReferenceQos(network);
    this.rewrites = new ReferenceRewrites(topology, qos.dscpMode());
    this.layerTwo = new ReferenceLayerTwo(topology);
    this.subnets = new ReferenceSubnets(network, topology, layerTwo);
  }

  /**
   * Every fact about destination {@code dst} that {@link #step}, {@link #queue} and {@link #arrival}
   * read: its attachments (switch, standby, and of the port what bridging reads: VLANs, routed, port-
   * channels), whether it is dead, where its MAC entry is declared missing, which routes and subnets hold
   * its address, and its declared layer-2 segment. Not its port: destinations with equal keys are forwarded
   * alike from every state but their own ports, so one walk serves them all ({@link ReferenceDestinations},
   * which walks a member's own packets as addressed to the member they go to). A per-hop rule that reads
   * more about the destination must add it here; ReferenceDestinationsTest compares with a walk per
   * destination.
   */
  public List<Object> destinationKey(String dst) {
    Host d = topology.host(dst);
    List<Object> key = new ArrayList<>();
    for (Attachment a : d.attachments()) {
      key.add(List.of(a.switchName(), a.standby(), new java.util.TreeSet<>(layerTwo.vlans(a.switchName(), a.port())),
          layerTwo.routed(a.switchName(), a.port()), layerTwo.lagsOf(a.switchName(), a.port())));
    }
    key.add(topology.dead(dst));
    key.add(missingAt().getOrDefault(dst, Set.of()));
    key.add(this.subnets.segmentKey(d)); // a sender without a subnet bridges to its segment's hosts
    if (d.address().isEmpty()) {
      key.add("no address");
      return key;
    }
    Ipv4 address = d.address().get();
    List<Integer> routes = new ArrayList<>();
    for (int r = 0; r < network.routes().size(); r++) {
      if (contains(network.routes().get(r).prefix(), address)) {
        routes.add(r);
      }
    }
    key.add(routes);
    List<Object> subnets = new ArrayList<>();
    for (org.pfcheck.model.topology.Switch sw : network.switches()) {
      for (Prefix p : sw.subnets()) {
        if (contains(p, address)) {
          subnets.add(List.of(sw.name(), p.length()));
        }
      }
    }
    key.add(subnets);
    return key;
  }

  /** The switches where each host's MAC entry is declared missing, read once. */
  private Map<String, Set<String>> missingAt() {
    if (missingAt == null) {
      missingAt = new java.util.HashMap<>();
      for (var m : network.scenario().macMissing()) {
        missingAt.computeIfAbsent(m.host(), k -> new java.util.TreeSet<>()).add(m.switchName());
      }
    }
    return missingAt;
  }

  private Map<String, Set<String>> missingAt;

  /**
   * Whether a packet starting with {@code value} may ever wait in a lossless queue: in priority mode,
   * when a lossless priority is among the values rewrite rules connect it to (either way: a tunnel's end
   * restores the values rewrites led from); in DSCP mode always (groups depend on per-port maps). A
   * packet that never can adds no dependency, so its walk is left out.
   */
  public boolean mayBecomeLossless(int value) {
    if (dscpMode()) {
      return true;
    }
    Set<Integer> connected = new java.util.TreeSet<>(List.of(value));
    boolean grew = true;
    while (grew) {
      grew = false;
      for (org.pfcheck.model.forwarding.RewriteRule r : network.rewrites()) {
        if (!r.dscp() && (connected.contains(r.from()) || connected.contains(r.to()))) {
          grew |= connected.add(r.from()) | connected.add(r.to());
        }
      }
    }
    return connected.stream().anyMatch(qos::losslessGroup);
  }

  /** Every value a host can send ({@link ReferenceQos#sendable}). */
  public List<Integer> sendable() {
    return qos.sendable();
  }

  /** Whether {@code host} is dead in the declared scenario. */
  public boolean dead(String host) {
    return topology.dead(host);
  }

  /** The switch {@code host} is delivered at (its active attachment). */
  public String activeSwitch(String host) {
    return topology.active(host).switchName();
  }

  /** Forgets memoized routing (see {@link ReferenceRouting#forget}). */
  void forgetRouting() {
    routing.forget();
  }

  /** Whether packets are known by their DSCP value (DSCP mode) rather than their priority. */
  public boolean dscpMode() {
    return qos.dscpMode();
  }

  /** Whether priority (group) {@code priority} is lossless at ingress port {@code port} of {@code sw}. */
  public boolean lossless(String sw, String port, int priority) {
    return qos.lossless(sw, port, priority);
  }

  /**
   * The queue a packet to {@code dst} in state {@code s} waits in, or null when its priority group is
   * lossy there. A tunnelled packet at the destination's active switch is decapsulated there.
   */
  public QueueRef queue(State s, String dst) {
    boolean tunnelEnd = s.tunnelled() && topology.active(dst).switchName().equals(s.sw());
    int group = qos.group(s.sw(), s.port(), s.value(), tunnelEnd);
    return lossless(s.sw(), s.port(), group) ? new QueueRef(s.sw(), s.port(), group) : null;
  }

  /**
   * The queue move {@code m} from state {@code s} sends the packet into when the hop is a buffer
   * dependency, else null: the packet's group is lossless where it arrives, and the sender honours that
   * group's pause (PFC enabled for it at its egress port, or the port is asymmetric; docs/semantics.md,
   * "The sender must honour the pause").
   */
  public QueueRef arrival(State s, Move m, String dst) {
    QueueRef to = queue(m.next(), dst);
    return to != null && qos.honours(s.sw(), m.egress(), to.priority()) ? to : null;
  }

  /**
   * The first states of a packet from {@code src} to {@code dst} carrying {@code value}, at the sender's
   * active attachment: bridged when the sender addresses the destination's own MAC (a subnet holds both),
   * routed when it addresses its gateway's (it has no subnet, or one without the destination); both when
   * either may be (docs/semantics.md, "Which frames are routed").
   */
  public List<State> starts(String src, int value, String dst) {
    Attachment a = topology.active(src);
    Host from = topology.host(src);
    Host to = topology.host(dst);
    List<State> out = new ArrayList<>(2);
    if (subnets.routes(from, to)) {
      out.add(new State(a.switchName(), a.port(), value, false, false));
    }
    if (subnets.bridges(from, to)) {
      out.add(new State(a.switchName(), a.port(), value, false, true));
    }
    return out;
  }

  /** Every state a packet from {@code src} to {@code dst} starting with {@code value} can reach. */
  public Set<State> reachable(String src, int value, String dst) {
    return reachable(starts(src, value, dst), dst);
  }

  /** Every state packets to {@code dst} starting in any of {@code first} can reach. */
  private Set<State> reachable(List<State> first, String dst) {
    Set<State> seen = new LinkedHashSet<>(first);
    ArrayDeque<State> queue = new ArrayDeque<>(seen);
    while (!queue.isEmpty()) {
      for (Move m : step(queue.poll(), dst)) {
        if (seen.add(m.next())) {
          queue.add(m.next());
        }
      }
    }
    return seen;
  }

  /** The packets (and copies) switch {@code s.sw()} sends onto up links for a packet to {@code dst}. */
  public List<Move> step(State s, String dst) {
    if (s.bridged()) {
      return bridgedStep(s, dst);
    }
    Host d = topology.host(dst);
    String active = topology.active(dst).switchName();
    Optional<Route> route = s.tunnelled() ? Optional.empty() : longestMatch(s.sw(), d);
    boolean overridden = route.isPresent() && route.get().prefix().length() > connectedLength(s.sw(), d);
    if (s.sw().equals(active) && !overridden) {
      boolean dead = topology.dead(dst);
      boolean macFirst = network.timers().macSeconds() < network.timers().arpSeconds();
      if (dead && !macFirst) {
        return List.of();
      }
      if (!macMissing(dst, s.sw())) {
        return List.of();
      }
      int group = qos.group(s.sw(), s.port(), s.value(), s.tunnelled());
      if (topology.switchNamed(s.sw()).onMacMiss() == MacMissPolicy.DROP_LOSSLESS
          && qos.losslessGroup(group)) {
        return List.of();
      }
      List<String> ports = layerTwo.destinationFlood(s.sw(), topology.active(dst).port(), s.port());
      if (!s.tunnelled()) {
        return send(s, ports, false, true, Cause.FLOOD);
      }
      // decapsulated: the inner header may carry any value rewrites turned into the tunnel's
      List<Move> copies = new ArrayList<>();
      for (int inner : rewrites.before(s.value())) {
        copies.addAll(send(new State(s.sw(), s.port(), inner, false, false), ports, false, true, Cause.FLOOD));
      }
      return copies;
    }
    boolean standby = d.attachments().stream().anyMatch(a -> a.standby() && a.switchName().equals(s.sw()));
    if (standby && !s.tunnelled() && !overridden) {
      return send(s, routing.nextHops(s.sw(), false, active), true, false, Cause.BOUNCE);
    }
    if (route.isPresent()) {
      List<String> ports = resolve(s.sw(), route.get().via());
      return send(s, ports, false, false, ports.size() > 1 ? Cause.ECMP : Cause.ROUTE);
    }
    List<String> ports = routing.nextHops(s.sw(), cameFromAbove(s), active);
    return send(s, ports, s.tunnelled(), false, ports.size() > 1 ? Cause.ECMP : Cause.DERIVED);
  }

  /**
   * A bridged frame (docs/semantics.md, "Layer 2"): dropped on a routed port; delivered where the
   * destination is attached on a port of the frame's domain and its MAC entry is there; flooded in the
   * domain where the MAC entry is missing (unless drop-lossless drops a lossless frame); else sent to the
   * whole domain, the MAC table's port not being known.
   */
  private List<Move> bridgedStep(State s, String dst) {
    if (layerTwo.routed(s.sw(), s.port())) {
      return List.of();
    }
    List<String> domain = layerTwo.bridged(s.sw(), s.port());
    boolean missing = macMissing(dst, s.sw());
    if (!missing) {
      boolean here = topology.host(dst).attachments().stream().anyMatch(a -> a.switchName().equals(s.sw())
          && layerTwo.inDomain(s.sw(), s.port(), a.port()));
      return here ? List.of() : send(s, domain, false, true, Cause.BRIDGE);
    }
    if (topology.switchNamed(s.sw()).onMacMiss() == MacMissPolicy.DROP_LOSSLESS
        && qos.losslessGroup(qos.group(s.sw(), s.port(), s.value(), false))) {
      return List.of();
    }
    return send(s, domain, false, true, Cause.FLOOD);
  }

  /**
   * Whether {@code dst}'s MAC entry is missing at {@code sw}: a {@code mac-missing} statement says so, or
   * the host is dead and MAC entries age out before ARP entries (then at every switch).
   */
  private boolean macMissing(String dst, String sw) {
    boolean agedOut = topology.dead(dst) && network.timers().macSeconds() < network.timers().arpSeconds();
    return agedOut || network.scenario().macMissing().stream()
        .anyMatch(m -> m.switchName().equals(sw) && m.host().equals(dst));
  }

  private boolean cameFromAbove(State s) {
    ReferenceTopology.Facing f = topology.facing(s.sw(), s.port());
    if (f == null || f.isHost()) {
      return false;
    }
    Optional<Integer> mine = topology.level(s.sw());
    Optional<Integer> theirs = topology.level(f.neighbour());
    return mine.isPresent() && theirs.isPresent() && theirs.get() > mine.get();
  }

  /**
   * The length of the longest subnet of {@code sw} holding {@code d}'s address, or 32 (no route can be
   * longer) when {@code sw} is not an attachment of {@code d}: only there does delivery compete with a
   * route. -1 when the switch owns no such subnet.
   */
  private int connectedLength(String sw, Host d) {
    if (d.address().isEmpty() || d.attachments().stream().noneMatch(a -> a.switchName().equals(sw))) {
      return 32;
    }
    int longest = -1;
    for (Prefix p : topology.switchNamed(sw).subnets()) {
      if (contains(p, d.address().get())) {
        longest = Math.max(longest, p.length());
      }
    }
    return longest;
  }

  private Optional<Route> longestMatch(String sw, Host d) {
    if (d.address().isEmpty()) {
      return Optional.empty();
    }
    Route best = null;
    for (Route r : network.routes()) {
      if (r.switchName().equals(sw) && contains(r.prefix(), d.address().get())
          && (best == null || r.prefix().length() > best.prefix().length())) {
        best = r;
      }
    }
    return Optional.ofNullable(best);
  }

  /** Whether {@code address} falls inside {@code prefix}: their first {@code length} bits agree. */
  private static boolean contains(Prefix prefix, Ipv4 address) {
    int length = prefix.length();
    return length == 0 || (address.bits() >>> (32 - length)) == (prefix.network().bits() >>> (32 - length));
  }

  /** The live ports a route's next hops name: neighbour switches first, then local ports and port-channels. */
  private List<String> resolve(String sw, List<String> via) {
    Set<String> out = new LinkedHashSet<>();
    for (String name : via) {
      boolean neighbour = false;
      for (Map.Entry<String, ReferenceTopology.Facing> e : topology.ports(sw).entrySet()) {
        ReferenceTopology.Facing f = e.getValue();
        if (!f.isHost() && name.equals(f.neighbour()) && topology.switchNamed(name) != null) {
          neighbour = true;
          if (f.up()) {
            out.add(e.getKey());
          }
        }
      }
      ReferenceTopology.Facing f = topology.facing(sw, name);
      if (!neighbour && f != null && (f.isHost() || f.up())) {
        out.add(name);
      }
      for (org.pfcheck.model.topology.Lag l : network.lags()) {
        if (!neighbour && f == null && l.switchName().equals(sw) && l.name().equals(name)) {
          for (String m : l.members()) {
            ReferenceTopology.Facing mf = topology.facing(sw, m);
            if (mf != null && (mf.isHost() || mf.up())) {
              out.add(m);
            }
          }
        }
      }
    }
    return new ArrayList<>(out);
  }

  private List<Move> send(State s, List<String> ports, boolean tunnelled, boolean bridged, Cause cause) {
    List<Move> moves = new ArrayList<>();
    for (String port : ports) {
      ReferenceTopology.Facing f = topology.facing(s.sw(), port);
      if (f == null || f.isHost() || !f.up() || topology.switchNamed(f.neighbour()) == null) {
        continue;
      }
      int v = rewrites.apply(s.sw(), s.port(), port, s.value(), cause);
      moves.add(new Move(new State(f.neighbour(), f.neighbourPort(), v, tunnelled, bridged), cause, port));
    }
    return moves;
  }

  /** The whole buffer-dependency graph of the considered traffic. */
  public Set<Edge> dependencies() {
    return dependencies(packets());
  }

  /**
   * The buffer dependencies that {@code packets} (src, dst, starting priority) create. Forwarding depends
   * only on a packet's state and destination, so the states every packet to one destination can reach
   * are found by one search from all their first states at once.
   */
  public Set<Edge> dependencies(List<Flow> packets) {
    Map<String, List<State>> starts = new LinkedHashMap<>();
    for (Flow f : packets) {
      starts.computeIfAbsent(f.dst(), k -> new ArrayList<>()).addAll(starts(f.src(), valueOf(f), f.dst()));
    }
    Set<Edge> edges = new LinkedHashSet<>();
    starts.forEach((dst, first) -> {
      if (Thread.currentThread().isInterrupted()) {  // a re-check that ran out of time stops here
        throw new java.util.concurrent.CancellationException("interrupted");
      }
      for (State s : reachable(first, dst)) {
        QueueRef from = queue(s, dst);
        if (from == null) {
          continue;
        }
        for (Move m : step(s, dst)) {
          QueueRef to = arrival(s, m, dst);
          if (to != null) {
            edges.add(new Edge(from, to));
          }
        }
      }
    });
    return edges;
  }

  /** The value packets of {@code f} carry: its DSCP in DSCP mode, else its priority. */
  public int valueOf(Flow f) {
    return dscpMode() ? f.dscp() : f.priority();
  }

  /**
   * The considered packets as flows: every packet a live host can send to another host (declared flows:
   * exactly those), with every value it can start with ({@link ReferenceQos#sendable}: a priority, or in
   * DSCP mode a DSCP), lossless or not: a packet that never becomes lossless adds no dependency, so the
   * reference needs no reasoning about which can.
   */
  public List<Flow> packets() {
    List<Flow> out = new ArrayList<>();
    if (!network.traffic().flows().isEmpty()) {
      for (Flow f : network.traffic().flows()) {
        if (isPacket(f.src(), f.dst())) {
          out.add(f);
        }
      }
      return out;
    }
    for (Host src : network.hosts()) {
      for (Host dst : network.hosts()) {
        for (int v : qos.sendable()) {
          if (considers(src.name(), dst.name(), v)) {
            out.add(packet(src, dst, v));
          }
        }
      }
    }
    return out;
  }

  /** How many packets {@link #packets()} lists, without listing them: the reference's cost. */
  public long packetCount() {
    if (!network.traffic().flows().isEmpty()) {
      return network.traffic().flows().size();
    }
    long hosts = network.hosts().size();
    return hosts * (hosts - 1) * qos.sendable().size();
  }

  private Flow packet(Host src, Host dst, int value) {
    return dscpMode() ? new Flow(src.name(), dst.name(), network.qos().dscpToPriority().getOrDefault(value, 0),
        src.origin(), value) : new Flow(src.name(), dst.name(), value, src.origin());
  }

  /**
   * Whether the analysis considers packets from {@code src} to {@code dst} starting with {@code value} (a
   * priority; DSCP mode: a DSCP value): a declared flow, or (without declared flows) any pair in a value a
   * host can send; the source is live and not the destination.
   */
  public boolean considers(String src, String dst, int value) {
    if (!isPacket(src, dst)) {
      return false;
    }
    if (network.traffic().flows().isEmpty()) {
      return qos.sendable().contains(value);
    }
    return network.traffic().flows().stream()
        .anyMatch(f -> f.src().equals(src) && f.dst().equals(dst) && valueOf(f) == value);
  }

  /** Whether {@code src} can send to {@code dst}: two hosts, the source live and not the destination. */
  boolean isPacket(String src, String dst) {
    return !src.equals(dst) && topology.host(src) != null && topology.host(dst) != null && !topology.dead(src);
  }
}
