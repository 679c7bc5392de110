package org.pfcheck.analyzer.coverage;

import java.util.Arrays;
import org.pfcheck.analyzer.bdg.Injections;
import org.pfcheck.analyzer.bdg.StateLayout;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.GroupForwarding;
import org.pfcheck.analyzer.forwarding.Successors;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * The fates that packets to one destination group can meet from each state (ingress port, label, flag)
 * reached from the group's sources: the forwarding decisions of {@link GroupForwarding}
 * followed to their ends, as bits. A breadth-first search records each reached state's own fate (a
 * delivery, a drop and why, a copy out of a host port) and its successors; the bits then flow back to
 * the predecessors until nothing changes (cycles included). For the group's packets in general, a copy
 * out of a host port is {@link #HOST_EXIT}; for one destination host, a copy out of its own port is a
 * delivery and a copy to another host no fate at all. Working state of one thread, reused.
 */
final class GroupOutcomes {
  static final int DELIVERED = 1;
  static final int BY_ROUTE = 2;
  static final int MAC_MISS = 4;
  static final int NO_ROUTE = 8;
  static final int NO_ARP = 16;
  static final int HOST_EXIT = 32;

  private final ForwardingContext context;
  private final FabricIndex index;
  private final Injections injections;
  private final StateLayout layout;
  private final int[] stamp;
  private final int[] slot;
  private int mark;
  private int[] states = new int[1024];
  private int[] own = new int[1024];
  private int[] fate = new int[1024];
  private int[] edgeFrom = new int[1024];
  private int[] edgeTo = new int[1024];
  private int count;
  private int edges;

  GroupOutcomes(ForwardingContext context, Injections injections) {
    this.context = context;
    this.index = context.index();
    this.injections = injections;
    this.layout = new StateLayout(context);
    stamp = new int[index.portCount() * layout.perPort()];
    slot = new int[index.portCount() * layout.perPort()];
  }

  /**
   * Searches the packets to {@code group} from its sources, for the group in general ({@code member}
   * -1) or for the destination host {@code member}; {@code routing} leads to the group's active switch.
   */
  void run(DestinationGroup group, DerivedRouting routing, int member) {
    mark++;
    count = 0;
    edges = 0;
    GroupForwarding forwarding = new GroupForwarding(context, group, routing);
    injections.forEach(group, inj -> {
      int source = Injections.source(inj);
      for (int f = injections.starts(source, group); f != 0; f &= f - 1) {
        reach(state(index.hostActivePort[source], Injections.label(inj), Integer.numberOfTrailingZeros(f)));
      }
    });
    for (int k = 0; k < count; k++) {
      int state = states[k];
      int port = layout.port(state);
      int label = layout.label(state);
      int flag = layout.flag(state);
      Decision d = forwarding.decide(port, label, flag);
      own[k] = switch (d.kind()) {
        case DELIVER -> DELIVERED;
        case DROP -> dropBit(d.drop());
        default -> 0;
      };
      int from = k;
      Successors.of(context, group, port, label, flag, d,
          (o, peer, next, nextFlag, toQueue, rule) -> edge(from, reach(layout.state(peer, next, nextFlag))));
      for (int o : d.ports()) {
        if (index.peerPort[o] < 0 && index.portHost[o] >= 0) {
          own[k] |= member < 0 ? HOST_EXIT : index.portHost[o] == member ? DELIVERED : 0;
        }
      }
    }
    propagate();
  }

  /** The state a packet with {@code label} is in as it enters the fabric at {@code hostPort}, routed or bridged. */
  int state(int hostPort, int label, int flag) {
    return layout.state(hostPort, label, flag);
  }

  /** A copy bridged onto a routed port, or with nowhere left to go, is no fate of the packet: others go on. */
  private static int dropBit(Decision.Drop why) {
    return switch (why) {
      case ROUTE -> BY_ROUTE;
      case MAC_MISS -> MAC_MISS;
      case NO_ROUTE -> NO_ROUTE;
      case NO_ARP -> NO_ARP;
      case BRIDGED -> 0;
    };
  }

  /** The slot of {@code state}, reached now if it was not yet. */
  private int reach(int state) {
    if (stamp[state] == mark) {
      return slot[state];
    }
    if (count == states.length) {
      states = Arrays.copyOf(states, count * 2);
      own = Arrays.copyOf(own, count * 2);
      fate = Arrays.copyOf(fate, count * 2);
    }
    stamp[state] = mark;
    slot[state] = count;
    states[count] = state;
    return count++;
  }

  private void edge(int from, int to) {
    if (edges == edgeFrom.length) {
      edgeFrom = Arrays.copyOf(edgeFrom, edges * 2);
      edgeTo = Arrays.copyOf(edgeTo, edges * 2);
    }
    edgeFrom[edges] = from;
    edgeTo[edges] = to;
    edges++;
  }

  /** Every state's fate: its own, and those of all it leads to (a fixpoint over the reversed edges). */
  private void propagate() {
    int[] start = new int[count + 1];
    for (int e = 0; e < edges; e++) {
      start[edgeTo[e] + 1]++;
    }
    for (int k = 0; k < count; k++) {
      start[k + 1] += start[k];
    }
    int[] predecessors = new int[edges];
    int[] fill = Arrays.copyOf(start, count);
    for (int e = 0; e < edges; e++) {
      predecessors[fill[edgeTo[e]]++] = edgeFrom[e];
    }
    int[] work = new int[count];
    boolean[] queued = new boolean[count];
    int head = 0;
    int size = 0;
    for (int k = 0; k < count; k++) {
      fate[k] = own[k];
      if (own[k] != 0) {
        work[(head + size++) % count] = k;
        queued[k] = true;
      }
    }
    while (size > 0) {
      int k = work[head];
      head = (head + 1) % count;
      size--;
      queued[k] = false;
      for (int i = start[k]; i < start[k + 1]; i++) {
        int pred = predecessors[i];
        int merged = fate[pred] | fate[k];
        if (merged != fate[pred]) {
          fate[pred] = merged;
          if (!queued[pred]) {
            queued[pred] = true;
            work[(head + size++) % count] = pred;
          }
        }
      }
    }
  }

  /** The fates reachable from {@code state} (a state of the last search; 0 when it was not reached). */
  int fate(int state) {
    return stamp[state] == mark ? fate[slot[state]] : 0;
  }

  /**
   * Where a packet from {@code state} meets the fate {@code bit} (one of the drop bits): the switch of
   * the first state on its way whose own decision it is, or -1.
   */
  int where(int state, int bit) {
    if (stamp[state] != mark || (fate[slot[state]] & bit) == 0) {
      return -1;
    }
    // the successors of each slot, for a walk along the states whose fate holds the bit
    int k = slot[state];
    boolean[] seen = new boolean[count];
    while (k >= 0 && !seen[k]) {
      seen[k] = true;
      if ((own[k] & bit) != 0) {
        return index.portSwitch[layout.port(states[k])];
      }
      int next = -1;
      for (int e = 0; e < edges && next < 0; e++) {
        if (edgeFrom[e] == k && (fate[edgeTo[e]] & bit) != 0 && !seen[edgeTo[e]]) {
          next = edgeTo[e];
        }
      }
      k = next;
    }
    return -1;
  }
}
