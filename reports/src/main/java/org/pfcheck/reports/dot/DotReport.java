package org.pfcheck.reports.dot;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Scenario;

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
    return render(r.network(), List.of(), List.of(), r, scenarioOf(r), "the cyclic part: the counterexample cycles of "
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
    return render(r.network(), queues, dependencies, r, scenario, "the whole graph of one scenario: "
        + r.verdict().word());
  }

  /**
   * The scenario a drawing of {@code r} should show: the first counterexample's (for a scenario space,
   * a scenario with added failures), else the declared one.
   */
  public static Scenario scenarioOf(AnalysisResult r) {
    return r.verdict() instanceof Verdict.Possible p ? p.counterexamples().get(0).scenario() : r.scenario();
  }

  private static String render(String network, Collection<QueueRef> queues, Collection<Dependency> dependencies,
      AnalysisResult r, Scenario scenario, String what) {
    Map<String, List<String>> numbers = new HashMap<>();
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
        }
      }
    }
    Map<String, Dependency> edges = new LinkedHashMap<>();
    Map<String, Map<String, QueueRef>> bySwitch = new LinkedHashMap<>();
    for (QueueRef q : queues) {
      bySwitch.computeIfAbsent(q.switchName(), k -> new LinkedHashMap<>()).putIfAbsent(q.toString(), q);
    }
    List<Dependency> all = new ArrayList<>(dependencies);
    if (r.verdict() instanceof Verdict.Possible p) {
      p.counterexamples().stream().filter(cx -> cx.scenario().equals(scenario)).forEach(cx -> all.addAll(cx.cycle()));
    }
    for (Dependency d : all) {
      edges.putIfAbsent(key(d), d);
      for (QueueRef q : List.of(d.from(), d.to())) {
        bySwitch.computeIfAbsent(q.switchName(), k -> new LinkedHashMap<>()).putIfAbsent(q.toString(), q);
      }
    }
    StringBuilder out = new StringBuilder();
    out.append("// pfcheck buffer-dependency graph of ").append(line(network)).append(": ").append(what).append('\n');
    out.append("// nodes are queues (switch, ingress port, priority); an edge A -> B: a packet waiting in A is sent into B\n");
    out.append("// scenario: ").append(line(words(scenario))).append('\n');
    if (elsewhere > 0) {
      out.append("// ").append(elsewhere).append(" more cycle(s) lie in other scenarios and are not drawn\n");
    }
    out.append("digraph ").append(quote("bdg " + network)).append(" {\n");
    out.append("  graph [rankdir=LR, fontname=\"Helvetica\", label=").append(quote(network + ": " + r.verdict().word()
        + "\nscenario: " + words(scenario))).append(", labelloc=t];\n");
    out.append("  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n");
    out.append("  edge [fontname=\"Helvetica\", fontsize=10, color=\"#9aa3b0\"];\n");
    int cluster = 0;
    for (Map.Entry<String, Map<String, QueueRef>> e : bySwitch.entrySet()) {
      out.append("  subgraph ").append(quote("cluster_" + cluster++)).append(" {\n    label=").append(quote(e.getKey()))
          .append("; style=rounded; color=\"#b9c1cd\";\n");
      for (QueueRef q : e.getValue().values()) {
        boolean onCycle = cyclic.contains(q);
        out.append("    ").append(quote(q.toString())).append(" [label=").append(quote("port " + q.port() + "\np" + q.priority()))
            .append(onCycle ? ", color=\"#c92a2a\", fillcolor=\"#fff0f0\", penwidth=2" : "").append("];\n");
      }
      out.append("  }\n");
    }
    for (Dependency d : edges.values()) {
      List<String> nums = numbers.get(key(d));
      out.append("  ").append(quote(d.from().toString())).append(" -> ").append(quote(d.to().toString())).append(" [");
      if (nums == null) {
        out.append("label=").append(quote(d.cause().word())).append(style(d.cause(), false));
      } else {
        out.append("label=").append(quote(String.join(", ", nums) + " " + d.cause().word())).append(style(d.cause(), true));
      }
      out.append(", tooltip=").append(quote(d.decision() + " (packet " + d.packet().src() + " -> " + d.packet().dst()
          + ")")).append("];\n");
    }
    out.append("}\n");
    return out.toString();
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

  /** {@code s} as a DOT quoted string: {@code "} and {@code \} escaped, line breaks as {@code \n}. */
  static String quote(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2).append('"');
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> { }
        default -> out.append(c);
      }
    }
    return out.append('"').toString();
  }

  private static String line(String s) {
    return s.replace('\n', ' ').replace('\r', ' ');
  }
}
