package org.pfcheck.reports.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;

/** Scenarios and scenario spaces in words, for the text report. */
final class Scenarios {
  private Scenarios() {
  }

  /** "link T0:L1 -- L1:T0 down (line 12); host S3 dead (line 31)", or "healthy (…)". */
  static String describe(Scenario s) {
    if (s.healthy()) {
      return "healthy (all links up, all hosts alive, every MAC entry present)";
    }
    List<String> parts = new ArrayList<>();
    for (Scenario.LinkDown d : s.linksDown()) {
      parts.add("link " + d.a() + " -- " + d.b() + " down" + where(d.origin()));
    }
    for (Scenario.DeadHost d : s.deadHosts()) {
      parts.add("host " + d.host() + " dead" + where(d.origin()));
    }
    for (Scenario.MacMissing m : s.macMissing()) {
      parts.add("MAC entry of " + m.host() + " missing at " + m.switchName() + where(m.origin()));
    }
    return String.join("; ", parts);
  }

  /** "up to 2 more links down (among …) and up to 1 more dead host (any host)". */
  static String describe(ScenarioSpace space) {
    String links = "up to " + space.maxLinksDown() + " more link" + (space.maxLinksDown() == 1 ? "" : "s")
        + " down (" + (space.linkCandidates().isEmpty() ? "any switch-to-switch link"
        : "among " + String.join(", ", space.linkCandidates().stream().map(d -> d.a() + " -- " + d.b()).toList()))
        + ")";
    String hosts = "up to " + space.maxDeadHosts() + " more dead host" + (space.maxDeadHosts() == 1 ? "" : "s")
        + " (" + (space.hostCandidates().isEmpty() ? "any host" : "among " + String.join(", ", space.hostCandidates()))
        + ")";
    String both = space.maxDeadHosts() == 0 ? links : space.maxLinksDown() == 0 ? hosts : links + " and " + hosts;
    return both + where(space.origin());
  }

  private static String where(Origin origin) {
    return origin.span().map(s -> " (line " + s.line() + ")").orElse("");
  }

  /** The scenario's description prefixed for a cycle found in a scenario of a space. */
  static Optional<String> ifDifferent(Scenario cycle, Scenario declared) {
    return cycle.equals(declared) ? Optional.empty() : Optional.of(describe(cycle));
  }
}
