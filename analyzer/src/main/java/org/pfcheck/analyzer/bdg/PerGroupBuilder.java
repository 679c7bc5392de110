package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * The straightforward builder: one {@link GroupSearch} per destination group, recording a dependency
 * for every hop from a lossless queue into a lossless queue. Its cost grows with groups × reachable
 * states, so {@link BdgBuilder} uses {@link BatchSearch} instead; this one is kept as the second
 * implementation the tests compare the batch search with on fabrics too big for the reference.
 */
final class PerGroupBuilder {
  private PerGroupBuilder() {}

  /** The buffer-dependency graph of {@code context}, or empty when {@code deadline} passed first. */
  static Optional<BufferDependencyGraph> build(ForwardingContext context, Deadline deadline) {
    FabricIndex index = context.index();
    Injections injections = new Injections(index);
    EdgeAccumulator edges = new EdgeAccumulator(index);
    GroupSearch search = new GroupSearch(context, injections);
    List<DestinationGroup> groups = new ArrayList<>(context.groups());
    groups.sort(Comparator.comparingInt(DestinationGroup::activeSwitch).thenComparingInt(DestinationGroup::id));
    int[][] recorded = new int[index.queueCount()][];
    DerivedRouting routing = null;
    for (DestinationGroup g : groups) {
      if (deadline.expired()) {
        return Optional.empty();
      }
      if (routing == null || routing.destination() != g.activeSwitch()) {
        routing = DerivedRouting.towards(index, g.activeSwitch());
      }
      boolean plain = context.rewrites().isEmpty();
      search.run(g, routing, -1, (state, d, witness, expandedBefore) -> {
        int port = state >>> 4;
        int p = (state >>> 1) & 7;
        int fromQueue = index.queue(port, p);
        // Without rewrites, a queue that already recorded these output ports has nothing new to add.
        if (fromQueue < 0 || plain && Arrays.equals(recorded[fromQueue], d.ports())) {
          return;
        }
        if (plain) {
          recorded[fromQueue] = d.ports();
        }
        for (int o : d.ports()) {
          int peer = index.peerPort[o];
          if (peer < 0) {
            continue;
          }
          int p2 = GroupSearch.priorityAfter(context.rewrites(), port, o, p);
          int toQueue = index.queue(peer, p2);
          if (toQueue >= 0) {
            edges.add(fromQueue, o, p2, toQueue, Examples.pack(g.id(), (state & 1) == 1, p));
          }
        }
      });
    }
    EdgeAccumulator.Result r = edges.finish();
    return Optional.of(new BufferDependencyGraph(context, injections, r.graph(), r.examples()));
  }
}
