package org.pfcheck.analyzer.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.model.Attachment;
import org.pfcheck.model.Flow;
import org.pfcheck.model.Host;
import org.pfcheck.model.MacMissPolicy;
import org.pfcheck.model.Network;
import org.pfcheck.model.Prefix;
import org.pfcheck.model.Route;
import org.pfcheck.model.Vlan;

/**
 * A deliberately simple second implementation of docs/semantics.md, on model names and java.util
 * collections, sharing no code with the fast builder: one forwarding step, reachability of one
 * packet, and the whole buffer-dependency graph of a (small) network as a set of queue pairs. It is
 * the oracle of the differential tests and the engine of {@link CounterexampleChecker}. Checks the
 * network's declared scenario. Not thread-safe (memoizes routing).
 */
public final class ReferenceForwarding {
  /** Where a packet is: arrived at {@code sw} on {@code port} with {@code priority}. */
  public record State(String sw, String port, int priority, boolean tunnelled) {
    // written out: a record's own equals and hashCode are slow in a cold JVM (see ReferenceRouting)
    @Override
    public boolean equals(Object o) {
      return o instanceof State s && s.priority == priority && s.tunnelled == tunnelled && s.sw.equals(sw)
          && s.port.equals(port);
    }

    @Override
    public int hashCode() {
      return ((sw.hashCode() * 31 + port.hashCode()) * 31 + priority) * 2 + (tunnelled ? 1 : 0);
    }
  }

  /** One packet or copy sent by a forwarding step onto an up link. */
  public record Move(State next, Cause cause) {}

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
  private final Set<Integer> sourcePriorities;

  /** The reference semantics of {@code network} in its declared scenario. */
  public ReferenceForwarding(Network network) {
    this.network = network;
    this.topology = new ReferenceTopology(network);
    this.routing = new ReferenceRouting(topology);
    this.rewrites = new ReferenceRewrites(topology);
    this.sourcePriorities = network.sourcePriorities();
  }

  /** Whether {@code priority} is lossless at ingress port {@code port} of {@code sw}. */
  public boolean lossless(String sw, String port, int priority) {
    return network.qos().losslessAt(sw, port, priority);
  }

  /** The first state of a packet from {@code src}: at its active attachment. */
  public State start(String src, int priority) {
    Attachment a = topology.host(src).active();
    return new State(a.switchName(), a.port(), priority, false);
  }

