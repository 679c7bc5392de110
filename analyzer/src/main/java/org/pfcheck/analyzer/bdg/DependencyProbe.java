package org.pfcheck.analyzer.bdg;

import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.GroupForwarding;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Whether the packets to one destination group create one given dependency, without building a graph:
 * the group's states are searched ({@link GroupSearch}, the per-group builder's search) and the
 * forwarding decision at the dependency's queue is made again, as {@link PerGroupBuilder} records it.
 * A scenario sweep asks this of the few dependencies of a cycle. Working state of one forwarding
 * context (the search's arrays are reused, the last group's search kept); not thread-safe.
 */
public final class DependencyProbe {
  private final ForwardingContext context;
  private final FabricIndex index;
  private final GroupSearch search;
  private DerivedRouting routing;

  /** Probes the scenario of {@code context}. */
  public DependencyProbe(ForwardingContext context) {
    this.context = context;
    this.index = context.index();
    this.search = new GroupSearch(context, new Injections(index));
  }

  /** Whether packets to {@code g} (a group of this context) create the dependency {@code from -> to} (queue ids). */
  public boolean creates(DestinationGroup g, int from, int to) {
    if (routing == null || routing.destination() != g.activeSwitch()) {
      routing = DerivedRouting.towards(index, g.activeSwitch());
    }
    int port = index.queuePort(from);
    int p = index.queuePriority(from);
    int target = index.queuePort(to);
    int p2 = index.queuePriority(to);
    GroupForwarding forwarding = new GroupForwarding(context, g, routing);
    for (int t = 0; t < 2; t++) {
      if (search.witnessOf(g, port * 16 + p * 2 + t, routing) < 0) {
        continue;
      }
      Decision d = forwarding.decide(port, p, t == 1);
      for (int o : d.ports()) {
        if (index.peerPort[o] == target && GroupSearch.priorityAfter(context.rewrites(), port, o, p) == p2) {
          return true;
        }
      }
    }
    return false;
  }
}
