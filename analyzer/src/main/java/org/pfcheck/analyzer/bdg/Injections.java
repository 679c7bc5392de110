package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.Subnets;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.PacketClasses;
import org.pfcheck.model.Flow;
import org.pfcheck.model.Network;
import org.pfcheck.model.Traffic;

/**
 * The packets considered, per destination group: every live host sending to every other host with
 * each source label, or exactly the declared flows (from live hosts to other hosts). An injection is
 * encoded as {@code source << 6 | label}; it enters its first switch routed, bridged or both
 * ({@link #starts}). Immutable.
 */
public final class Injections {
  private final FabricIndex index;
  private final PacketClasses classes;
  private final int[] sourceLabels;
  private final List<Flow> flows;
  private final int[] flowLabel;
  private final int[][] flowsTo;
  private final Subnets subnets;

  /** The traffic of {@code index}'s network, with the labels of {@code classes}. */
  public Injections(FabricIndex index, PacketClasses classes) {
    this.index = index;
    this.classes = classes;
    this.subnets = new Subnets(index.network());
    Traffic traffic = index.network().traffic();
    sourceLabels = classes.sourceLabels();
    flows = traffic.flows();
    flowLabel = new int[flows.size()];
    List<List<Integer>> to = new ArrayList<>();
    for (int h = 0; h < index.hostCount(); h++) {
      to.add(new ArrayList<>());
    }
    for (int f = 0; f < flows.size(); f++) {
      Flow flow = flows.get(f);
      flowLabel[f] = classes.label(classes.dscpMode() ? flow.dscp() : flow.priority());
      int src = index.hostId(flow.src());
      int dst = index.hostId(flow.dst());
      if (src >= 0 && dst >= 0 && src != dst && live(src) && flowLabel[f] >= 0) {
        to.get(dst).add(f);
      }
    }
    flowsTo = to.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
  }

  /** The source host of injection {@code inj}. */
  public static int source(int inj) {
    return inj >>> 6;
  }

  /** The label of injection {@code inj}. */
  public static int label(int inj) {
    return inj & 63;
  }

  /** Whether every live host sends to every other host with every source label (no declared flows). */
  public boolean allPairs() {
    return flows.isEmpty();
  }

  /** The source labels, ascending (shared: do not write). */
  public int[] sourceLabels() {
    return sourceLabels;
  }

  /**
   * The flags ({@code 1 << Decision.ROUTED}, {@code 1 << Decision.BRIDGED}) that packets from {@code source}
   * to {@code group} start with at the first switch: bridged between hosts of one subnet (docs/semantics.md,
   * "Which frames are routed"). A group's members share their subnets, so one answer holds for all of them.
   */
  public int starts(int source, DestinationGroup group) {
    return subnets.noneShared() ? 1 << Decision.ROUTED
        : subnets.starts(subnets.classOf(source), subnets.classOf(group.members()[0]));
  }

  /** Whether some packet may start bridged: some host has a subnet. */
  public boolean bridgesAny() {
    return !subnets.noneShared();
  }

  /** Which frames each host bridges and which it routes. */
  public Subnets subnets() {
    return subnets;
  }

  /** The subnet class of host {@code h} ({@link Subnets#classOf}). */
  public int subnetClass(int h) {
    return subnets.classOf(h);
  }

  /** {@link Subnets#starts} of two subnet classes. */
  public int starts(int fromClass, int toClass) {
    return subnets.starts(fromClass, toClass);
  }

  /** Whether host {@code h} sends: it is not dead and has an active attachment. */
  public boolean live(int h) {
    return !index.hostDead[h] && index.hostActivePort[h] >= 0;
  }

  /** Calls {@code sink} with every injection {@code source << 6 | label} towards {@code group}. */
  public void forEach(DestinationGroup group, IntConsumer sink) {
    if (flows.isEmpty()) {
      for (int h = 0; h < index.hostCount(); h++) {
        if (live(h) && group.memberOtherThan(h) >= 0) {
          for (int l : sourceLabels) {
            sink.accept(h << 6 | l);
          }
        }
      }
      return;
    }
    for (int dst : group.members()) {
      for (int f : flowsTo[dst]) {
        sink.accept(index.hostId(flows.get(f).src()) << 6 | flowLabel[f]);
      }
    }
  }

  /** The destination of the example packet that {@code source} sends with {@code label} to {@code group}. */
  public int destination(DestinationGroup group, int source, int label) {
    if (flows.isEmpty()) {
      return group.memberOtherThan(source);
    }
    for (int dst : group.members()) {
      for (int f : flowsTo[dst]) {
        if (index.hostId(flows.get(f).src()) == source && flowLabel[f] == label) {
          return dst;
        }
      }
    }
    return -1;
  }

  /**
   * The DSCP value of the example packet that {@code source} sends with {@code label} to {@code dst}: the
   * declared flow's, else the label's (DSCP mode), else the smallest DSCP mapped to its priority (-1
   * without a DSCP map).
   */
  public int dscp(int source, int dst, int label) {
    for (int k = 0; k < flows.size(); k++) {
      Flow f = flows.get(k);
      if (f.dscp() >= 0 && flowLabel[k] == label && index.hostId(f.src()) == source && index.hostId(f.dst()) == dst) {
        return f.dscp();
      }
    }
    return classes.dscpMode() ? classes.value(label) : index.network().qos().dscpFor(classes.value(label));
  }

  /** Which packets were considered, in words: "all host pairs, priorities 3, 4" or "3 declared flows". */
  public String describe() {
    return describe(index.network());
  }

  /**
   * Which packets {@code network}'s analysis considers, in words: "all host pairs, priorities 3, 4" (a
   * source priority that is lossy at the source is marked "may be rewritten into lossless"), "all host
   * pairs, DSCP 3, 4" in DSCP mode, or "3 declared flows".
   */
  public static String describe(Network network) {
    if (network.traffic().allPairs() && network.dscpMode()) {
      SortedSet<Integer> dscps = network.sourceDscps();
      return "all host pairs, DSCP " + (dscps.isEmpty() ? "none" : ranges(dscps));
    }
    if (network.traffic().allPairs()) {
      SortedSet<Integer> prios = network.sourcePriorities();
      String list = prios.stream().map(p -> network.qos().lossless().contains(p) ? Integer.toString(p)
          : p + " (lossy, may be rewritten into lossless)").collect(Collectors.joining(", "));
      return "all host pairs, " + (prios.size() == 1 ? "priority " : "priorities ") + (list.isEmpty() ? "none" : list);
    }
    int n = network.traffic().flows().size();
    return n + (n == 1 ? " declared flow" : " declared flows");
  }

  private static String ranges(SortedSet<Integer> values) {
    List<String> parts = new ArrayList<>();
    int start = -2;
    int prev = -2;
    for (int v : values) {
      if (v != prev + 1) {
        if (start >= 0) {
          parts.add(start == prev ? "" + start : start + ".." + prev);
        }
        start = v;
      }
      prev = v;
    }
    parts.add(start == prev ? "" + start : start + ".." + prev);
    return String.join(", ", parts);
  }
}
