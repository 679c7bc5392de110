package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.text;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.reports.sarif.CycleFinding;
import org.pfcheck.reports.sarif.SarifRule;

/**
 * The body of a deadlock-possible report: a section per counterexample cycle (its kind, its queues as
 * a path, the scenario it needs when that is not the declared one, its {@link DrawingPanel} and its
 * {@link HopTable}), then what a cycle means and the typical fixes for the kinds of cause found.
 */
final class CounterexampleSection {
  private final ScenarioText scenarios;
  private final HopTable hops;

  CounterexampleSection(ScenarioText scenarios, HopTable hops) {
    this.scenarios = scenarios;
    this.hops = hops;
  }

  /**
   * The cycles of {@code p}; with the {@code network}, drawn in the fabric, else from the cycles alone.
   * {@code notes} gives HTML to show under cycle k's path (1-based; empty for none).
   */
  void render(StringBuilder out, AnalysisResult r, Verdict.Possible p, Optional<Network> network,
      java.util.function.IntFunction<String> notes) {
    List<Counterexample> cxs = p.counterexamples();
    if (p.cyclicComponents() > cxs.size()) {
      out.append("<p class=\"noprint\">Shown: ").append(cxs.size()).append(" of ").append(p.cyclicComponents())
          .append(" strongly connected components with cycles (raise <code>--max-cycles</code> to see more).</p>\n");
    }
    Set<CycleFinding.Kind> kinds = EnumSet.noneOf(CycleFinding.Kind.class);
    // Cycles found in one scenario share its topology: built once, not per cycle.
    Map<Scenario, Topology> topologies = new HashMap<>();
    for (int k = 0; k < cxs.size(); k++) {
      Counterexample cx = cxs.get(k);
      CycleFinding.Kind kind = CycleFinding.of(cx).kind();
      kinds.add(kind);
      Topology topology = network.isPresent()
          ? topologies.computeIfAbsent(cx.scenario(), s -> Topology.of(network.get(), s)) : Topology.of(cx);
      opening(out, r.scenario(), cx, kind, k + 1, cxs.size());
      out.append(notes.apply(k + 1));
      DrawingPanel.render(out, cx, k + 1, topology, network.isPresent());
      hops.render(out, cx, k + 1);
      out.append("</section>\n");
    }
    fixes(out, kinds);
  }

  /** The opening of cycle {@code index}'s section: heading, path and the scenario it needs (render closes it). */
  private void opening(StringBuilder out, Scenario declared, Counterexample cx, CycleFinding.Kind finding, int index,
      int of) {
    String kind = finding.name().toLowerCase(java.util.Locale.ROOT);
    out.append("<section class=\"block cycle\" id=\"cycle-").append(index).append("\" data-queues=\"")
        .append(cx.cycle().size()).append("\"><h2>Cycle ").append(index).append(" of ").append(of)
        .append("<span class=\"kind ").append(kind.equals("routing") ? "route" : kind).append("\">").append(kind)
        .append("</span><span class=\"sub\">").append(count(cx.cycle().size(), "queue", "queues"))
        .append("</span></h2>\n");
    StringBuilder path = new StringBuilder();
    for (QueueRef q : cx.queues()) {
      path.append(q).append(" → ");
    }
    path.append(cx.queues().get(0));
    out.append("<p class=\"path\">").append(text(path.toString())).append("</p>\n");
    if (!cx.scenario().equals(declared)) {
      out.append("<div class=\"scn\">In the scenario: ").append(scenarios.scenario(cx.scenario())).append("</div>\n");
    }
  }

  private static void fixes(StringBuilder out, Set<CycleFinding.Kind> kinds) {
    out.append("<section class=\"block advice-all\" id=\"fixes\"><h2>What this means</h2><p>Each queue on a cycle holds"
        + " lossless packets that need room in the next queue. When every queue on the cycle fills, each one's PFC"
        + " pause stops the one before it, the pauses go round the loop, and none of these packets moves again: a PFC"
        + " deadlock. A cycle is necessary, not sufficient: the configuration permits a deadlock; whether one happens"
        + " depends on the load.</p><h4>Typical fixes for the causes found</h4><ul>");
    for (CycleFinding.Kind kind : kinds) {
      SarifRule rule = SarifRule.of(kind);
      out.append("<li><b>").append(kind.name().toLowerCase(java.util.Locale.ROOT)).append("</b> (")
          .append(rule.id()).append("): ").append(text(rule.help()).replaceAll("`([^`]+)`", "<code>$1</code>"))
          .append("</li>");
    }
    out.append("</ul></section>\n");
  }
}
