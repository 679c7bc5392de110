package org.pfcheck.encodings.z3;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.Model;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;

/**
 * An independent acyclicity check of one concrete buffer-dependency graph: an integer rank per queue,
 * {@code rank(from) > rank(to)} on every dependency, {@code rank ≥ 0}. A model is a {@link Certificate}
 * that the analyzer's {@code CertificateChecker} re-checks without Z3; unsatisfiable means the graph
 * has a cycle.
 */
final class AcyclicityCheck {
  /** Z3's answer, with the certificate read from the model when it found one. */
  record Answer(SolverRun run, Optional<Certificate> certificate) {}

  private AcyclicityCheck() {}

  static Answer run(BufferDependencyGraph graph, long deadlineNanos, Z3Settings settings, String name,
      Map<String, Long> stats) {
    try (Z3Session session = new Z3Session(deadlineNanos)) {
      Context ctx = session.context();
      int n = graph.queueCount();
      IntExpr[] rank = new IntExpr[n];
      List<BoolExpr> all = new ArrayList<>();
      for (int q = 0; q < n; q++) {
        rank[q] = ctx.mkIntConst("rank!" + q);
        all.add(ctx.mkGe(rank[q], ctx.mkInt(0)));
      }
      int[] offsets = graph.digraph().offsets();
      int[] targets = graph.digraph().targets();
      for (int q = 0; q < n; q++) {
        for (int e = offsets[q]; e < offsets[q + 1]; e++) {
          all.add(ctx.mkGt(rank[q], rank[targets[e]]));
        }
      }
      Solver solver = ctx.mkSolver();
      solver.add(all.toArray(new BoolExpr[0]));
      stats.put("z3-int-vars", (long) n);
      stats.put("z3-assertions", (long) all.size());
      SolverRun run = SolverRun.check(ctx, solver, deadlineNanos, settings, name + "-ranks", stats);
      if (run.status() != Status.SATISFIABLE) {
        return new Answer(run, Optional.empty());
      }
      Model model = solver.getModel();
      int[] ranks = new int[n];
      List<QueueRef> queues = new ArrayList<>(n);
      for (int q = 0; q < n; q++) {
        ranks[q] = Integer.parseInt(model.eval(rank[q], true).toString());
        queues.add(graph.queueRef(q));
      }
      return new Answer(run, Optional.of(new Certificate(queues, ranks)));
    } catch (Z3Exception e) {
      // the deadline's interrupt reached Z3 while the model was read
      return new Answer(new SolverRun(Status.UNKNOWN, "Z3 was interrupted at the deadline (" + e.getMessage() + ")"),
          Optional.empty());
    }
  }
}
