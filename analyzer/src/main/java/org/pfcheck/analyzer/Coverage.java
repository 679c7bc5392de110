package org.pfcheck.analyzer;

import java.util.List;

/**
 * What a verdict covers: what became of the packets considered in the declared scenario (every live
 * host to every other host in each source priority, or the declared flows), counted as packet classes
 * (source, destination, source priority). Each is counted once, by its best fate: delivered when some
 * copy reaches the destination; else dropped, by the first reason that applies of an explicit route, a
 * MAC-miss drop, no route; else not delivered (its copies loop, or leave towards other hosts only).
 * Packets to dead hosts are counted apart: they are never delivered, by the scenario's own choice. A
 * proof of deadlock freedom is about the dependencies of these packets only. Immutable.
 *
 * @param packets the packets considered
 * @param delivered those some copy of which reaches its destination
 * @param toDeadHosts those to a dead host
 * @param droppedByRoute those dropped by an explicit route (a null route, or every next hop down)
 * @param droppedMacMiss those dropped on a MAC miss by a switch that drops lossless packets then
 * @param droppedNoRoute those dropped because derived routing cannot reach their destination
 * @param notDelivered those neither delivered nor dropped: every copy loops or reaches other hosts
 * @param isolatedSwitches switches with no link up to another switch, in a network of several switches
 * @param assumedRouted live senders without a declared subnet whose packets to hosts on other switches,
 *     outside every declared layer-2 segment they share, were taken as routed only (their own netmask, not
 *     modelled, might put those hosts on-link: docs/semantics.md, "Which frames are routed")
 */
public record Coverage(long packets, long delivered, long toDeadHosts, long droppedByRoute, long droppedMacMiss,
    long droppedNoRoute, long notDelivered, List<String> isolatedSwitches, long assumedRouted) {
  public Coverage {
    isolatedSwitches = List.copyOf(isolatedSwitches);
    if (assumedRouted < 0) {
      throw new IllegalArgumentException("assumed routed " + assumedRouted);
    }
    if (packets != delivered + toDeadHosts + droppedByRoute + droppedMacMiss + droppedNoRoute + notDelivered) {
      throw new IllegalArgumentException("the fates of " + packets + " packets do not add up");
    }
  }

  /** A coverage that assumed nothing about addressing. */
  public Coverage(long packets, long delivered, long toDeadHosts, long droppedByRoute, long droppedMacMiss,
      long droppedNoRoute, long notDelivered, List<String> isolatedSwitches) {
    this(packets, delivered, toDeadHosts, droppedByRoute, droppedMacMiss, droppedNoRoute, notDelivered,
        isolatedSwitches, 0);
  }

  /** All the packets dropped, for any reason. */
  public long dropped() {
    return droppedByRoute + droppedMacMiss + droppedNoRoute;
  }

  /** The packets to live hosts that are not delivered: what a vacuous proof hides. */
  public long undeliverable() {
    return dropped() + notDelivered;
  }
}