  /** Every state a packet from {@code src} to {@code dst} starting with {@code priority} can reach. */
  public Set<State> reachable(String src, int priority, String dst) {
    Set<State> seen = new LinkedHashSet<>();
    ArrayDeque<State> queue = new ArrayDeque<>();
    State first = start(src, priority);
    seen.add(first);
    queue.add(first);
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
    Host d = topology.host(dst);
    String active = d.active().switchName();
    Optional<Route> route = s.tunnelled() ? Optional.empty() : longestMatch(s.sw(), d);
    boolean overridden = route.isPresent() && route.get().prefix().length() > connectedLength(s.sw(), d);
    if (s.sw().equals(active) && !overridden) {
      boolean dead = topology.dead(dst);
      boolean macFirst = network.timers().macSeconds() < network.timers().arpSeconds();
      if (dead && !macFirst) {
        return List.of();
      }
      boolean macMissing = (dead && macFirst) || network.scenario().macMissing().stream()
          .anyMatch(m -> m.switchName().equals(s.sw()) && m.host().equals(dst));
      if (!macMissing) {
        return List.of();
      }
      if (topology.switchNamed(s.sw()).onMacMiss() == MacMissPolicy.DROP_LOSSLESS
          && network.qos().lossless().contains(s.priority())) {
        return List.of();
      }
      List<String> ports = new ArrayList<>();
      for (String port : topology.ports(s.sw()).keySet()) {
        if (!port.equals(s.port()) && inFloodDomain(s.sw(), port)) {
          ports.add(port);
        }
      }
      return send(s, ports, false, Cause.FLOOD);
    }
    boolean standby = d.attachments().stream().anyMatch(a -> a.standby() && a.switchName().equals(s.sw()));
    if (standby && !s.tunnelled() && !overridden) {
      return send(s, routing.nextHops(s.sw(), false, active), true, Cause.BOUNCE);
    }
    if (route.isPresent()) {
      List<String> ports = resolve(s.sw(), route.get().via());
      return send(s, ports, false, ports.size() > 1 ? Cause.ECMP : Cause.ROUTE);
    }
    List<String> ports = routing.nextHops(s.sw(), cameFromAbove(s), active);
    return send(s, ports, s.tunnelled(), ports.size() > 1 ? Cause.ECMP : Cause.DERIVED);
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

  private boolean inFloodDomain(String sw, String port) {
    int vlan = topology.switchNamed(sw).floodDomain().vlan();
    if (vlan == 0) {
      return true;
    }
    for (Vlan v : network.vlans()) {
      if (v.id() == vlan && v.switchName().equals(sw) && v.ports().contains(port)) {
        return true;
      }
    }
    return false;
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
      if (p.contains(d.address().get())) {
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
      if (r.switchName().equals(sw) && r.prefix().contains(d.address().get())
          && (best == null || r.prefix().length() > best.prefix().length())) {
        best = r;
      }
    }
    return Optional.ofNullable(best);
  }

  /** The live ports a route's next hops name: neighbour switches first, then local ports. */
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
    }
    return new ArrayList<>(out);
  }

  private List<Move> send(State s, List<String> ports, boolean tunnelled, Cause cause) {
    List<Move> moves = new ArrayList<>();
    for (String port : ports) {
      ReferenceTopology.Facing f = topology.facing(s.sw(), port);
      if (f == null || f.isHost() || !f.up() || topology.switchNamed(f.neighbour()) == null) {
        continue;
      }
      int p = rewrites.apply(s.sw(), s.port(), port, s.priority());
      moves.add(new Move(new State(f.neighbour(), f.neighbourPort(), p, tunnelled), cause));
    }
    return moves;
  }

  /** The whole buffer-dependency graph of the considered traffic. */
  public Set<Edge> dependencies() {
    return dependencies(packets());
  }

  /** The buffer dependencies that {@code packets} (src, dst, starting priority) create. */
  public Set<Edge> dependencies(List<Flow> packets) {
    Set<Edge> edges = new LinkedHashSet<>();
    for (Flow f : packets) {
      if (Thread.currentThread().isInterrupted()) {  // a re-check that ran out of time stops here
        throw new java.util.concurrent.CancellationException("interrupted");
      }
      for (State s : reachable(f.src(), f.priority(), f.dst())) {
        if (!lossless(s.sw(), s.port(), s.priority())) {
          continue;
        }
        for (Move m : step(s, f.dst())) {
          State n = m.next();
          if (lossless(n.sw(), n.port(), n.priority())) {
            edges.add(new Edge(new QueueRef(s.sw(), s.port(), s.priority()), new QueueRef(n.sw(), n.port(), n.priority())));
          }
        }
      }
    }
    return edges;
  }

  /** The considered packets as (src, dst, priority): live sources, never to themselves. */
  public List<Flow> packets() {
    List<Flow> out = new ArrayList<>();
    for (Host src : network.hosts()) {
      for (Host dst : network.hosts()) {
        for (int p = 0; p < 8; p++) {
          if (considers(src.name(), dst.name(), p)) {
            out.add(new Flow(src.name(), dst.name(), p, src.origin()));
          }
        }
      }
    }
    return out;
  }

  /**
   * Every packet that can be sent, whether or not it can ever be lossless: without declared flows, every
   * pair in every priority a packet can start in ({@code Qos#startPriorities}); else the declared flows.
   * A superset of {@link #packets()} that does not rest on {@link Network#sourcePriorities()}: the extra
   * packets stay lossy, so {@code dependencies(startingPackets())} must equal {@link #dependencies()}.
   */
  public List<Flow> startingPackets() {
    if (!network.traffic().allPairs()) {
      return packets();
    }
    List<Flow> out = new ArrayList<>();
    for (Host src : network.hosts()) {
      for (Host dst : network.hosts()) {
        for (int p : network.qos().startPriorities()) {
          if (isPacket(src.name(), dst.name())) {
            out.add(new Flow(src.name(), dst.name(), p, src.origin()));
          }
        }
      }
    }
    return out;
  }

  /**
   * Whether the analysis considers packets from {@code src} to {@code dst} starting with {@code priority}:
   * a declared flow, or (without declared flows) any pair in a source priority; the source is live and
   * not the destination.
   */
  public boolean considers(String src, String dst, int priority) {
    if (!isPacket(src, dst)) {
      return false;
    }
    if (network.traffic().allPairs()) {
      return sourcePriorities.contains(priority);
    }
    return network.traffic().flows().stream()
        .anyMatch(f -> f.src().equals(src) && f.dst().equals(dst) && f.priority() == priority);
  }

  private boolean isPacket(String src, String dst) {
    return !src.equals(dst) && topology.host(src) != null && topology.host(dst) != null && !topology.dead(src);
  }
}
