package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Model;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.encodings.space.TransitionSystem;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Link;

/**
 * The free choices of a scenario space as Boolean variables: {@code fail!l} for each link that may
 * fail and {@code dead!h} for each host that may die, with the space's bounds as pseudo-Boolean
 * at-most constraints. Links and hosts that are not candidates are constants.
 */
final class ScenarioVariables {
  private final Context ctx;
  private final Map<Integer, BoolExpr> fail = new LinkedHashMap<>();
  private final Map<Integer, BoolExpr> dead = new LinkedHashMap<>();

  ScenarioVariables(Context ctx, TransitionSystem ts) {
    this.ctx = ctx;
    Network network = ts.index().network();
    for (int l = 0; l < network.links().size(); l++) {
      if (ts.candidateLink(l)) {
        fail.put(l, ctx.mkBoolConst("fail!" + l));
      }
    }
    for (int h = 0; h < ts.index().hostCount(); h++) {
      if (ts.candidateHost(h)) {
        dead.put(h, ctx.mkBoolConst("dead!" + h));
      }
    }
  }

  /** The bounds: at most k failed candidate links, at most m dead candidate hosts. */
  List<BoolExpr> bounds(int maxLinks, int maxHosts) {
    List<BoolExpr> out = new ArrayList<>();
    if (!fail.isEmpty()) {
      out.add(ctx.mkAtMost(fail.values().toArray(new BoolExpr[0]), maxLinks));
    }
    if (!dead.isEmpty()) {
      out.add(ctx.mkAtMost(dead.values().toArray(new BoolExpr[0]), maxHosts));
    }
    return out;
  }

  /** At most {@code n} failures in total (links and hosts), for minimising a found scenario. */
  BoolExpr atMostInTotal(int n) {
    List<BoolExpr> all = new ArrayList<>(fail.values());
    all.addAll(dead.values());
    return all.isEmpty() ? ctx.mkTrue() : ctx.mkAtMost(all.toArray(new BoolExpr[0]), n);
  }

  /** Whether link {@code l} is up (a constant true for links that cannot fail). */
  BoolExpr up(int l) {
    BoolExpr f = fail.get(l);
    return f == null ? ctx.mkTrue() : ctx.mkNot(f);
  }

  /** Whether candidate host {@code h} is dead (a constant false for other hosts). */
  BoolExpr dead(int h) {
    BoolExpr d = dead.get(h);
    return d == null ? ctx.mkFalse() : d;
  }

  int variableCount() {
    return fail.size() + dead.size();
  }

  /** The failed candidate links in {@code model}, in link order. */
  List<Link> failedLinks(Model model, Network network) {
    List<Link> out = new ArrayList<>();
    fail.forEach((l, v) -> {
      if (model.eval(v, true).isTrue()) {
        out.add(network.links().get(l));
      }
    });
    return out;
  }

  /** The dead candidate hosts in {@code model}, in host order. */
  List<String> deadHosts(Model model, Network network) {
    List<String> out = new ArrayList<>();
    dead.forEach((h, v) -> {
      if (model.eval(v, true).isTrue()) {
        out.add(network.hosts().get(h).name());
      }
    });
    return out;
  }
}
