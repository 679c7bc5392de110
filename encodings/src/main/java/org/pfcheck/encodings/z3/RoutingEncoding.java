package org.pfcheck.encodings.z3;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntSort;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Routing;

/**
 * Derived routing towards one destination switch, recomputed symbolically over the links that are up:
 * breadth-first-search distances with exact semantics. For each routing node {@code v} (a switch, or
 * for up-down a (switch, phase) pair) there is a Boolean {@code reach(v)} and an integer
 * {@code dist(v) ≥ 0}: the destination has distance 0; any other node that is reached has a
 * neighbour along an allowed up move whose distance is one less (so a real path of that length
 * exists), and every allowed move to a reached neighbour forces {@code reach(v)} and
 * {@code dist(v) ≤ dist(neighbour) + 1} (so no path is shorter). Together: {@code reach} is exactly
 * reachability and {@code dist} exactly the BFS distance, in every model.
 */
final class RoutingEncoding {
  private static final int UP = 0;
  private static final int DOWN = 1;

  private final Context ctx;
  private final FabricIndex index;
  private final ScenarioVariables scenario;
  private final boolean upDown;
  private final int destination;
  private final BoolExpr[] reach;
  private final IntExpr[] dist;
  private final List<BoolExpr> constraints = new ArrayList<>();
  private final Map<Long, BoolExpr> nextHops = new HashMap<>();

  RoutingEncoding(Context ctx, FabricIndex index, ScenarioVariables scenario, int destination) {
    this.ctx = ctx;
    this.index = index;
    this.scenario = scenario;
    this.upDown = index.network().routing().mode() == Routing.Mode.UP_DOWN;
    this.destination = destination;
    int nodes = index.switchCount() * 2;
    reach = new BoolExpr[nodes];
    dist = new IntExpr[nodes];
    for (int s = 0; s < index.switchCount(); s++) {
      for (int phase = UP; phase <= (upDown ? DOWN : UP); phase++) {
        int v = 2 * s + phase;
        if (upDown && index.level[s] < 0) {
          reach[v] = ctx.mkFalse();
          continue;
        }
        String name = "d" + destination + "!" + s + (phase == DOWN ? "v" : "");
        reach[v] = s == destination ? ctx.mkTrue() : ctx.mkBoolConst("reach!" + name);
        dist[v] = s == destination ? ctx.mkInt(0) : ctx.mkIntConst("dist!" + name);
      }
    }
    for (int s = 0; s < index.switchCount(); s++) {
      if (s != destination && reach[2 * s] != null && !reach[2 * s].isFalse()) {
        define(s, UP);
        if (upDown) {
          define(s, DOWN);
        }
      }
    }
  }

  /** The node a move from {@code s} in {@code phase} to {@code nb} lands in, or -1 when not allowed. */
  private int move(int s, int phase, int nb) {
    if (!upDown) {
      return 2 * nb;
    }
    int from = index.level[s];
    int to = index.level[nb];
    if (to < 0 || from < 0 || to == from || phase == DOWN && to > from) {
      return -1;
    }
    return 2 * nb + (to < from ? DOWN : UP);
  }

  private void define(int s, int phase) {
    int v = 2 * s + phase;
    List<BoolExpr> support = new ArrayList<>();
    constraints.add(ctx.mkGe(dist[v], ctx.mkInt(1)));
    for (int o = index.portStart[s]; o < index.portStart[s + 1]; o++) {
      int nb = index.neighbourSwitch(o);
      int w = nb < 0 ? -1 : move(s, phase, nb);
      if (w < 0 || reach[w].isFalse()) {
        continue;
      }
      BoolExpr edge = ctx.mkAnd(scenario.up(index.portLink[o]), reach[w]);
      ArithExpr<IntSort> via = ctx.mkAdd(dist[w], ctx.mkInt(1));
      support.add(ctx.mkAnd(edge, ctx.mkEq(dist[v], via)));
      constraints.add(ctx.mkImplies(edge, ctx.mkAnd(reach[v], ctx.mkLe(dist[v], via))));
    }
    constraints.add(ctx.mkImplies(reach[v], ctx.mkOr(support.toArray(new BoolExpr[0]))));
  }

  /** The constraints defining reach and dist. */
  List<BoolExpr> constraints() {
    return constraints;
  }

  /** Whether {@code s} in the given phase sends towards the destination out of {@code port}. */
  BoolExpr nextHop(int s, boolean downPhase, int port) {
    long key = ((long) s * index.portCount() + port) * 2 + (downPhase ? 1 : 0);
    return nextHops.computeIfAbsent(key, k -> {
      int v = 2 * s + (upDown && downPhase ? DOWN : UP);
      int nb = index.neighbourSwitch(port);
      int w = nb < 0 ? -1 : move(s, v & 1, nb);
      if (s == destination || w < 0 || reach[v].isFalse() || reach[w].isFalse()) {
        return ctx.mkFalse();
      }
      return ctx.mkAnd(reach[v], scenario.up(index.portLink[port]), reach[w],
          ctx.mkEq(dist[v], ctx.mkAdd(dist[w], ctx.mkInt(1))));
    });
  }

  /** How many integer variables the encoding declares. */
  int intVariables() {
    int n = 0;
    for (int v = 0; v < dist.length; v++) {
      n += dist[v] != null && v / 2 != destination ? 1 : 0;
    }
    return n;
  }
}
