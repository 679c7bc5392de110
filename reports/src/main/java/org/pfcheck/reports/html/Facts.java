package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.text;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.reports.CoverageWords;

/**
 * The grid of facts under the verdict banner: the fabric's size, tiers, lossless priorities and
 * routing; the buffer-dependency graph's size; the traffic, scenario and scenario space checked; the
 * engines and their times. What a reader needs to judge what the verdict covers.
 */
final class Facts {
  private final ScenarioText scenarios;

  Facts(ScenarioText scenarios) {
    this.scenarios = scenarios;
  }

  /** The facts of {@code r}; with the {@code network}, the fabric's in full, else its counts from the stats. */
  void render(StringBuilder out, AnalysisResult r, Optional<Network> network) {
    Stats s = r.stats();
    out.append("<div class=\"facts\">\n");
    fact(out, "Fabric", network.map(Facts::fabric).orElse(s.networkKnown() ? count(s.switches(), "switch", "switches")
        + " · " + count(s.hosts(), "host", "hosts") : "not read (the run stopped before it was)"));
    String decided = r.space().isPresent() ? count(s.scenarios(), "scenario", "scenarios") + " of the space decided"
        : "";
    fact(out, "Buffer-dependency graph", (r.graphKnown() ? count(s.queues(), "queue", "queues") + " · "
        + count(s.dependencies(), "dependency", "dependencies")
        + (decided.isEmpty() ? "" : "<br><span class=\"sub\">" + decided + "; sizes of the " + (r.verdict() instanceof Verdict.Possible
        ? "counterexample's" : "declared") + " scenario</span>")
        : "not known (no verdict)" + (decided.isEmpty() ? "" : "<br><span class=\"sub\">" + decided + "</span>")));
    fact(out, "Traffic considered", r.traffic().isBlank() ? "not known (no verdict)" : text(r.traffic()));
    fact(out, "Coverage", text(CoverageWords.of(r)));
    fact(out, "Scenario", s.networkKnown() ? scenarios.scenario(r.scenario()) : "not known (the input was not read)");
    fact(out, "Scenario space", r.space().map(scenarios::space).orElse("none: the declared scenario only"));
    long total = s.millis().values().stream().mapToLong(Long::longValue).sum();
    fact(out, "Engines and time", (r.engines().isEmpty() ? "none (the run stopped before the analysis)"
        : text(String.join(", ", r.engines()))) + " · " + (s.millis().isEmpty() ? "not measured"
        : total + " ms<br><span class=\"sub\">" + s.millis().entrySet().stream()
        .map(e -> text(e.getKey()) + " " + e.getValue() + " ms").collect(Collectors.joining(" · ")) + "</span>"));
    r.recheck().ifPresent(c -> fact(out, "Re-check", text(c.summary())));
    out.append("</div>\n");
  }

  private static String fabric(Network n) {
    StringBuilder fabric = new StringBuilder();
    Map<String, Integer> tiers = new LinkedHashMap<>();
    for (Switch sw : n.switches()) {
      tiers.merge(sw.tier().orElse("no tier"), 1, Integer::sum);
    }
    fabric.append(count(n.switches().size(), "switch", "switches"));
    // Tier counts only say something when at least one switch has a tier.
    if (!(tiers.size() == 1 && tiers.containsKey("no tier"))) {
      fabric.append(" <span class=\"sub\">(").append(tiers.entrySet().stream()
          .map(e -> e.getValue() + " " + text(e.getKey())).collect(Collectors.joining(", "))).append(")</span>");
    }
    fabric.append("<br>").append(count(n.hosts().size(), "host", "hosts")).append(" · ")
        .append(count(n.links().size(), "link", "links"));
    fabric.append("<br><span class=\"sub\">lossless priorities ").append(n.qos().lossless().isEmpty() ? "none"
        : n.qos().lossless().stream().map(String::valueOf).collect(Collectors.joining(", "))).append(" · routing ")
        .append(n.routing().mode().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')).append("</span>");
    return fabric.toString();
  }

  private static void fact(StringBuilder out, String title, String html) {
    out.append("<div class=\"fact\"><h4>").append(title).append("</h4><div class=\"v\">").append(html)
        .append("</div></div>\n");
  }
}
