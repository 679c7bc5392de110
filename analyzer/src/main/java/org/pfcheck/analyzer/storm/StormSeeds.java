package org.pfcheck.analyzer.storm;

import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.topology.Switch;

/**
 * The first queues a stopped egress port fills (docs/semantics.md, "Pause storms"): at switch S, when
 * port {@code out} may not send priority P, every lossless queue of S that can hold a packet S sends out
 * of {@code out} in P. Which packets those are is over-approximated, which only makes the radius larger:
 * every ingress port of S that packets can enter (a live host's active port, a port on an up link) other
 * than {@code out}, in each priority that is P or may be rewritten into P at S. With all host pairs that
 * is exact for a host port: every other port of its switch carries packets to that host. In DSCP mode the
 * packets behind P at {@code out} are those S's TC → queue map puts in the queue P pauses, which the
 * model does not hold: every group counts (the union). Routed ports and port-channels only take packets
 * away from some of these queues, so counting every live port stays a superset. Stateless.
 */
final class StormSeeds {
  private StormSeeds() {}

  /** Calls {@code sink} with each queue of the switch of {@code out} that waits on {@code out} sending P. */
  static void forEach(FabricIndex index, int out, int priority, java.util.function.IntConsumer sink) {
    forEachAt(index, index.portSwitch[out], out, priority, sink);
  }

  /**
   * Calls {@code sink} with each queue of switch {@code s} that waits on a port of it that stopped sending
   * P, {@code out} (-1: a port that no packet enters, so every live port counts).
   */
  static void forEachAt(FabricIndex index, int s, int out, int priority, java.util.function.IntConsumer sink) {
    boolean[] leaves = priorities(index.network(), index.network().switches().get(s), priority);
    for (int i = index.portStart[s]; i < index.portStart[s + 1]; i++) {
      if (i == out || !live(index, i)) {
        continue;
      }
      for (int p = 0; p < 8; p++) {
        int q = leaves[p] ? index.queue(i, p) : -1;
        if (q >= 0) {
          sink.accept(q);
        }
      }
    }
  }

  /** Whether packets can enter port {@code i}: it is the active port of a live host, or on an up link. */
  static boolean live(FabricIndex index, int i) {
    int h = index.portHost[i];
    if (h >= 0) {
      return !index.hostDead[h] && index.hostActivePort[h] == i;
    }
    return index.peerPort[i] >= 0;
  }

  /**
   * Per priority p, whether a packet in p may leave switch {@code at} in {@code priority}: p itself, or a
   * rewrite rule from p to it that may apply at {@code at} (its neighbour, port and decision scopes are
   * not evaluated: a superset). DSCP mode: every group.
   */
  static boolean[] priorities(Network n, Switch at, int priority) {
    boolean[] out = new boolean[8];
    if (n.dscpMode()) { // which groups queue behind P is S's TC -> queue map: not modelled, the union
      java.util.Arrays.fill(out, true);
      return out;
    }
    out[priority] = true;
    for (RewriteRule r : n.rewrites()) {
      if (r.to() == priority && mayApplyAt(r.at(), at)) {
        out[r.from()] = true;
      }
    }
    return out;
  }

  private static boolean mayApplyAt(Selector s, Switch at) {
    if (s instanceof Selector.Tier t) {
      return at.tier().map(t.tier()::equals).orElse(false);
    }
    if (s instanceof Selector.Names names) {
      return names.names().contains(at.name());
    }
    return true;
  }
}
