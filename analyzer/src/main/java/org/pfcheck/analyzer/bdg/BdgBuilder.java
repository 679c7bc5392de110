package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.pfcheck.analyzer.TaskFailure;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * Builds the buffer-dependency graph of one scenario: reachability of the states (ingress port,
 * priority, tunnelled?) from the considered sources, per destination group, applying the forwarding
 * decisions of docs/semantics.md, and a dependency for every hop from a lossless queue into a lossless
 * queue. Groups are sorted by active switch and searched {@value BatchSearch#WIDTH} at a time by
 * {@link BatchSearch}, on two threads when there are two processors. All working state lives in one
 * call.
 */
public final class BdgBuilder {
  private BdgBuilder() {}

  /** The buffer-dependency graph of {@code network} in {@code scenario}. */
  public static BufferDependencyGraph build(Network network, Scenario scenario) {
    return build(ForwardingContext.of(new FabricIndex(network, scenario)), Deadline.none()).orElseThrow();
  }

  /**
   * The buffer-dependency graph of {@code context}, or empty when {@code deadline} passed first.
   *
   * @throws InsufficientHeapException when the estimate of the memory needed exceeds the heap
   */
  public static Optional<BufferDependencyGraph> build(ForwardingContext context, Deadline deadline) {
    return build(context, deadline, BatchSearch.WIDTH);
  }

  /** As {@link #build(ForwardingContext, Deadline)}, with batches of {@code width} groups (tests vary it). */
  static Optional<BufferDependencyGraph> build(ForwardingContext context, Deadline deadline, int width) {
    return build(context, deadline, width, threads(context, Runtime.getRuntime().maxMemory()));
  }

  /**
   * Two threads when there are two processors and the heap of {@code maxBytes} holds both searches,
   * else one; throws {@link InsufficientHeapException} when not even one fits.
   */
  static int threads(ForwardingContext context, long maxBytes) {
    if (Runtime.getRuntime().availableProcessors() >= 2 && MemoryEstimate.bytes(context, 2) <= maxBytes) {
      return 2;
    }
    long one = MemoryEstimate.bytes(context, 1);
    if (one > maxBytes) {
      FabricIndex index = context.index();
      throw new InsufficientHeapException(one, maxBytes, "the buffer-dependency graph of " + index.queueCount()
          + " queues and up to " + MemoryEstimate.dependencyBound(context) + " dependencies");
    }
    return 1;
  }

  /**
   * As {@link #build(ForwardingContext, Deadline)}, on {@code threads} (1 or 2) threads: the second
   * takes the later half of the batches with its own search and dependencies, which are then added
   * after the first half's. Each dependency keeps the example of the earliest batch that has it, as
   * on one thread, so the graph and its examples do not depend on the number of threads.
   */
  static Optional<BufferDependencyGraph> build(ForwardingContext context, Deadline deadline, int width, int threads) {
    FabricIndex index = context.index();
    Injections injections = new Injections(index, context.classes());
    PortClasses classes = new PortClasses(context);
    List<List<DestinationGroup>> batches = batches(context.groups(), width);
    int split = threads > 1 && batches.size() >= 4 ? batches.size() / 2 : batches.size();
    Future<EdgeAccumulator> later = null;
    ExecutorService worker = null;
    if (split < batches.size()) {
      worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, Thread.currentThread().getName() + "-bdg");
        t.setDaemon(true);
        return t;
      });
      List<List<DestinationGroup>> second = batches.subList(split, batches.size());
      later = worker.submit(() -> search(context, injections, classes, second, deadline));
    }
    try {
      EdgeAccumulator edges = search(context, injections, classes, batches.subList(0, split), deadline);
      if (later != null) {
        EdgeAccumulator rest = later.get();
        later = null;
        if (edges == null || rest == null) {
          return Optional.empty();
        }
        edges.addAll(rest);
        rest.release();
      }
      if (edges == null) {
        return Optional.empty();
      }
      EdgeAccumulator.Result r = edges.finish();
      return Optional.of(new BufferDependencyGraph(context, injections, r.graph(), r.examples()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    } catch (ExecutionException e) {
      throw TaskFailure.rethrown(e);
    } finally {
      if (worker != null) {
        worker.shutdownNow();
      }
    }
  }

  /**
   * The dependencies that the packets to {@code groups} (some of {@code context.groups()}) create, on
   * the calling thread: the graph of part of the traffic. A scenario sweep searches again only the
   * destinations a failure changes (callers run several scenarios side by side, hence one thread).
   * Empty when {@code deadline} passed first; the heap is the caller's to check.
   */
  public static Optional<BufferDependencyGraph> buildPart(ForwardingContext context, List<DestinationGroup> groups,
      Deadline deadline) {
    Injections injections = new Injections(context.index(), context.classes());
    EdgeAccumulator edges = search(context, injections, new PortClasses(context), batches(groups, BatchSearch.WIDTH),
        deadline);
    if (edges == null) {
      return Optional.empty();
    }
    EdgeAccumulator.Result r = edges.finish();
    return Optional.of(new BufferDependencyGraph(context, injections, r.graph(), r.examples()));
  }

  /** The dependencies of {@code batches}, searched in order; null when {@code deadline} passed first. */
  private static EdgeAccumulator search(ForwardingContext context, Injections injections, PortClasses classes,
      List<List<DestinationGroup>> batches, Deadline deadline) {
    EdgeAccumulator edges = new EdgeAccumulator(context.index());
    BatchSearch search = new BatchSearch(context, injections, classes, edges);
    for (List<DestinationGroup> batch : batches) {
      if (deadline.expired() || Thread.currentThread().isInterrupted()) {
        return null;
      }
      search.run(batch);
    }
    return edges;
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
