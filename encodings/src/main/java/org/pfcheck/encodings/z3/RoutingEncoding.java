package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.forwarding.Routing;

/**
 * Derived routing towards one destination switch, recomputed symbolically over the links that are up,
 * with exact breadth-first-search semantics in unary form. Routing nodes are switches (shortest-path)
 * or (switch, phase) pairs (up-down, moves as in docs/semantics.md). {@code within(j, v)} says "the
 * destination is at most {@code j} hops from {@code v}": true only at the destination for {@code j = 0},
 * and {@code within(j+1, v) ⇔ within(j, v) ∨ ⋁ (link up ∧ within(j, w))} over the allowed moves
 * {@code v → w}. These are definitions, so in every model they are exactly the BFS layers. A port is
 * a next hop exactly when its neighbour is strictly closer: some {@code j} with {@code within(j, w)} and
 * not {@code within(j, v)} (one move changes the distance by at most one, so strictly closer is one
 * closer). Distances are represented up to {@code bound}; {@link #overflow} is satisfiable exactly when
 * some scenario puts a reachable node farther than that, and the caller proves it is not before
 * trusting the encoding.
 */
final class RoutingEncoding {
  private final Context ctx;
  private final FabricIndex index;
  private final ScenarioVariables scenario;
  private final boolean upDown;
  private final int destination;
  private final int bound;
  private final BoolExpr[][] within;
  private final List<BoolExpr> constraints = new ArrayList<>();
  private final Map<Long, BoolExpr> nextHops = new HashMap<>();

  RoutingEncoding(Context ctx, FabricIndex index, ScenarioVariables scenario, int destination, int bound) {
    this.ctx = ctx;
    this.index = index;
    this.scenario = scenario;
    this.upDown = index.network().routing().mode() == Routing.Mode.UP_DOWN;
    this.destination = destination;
    this.bound = bound;
    int nodes = 2 * index.switchCount();
    within = new BoolExpr[bound + 2][nodes];
    for (int v = 0; v < nodes; v++) {
      within[0][v] = ctx.mkBool(exists(v) && v / 2 == destination);
    }
    for (int j = 0; j <= bound; j++) {
      for (int v = 0; v < nodes; v++) {
        within[j + 1][v] = exists(v) ? layer(j, v) : ctx.mkFalse();
      }
    }
  }

  private boolean exists(int v) {
    return v % 2 == 0 ? !upDown || index.level[v / 2] >= 0 : upDown && index.level[v / 2] >= 0;
  }

  private BoolExpr layer(int j, int v) {
    if (v / 2 == destination) {
      return ctx.mkTrue();
    }
    List<BoolExpr> closer = new ArrayList<>();
    if (!within[j][v].isFalse()) {
      closer.add(within[j][v]);
    }
    int s = v / 2;
    for (int o = index.portStart[s]; o < index.portStart[s + 1]; o++) {
      int w = move(v, o);
      if (w >= 0 && !within[j][w].isFalse()) {
        closer.add(ctx.mkAnd(scenario.up(index.portLink[o]), within[j][w]));
      }
    }
    if (closer.isEmpty()) {
      return ctx.mkFalse();
    }
    BoolExpr name = ctx.mkBoolConst("within!d" + destination + "!" + (j + 1) + "!" + v);
    constraints.add(ctx.mkEq(name, ctx.mkOr(closer.toArray(new BoolExpr[0]))));
    return name;
  }

  /** The node a move from node {@code v} out of port {@code o} lands in, or -1 when not allowed. */
  private int move(int v, int o) {
    int nb = index.neighbourSwitch(o);
    if (nb < 0) {
      return -1;
    }
    if (!upDown) {
      return 2 * nb;
    }
    int from = index.level[v / 2];
    int to = index.level[nb];
    boolean down = v % 2 == 1;
    if (to < 0 || from < 0 || to == from || down && to > from) {
      return -1;
    }
    return 2 * nb + (to < from ? 1 : 0);
  }

  /** The definitions of the BFS layers. */
  List<BoolExpr> constraints() {
    return constraints;
  }

  /** Satisfiable when some node is reached only at distance {@code bound + 1}, beyond the bound. */
  BoolExpr overflow() {
    List<BoolExpr> out = new ArrayList<>();
    for (int v = 0; v < within[0].length; v++) {
      if (!within[bound + 1][v].isFalse()) {
        out.add(ctx.mkAnd(within[bound + 1][v], ctx.mkNot(within[bound][v])));
      }
    }
    return out.isEmpty() ? ctx.mkFalse() : ctx.mkOr(out.toArray(new BoolExpr[0]));
  }

  /** Whether {@code s} in the given phase sends towards the destination out of {@code port}. */
  BoolExpr nextHop(int s, boolean downPhase, int port) {
    long key = ((long) s * index.portCount() + port) * 2 + (downPhase ? 1 : 0);
    return nextHops.computeIfAbsent(key, k -> {
      int v = 2 * s + (upDown && downPhase ? 1 : 0);
      int w = move(v, port);
      if (s == destination || w < 0) {
        return ctx.mkFalse();
      }
      List<BoolExpr> closer = new ArrayList<>();
      for (int j = 0; j < bound; j++) {
        if (!within[j][w].isFalse() && !within[j][v].isTrue()) {
          closer.add(ctx.mkAnd(within[j][w], ctx.mkNot(within[j][v])));
        }
      }
      return closer.isEmpty() ? ctx.mkFalse()
          : ctx.mkAnd(scenario.up(index.portLink[port]), ctx.mkOr(closer.toArray(new BoolExpr[0])));
    });
  }

  /** How many Boolean variables the encoding declares. */
  int boolVariables() {
    return constraints.size();
  }
}
