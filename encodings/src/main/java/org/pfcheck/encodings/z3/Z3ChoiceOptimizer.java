package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Model;
import com.microsoft.z3.Optimize;
import com.microsoft.z3.Params;
import com.microsoft.z3.Status;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.pfcheck.encodings.choice.ChoiceAnswer;
import org.pfcheck.encodings.choice.ChoiceSession;
import org.pfcheck.encodings.choice.ChoiceSolver;
import org.pfcheck.encodings.choice.Constraint;
import org.pfcheck.encodings.choice.OptionLiteral;

/**
 * Weighted 0/1 choices with Z3's {@code Optimize}: one Boolean per option; the cost of an option is a
 * soft constraint "not chosen" of that weight (weighted MaxSAT), and a second, lower-priority group of
 * unit weights prefers fewer options among equally cheap choices (Z3 optimises the groups
 * lexicographically, in the order they were created). Every constraint is guarded by its own
 * assumption literal, so that an infeasible problem yields an unsat core of constraint labels.
 * Deterministic: one fresh context per session. Stateless.
 */
public final class Z3ChoiceOptimizer implements ChoiceSolver {
  @Override
  public String name() {
    return "z3";
  }

  @Override
  public ChoiceSession open() {
    return new Session();
  }

  private static final class Session implements ChoiceSession {
    private final Context ctx = new Context();
    private final Optimize opt = ctx.mkOptimize();
    private final List<BoolExpr> chosen = new ArrayList<>();
    private final List<Long> costs = new ArrayList<>();
    private final List<BoolExpr> guards = new ArrayList<>();
    private final Map<String, String> labels = new HashMap<>();

    Session() {
      // Create the two objective groups in their priority order: cost first, then the number of options.
      opt.AssertSoft(ctx.mkTrue(), 1, "cost");
      opt.AssertSoft(ctx.mkTrue(), 1, "count");
    }

    @Override
    public int addOption(long cost) {
      if (cost < 0) {
        throw new IllegalArgumentException("cost " + cost);
      }
      int index = chosen.size();
      BoolExpr x = ctx.mkBoolConst("option!" + index);
      chosen.add(x);
      costs.add(cost);
      if (cost > 0) {
        opt.AssertSoft(ctx.mkNot(x), Math.toIntExact(Math.min(cost, Integer.MAX_VALUE)), "cost");
      }
      opt.AssertSoft(ctx.mkNot(x), 1, "count");
      return index;
    }

    @Override
    public int options() {
      return chosen.size();
    }

    @Override
    public void require(Constraint constraint) {
      BoolExpr body;
      if (constraint instanceof Constraint.Clause c) {
        body = ctx.mkOr(c.literals().stream().map(this::literal).toArray(BoolExpr[]::new));
      } else {
        Constraint.AtMost a = (Constraint.AtMost) constraint;
        body = a.options().isEmpty() ? ctx.mkTrue()
            : ctx.mkAtMost(a.options().stream().map(this::option).toArray(BoolExpr[]::new), a.bound());
      }
      String name = "constraint!" + guards.size();
      BoolExpr guard = ctx.mkBoolConst(name);
      guards.add(guard);
      labels.put(name, constraint.label());
      opt.Add(new BoolExpr[] {ctx.mkImplies(guard, body)}); // an array: Z3's generic varargs would warn
    }

    private BoolExpr option(int index) {
      return chosen.get(index);
    }

    private BoolExpr literal(OptionLiteral l) {
      return l.chosen() ? option(l.option()) : ctx.mkNot(option(l.option()));
    }

    @Override
    public ChoiceAnswer minimize(long deadlineNanos) {
      long left = (deadlineNanos - System.nanoTime()) / 1_000_000;
      if (left <= 0) {
        return new ChoiceAnswer.Unknown("timeout before the optimisation");
      }
      Params params = ctx.mkParams();
      params.add("timeout", (int) Math.min(Integer.MAX_VALUE, left));
      opt.setParameters(params);
      Status status = opt.Check(guards.toArray(new BoolExpr[0]));
      if (status == Status.UNKNOWN) {
        return new ChoiceAnswer.Unknown("Z3 gave no optimum (" + opt.getReasonUnknown() + ")");
      }
      if (status == Status.UNSATISFIABLE) {
        List<String> conflict = new ArrayList<>();
        for (BoolExpr g : opt.getUnsatCore()) {
          conflict.add(labels.get(g.toString()));
        }
        return new ChoiceAnswer.Infeasible(conflict);
      }
      Model model = opt.getModel();
      TreeSet<Integer> picked = new TreeSet<>();
      long cost = 0;
      for (int i = 0; i < chosen.size(); i++) {
        if (model.eval(chosen.get(i), true).isTrue()) {
          picked.add(i);
          cost += costs.get(i);
        }
      }
      return new ChoiceAnswer.Optimal(picked, cost);
    }

    @Override
    public void close() {
      ctx.close();
    }
  }
}
