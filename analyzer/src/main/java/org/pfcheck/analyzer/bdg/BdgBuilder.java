package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.Scenario;

/**
 * Builds the buffer-dependency graph of one scenario: reachability of the states (ingress port,
 * priority, tunnelled?) from the considered sources, per destination group, applying the forwarding
 * decisions of docs/semantics.md, and a dependency for every hop from a lossless queue into a lossless
 * queue. Groups are sorted by active switch and searched {@value BatchSearch#WIDTH} at a time by
 * {@link BatchSearch}. All working state lives in one call.
 */
public final class BdgBuilder {
  private BdgBuilder() {}

  /** The buffer-dependency graph of {@code network} in {@code scenario}. */
  public static BufferDependencyGraph build(Network network, Scenario scenario) {
    return build(ForwardingContext.of(new FabricIndex(network, scenario)), Deadline.none()).orElseThrow();
  }

  /** The buffer-dependency graph of {@code context}, or empty when {@code deadline} passed first. */
  public static Optional<BufferDependencyGraph> build(ForwardingContext context, Deadline deadline) {
    return build(context, deadline, BatchSearch.WIDTH);
  }

  /** As {@link #build(ForwardingContext, Deadline)}, with batches of {@code width} groups (tests vary it). */
  static Optional<BufferDependencyGraph> build(ForwardingContext context, Deadline deadline, int width) {
    FabricIndex index = context.index();
    Injections injections = new Injections(index);
    EdgeAccumulator edges = new EdgeAccumulator(index);
    List<List<DestinationGroup>> batches = batches(context.groups(), width);
    BatchSearch search = new BatchSearch(context, injections, new PortClasses(context), edges);
    for (List<DestinationGroup> batch : batches) {
      if (deadline.expired()) {
        return Optional.empty();
      }
      search.run(batch);
    }
    EdgeAccumulator.Result r = edges.finish();
    return Optional.of(new BufferDependencyGraph(context, injections, r.graph(), r.examples()));
  }

  /** The groups sorted by active switch (then id), cut into batches of {@code width}. */
  static List<List<DestinationGroup>> batches(List<DestinationGroup> groups, int width) {
    List<DestinationGroup> sorted = new ArrayList<>(groups);
    sorted.sort(Comparator.comparingInt(DestinationGroup::activeSwitch).thenComparingInt(DestinationGroup::id));
    List<List<DestinationGroup>> out = new ArrayList<>();
    for (int k = 0; k < sorted.size(); k += width) {
      out.add(sorted.subList(k, Math.min(sorted.size(), k + width)));
    }
    return out;
  }
}
