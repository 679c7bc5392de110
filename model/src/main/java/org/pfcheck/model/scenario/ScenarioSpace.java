package org.pfcheck.model.scenario;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A bounded set of scenarios, checked as a whole: every scenario that adds to the declared
 * {@link Scenario} at most {@code maxLinksDown} more failed links (among {@code linkCandidates}, or any
 * switch-to-switch link when empty) and at most {@code maxDeadHosts} more dead hosts (among
 * {@code hostCandidates}, or any host when empty). Immutable.
 *
 * @param maxLinksDown bound on additional failed links
 * @param linkCandidates the links that may fail; empty means every switch-to-switch link
 * @param maxDeadHosts bound on additional dead hosts
 * @param hostCandidates the hosts that may die; empty means every host
 * @param origin where the space was declared
 */
public record ScenarioSpace(int maxLinksDown, List<Scenario.LinkDown> linkCandidates, int maxDeadHosts,
    List<String> hostCandidates, Origin origin) {
  public ScenarioSpace {
    Checks.nonNegative(maxLinksDown, "link failure bound");
    linkCandidates = Checks.distinct(linkCandidates, Scenario.LinkDown::key);
    Checks.nonNegative(maxDeadHosts, "dead host bound");
    hostCandidates = Checks.distinct(hostCandidates, h -> h);
    Objects.requireNonNull(origin, "origin");
  }
}
