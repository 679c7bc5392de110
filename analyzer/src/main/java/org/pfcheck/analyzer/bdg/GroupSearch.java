package org.pfcheck.analyzer.bdg;

import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.GroupForwarding;
import org.pfcheck.analyzer.forwarding.Successors;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Reachability for one destination group at a time, with an example packet per state: a breadth-first
 * search over the states (ingress port, label, flag) from the considered sources, applying the
 * forwarding decisions of docs/semantics.md. States are packed by {@link StateLayout}; a state's
 * witness is the injection {@code source << 6 | label} that reached it first. {@link PerGroupBuilder}
 * records dependencies with it; {@link DependencyRecovery} uses it to find the example packet of one
 * dependency. Holds the working arrays; not thread-safe.
 */
final class GroupSearch {
  private final ForwardingContext context;
  private final FabricIndex index;
  private final Injections injections;
  private final StateLayout layout;
  private final int[] stamp;
  private final int[] witness;
  /** The state each state was first reached from (-1 for an injection): the example packet's path. */
  private final int[] parent;
  private final int[] work;
  private final Decision[] expanded;
  private final int[] expandedMark;
  private int mark;
  private int lastGroup = -1;
  private int lastMark;

  GroupSearch(ForwardingContext context, Injections injections, StateLayout layout) {
    this.context = context;
    this.index = context.index();
    this.injections = injections;
    this.layout = layout;
    int states = index.portCount() * layout.perPort();
    stamp = new int[states];
    witness = new int[states];
    parent = new int[states];
    work = new int[states];
    expanded = new Decision[index.switchCount() * layout.perPort()];
    expandedMark = new int[index.switchCount() * layout.perPort()];
  }

  StateLayout layout() {
    return layout;
  }

  /** What a search step tells its caller: a state's decision, to record dependencies from. */
  interface Visitor {
    /** Called once per reached state with its decision (not for states whose decision sends nothing). */
    void visit(int state, Decision d, int witness, boolean expandedBefore);
  }

  /**
   * Searches {@code g} (routing towards its active switch given), calling {@code visitor} per reached
   * state; stops early when {@code target} (a state, or -1) is reached. Returns the target's witness,
   * or -1.
   */
  int run(DestinationGroup g, DerivedRouting routing, int target, Visitor visitor) {
    GroupForwarding forwarding = new GroupForwarding(context, g, routing);
    boolean plain = context.rewrites().isEmpty();
    int m = ++mark;
    lastGroup = -1;
    int[] tail = {0};
    injections.forEach(g, inj -> {
      int source = Injections.source(inj);
      for (int f = injections.starts(source, g); f != 0; f &= f - 1) {
        int state = layout.state(index.hostActivePort[source], Injections.label(inj), Integer.numberOfTrailingZeros(f));
        if (stamp[state] != m) {
          stamp[state] = m;
          witness[state] = inj;
          parent[state] = -1;
          work[tail[0]++] = state;
        }
      }
    });
    int[] end = {tail[0]};
    for (int head = 0; head < end[0]; head++) {
      int state = work[head];
      if (state == target) {
        return witness[state];
      }
      int port = layout.port(state);
      int label = layout.label(state);
      Decision d = forwarding.decide(port, label, layout.flag(state));
      if (d.ports().length == 0) {
        continue;
      }
      // Without rewrites, a decision already expanded at this switch for this label and flag sends to
      // the same next states: they are queued already.
      int slot = index.portSwitch[port] * layout.perPort() + layout.local(state);
      boolean expandedBefore = plain && expandedMark[slot] == m && expanded[slot] == d;
      expandedMark[slot] = m;
      expanded[slot] = d;
      if (visitor != null) {
        visitor.visit(state, d, witness[state], expandedBefore);
      }
      if (expandedBefore) {
        continue;
      }
      int from = state;
      Successors.of(context, g, port, label, layout.flag(from), d, (o, peer, next, flag, toQueue, rule) -> {
        int s2 = layout.state(peer, next, flag);
        if (stamp[s2] != m) {
          stamp[s2] = m;
          witness[s2] = witness[from];
          parent[s2] = from;
          work[end[0]++] = s2;
        }
      });
    }
    return -1;
  }

  /**
   * The injection that reaches {@code state} in group {@code g} first, or -1 when none does. The last
   * group's search is kept, so the dependencies of one cycle, which often share a group, cost one search.
   * {@code routing} is the derived routing towards {@code g}'s active switch.
   */
  int witnessOf(DestinationGroup g, int state, DerivedRouting routing) {
    searched(g, routing);
    return stamp[state] == lastMark ? witness[state] : -1;
  }

  /**
   * The states the packet of {@link #witnessOf} passes from its injection to {@code state}, both included,
   * or an empty array when none reaches it: the path the search first reached it by.
   */
  int[] pathTo(DestinationGroup g, int state, DerivedRouting routing) {
    searched(g, routing);
    if (stamp[state] != lastMark) {
      return new int[0];
    }
    int length = 0;
    for (int s = state; s >= 0; s = parent[s]) {
      length++;
    }
    int[] out = new int[length];
    for (int s = state; s >= 0; s = parent[s]) {
      out[--length] = s;
    }
    return out;
  }

  private void searched(DestinationGroup g, DerivedRouting routing) {
    if (lastGroup != g.id()) {
      run(g, routing, -1, null);
      lastGroup = g.id();
      lastMark = mark;
    }
  }
}
