package org.pfcheck.analyzer.coverage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.bdg.Injections;
import org.pfcheck.analyzer.forwarding.BridgeDomains;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.Subnets;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Flow;

/**
 * What the model assumed about addressing (docs/semantics.md, "Which frames are routed"): the live
 * senders without a declared subnet whose packets to some considered destination on another switch,
 * outside every declared layer-2 segment they share, were taken as routed only, though a bridged frame
 * from their port could leave their switch (its domain holds a port linked to another switch). Their own
 * netmask, which the model does not hold, decides it. Linear in hosts: counted per subnet class and per
 * (switch, class). Stateless.
 *
 * @param hosts how many senders
 * @param example one of them, or -1
 * @param destination a destination of {@code example} assumed routed, or -1
 */
record AssumedRouting(long hosts, int example, int destination) {
  static final AssumedRouting NONE = new AssumedRouting(0, -1, -1);

  static AssumedRouting of(ForwardingContext context, Injections injections) {
    FabricIndex index = context.index();
    Subnets subnets = injections.subnets();
    long hosts = 0;
    int example = -1;
    if (injections.allPairs()) {
      Counts counts = new Counts(index, subnets);
      for (int h = 0; h < index.hostCount(); h++) {
        if (injections.live(h) && sends(context, subnets, h) && counts.outside(h) > 0) {
          hosts++;
          example = example < 0 ? h : example;
        }
      }
    } else {
      boolean[] counted = new boolean[index.hostCount()];
      for (Flow f : index.network().traffic().flows()) {
        int src = index.hostId(f.src());
        int dst = index.hostId(f.dst());
        if (src >= 0 && dst >= 0 && src != dst && !counted[src] && injections.live(src) && sends(context, subnets, src)
            && assumed(index, subnets, src, dst)) {
          counted[src] = true;
          hosts++;
          example = example < 0 ? src : example;
        }
      }
    }
    if (example < 0) {
      return NONE;
    }
    for (int d = 0; d < index.hostCount(); d++) {
      if (d != example && assumed(index, subnets, example, d)) {
        return new AssumedRouting(hosts, example, d);
      }
    }
    return new AssumedRouting(hosts, example, -1);
  }

  /** Whether {@code h} has no subnet and a frame bridged from its port may leave its switch. */
  private static boolean sends(ForwardingContext context, Subnets subnets, int h) {
    FabricIndex index = context.index();
    int port = index.hostActivePort[h];
    if (port < 0 || !subnets.netmaskUnknown(subnets.classOf(h))) {
      return false;
    }
    BridgeDomains domains = context.domains();
    int domain = domains.bridged(port);
    if (domain < 0) {
      return false;
    }
    for (int q : domains.domain(domain)) {
      if (index.farSwitch[q] >= 0) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code d} is on another switch than {@code h} and outside {@code h}'s declared segments. */
  private static boolean assumed(FabricIndex index, Subnets subnets, int h, int d) {
    int ph = index.hostActivePort[h];
    int pd = index.hostActivePort[d];
    return ph >= 0 && pd >= 0 && index.portSwitch[ph] != index.portSwitch[pd]
        && !subnets.shareSegment(subnets.classOf(h), subnets.classOf(d));
  }

  /** Destinations per subnet class and per (switch, class), to count a sender's outside ones at once. */
  private static final class Counts {
    private final FabricIndex index;
    private final Subnets subnets;
    private final Map<Integer, Long> total = new HashMap<>();
    private final Map<Long, Long> at = new HashMap<>();
    private final Map<Integer, List<Integer>> sharing = new HashMap<>();
    private final Map<Integer, Long> perSwitch = new HashMap<>();
    private long all;

    Counts(FabricIndex index, Subnets subnets) {
      this.index = index;
      this.subnets = subnets;
      for (int d = 0; d < index.hostCount(); d++) {
        int port = index.hostActivePort[d];
        if (port >= 0) {
          int c = subnets.classOf(d);
          all++;
          total.merge(c, 1L, Long::sum);
          at.merge((long) index.portSwitch[port] << 32 | c, 1L, Long::sum);
          perSwitch.merge(index.portSwitch[port], 1L, Long::sum);
        }
      }
    }

    /** How many destinations of {@code h} are on other switches and outside its declared segments. */
    long outside(int h) {
      int s = index.portSwitch[index.hostActivePort[h]];
      int c = subnets.classOf(h);
      long out = all - perSwitch.get(s);
      for (int other : sharing.computeIfAbsent(c, this::sharingWith)) {
        out -= total.get(other) - at.getOrDefault((long) s << 32 | other, 0L);
      }
      return out;
    }

    private List<Integer> sharingWith(int c) {
      List<Integer> out = new ArrayList<>();
      for (int other : total.keySet()) {
        if (subnets.shareSegment(c, other)) {
          out.add(other);
        }
      }
      return out;
    }
  }
}
