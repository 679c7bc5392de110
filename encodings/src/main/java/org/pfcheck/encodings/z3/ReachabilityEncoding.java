package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import java.util.ArrayList;
import java.util.List;
import org.pfcheck.encodings.space.Literal;
import org.pfcheck.encodings.space.Transition;
import org.pfcheck.encodings.space.TransitionSystem;

/**
 * Which forwarding states a considered packet can reach in the chosen scenario. Each needed state
 * {@code x} has a Boolean {@code R(x)} and an integer rank {@code r(x) ≥ 0}: {@code R(x)} holds only
 * when {@code x} holds a freshly sent packet of a live sender, or some taken step enters it from a
 * state {@code y} with {@code R(y)} and {@code r(y) < r(x)}. Ranks make every justification chain
 * finite, so it ends at a source: {@code R} is contained in the least fixpoint (the truly reachable
 * states) and is never an over-approximation. The query only asks for a cycle to exist, so the truly
 * reachable set (ranked by BFS depth) is always a model: no reachable state is lost either.
 */
final class ReachabilityEncoding {
  private final Context ctx;
  private final BoolExpr[] reached;
  private final List<BoolExpr> constraints = new ArrayList<>();
  private int intVariables;

  /**
   * Encodes reachability of the states flagged in {@code needed}; {@code guards[t]} is the encoded guard
   * of transition {@code t}.
   */
  ReachabilityEncoding(Context ctx, TransitionSystem ts, GuardEncoding guards, BoolExpr[] transitionGuards,
      boolean[] needed) {
    this.ctx = ctx;
    int n = ts.stateCount();
    reached = new BoolExpr[n];
    IntExpr[] rank = new IntExpr[n];
    List<List<Integer>> incoming = new ArrayList<>(n);
    for (int x = 0; x < n; x++) {
      incoming.add(new ArrayList<>());
    }
    List<Transition> transitions = ts.transitions();
    for (int t = 0; t < transitions.size(); t++) {
      incoming.get(transitions.get(t).to()).add(t);
    }
    for (int x = 0; x < n; x++) {
      if (needed[x]) {
        reached[x] = ctx.mkBoolConst("R!" + x);
      }
    }
    for (int x = 0; x < n; x++) {
      if (!needed[x]) {
        continue;
      }
      List<BoolExpr> why = new ArrayList<>();
      boolean always = false;
      for (List<Literal> g : ts.sourceGuards(x)) {
        always |= g.isEmpty();
        why.add(guards.encode(g));
      }
      if (always) {
        continue;
      }
      rank[x] = rank(rank, x);
      for (int t : incoming.get(x)) {
        int y = transitions.get(t).from();
        rank[y] = rank(rank, y);
        why.add(ctx.mkAnd(reached[y], transitionGuards[t], ctx.mkLt(rank[y], rank[x])));
      }
      constraints.add(ctx.mkImplies(reached[x], ctx.mkOr(why.toArray(new BoolExpr[0]))));
    }
  }

  private IntExpr rank(IntExpr[] rank, int x) {
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
