package org.pfcheck.reports.dot;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.scenario.Scenario;

/**
 * Renders a buffer-dependency graph as Graphviz DOT: one node per queue, grouped in a cluster per
 * switch and labelled with its ingress port and priority; one edge per dependency, labelled with its
 * cause. Edges on a counterexample cycle are bold and numbered {@code c.h} (cycle c, hop h); flood
 * edges are dashed orange, bounce edges dotted violet, route / ECMP / derived edges solid blue; edges
 * on no cycle are grey. Either the cyclic part only ({@link #cycles}, what {@code --cyclic-only}
 * prints) or a whole graph given as its dependencies ({@link #graph}). Every identifier and label is
 * a quoted DOT string with {@code "} and {@code \} escaped, so any name is safe. Stateless.
 */
public final class DotReport {
  /** The cycles of {@code r} (nothing but the graph's name and a comment when it has none). */
  public String cycles(AnalysisResult r) {
    return text(r.network(), List.of(), List.of(), r, scenarioOf(r), "the cyclic part: the counterexample cycles of "
        + r.verdict().word());
  }

  /** The graph made of {@code dependencies}, the declared scenario's, with the cycles of {@code r} highlighted. */
  public String graph(AnalysisResult r, Collection<Dependency> dependencies) {
    return graph(r, r.scenario(), dependencies);
  }

  /**
   * The graph of {@code scenario} made of its {@code dependencies}, with the cycles of {@code r} that
   * lie in that scenario highlighted, and the scenario named in the graph's label. Cycles of other
   * scenarios are not drawn (a comment says how many), so one drawing never mixes two scenarios.
   */
  public String graph(AnalysisResult r, Scenario scenario, Collection<Dependency> dependencies) {
    return graph(r, scenario, List.of(), dependencies);
  }

  /**
   * As {@link #graph(AnalysisResult, Scenario, Collection)}, with every queue of {@code queues} drawn,
   * those without any dependency included: one node per queue of the graph.
   */
  public String graph(AnalysisResult r, Scenario scenario, Collection<QueueRef> queues,
      Collection<Dependency> dependencies) {
    return text(r.network(), queues, dependencies, r, scenario, WHOLE + r.verdict().word());
  }

  /**
   * As {@link #graph(AnalysisResult, Scenario, Collection)}, written to {@code out} as the dependencies
   * come: a graph of millions of dependencies is never held whole. {@code queues} are the graph's
   * queues in the order their clusters and nodes are written (the dependencies' ends must be among them).
   */
  public void graph(AnalysisResult r, Scenario scenario, List<QueueRef> queues, Iterable<Dependency> dependencies,
      Appendable out) throws IOException {
    render(r.network(), queues, dependencies, r, scenario, WHOLE + r.verdict().word(), out);
  }

  private static final String WHOLE = "the whole graph of one scenario: ";

  /**
   * The scenario a drawing of {@code r} should show: the first counterexample's (for a scenario space,
   * a scenario with added failures), else the declared one.
   */
  public static Scenario scenarioOf(AnalysisResult r) {
    return r.verdict() instanceof Verdict.Possible p ? p.counterexamples().get(0).scenario() : r.scenario();
  }

