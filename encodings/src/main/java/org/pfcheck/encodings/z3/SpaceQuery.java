package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.encodings.space.DependencySkeleton;
import org.pfcheck.encodings.space.Transition;
import org.pfcheck.encodings.space.TransitionSystem;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Link;

/**
 * One symbolic query over a whole scenario space: "some scenario of the space has a cyclic buffer
 * dependency". Assembles the scenario variables, routing, reachability and cycle encodings; first
 * proves the routing distance bound holds in every scenario (else doubles it and starts again), then
 * asks Z3, and on SAT shrinks the found scenario to one with the fewest added failures (further
 * queries with a tighter total bound). Working state of one call.
 */
final class SpaceQuery {
  /** What the query found. */
  sealed interface Outcome {}

  /** A scenario whose graph the encoding says is cyclic, with the number of failures it adds. */
  record Found(Scenario scenario, int added) implements Outcome {}

  /** No scenario of the space has a cyclic buffer dependency. */
  record Proven() implements Outcome {}

  /** Z3 answered unknown (timeout or incompleteness). */
  record Undecided(String reason) implements Outcome {}

  private final TransitionSystem ts;
  private final Z3Settings settings;
  private final Map<String, Long> stats = new LinkedHashMap<>();

  SpaceQuery(TransitionSystem ts, Z3Settings settings) {
    this.ts = ts;
    this.settings = settings;
  }

  /** Figures for {@code Stats.extra}: sizes of the encoding and the solver's work. */
  Map<String, Long> stats() {
    return stats;
  }

  Outcome run(Duration timeout, String name) {
    long deadline = System.nanoTime() + timeout.toNanos();
    DistanceBound bound = DistanceBound.initial(ts);
    while (true) {
      try (Z3Session session = new Z3Session(deadline)) {
        Context ctx = session.context();
        long start = System.nanoTime();
        ScenarioVariables scenario = new ScenarioVariables(ctx, ts);
        GuardEncoding guards = new GuardEncoding(ctx, ts, scenario, bound.hops());
        List<BoolExpr> space = scenario.bounds(ts.space().maxLinks(), ts.space().maxHosts());
        List<BoolExpr> rest = encode(ctx, scenario, guards, deadline);
        if (rest == null) {
          return new Undecided("the timeout ended the run while the Z3 query was being built");
        }
        stats.put("z3-encode-millis", (System.nanoTime() - start) / 1_000_000);
        stats.put("z3-distance-bound", (long) bound.hops());
        if (!bound.exact() && guards.routedDestinations() > 0) {
          Solver routing = ctx.mkSolver();
          routing.add(space.toArray(new BoolExpr[0]));
          routing.add(guards.routingConstraints().toArray(new BoolExpr[0]));
          routing.add(new BoolExpr[] {guards.overflow()}); // an array: Z3's generic varargs would warn
          SolverRun check = SolverRun.check(ctx, routing, deadline, settings, name + "-bound-" + bound.hops(), stats);
          if (check.status() == Status.UNKNOWN) {
            return new Undecided(check.reason());
          }
          if (check.status() == Status.SATISFIABLE) {
            bound = bound.doubled();
            continue;
          }
        }
        Solver solver = ctx.mkSolver();
        solver.add(space.toArray(new BoolExpr[0]));
        solver.add(rest.toArray(new BoolExpr[0]));
        return solve(ctx, solver, scenario, deadline, name);
      } catch (Z3Exception e) {
        // the deadline's interrupt reached Z3 between two calls (reading a model, say)
        return new Undecided("Z3 was interrupted at the deadline (" + e.getMessage() + ")");
      }
    }
  }

  private Outcome solve(Context ctx, Solver solver, ScenarioVariables scenario, long deadline, String name) {
    long start = System.nanoTime();
    SolverRun first = SolverRun.check(ctx, solver, deadline, settings, name + "-space", stats);
    stats.put("z3-space-query-millis", (System.nanoTime() - start) / 1_000_000);
    if (first.status() == Status.UNSATISFIABLE) {
      return new Proven();
    }
    if (first.status() == Status.UNKNOWN) {
      return new Undecided(first.reason());
    }
    List<Link> failed = scenario.failedLinks(solver.getModel(), ts.index().network());
    List<String> died = scenario.deadHosts(solver.getModel(), ts.index().network());
    int rounds = 0;
    while (failed.size() + died.size() > 0) {
      solver.add(new BoolExpr[] {scenario.atMostInTotal(failed.size() + died.size() - 1)});
      SolverRun smaller = SolverRun.check(ctx, solver, deadline, settings, name + "-smaller-" + (++rounds), stats);
      if (smaller.status() != Status.SATISFIABLE) {
        break;
      }
      failed = scenario.failedLinks(solver.getModel(), ts.index().network());
      died = scenario.deadHosts(solver.getModel(), ts.index().network());
    }
    stats.put("z3-minimise-queries", (long) rounds);
    return new Found(ts.space().scenario(failed, died), failed.size() + died.size());
  }

  /**
   * Routing, reachability and cycle constraints (everything but the space's bounds); null when the
   * deadline passes while they are built.
   */
  private List<BoolExpr> encode(Context ctx, ScenarioVariables scenario, GuardEncoding guards, long deadline) {
    DependencySkeleton skeleton = new DependencySkeleton(ts);
    boolean[] needed = skeleton.neededStates();
    List<Transition> transitions = ts.transitions();
    BoolExpr[] transitionGuards = new BoolExpr[transitions.size()];
    for (int t = 0; t < transitions.size(); t++) {
      if (System.nanoTime() - deadline > 0) {
        return null;
      }
      if (needed[transitions.get(t).to()] || needed[transitions.get(t).from()]) {
        transitionGuards[t] = guards.encode(transitions.get(t).guard());
      }
    }
    ReachabilityEncoding reach = new ReachabilityEncoding(ctx, ts, guards, transitionGuards, needed);
    if (System.nanoTime() - deadline > 0) {
      return null;
    }
    CycleEncoding cycle = new CycleEncoding(ctx, ts, skeleton, reach, transitionGuards);
    List<BoolExpr> all = new ArrayList<>(guards.routingConstraints());
    all.addAll(reach.constraints());
    all.addAll(cycle.constraints());
    stats.put("z3-states", (long) ts.stateCount());
    stats.put("z3-transitions", (long) transitions.size());
    stats.put("z3-cyclic-queues", (long) skeleton.cyclicQueues());
    stats.put("z3-routed-destinations", (long) guards.routedDestinations());
    stats.put("z3-bool-vars", (long) scenario.variableCount() + guards.boolVariables() + reach.boolVariables()
        + cycle.boolVariables());
    stats.put("z3-int-vars", (long) reach.intVariables());
    stats.put("z3-assertions", (long) all.size());
    return all;
  }
}
