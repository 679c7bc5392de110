package org.pfcheck.analyzer.forwarding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pfcheck.analyzer.index.SortedInts;
import org.pfcheck.model.Host;
import org.pfcheck.model.Network;
import org.pfcheck.model.Prefix;
import org.pfcheck.model.Switch;

/**
 * Which frames a host addresses to its destination's MAC (bridged from its first switch) and which to a
 * router MAC (routed): docs/semantics.md, "Which frames are routed". A host's subnets are the declared
 * subnets, of any switch, that hold its address. A packet is bridged when one of the sender's subnets
 * holds the destination, routed when the sender has one that does not (its own netmask, not modelled,
 * may be either: the union). A sender without a subnet routes, and also bridges to the destinations of
 * its declared layer-2 segments ({@link DeclaredSegments}): its netmask is not known, and may put them
 * on-link. Hosts with the same subnets and segments share a class. Immutable.
 */
public final class Subnets {
  private final int[] classOf;
  private final List<int[]> classes = new ArrayList<>();
  private final List<int[]> segments = new ArrayList<>();

  /** The subnet classes of {@code network}'s hosts, in host order. */
  public Subnets(Network network) {
    List<Prefix> prefixes = new ArrayList<>();
    for (Switch s : network.switches()) {
      for (Prefix p : s.subnets()) {
        if (!prefixes.contains(p)) {
          prefixes.add(p);
        }
      }
    }
    // by length, then network bits: a host's subnets are a few hash look-ups, however many subnets there are
    TreeMap<Integer, Map<Integer, List<Integer>>> byLength = new TreeMap<>();
    for (int i = 0; i < prefixes.size(); i++) {
      Prefix p = prefixes.get(i);
      byLength.computeIfAbsent(p.length(), k -> new HashMap<>())
          .computeIfAbsent(p.network().bits(), k -> new ArrayList<>()).add(i);
    }
    DeclaredSegments declared = new DeclaredSegments(network);
    List<Host> hosts = network.hosts();
    List<List<Integer>> own = new ArrayList<>(hosts.size());
    boolean unknownBridges = false;
    for (int h = 0; h < hosts.size(); h++) {
      List<Integer> nets = new ArrayList<>();
      if (hosts.get(h).address().isPresent() && !byLength.isEmpty()) {
        int bits = hosts.get(h).address().get().bits();
        byLength.forEach((length, at) -> nets.addAll(at.getOrDefault(bits & Prefix.mask(length), List.of())));
        nets.sort(null);
      }
      own.add(nets);
      unknownBridges |= nets.isEmpty() && declared.of(h).length > 0;
    }
    // segments matter only where a sender without a subnet has one: else they would split classes for nothing
    Map<List<List<Integer>>, Integer> interned = new HashMap<>();
    interned.put(List.of(List.of(), List.of()), 0);
    classes.add(new int[0]);
    segments.add(new int[0]);
    classOf = new int[hosts.size()];
    for (int h = 0; h < hosts.size(); h++) {
      int[] segs = unknownBridges ? declared.of(h) : new int[0];
      if (own.get(h).isEmpty() && segs.length == 0) {
        continue; // class 0, the common case of a plain fabric
      }
      classOf[h] = interned.computeIfAbsent(List.of(own.get(h), Arrays.stream(segs).boxed().toList()), k -> {
        classes.add(k.get(0).stream().mapToInt(Integer::intValue).toArray());
        segments.add(segs);
        return classes.size() - 1;
      });
    }
  }

  /** The subnet class of host {@code h}: 0 when it has no subnet (no address, or none holds it) and no declared segment. */
  public int classOf(int h) {
    return classOf[h];
  }

  /** Whether no host has a subnet or a declared segment: every packet is routed. */
  public boolean noneShared() {
    return classes.size() == 1;
  }

  /**
   * How a packet from a host of class {@code from} to one of class {@code to} leaves its sender, as a set of
   * flags: bit {@link Decision#ROUTED} (to a router MAC), bit {@link Decision#BRIDGED} (to the destination's
   * MAC), or both when the sender's netmask could be either (a sender without a subnet, to a destination
   * of one of its declared segments).
   */
  public int starts(int from, int to) {
    int[] mine = classes.get(from);
    int[] theirs = classes.get(to);
    boolean routed = mine.length == 0;
    boolean bridged = routed && shareSegment(from, to);
    for (int p : mine) {
      boolean shared = Arrays.binarySearch(theirs, p) >= 0;
      bridged |= shared;
      routed |= !shared;
    }
    return (bridged ? 1 << Decision.BRIDGED : 0) | (routed ? 1 << Decision.ROUTED : 0);
  }

  /** Whether hosts of classes {@code a} and {@code b} have a declared segment in common. */
  public boolean shareSegment(int a, int b) {
    return SortedInts.intersect(segments.get(a), segments.get(b));
  }

  /** Whether a host of class {@code c} has no subnet: its netmask is not known, the model assumes its gateway. */
  public boolean netmaskUnknown(int c) {
    return classes.get(c).length == 0;
  }
}
