package org.pfcheck.analyzer.bdg;

import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.GroupForwarding;
import org.pfcheck.analyzer.forwarding.Successors;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Whether the packets to one destination group create one given dependency, without building a graph:
 * the group's states are searched ({@link GroupSearch}, the per-group builder's search) and, at every
 * state (label, flag) of the dependency's port that waits in its from queue, the forwarding decision is
 * made again and its hops followed ({@link Successors}), as {@link PerGroupBuilder} records them. A
 * scenario sweep asks this of the few dependencies of a cycle. Working state of one forwarding context
 * (the search's arrays are reused, the last group's search kept); not thread-safe.
 */
public final class DependencyProbe {
  private final ForwardingContext context;
  private final FabricIndex index;
  private final StateLayout layout;
  private final GroupSearch search;
  private final int[] flags;
  private DerivedRouting routing;

  /** Probes the scenario of {@code context}. */
  public DependencyProbe(ForwardingContext context) {
    this.context = context;
    this.index = context.index();
    this.layout = new StateLayout(context);
    this.search = new GroupSearch(context, new Injections(index, context.classes()), layout);
    int n = 1 + (context.tunnels() ? 1 : 0) + (context.bridges() ? 1 : 0);
    flags = new int[n];
    int i = 1;
    if (context.tunnels()) {
      flags[i++] = Decision.TUNNELLED;
    }
    if (context.bridges()) {
      flags[i] = Decision.BRIDGED;
    }
  }

  /** Whether packets to {@code g} (a group of this context) create the dependency {@code from -> to} (queue ids). */
  public boolean creates(DestinationGroup g, int from, int to) {
    if (routing == null || routing.destination() != g.activeSwitch()) {
      routing = DerivedRouting.towards(index, g.activeSwitch());
    }
    int port = index.queuePort(from);
    GroupForwarding forwarding = new GroupForwarding(context, g, routing);
    boolean[] found = new boolean[1];
    for (int label = 0; label < context.classes().count() && !found[0]; label++) {
      for (int flag : flags) {
        if (Successors.queue(context, g, port, label, flag) != from
            || search.witnessOf(g, layout.state(port, label, flag), routing) < 0) {
          continue;
        }
        Decision d = forwarding.decide(port, label, flag);
        Successors.of(context, g, port, label, flag, d, (o, peer, next, nextFlag, toQueue, rule) -> {
          found[0] |= toQueue == to;
        });
        if (found[0]) {
          return true;
        }
      }
    }
    return false;
  }
}
