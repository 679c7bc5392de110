package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.encodings.space.DependencySkeleton;
import org.pfcheck.encodings.space.Transition;
import org.pfcheck.encodings.space.TransitionSystem;

/**
 * A cycle witness: a non-empty set of queues ({@code in!q}) in which every member has an active
 * dependency to another member. A dependency {@code q → q'} is active ({@code dep!q!q'}) only when some
 * transition from a reached state of {@code q} into a state of {@code q'} is taken. In a finite graph, a
 * non-empty set where every member has a successor in the set contains a cycle; conversely the queues of
 * any cycle form such a set. Only queues of one non-trivial component of the {@link DependencySkeleton}
 * can be members.
 */
final class CycleEncoding {
  private final Map<Integer, BoolExpr> member = new LinkedHashMap<>();
  private final List<BoolExpr> constraints = new ArrayList<>();
  private int dependencies;

  CycleEncoding(Context ctx, TransitionSystem ts, DependencySkeleton skeleton, ReachabilityEncoding reach,
      BoolExpr[] transitionGuards) {
    Map<Long, List<BoolExpr>> ways = new LinkedHashMap<>();
    for (int t : skeleton.cyclicTransitions()) {
      Transition tr = ts.transitions().get(t);
      int q = ts.queue(tr.from());
      int q2 = ts.queue(tr.to());
      ways.computeIfAbsent(((long) q << 32) | q2, k -> new ArrayList<>())
          .add(ctx.mkAnd(reach.reached(tr.from()), transitionGuards[t]));
    }
    Map<Integer, List<BoolExpr>> successors = new LinkedHashMap<>();
    for (Map.Entry<Long, List<BoolExpr>> e : ways.entrySet()) {
      int q = (int) (e.getKey() >>> 32);
      int q2 = (int) (long) e.getKey();
      BoolExpr dep = ctx.mkBoolConst("dep!" + q + "!" + q2);
      dependencies++;
      constraints.add(ctx.mkImplies(dep, ctx.mkOr(e.getValue().toArray(new BoolExpr[0]))));
      successors.computeIfAbsent(q, k -> new ArrayList<>()).add(ctx.mkAnd(dep, in(ctx, q2)));
    }
    for (Map.Entry<Integer, List<BoolExpr>> e : successors.entrySet()) {
      constraints.add(ctx.mkImplies(in(ctx, e.getKey()), ctx.mkOr(e.getValue().toArray(new BoolExpr[0]))));
    }
    for (int q : List.copyOf(member.keySet())) {
      if (!successors.containsKey(q)) {
        constraints.add(ctx.mkNot(member.get(q)));
      }
    }
    constraints.add(member.isEmpty() ? ctx.mkFalse() : ctx.mkOr(member.values().toArray(new BoolExpr[0])));
  }

  private BoolExpr in(Context ctx, int q) {
    return member.computeIfAbsent(q, k -> ctx.mkBoolConst("in!" + k));
  }

  List<BoolExpr> constraints() {
    return constraints;
  }

  int boolVariables() {
    return member.size() + dependencies;
  }

  int dependencies() {
    return dependencies;
  }
}
