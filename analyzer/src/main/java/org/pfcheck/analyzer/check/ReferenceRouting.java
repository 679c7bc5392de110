package org.pfcheck.analyzer.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.model.forwarding.Routing;

/**
 * Derived routing for the reference checker, recomputed by plain breadth-first search on names:
 * shortest-path distances by a search from the destination; up-down next hops by keeping the allowed
 * moves after which the fewest hops remain, hops counted by a search backwards from the destination
 * over (switch, phase) states. Slow and obviously right. Memoizes per destination; not thread-safe.
 */
final class ReferenceRouting {
  private static final Optional<Boolean> UP = Optional.of(false);
  private static final Optional<Boolean> DOWN = Optional.of(true);
  private static final boolean[] PHASES = {false, true};

  /**
   * A switch and a phase. Written-out equals and hashCode: a record's own go through method handles,
   * which a cold JVM runs slowly, and the searches below hash hundreds of thousands of these.
   */
  private record Phased(String sw, boolean down) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Phased p && p.down == down && p.sw.equals(sw);
    }

    @Override
    public int hashCode() {
      return 2 * sw.hashCode() + (down ? 1 : 0);
    }
  }

  private final ReferenceTopology topology;
  private final boolean upDown;
  private final Map<String, Map<String, Integer>> distances = new HashMap<>();
  private final Map<String, Map<Phased, Integer>> phasedDistances = new HashMap<>();
  private final Map<String, Map<Phased, List<String>>> hops = new HashMap<>();

  ReferenceRouting(ReferenceTopology topology) {
    this.topology = topology;
    this.upDown = topology.network().routing().mode() == Routing.Mode.UP_DOWN;
  }

  /**
   * The ports of {@code sw} starting a path to {@code dest} allowed for a packet in the given phase
   * (memoized: do not write).
   */
  List<String> nextHops(String sw, boolean downPhase, String dest) {
    return hops.computeIfAbsent(dest, k -> new HashMap<>())
        .computeIfAbsent(new Phased(sw, downPhase), k -> computeNextHops(sw, downPhase, dest));
  }

  /**
   * Forgets the memoized searches: a driver that walks one destination switch after another keeps one
   * switch's searches at a time instead of every switch's (gigabytes on a k=64 fat-tree).
   */
  void forget() {
    distances.clear();
    phasedDistances.clear();
    hops.clear();
  }

  private List<String> computeNextHops(String sw, boolean downPhase, String dest) {
    List<String> out = new ArrayList<>();
    if (sw.equals(dest)) {
      return out;
    }
    if (!upDown) {
      Map<String, Integer> dist = distances.computeIfAbsent(dest, this::bfsFrom);
      Integer here = dist.get(sw);
      for (String[] link : topology.upLinks(sw)) {
        Integer there = dist.get(link[1]);
        if (here != null && there != null && there == here - 1) {
          out.add(link[0]);
        }
      }
      return out;
    }
    int best = Integer.MAX_VALUE;
    List<String[]> moves = new ArrayList<>();
    for (String[] link : topology.upLinks(sw)) {
      Optional<Boolean> phase = phaseAfter(sw, link[1], downPhase);
      if (phase.isPresent()) {
        int d = hopsFrom(new Phased(link[1], phase.get()), dest);
        if (d >= 0) {
          moves.add(new String[] {link[0], Integer.toString(d)});
          best = Math.min(best, d);
        }
      }
    }
    for (String[] m : moves) {
      if (Integer.parseInt(m[1]) == best) {
        out.add(m[0]);
      }
    }
    return out;
  }

  /** The phase after moving from {@code from} to {@code to}, or empty when up-down forbids the move. */
  private Optional<Boolean> phaseAfter(String from, String to, boolean downPhase) {
    return phaseAfter(topology.level(from), topology.level(to), downPhase);
  }

  /** The phase after a move from tier level {@code a} to tier level {@code b}, or empty when forbidden. */
  private static Optional<Boolean> phaseAfter(Optional<Integer> a, Optional<Integer> b, boolean downPhase) {
    if (a.isEmpty() || b.isEmpty() || a.get().equals(b.get())) {
      return Optional.empty();
    }
    if (b.get() > a.get()) {
      return downPhase ? Optional.empty() : UP;
    }
    return DOWN;
  }

  /** Moves on the shortest valley-free path from {@code start} to {@code dest}, or -1 when there is none. */
  private int hopsFrom(Phased start, String dest) {
    return phasedDistances.computeIfAbsent(dest, this::phasedBfsTo).getOrDefault(start, -1);
  }

  /**
   * The length of the shortest valley-free path from every (switch, phase) to {@code dest}: one
   * breadth-first search backwards from {@code dest} (in either phase), stepping from a state to every
   * (neighbour, phase) whose allowed move leads into it.
   */
  private Map<Phased, Integer> phasedBfsTo(String dest) {
    Map<Phased, Integer> dist = new HashMap<>();
    ArrayDeque<Phased> queue = new ArrayDeque<>();
    for (boolean down : PHASES) {
      dist.put(new Phased(dest, down), 0);
      queue.add(new Phased(dest, down));
    }
    while (!queue.isEmpty()) {
      Phased s = queue.poll();
      Optional<Integer> here = topology.level(s.sw());
      Optional<Boolean> into = s.down() ? DOWN : UP;
      int hops = dist.get(s) + 1;
      for (String[] link : topology.upLinks(s.sw())) {
        Optional<Integer> there = topology.level(link[1]);
        for (boolean down : PHASES) {
          if (phaseAfter(there, here, down).equals(into)) {
            Phased before = new Phased(link[1], down);
            if (dist.putIfAbsent(before, hops) == null) {
              queue.add(before);
            }
          }
        }
      }
    }
    return dist;
  }

  private Map<String, Integer> bfsFrom(String dest) {
    Map<String, Integer> dist = new HashMap<>();
    ArrayDeque<String> queue = new ArrayDeque<>();
    dist.put(dest, 0);
    queue.add(dest);
    while (!queue.isEmpty()) {
      String s = queue.poll();
      for (String[] link : topology.upLinks(s)) {
        if (!dist.containsKey(link[1])) {
          dist.put(link[1], dist.get(s) + 1);
          queue.add(link[1]);
        }
      }
    }
    return dist;
  }
}
