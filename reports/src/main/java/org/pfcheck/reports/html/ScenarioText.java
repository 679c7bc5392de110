package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.text;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;

/**
 * A scenario and a scenario space in words, each element with the line that declared it: for the
 * facts, the proof, and a cycle found in a scenario other than the declared one. A scenario with more
 * than {@link HtmlReport#MAX_SCENARIO_ITEMS} elements folds behind its counts and lists at most
 * {@link HtmlReport#MAX_RANKS}, so a thousand dead hosts do not bury the report.
 */
final class ScenarioText {
  private final Citations cite;

  ScenarioText(Citations cite) {
    this.cite = cite;
  }

  /** {@code s} as HTML: "healthy", a list, or counts with the list folded. */
  String scenario(Scenario s) {
    if (s.healthy()) {
      return "healthy <span class=\"sub\">(all links up, all hosts alive, every MAC entry present)</span>";
    }
    List<String> items = new ArrayList<>();
    for (Scenario.LinkDown d : s.linksDown()) {
      items.add("link " + text(d.a() + " -- " + d.b()) + " down" + cite.where(d.origin()));
    }
    for (Scenario.DeadHost d : s.deadHosts()) {
      items.add("host " + text(d.host()) + " dead" + cite.where(d.origin()));
    }
    for (Scenario.MacMissing m : s.macMissing()) {
      items.add("MAC entry of " + text(m.host()) + " missing at " + text(m.switchName()) + cite.where(m.origin()));
    }
    if (items.size() <= HtmlReport.MAX_SCENARIO_ITEMS) {
      return "<ul>" + items.stream().map(i -> "<li>" + i + "</li>").collect(Collectors.joining()) + "</ul>";
    }
    String counts = String.join(", ", List.of(count(s.linksDown().size(), "link down", "links down"),
        count(s.deadHosts().size(), "host dead", "hosts dead"),
        count(s.macMissing().size(), "MAC entry missing", "MAC entries missing")));
    int listed = Math.min(items.size(), HtmlReport.MAX_RANKS);
    return counts + "<details><summary>" + (listed < items.size() ? "the first " + listed : "all " + listed)
        + "</summary><ul>" + items.subList(0, listed).stream().map(i -> "<li>" + i + "</li>")
        .collect(Collectors.joining()) + "</ul></details>";
  }

  /** {@code space} as HTML: how many more links may go down and hosts die, and among which. */
  String space(ScenarioSpace space) {
    String links = space.maxLinksDown() == 0 ? "no more links down" : "up to "
        + count(space.maxLinksDown(), "more link", "more links") + " down ("
        + (space.linkCandidates().isEmpty() ? "any switch-to-switch link" : "among " + text(space.linkCandidates().stream()
        .map(d -> d.a() + " -- " + d.b()).collect(Collectors.joining(", ")))) + ")";
    String hosts = space.maxDeadHosts() == 0 ? "no more dead hosts" : "up to "
        + count(space.maxDeadHosts(), "more dead host", "more dead hosts") + " ("
        + (space.hostCandidates().isEmpty() ? "any host" : "among " + text(String.join(", ", space.hostCandidates())))
        + ")";
    return links + "; " + hosts + cite.where(space.origin());
  }
}
