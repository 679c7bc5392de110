package org.pfcheck.analyzer.coverage;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.Coverage;

/**
 * The counts of one coverage pass, by fate, with the first packet of each fate that is not a delivery,
 * as the example its warning names. Working state of one pass.
 */
final class Tally {
  /** What became of a packet, in the order a packet's best fate is chosen. */
  enum Fate {
    DELIVERED, TO_DEAD_HOST, BY_ROUTE, MAC_MISS, NO_ROUTE, NOT_DELIVERED
  }

  /**
   * A packet that met a fate: source and destination hosts, source priority, and where it was dropped
   * (a switch, or -1; the route that dropped it, or -1).
   */
  record Example(int source, int destination, int priority, int atSwitch, int route) {
  }

  private final long[] counts = new long[Fate.values().length];
  private final Map<Fate, Example> examples = new EnumMap<>(Fate.class);

  /** The best fate of a packet whose reachable fates are {@code bits} ({@link GroupOutcomes}), to a live host. */
  static Fate of(int bits) {
    if ((bits & GroupOutcomes.DELIVERED) != 0) {
      return Fate.DELIVERED;
    }
    if ((bits & GroupOutcomes.BY_ROUTE) != 0) {
      return Fate.BY_ROUTE;
    }
    if ((bits & GroupOutcomes.MAC_MISS) != 0) {
      return Fate.MAC_MISS;
    }
    if ((bits & GroupOutcomes.NO_ROUTE) != 0) {
      return Fate.NO_ROUTE;
    }
    return Fate.NOT_DELIVERED;
  }

  /** The drop bit of {@code fate}, or 0 when it is not a drop. */
  static int bit(Fate fate) {
    return switch (fate) {
      case BY_ROUTE -> GroupOutcomes.BY_ROUTE;
      case MAC_MISS -> GroupOutcomes.MAC_MISS;
      case NO_ROUTE -> GroupOutcomes.NO_ROUTE;
      default -> 0;
    };
  }

  void add(Fate fate, long packets) {
    counts[fate.ordinal()] += packets;
  }

  /** Whether {@code fate} still needs its example (it is not a delivery and has none yet). */
  boolean wantsExample(Fate fate) {
    return fate != Fate.DELIVERED && fate != Fate.TO_DEAD_HOST && !examples.containsKey(fate);
  }

  void example(Fate fate, Example example) {
    examples.putIfAbsent(fate, example);
  }

  Map<Fate, Example> examples() {
    return examples;
  }

  long count(Fate fate) {
    return counts[fate.ordinal()];
  }

  Coverage coverage(List<String> isolated, long assumedRouted) {
    long total = 0;
    for (long c : counts) {
      total += c;
    }
    return new Coverage(total, count(Fate.DELIVERED), count(Fate.TO_DEAD_HOST), count(Fate.BY_ROUTE),
        count(Fate.MAC_MISS), count(Fate.NO_ROUTE), count(Fate.NOT_DELIVERED), isolated,
        assumedRouted);
  }
}
