package org.pfcheck.encodings.z3;

import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Statistics;
import com.microsoft.z3.Status;
import java.util.Map;

/**
 * One {@code check-sat} with the remaining time as Z3's {@code timeout}, the query dumped as SMT-LIB 2
 * when asked, and its time and solver statistics added up into {@code stats}. Immutable.
 *
 * @param status Z3's answer
 * @param reason Z3's reason when the answer is unknown
 */
record SolverRun(Status status, String reason) {

  static SolverRun check(Context ctx, Solver solver, long deadlineNanos, Z3Settings settings, String name,
      Map<String, Long> stats) {
    long left = (deadlineNanos - System.nanoTime()) / 1_000_000;
    if (left <= 0) {
      return new SolverRun(Status.UNKNOWN, "timeout before the query " + name);
    }
    Params params = ctx.mkParams();
    params.add("timeout", (int) Math.min(Integer.MAX_VALUE, left));
    solver.setParameters(params);
    settings.dump().ifPresent(dump -> dump.accept(name, solver + "(check-sat)\n"));
    long start = System.nanoTime();
    Status status = solver.check();
    long millis = (System.nanoTime() - start) / 1_000_000;
    stats.merge("z3-queries", 1L, Long::sum);
    stats.merge("z3-solve-millis", millis, Long::sum);
    Statistics st = solver.getStatistics();
    for (String key : new String[] {"conflicts", "decisions", "propagations"}) {
      Statistics.Entry e = find(st, key);
      if (e != null) {
        stats.merge("z3-" + key, (long) Double.parseDouble(e.getValueString()), Long::sum);
      }
    }
    String reason = status == Status.UNKNOWN ? "Z3 answered unknown (" + solver.getReasonUnknown() + ") for " + name : "";
    return new SolverRun(status, reason);
  }

  private static Statistics.Entry find(Statistics st, String key) {
    for (Statistics.Entry e : st.getEntries()) {
      if (e.Key.equals(key)) {
        return e;
      }
    }
    return null;
  }
}