  /**
   * The drawing of {@code dependencies} as text, each dependency once (the first of repeats): the
   * queues of {@code queues}, then those the dependencies name, in order.
   */
  private static String text(String network, Collection<QueueRef> queues, Collection<Dependency> dependencies,
      AnalysisResult r, Scenario scenario, String what) {
    Set<QueueRef> nodes = new LinkedHashSet<>(queues);
    Map<String, Dependency> unique = new LinkedHashMap<>();
    for (Dependency d : dependencies) {
      nodes.add(d.from());
      nodes.add(d.to());
      unique.putIfAbsent(key(d), d);
    }
    StringBuilder out = new StringBuilder();
    try {
      render(network, new ArrayList<>(nodes), unique.values(), r, scenario, what, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringBuilder does not throw
    }
    return out.toString();
  }

  private static void render(String network, List<QueueRef> queues, Iterable<Dependency> dependencies,
      AnalysisResult r, Scenario scenario, String what, Appendable out) throws IOException {
    Map<String, List<String>> numbers = new HashMap<>();
    Map<String, Dependency> onCycles = new LinkedHashMap<>();
    Set<QueueRef> cyclic = new HashSet<>();
    int elsewhere = 0;
    if (r.verdict() instanceof Verdict.Possible p) {
      List<Counterexample> cxs = p.counterexamples();
      for (int c = 0; c < cxs.size(); c++) {
        if (!cxs.get(c).scenario().equals(scenario)) {
          elsewhere++;
          continue;
        }
        cyclic.addAll(cxs.get(c).queues());
        List<Dependency> cycle = cxs.get(c).cycle();
        for (int h = 0; h < cycle.size(); h++) {
          numbers.computeIfAbsent(key(cycle.get(h)), k -> new ArrayList<>()).add((c + 1) + "." + (h + 1));
          onCycles.putIfAbsent(key(cycle.get(h)), cycle.get(h));
        }
      }
    }
    Map<String, List<QueueRef>> bySwitch = new LinkedHashMap<>();
    Set<QueueRef> listed = new HashSet<>(queues);
    List<QueueRef> nodes = new ArrayList<>(queues);
    for (Dependency d : onCycles.values()) {
      for (QueueRef q : List.of(d.from(), d.to())) {
        if (listed.add(q)) {
          nodes.add(q);
        }
      }
    }
    nodes.forEach(q -> bySwitch.computeIfAbsent(q.switchName(), k -> new ArrayList<>()).add(q));
    out.append("// pfcheck buffer-dependency graph of ").append(line(network)).append(": ").append(what).append('\n');
    out.append("// nodes are queues (switch, ingress port, priority); an edge A -> B: a packet waiting in A is sent into B\n");
    out.append("// scenario: ").append(line(words(scenario))).append('\n');
    // every format says what the reference semantics re-checked; DOT in a comment, which Graphviz ignores
    out.append("// re-check: ").append(line(r.recheck().map(c -> c.summary())
        .orElse("none"))).append('\n');
    if (elsewhere > 0) {
      out.append("// ").append(String.valueOf(elsewhere)).append(" more cycle(s) lie in other scenarios and are not drawn\n");
    }
    out.append("digraph ").append(quote("bdg " + network)).append(" {\n");
    out.append("  graph [rankdir=LR, fontname=\"Helvetica\", label=").append(quote(network + ": " + r.verdict().word()
        + "\nscenario: " + words(scenario))).append(", labelloc=t];\n");
    out.append("  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n");
    out.append("  edge [fontname=\"Helvetica\", fontsize=10, color=\"#9aa3b0\"];\n");
    int cluster = 0;
    for (Map.Entry<String, List<QueueRef>> e : bySwitch.entrySet()) {
      out.append("  subgraph ").append(quote("cluster_" + cluster++)).append(" {\n    label=").append(quote(e.getKey()))
          .append("; style=rounded; color=\"#b9c1cd\";\n");
      for (QueueRef q : e.getValue()) {
        boolean onCycle = cyclic.contains(q);
        out.append("    ").append(quote(q.toString())).append(" [label=").append(quote("port " + q.port() + "\np" + q.priority()))
            .append(onCycle ? ", color=\"#c92a2a\", fillcolor=\"#fff0f0\", penwidth=2" : "").append("];\n");
      }
      out.append("  }\n");
    }
    Set<String> drawn = new HashSet<>();
    for (Dependency d : dependencies) {
      edge(d, numbers, out);
      if (onCycles.containsKey(key(d))) {
        drawn.add(key(d));
      }
    }
    for (Map.Entry<String, Dependency> e : onCycles.entrySet()) {
      if (!drawn.contains(e.getKey())) {
        edge(e.getValue(), numbers, out);
      }
    }
    out.append("}\n");
  }

  private static void edge(Dependency d, Map<String, List<String>> numbers, Appendable out) throws IOException {
    List<String> nums = numbers.isEmpty() ? null : numbers.get(key(d));
    out.append("  ");
    quote(d.from().toString(), out);
    out.append(" -> ");
    quote(d.to().toString(), out);
    out.append(" [label=");
    if (nums == null) {
      quote(d.cause().word(), out);
      out.append(style(d.cause(), false));
    } else {
      quote(String.join(", ", nums) + " " + d.cause().word(), out);
      out.append(style(d.cause(), true));
    }
    out.append(", tooltip=");
    quote(d.decision() + " (packet " + d.packet().src() + " -> " + d.packet().dst() + ")", out);
    out.append("];\n");
  }

  /** "healthy", or the scenario's failures: "links down A:x--B:y, …; dead hosts S3; MAC missing S4 at T1". */
  static String words(Scenario s) {
    if (s.healthy()) {
      return "healthy";
    }
    List<String> parts = new ArrayList<>();
    if (!s.linksDown().isEmpty()) {
      parts.add("links down " + String.join(", ", s.linksDown().stream().map(d -> d.a() + "--" + d.b()).toList()));
    }
    if (!s.deadHosts().isEmpty()) {
      parts.add("dead hosts " + String.join(", ", s.deadHosts().stream().map(Scenario.DeadHost::host).toList()));
    }
    if (!s.macMissing().isEmpty()) {
      parts.add("MAC missing " + String.join(", ", s.macMissing().stream()
          .map(m -> m.host() + " at " + m.switchName()).toList()));
    }
    return String.join("; ", parts);
  }

  private static String style(Cause c, boolean onCycle) {
    boolean flood = c == Cause.FLOOD || c == Cause.BRIDGE;
    String colour = switch (c) {
      case FLOOD, BRIDGE -> "#e8590c";
      case BOUNCE -> "#7048e8";
      default -> "#1c64b4";
    };
    String dash = flood ? ", style=dashed" : c == Cause.BOUNCE ? ", style=dotted" : "";
    return onCycle ? ", color=\"" + colour + "\", fontcolor=\"" + colour + "\", penwidth=2.5" + dash
        : (flood || c == Cause.BOUNCE ? ", color=\"" + colour + "\"" + dash : "");
  }

  private static String key(Dependency d) {
    return d.from() + "\u0000" + d.to();
  }

  /** {@code s} as a DOT quoted string: {@code "} and {@code \\} escaped, line breaks as {@code \\n}. */
  static String quote(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2);
    try {
      quote(s, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringBuilder does not throw
    }
    return out.toString();
  }

  /** Writes {@code s} as a DOT quoted string to {@code out}, in runs of characters that need no escape. */
  private static void quote(String s, Appendable out) throws IOException {
    out.append('"');
    int run = 0;
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      String escaped = switch (c) {
        case '"' -> "\\\"";
        case '\\' -> "\\\\";
        case '\n' -> "\\n";
        case '\r' -> "";
        default -> null;
      };
      if (escaped != null) {
        out.append(s, run, k).append(escaped);
        run = k + 1;
      }
    }
    out.append(s, run, s.length()).append('"');
  }

  private static String line(String s) {
    return s.replace('\n', ' ').replace('\r', ' ');
  }
}
