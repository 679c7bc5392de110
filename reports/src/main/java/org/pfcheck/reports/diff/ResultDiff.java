package org.pfcheck.reports.diff;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;

/**
 * What changed between the analyses of two versions of a fabric, BASE and HEAD: the verdicts, the
 * counterexample cycles introduced, removed and kept (cycles are the same when their sorted queue
 * sets are, see {@link CycleKey}), and the buffer-dependency graph's size; when both graphs are
 * given, the queues and dependencies added and removed. A pure function of its inputs. Only reported
 * cycles are compared: a cycle beyond {@code --max-cycles} on either side is not seen; nothing is
 * compared when either verdict is unknown ({@link #compared}). Immutable.
 *
 * @param base the BASE analysis
 * @param head the HEAD analysis
 * @param introduced HEAD's cycles that BASE did not have
 * @param removed BASE's cycles that HEAD does not have
 * @param unchanged HEAD's cycles that BASE had too
 * @param graph the graph changes, when both graphs were given
 * @param unlisted a dependency BASE does not have on a cycle of HEAD that no reported cycle of HEAD goes
 *     through (found over the whole graphs: {@code --max-cycles} cut the list before it); HEAD then has a
 *     cycle BASE does not, although {@code introduced} is empty
 */
public record ResultDiff(AnalysisResult base, AnalysisResult head, List<Counterexample> introduced,
    List<Counterexample> removed, List<Counterexample> unchanged, Optional<GraphChange> graph,
    Optional<Edge> unlisted) {
  /**
   * Queues and dependencies added in HEAD and removed from BASE, sorted by name. Immutable.
   *
   * @param queuesAdded queues of HEAD's graph not in BASE's
   * @param queuesRemoved queues of BASE's graph not in HEAD's
   * @param dependenciesAdded dependencies of HEAD's graph not in BASE's, as {@code from -> to}
   * @param dependenciesRemoved dependencies of BASE's graph not in HEAD's, as {@code from -> to}
   */
  public record GraphChange(List<String> queuesAdded, List<String> queuesRemoved, List<String> dependenciesAdded,
      List<String> dependenciesRemoved) {
    public GraphChange {
      queuesAdded = List.copyOf(queuesAdded);
      queuesRemoved = List.copyOf(queuesRemoved);
      dependenciesAdded = List.copyOf(dependenciesAdded);
      dependenciesRemoved = List.copyOf(dependenciesRemoved);
    }
  }

  public ResultDiff {
    Objects.requireNonNull(base, "base");
    Objects.requireNonNull(head, "head");
    introduced = List.copyOf(introduced);
    removed = List.copyOf(removed);
    unchanged = List.copyOf(unchanged);
    Objects.requireNonNull(graph, "graph");
    Objects.requireNonNull(unlisted, "unlisted");
  }

  /** This comparison, knowing that HEAD's dependency {@code e}, which BASE lacks, lies on a cycle of HEAD. */
  public ResultDiff withUnlisted(Edge e) {
    return new ResultDiff(base, head, introduced, removed, unchanged, graph, Optional.of(e));
  }

  /** Compares the reported cycles and graph sizes of {@code base} and {@code head}. */
  public static ResultDiff of(AnalysisResult base, AnalysisResult head) {
    return of(base, head, Optional.empty(), Optional.empty());
  }

  /**
   * Compares {@code base} and {@code head}, and their graphs when both are given (each as its queues
   * and its dependencies; queues without dependencies may be left out of the dependencies).
   */
  public static ResultDiff of(AnalysisResult base, AnalysisResult head, Optional<Graph> baseGraph,
      Optional<Graph> headGraph) {
    boolean compared = comparable(base, head);
    Map<CycleKey, Counterexample> before = compared ? cycles(base) : Map.of();
    Map<CycleKey, Counterexample> after = compared ? cycles(head) : Map.of();
    List<Counterexample> introduced = new ArrayList<>();
    List<Counterexample> unchanged = new ArrayList<>();
    after.forEach((key, cx) -> (before.containsKey(key) ? unchanged : introduced).add(cx));
    List<Counterexample> removed = new ArrayList<>();
    before.forEach((key, cx) -> {
      if (!after.containsKey(key)) {
        removed.add(cx);
      }
    });
    Optional<GraphChange> graph = baseGraph.isPresent() && headGraph.isPresent()
        ? Optional.of(change(baseGraph.get(), headGraph.get())) : Optional.empty();
    return new ResultDiff(base, head, introduced, removed, unchanged, graph, Optional.empty());
  }

  /**
   * A buffer-dependency graph as plain data. Immutable.
   *
   * @param queues every queue
   * @param dependencies every dependency
   */
  public record Graph(Collection<QueueRef> queues, Collection<Edge> dependencies) {
    public Graph {
      queues = List.copyOf(queues);
      dependencies = List.copyOf(dependencies);
    }
  }

  /** A dependency without its justification: {@code from -> to}. Immutable. */
  public record Edge(QueueRef from, QueueRef to) {
    public Edge {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }

    /** The edge of {@code d}. */
    public static Edge of(Dependency d) {
      return new Edge(d.from(), d.to());
    }

    @Override
    public String toString() {
      return from + " -> " + to;
    }
  }

  /**
   * Whether the cycles were compared: neither side's verdict is unknown (an unknown side has no
   * cycles to compare with, which does not mean it has none). When false, {@link #introduced},
   * {@link #removed} and {@link #unchanged} are empty and say nothing.
   */
  public boolean compared() {
    return comparable(base, head);
  }

  private static boolean comparable(AnalysisResult base, AnalysisResult head) {
    return !(base.verdict() instanceof Verdict.Unknown) && !(head.verdict() instanceof Verdict.Unknown);
  }

  /** Whether HEAD has a cycle that BASE did not have: the condition {@code pfcheck diff} fails on. */
  public boolean introducesDeadlock() {
    return !introduced.isEmpty() || unlisted.isPresent();
  }

  /** Whether the verdict word changed. */
  public boolean verdictChanged() {
    return !base.verdict().word().equals(head.verdict().word());
  }

  private static Map<CycleKey, Counterexample> cycles(AnalysisResult r) {
    Map<CycleKey, Counterexample> out = new LinkedHashMap<>();
    if (r.verdict() instanceof Verdict.Possible p) {
      p.counterexamples().forEach(cx -> out.putIfAbsent(CycleKey.of(cx), cx));
    }
    return out;
  }

  private static GraphChange change(Graph base, Graph head) {
    Set<String> q0 = names(base.queues());
    Set<String> q1 = names(head.queues());
    Set<String> d0 = edges(base.dependencies());
    Set<String> d1 = edges(head.dependencies());
    return new GraphChange(minus(q1, q0), minus(q0, q1), minus(d1, d0), minus(d0, d1));
  }

  private static Set<String> names(Collection<QueueRef> queues) {
    Set<String> out = new TreeSet<>();
    queues.forEach(q -> out.add(q.toString()));
    return out;
  }

  private static Set<String> edges(Collection<Edge> deps) {
    Set<String> out = new TreeSet<>();
    deps.forEach(d -> out.add(d.toString()));
    return out;
  }

  private static List<String> minus(Set<String> a, Set<String> b) {
    List<String> out = new ArrayList<>();
    for (String s : a) {
      if (!b.contains(s)) {
        out.add(s);
      }
    }
    return out;
  }
}
