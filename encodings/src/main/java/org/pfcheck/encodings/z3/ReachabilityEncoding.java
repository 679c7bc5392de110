package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import java.util.ArrayList;
import java.util.List;
import org.pfcheck.encodings.space.ConditionLiteral;
import org.pfcheck.encodings.space.StateComponents;
import org.pfcheck.encodings.space.Transition;
import org.pfcheck.encodings.space.TransitionSystem;

/**
 * Which forwarding states a considered packet can reach in the chosen scenario, as a least fixpoint.
 * Each needed state {@code x} has a Boolean {@code R(x)}: it holds only when {@code x} holds a freshly
 * sent packet of a live sender, or some taken step enters it from a state {@code y} with {@code R(y)}.
 * To rule out self-supporting loops, states on a cycle of the static state graph get an integer rank:
 * a step inside such a component justifies {@code R(x)} only if {@code r(y) < r(x)}, or
 * {@code r(y) ≤ r(x)} for a descending (routing) step. A loop of taken descending steps is impossible
 * (each one lowers the routing distance), so every justification chain is finite and ends at a
 * source: {@code R} never over-approximates. The query only asks for a cycle to exist, so the truly
 * reachable set, ranked by breadth-first depth counted in non-descending steps, is always a model:
 * no reachable state is lost either. Components whose steps all descend need no ranks at all.
 */
final class ReachabilityEncoding {
  private final Context ctx;
  private final BoolExpr[] reached;
  private final IntExpr[] rank;
  private final List<BoolExpr> constraints = new ArrayList<>();
  private int intVariables;

  /** Encodes reachability of the states flagged in {@code needed} (closed under predecessors). */
  ReachabilityEncoding(Context ctx, TransitionSystem ts, GuardEncoding guards, BoolExpr[] transitionGuards,
      boolean[] needed) {
    this.ctx = ctx;
    int n = ts.stateCount();
    reached = new BoolExpr[n];
    rank = new IntExpr[n];
    List<Transition> transitions = ts.transitions();
    StateComponents components = new StateComponents(ts, needed);
    List<List<Integer>> incoming = new ArrayList<>(n);
    for (int x = 0; x < n; x++) {
      incoming.add(new ArrayList<>());
      if (needed[x]) {
        reached[x] = ctx.mkBoolConst("R!" + x);
      }
    }
    for (int t = 0; t < transitions.size(); t++) {
      if (needed[transitions.get(t).to()]) {
        incoming.get(transitions.get(t).to()).add(t);
      }
    }
    for (int x = 0; x < n; x++) {
      if (!needed[x]) {
        continue;
      }
      List<BoolExpr> why = new ArrayList<>();
      boolean always = false;
      for (List<ConditionLiteral> g : ts.sourceGuards(x)) {
        always |= g.isEmpty();
        why.add(guards.encode(g));
      }
      if (always) {
        continue;
      }
      for (int t : incoming.get(x)) {
        Transition tr = transitions.get(t);
        BoolExpr step = ctx.mkAnd(reached[tr.from()], transitionGuards[t]);
        if (components.ranked(tr.from(), x)) {
          step = ctx.mkAnd(step, tr.descending() ? ctx.mkLe(rank(tr.from()), rank(x)) : ctx.mkLt(rank(tr.from()), rank(x)));
        }
        why.add(step);
      }
      constraints.add(ctx.mkImplies(reached[x], ctx.mkOr(why.toArray(new BoolExpr[0]))));
    }
  }

  private IntExpr rank(int x) {
    if (rank[x] == null) {
      rank[x] = ctx.mkIntConst("r!" + x);
      constraints.add(ctx.mkGe(rank[x], ctx.mkInt(0)));
      intVariables++;
    }
    return rank[x];
  }

  /** {@code R(x)}; only for needed states. */
  BoolExpr reached(int x) {
    return reached[x];
  }

  List<BoolExpr> constraints() {
    return constraints;
  }

  int intVariables() {
    return intVariables;
  }

  int boolVariables() {
    int n = 0;
    for (BoolExpr r : reached) {
      n += r == null ? 0 : 1;
    }
    return n;
  }
}
