package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.Successors;
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
    Injections injections = new Injections(index, context.classes());
    EdgeAccumulator edges = new EdgeAccumulator(index);
    StateLayout layout = new StateLayout(context);
    GroupSearch search = new GroupSearch(context, injections, layout);
    List<DestinationGroup> groups = new ArrayList<>(context.groups());
    groups.sort(Comparator.comparingInt(DestinationGroup::activeSwitch).thenComparingInt(DestinationGroup::id));
    int[][] recorded = new int[index.queueCount()][];
    // without rewrites, in priority mode and without tunnel classes, a queue's priority is its label
    // and its dependencies through a set of output ports are always the same
    boolean plain = context.rewrites().isEmpty() && !context.classes().dscpMode() && !context.classes().tunnelBindings();
    DerivedRouting routing = null;
    for (DestinationGroup g : groups) {
      if (deadline.expired()) {
        return Optional.empty();
      }
      if (routing == null || routing.destination() != g.activeSwitch()) {
        routing = DerivedRouting.towards(index, g.activeSwitch());
      }
      search.run(g, routing, -1, (state, d, witness, expandedBefore) -> {
        int port = layout.port(state);
        int label = layout.label(state);
        int flag = layout.flag(state);
        int fromQueue = Successors.queue(context, g, port, label, flag);
        if (fromQueue < 0 || plain && Arrays.equals(recorded[fromQueue], d.ports())) {
          return;
        }
        if (plain) {
          recorded[fromQueue] = d.ports();
        }
        int example = Examples.pack(g.id(), flag, label);
        Successors.of(context, g, port, label, flag, d, (o, peer, next, nextFlag, toQueue, rule) -> {
          if (toQueue >= 0) {
            edges.add(fromQueue, o, index.queuePriority(toQueue), toQueue, example);
          }
        });
      });
    }
    EdgeAccumulator.Result r = edges.finish();
    return Optional.of(new BufferDependencyGraph(context, injections, r.graph(), r.examples()));
  }
}
