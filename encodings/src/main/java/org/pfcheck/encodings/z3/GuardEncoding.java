package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.encodings.space.ConditionLiteral;
import org.pfcheck.encodings.space.TransitionSystem;

/**
 * Turns the guards of a {@link TransitionSystem} into Z3 formulas over the scenario variables, creating
 * the symbolic routing towards a destination switch the first time a guard needs it.
 */
final class GuardEncoding {
  private final Context ctx;
  private final TransitionSystem ts;
  private final ScenarioVariables scenario;
  private final int bound;
  private final Map<Integer, RoutingEncoding> routing = new HashMap<>();

  /** Guards over {@code scenario}, with routing distances represented up to {@code bound}. */
  GuardEncoding(Context ctx, TransitionSystem ts, ScenarioVariables scenario, int bound) {
    this.ctx = ctx;
    this.ts = ts;
    this.scenario = scenario;
    this.bound = bound;
  }

  /** The conjunction of {@code guard}. */
  BoolExpr encode(List<ConditionLiteral> guard) {
    if (guard.isEmpty()) {
      return ctx.mkTrue();
    }
    List<BoolExpr> parts = new ArrayList<>(guard.size());
    for (ConditionLiteral l : guard) {
      BoolExpr e = switch (l.kind()) {
        case LINK_UP -> scenario.up(l.a());
        case DEAD -> scenario.dead(l.a());
        case NEXT_HOP -> routing.computeIfAbsent(l.a(), d -> new RoutingEncoding(ctx, ts.index(), scenario, d, bound))
            .nextHop(l.b(), l.c() == 1, l.d());
      };
      parts.add(l.positive() ? e : ctx.mkNot(e));
    }
    return parts.size() == 1 ? parts.get(0) : ctx.mkAnd(parts.toArray(new BoolExpr[0]));
  }

  /** The routing constraints of every destination switch a guard needed so far. */
  List<BoolExpr> routingConstraints() {
    List<BoolExpr> out = new ArrayList<>();
    routing.values().forEach(r -> out.addAll(r.constraints()));
    return out;
  }

  /** Satisfiable when some scenario puts a node farther from some destination than the bound. */
  BoolExpr overflow() {
    return ctx.mkOr(routing.values().stream().map(RoutingEncoding::overflow).toArray(BoolExpr[]::new));
  }

  /** How many destination switches needed symbolic routing. */
  int routedDestinations() {
    return routing.size();
  }

  /** Boolean variables of the routing encodings. */
  int boolVariables() {
    return routing.values().stream().mapToInt(RoutingEncoding::boolVariables).sum();
  }
}
