package org.pfcheck.analyzer.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.model.Flow;
import org.pfcheck.model.Host;
import org.pfcheck.model.Network;

/**
 * The reference's dependencies walked per destination group: destinations that {@link
 * ReferenceForwarding#destinationKey} cannot tell apart share one walk, a reachability over the states
 * (switch, ingress port, value, phase) from every considered packet's first state at once. Exact: the
 * states a union of first states reaches are the union of what each reaches, and a state's dependencies
 * depend on the state and the group alone. Linear in the states a group's packets reach; values that never
 * become lossless are not walked. Groups come in a seeded random order of destination switches, so that
 * a prefix is a random sample. Working state of one re-check; not thread-safe.
 */
public final class ReferenceDestinations {
  /** Destinations forwarded alike: {@code members}, walked as {@code members.get(0)}, at {@code sw}. */
  public record Group(String sw, List<String> members) {
    public Group {
      members = List.copyOf(members);
    }
  }

  /** How many of how many destination groups were walked. */
  public record Walked(long groups, long of) {
    public boolean all() {
      return groups == of;
    }
  }

  private final Network network;
  private final ReferenceForwarding ref;
  private final List<Group> groups;
  /** The values that may become lossless ({@link ReferenceForwarding#mayBecomeLossless}). */
  private final Set<Integer> hopeful = new HashSet<>();

  /** The groups of {@code network}'s declared scenario, in the random order of {@code seed}. */
  public ReferenceDestinations(Network network, long seed) {
    this.network = network;
    this.ref = new ReferenceForwarding(network);
    for (int v = 0; v < 64; v++) {
      if (ref.mayBecomeLossless(v)) {
        hopeful.add(v);
      }
    }
    this.groups = order(group(), seed);
  }

  /** The destination groups, in walking order. */
  public List<Group> groups() {
    return groups;
  }

  /** The reference semantics the walks use. */
  public ReferenceForwarding reference() {
    return ref;
  }

  private List<Group> group() {
    Map<List<Object>, List<String>> byKey = new LinkedHashMap<>();
    for (Host h : network.hosts()) {
      byKey.computeIfAbsent(ref.destinationKey(h.name()), k -> new ArrayList<>()).add(h.name());
    }
    List<Group> out = new ArrayList<>();
    byKey.values().forEach(m -> out.add(new Group(ref.activeSwitch(m.get(0)), m)));
    return out;
  }

  /** The groups by destination switch, the switches shuffled by {@code seed}: a switch's routing is searched once. */
  private static List<Group> order(List<Group> groups, long seed) {
    Map<String, List<Group>> bySwitch = new LinkedHashMap<>();
    groups.forEach(g -> bySwitch.computeIfAbsent(g.sw(), k -> new ArrayList<>()).add(g));
    List<List<Group>> blocks = new ArrayList<>(bySwitch.values());
    Collections.shuffle(blocks, new Random(seed));
    List<Group> out = new ArrayList<>();
    blocks.forEach(out::addAll);
    return List.copyOf(out);
  }

  /**
   * Walks the groups in order, handing every dependency to {@code edge}, until {@code stop} says so
   * between two groups (after the first {@code atLeast}); how many were walked. Throws {@link
   * CancellationException} when the thread is interrupted (a caller's timeout).
   */
  public Walked walk(BiConsumer<QueueRef, QueueRef> edge, BooleanSupplier stop, int atLeast) {
    int done = 0;
    String routed = null;
    for (Group g : groups) {
      if (done >= atLeast && stop.getAsBoolean()) {
        break;
      }
      if (Thread.currentThread().isInterrupted()) {
        throw new CancellationException("interrupted");
      }
      if (routed != null && !routed.equals(g.sw())) {
        ref.forgetRouting();
      }
      routed = g.sw();
      walk(g, edge);
      done++;
    }
    return new Walked(done, groups.size());
  }

  /** Every dependency of the declared scenario, as a set. */
  public Set<ReferenceForwarding.Edge> all() {
    Set<ReferenceForwarding.Edge> out = new LinkedHashSet<>();
    walk((a, b) -> out.add(new ReferenceForwarding.Edge(a, b)), () -> false, 0);
    return out;
  }

  /**
   * One group's walk: breadth-first from its packets' first states, every lossless hop an edge. Packets
   * are walked as addressed to the first member, except the first member's own (to another member): a
   * frame bridged from a host's own port is not delivered back out of it, so the first member's packets
   * are walked as addressed to the member they go to.
   */
  void walk(Group g, BiConsumer<QueueRef, QueueRef> edge) {
    starts(g).forEach((dst, first) -> walk(dst, first, edge));
  }

  private void walk(String dst, List<ReferenceForwarding.State> first, BiConsumer<QueueRef, QueueRef> edge) {
    Set<ReferenceForwarding.State> seen = new HashSet<>(first);
    ArrayDeque<ReferenceForwarding.State> todo = new ArrayDeque<>(seen);
    while (!todo.isEmpty()) {
      ReferenceForwarding.State s = todo.poll();
      QueueRef from = ref.queue(s, dst);
      for (ReferenceForwarding.Move m : ref.step(s, dst)) {
        QueueRef to = from == null ? null : ref.arrival(s, m, dst);
        if (to != null) {
          edge.accept(from, to);
        }
        if (seen.add(m.next())) {
          todo.add(m.next());
        }
      }
    }
  }

  /**
   * The first states of the packets to any member, by the member they are walked as addressed to (see
   * {@link #walk(Group, BiConsumer)}): declared flows to them, or every live host (not the destination
   * itself) with every value it can send that may become lossless.
   */
  private Map<String, List<ReferenceForwarding.State>> starts(Group g) {
    Map<String, List<ReferenceForwarding.State>> out = new LinkedHashMap<>();
    String first = g.members().get(0);
    if (!network.traffic().flows().isEmpty()) {
      Set<String> members = new HashSet<>(g.members());
      for (Flow f : network.traffic().flows()) {
        int v = ref.valueOf(f);
        if (members.contains(f.dst()) && ref.isPacket(f.src(), f.dst()) && hopeful.contains(v)) {
          out.computeIfAbsent(f.src().equals(first) ? f.dst() : first, k -> new ArrayList<>())
              .addAll(ref.starts(f.src(), v, f.dst()));
        }
      }
      return out;
    }
    List<Integer> values = ref.sendable().stream().filter(hopeful::contains).toList();
    String only = g.members().size() == 1 ? g.members().get(0) : null;
    for (Host h : network.hosts()) {
      if (!h.name().equals(only) && !ref.dead(h.name())) {
        // routed or bridged as the sender addresses a member (members share the subnets holding them)
        String dst = g.members().stream().filter(m -> !m.equals(h.name())).findFirst().orElseThrow();
        List<ReferenceForwarding.State> to = out.computeIfAbsent(h.name().equals(first) ? dst : first,
            k -> new ArrayList<>());
        for (int v : values) {
          to.addAll(ref.starts(h.name(), v, dst));
        }
      }
    }
    return out;
  }
}
