package org.pfcheck.analyzer.forwarding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pfcheck.model.Host;
import org.pfcheck.model.Network;
import org.pfcheck.model.Prefix;
import org.pfcheck.model.Switch;

/**
 * Which frames a host addresses to its destination's MAC (bridged from its first switch) and which to a
 * router MAC (routed): docs/semantics.md, "Which frames are routed". A host's subnets are the declared
 * subnets, of any switch, that hold its address; hosts with the same subnets share a class. A packet is
 * bridged when one of the sender's subnets holds the destination, routed when the sender has none or one
 * that does not (its own netmask, not modelled, may be either: the union). Immutable.
 */
public final class Subnets {
  private final int[] classOf;
  private final List<int[]> classes = new ArrayList<>();

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
    Map<List<Integer>, Integer> interned = new HashMap<>();
    interned.put(List.of(), 0);
    classes.add(new int[0]);
    List<Host> hosts = network.hosts();
    classOf = new int[hosts.size()];
    for (int h = 0; h < hosts.size(); h++) {
      if (hosts.get(h).address().isEmpty() || byLength.isEmpty()) {
        continue;
      }
      int bits = hosts.get(h).address().get().bits();
      List<Integer> own = new ArrayList<>();
      byLength.forEach((length, nets) -> own.addAll(nets.getOrDefault(bits & Prefix.mask(length), List.of())));
      own.sort(null);
      classOf[h] = interned.computeIfAbsent(own, k -> {
        classes.add(k.stream().mapToInt(Integer::intValue).toArray());
        return classes.size() - 1;
      });
    }
  }

  /** The subnet class of host {@code h}: 0 when it has no subnet (no address, or none holds it). */
  public int classOf(int h) {
    return classOf[h];
  }

  /** Whether no host has a subnet: every packet is routed. */
  public boolean noneShared() {
    return classes.size() == 1;
  }

  /**
   * How a packet from a host of class {@code from} to one of class {@code to} leaves its sender, as a set of
   * flags: bit {@link Decision#ROUTED} (to a router MAC), bit {@link Decision#BRIDGED} (to the destination's
   * MAC), or both when the sender's netmask could be either.
   */
  public int starts(int from, int to) {
    int[] mine = classes.get(from);
    int[] theirs = classes.get(to);
    boolean bridged = false;
    boolean routed = mine.length == 0;
    for (int p : mine) {
      boolean shared = Arrays.binarySearch(theirs, p) >= 0;
      bridged |= shared;
      routed |= !shared;
    }
    return (bridged ? 1 << Decision.BRIDGED : 0) | (routed ? 1 << Decision.ROUTED : 0);
  }
}
