package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Flow;
import org.pfcheck.model.Network;
import org.pfcheck.model.Traffic;

/**
 * The packets considered, per destination group: every live host sending to every other host in each
 * source priority, or exactly the declared flows (from live hosts to other hosts). An injection is
 * encoded as {@code source << 4 | priority}. Immutable.
 */
public final class Injections {
  private final FabricIndex index;
  private final int[] sourcePriorities;
  private final List<Flow> flows;
  private final int[][] flowsTo;

  /** The traffic of {@code index}'s network. */
  public Injections(FabricIndex index) {
    this.index = index;
    Traffic traffic = index.network().traffic();
    sourcePriorities = index.network().sourcePriorities().stream().mapToInt(Integer::intValue).toArray();
    flows = traffic.flows();
    List<List<Integer>> to = new ArrayList<>();
    for (int h = 0; h < index.hostCount(); h++) {
      to.add(new ArrayList<>());
    }
    for (int f = 0; f < flows.size(); f++) {
      int src = index.hostId(flows.get(f).src());
      int dst = index.hostId(flows.get(f).dst());
      if (src >= 0 && dst >= 0 && src != dst && live(src)) {
        to.get(dst).add(f);
      }
    }
    flowsTo = to.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
  }

  /** Whether every live host sends to every other host in every source priority (no declared flows). */
  public boolean allPairs() {
    return flows.isEmpty();
  }

  /** The source priorities, ascending (shared: do not write). */
  public int[] sourcePriorities() {
    return sourcePriorities;
  }

  /** Whether host {@code h} sends: it is not dead and has an active attachment. */
  public boolean live(int h) {
    return !index.hostDead[h] && index.hostActivePort[h] >= 0;
  }

  /** Calls {@code sink} with every injection {@code source << 4 | priority} towards {@code group}. */
  public void forEach(DestinationGroup group, IntConsumer sink) {
    if (flows.isEmpty()) {
      for (int h = 0; h < index.hostCount(); h++) {
        if (live(h) && group.memberOtherThan(h) >= 0) {
          for (int p : sourcePriorities) {
            sink.accept(h << 4 | p);
          }
        }
      }
      return;
    }
    for (int dst : group.members()) {
      for (int f : flowsTo[dst]) {
        sink.accept(index.hostId(flows.get(f).src()) << 4 | flows.get(f).priority());
      }
    }
  }

  /** The destination of the example packet that {@code source} sends in {@code priority} to {@code group}. */
  public int destination(DestinationGroup group, int source, int priority) {
    if (flows.isEmpty()) {
      return group.memberOtherThan(source);
    }
    for (int dst : group.members()) {
      for (int f : flowsTo[dst]) {
        if (index.hostId(flows.get(f).src()) == source && flows.get(f).priority() == priority) {
          return dst;
        }
      }
    }
    return -1;
  }

  /** Which packets were considered, in words: "all host pairs, priorities 3, 4" or "3 declared flows". */
  public String describe() {
    return describe(index.network());
  }

  /**
   * Which packets {@code network}'s analysis considers, in words: "all host pairs, priorities 3, 4" (a
   * source priority that is lossy at the source is marked "may be rewritten into lossless"), or "3
   * declared flows".
   */
  public static String describe(Network network) {
    if (network.traffic().allPairs()) {
      SortedSet<Integer> prios = network.sourcePriorities();
      String list = prios.stream().map(p -> network.qos().lossless().contains(p) ? Integer.toString(p)
          : p + " (lossy, may be rewritten into lossless)").collect(Collectors.joining(", "));
      return "all host pairs, " + (prios.size() == 1 ? "priority " : "priorities ") + (list.isEmpty() ? "none" : list);
    }
    int n = network.traffic().flows().size();
    return n + (n == 1 ? " declared flow" : " declared flows");
  }
}
