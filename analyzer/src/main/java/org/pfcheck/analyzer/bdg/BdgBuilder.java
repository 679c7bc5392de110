package org.pfcheck.analyzer.bdg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.GroupForwarding;
import org.pfcheck.analyzer.forwarding.RewriteTable;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.Scenario;

/**
 * Builds the buffer-dependency graph of one scenario: for each destination group, a breadth-first
 * search over the states (ingress port, priority, tunnelled?) reachable from the considered sources,
 * applying the forwarding decisions of docs/semantics.md, and recording a dependency for every hop
 * from a lossless queue into a lossless queue. Derived routing is computed once per destination
 * switch (groups are visited by active switch). All working state lives in one call.
 */
public final class BdgBuilder {
  /** Bits of a witness: {@code source << 4 | tunnelled << 3 | source priority}. */
  static final int TUNNEL_BIT = 8;

  private BdgBuilder() {}

  /** The buffer-dependency graph of {@code network} in {@code scenario}. */
  public static BufferDependencyGraph build(Network network, Scenario scenario) {
    return build(ForwardingContext.of(new FabricIndex(network, scenario)), Deadline.none()).orElseThrow();
  }

  /** The buffer-dependency graph of {@code context}, or empty when {@code deadline} passed first. */
  public static Optional<BufferDependencyGraph> build(ForwardingContext context, Deadline deadline) {
    FabricIndex index = context.index();
    Injections injections = new Injections(index);
    EdgeAccumulator edges = new EdgeAccumulator(index);
    int states = index.portCount() * 16;
    int[] stamp = new int[states];
    int[] witness = new int[states];
    int[] work = new int[states];
    List<DestinationGroup> groups = new ArrayList<>(context.groups());
    groups.sort(Comparator.comparingInt(DestinationGroup::activeSwitch).thenComparingInt(DestinationGroup::id));
    boolean plain = context.rewrites().isEmpty();
    Decision[] expanded = new Decision[index.switchCount() * 16];
    int[] expandedMark = new int[index.switchCount() * 16];
    int[][] recorded = new int[index.queueCount()][];
    DerivedRouting routing = null;
    for (DestinationGroup g : groups) {
      if (deadline.expired()) {
        return Optional.empty();
      }
      if (routing == null || routing.destination() != g.activeSwitch()) {
        routing = DerivedRouting.towards(index, g.activeSwitch());
      }
      GroupForwarding forwarding = new GroupForwarding(context, g, routing);
      int mark = g.id() + 1;
      int[] tail = {0};
      injections.forEach(g, inj -> {
        int port = index.hostActivePort[inj >> 4];
        int state = port * 16 + (inj & 7) * 2;
        if (stamp[state] != mark) {
          stamp[state] = mark;
          witness[state] = inj;
          work[tail[0]++] = state;
        }
      });
      int end = tail[0];
      for (int head = 0; head < end; head++) {
        int state = work[head];
        int port = state >>> 4;
        int p = (state >>> 1) & 7;
        boolean tunnelled = (state & 1) == 1;
        Decision d = forwarding.decide(port, p, tunnelled);
        int[] out = d.ports();
        if (out.length == 0) {
          continue;
        }
        int fromQueue = index.queue(port, p);
        // Without rewrites, what a decision sends where depends on neither the ingress port nor the group:
        // a queue that already recorded these output ports, and a decision already expanded at this
        // switch in this group for this priority, have nothing new to add.
        boolean record = fromQueue >= 0 && !(plain && Arrays.equals(recorded[fromQueue], out));
        int slot = index.portSwitch[port] * 16 + (state & 15);
        boolean expand = !(plain && expandedMark[slot] == mark && expanded[slot] == d);
        if (plain) {
          expandedMark[slot] = mark;
          expanded[slot] = d;
          if (record) {
            recorded[fromQueue] = out;
          }
        }
        if (!record && !expand) {
          continue;
        }
        int w = witness[state] | (tunnelled ? TUNNEL_BIT : 0);
        for (int o : out) {
          int peer = index.peerPort[o];
          if (peer < 0) {
            continue;
          }
          int p2 = plain ? p : priorityAfter(context.rewrites(), port, o, p);
          if (record) {
            int toQueue = index.queue(peer, p2);
            if (toQueue >= 0) {
              edges.add(fromQueue, o, p2, toQueue, w, g.id());
            }
          }
          int next = peer * 16 + p2 * 2 + (d.tunnelled() ? 1 : 0);
          if (expand && stamp[next] != mark) {
            stamp[next] = mark;
            witness[next] = witness[state];
            work[end++] = next;
          }
        }
      }
    }
    EdgeAccumulator.Result r = edges.finish();
    return Optional.of(new BufferDependencyGraph(context, injections, r.graph(), r.witness(), r.group()));
  }

  private static int priorityAfter(RewriteTable rewrites, int ingress, int egress, int p) {
    return rewrites.isEmpty() ? p : rewrites.priorityAfter(rewrites.rule(ingress, egress, p), p);
  }
}
