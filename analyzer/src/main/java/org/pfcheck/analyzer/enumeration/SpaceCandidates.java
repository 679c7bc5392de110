package org.pfcheck.analyzer.enumeration;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;

/**
 * The free choices of a scenario space, resolved against a network: the links that may fail and the
 * hosts that may die in addition to the declared scenario, with the bounds. Links already down and
 * hosts already dead in the declared scenario are not candidates (failing them again changes nothing).
 * A network without a space has no candidates and bounds 0: its space is the declared scenario alone.
 * Immutable.
 *
 * @param declared the declared scenario every scenario of the space extends
 * @param links candidate links, in the network's link order
 * @param maxLinks at most this many candidate links fail
 * @param hosts candidate host names, in the network's host order
 * @param maxHosts at most this many candidate hosts die
 * @param origin where the space was declared (for the scenario elements it adds)
 */
public record SpaceCandidates(Scenario declared, List<Link> links, int maxLinks, List<String> hosts, int maxHosts,
    Origin origin) {
  public SpaceCandidates {
    Objects.requireNonNull(declared, "declared");
    links = List.copyOf(links);
    hosts = List.copyOf(hosts);
    maxLinks = Math.min(maxLinks, links.size());
    maxHosts = Math.min(maxHosts, hosts.size());
    Objects.requireNonNull(origin, "origin");
  }

  /** The candidates of {@code network}'s space (none when it declares no space). */
  public static SpaceCandidates of(Network network) {
    Scenario declared = network.scenario();
    if (network.space().isEmpty()) {
      return new SpaceCandidates(declared, List.of(), 0, List.of(), 0, Origin.NONE);
    }
    ScenarioSpace space = network.space().get();
    List<Link> links = new ArrayList<>();
    Set<Link> listed = new HashSet<>();
    for (Link l : network.links()) {
      boolean candidate = space.linkCandidates().isEmpty()
          || space.linkCandidates().stream().anyMatch(c -> c.matches(l));
      boolean alreadyDown = declared.linksDown().stream().anyMatch(d -> d.matches(l));
      if (candidate && !alreadyDown && listed.add(l)) {
        links.add(l);
      }
    }
    Set<String> dead = new HashSet<>();
    declared.deadHosts().forEach(d -> dead.add(d.host()));
    Set<String> named = new HashSet<>(space.hostCandidates());
    List<String> hosts = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Host h : network.hosts()) {
      if ((named.isEmpty() || named.contains(h.name())) && !dead.contains(h.name()) && seen.add(h.name())) {
        hosts.add(h.name());
      }
    }
    return new SpaceCandidates(declared, links, space.maxLinksDown(), hosts, space.maxDeadHosts(), space.origin());
  }

  /** How many scenarios the space holds: sum over i ≤ maxLinks, j ≤ maxHosts of C(links, i)·C(hosts, j). */
  public BigInteger size() {
    BigInteger links = BigInteger.ZERO;
    for (int i = 0; i <= maxLinks; i++) {
      links = links.add(choose(this.links.size(), i));
    }
    BigInteger hosts = BigInteger.ZERO;
    for (int j = 0; j <= maxHosts; j++) {
      hosts = hosts.add(choose(this.hosts.size(), j));
    }
    return links.multiply(hosts);
  }

  /**
   * How many scenarios add fewer than {@code added} failures: those that {@link ScenarioOrder} lists
   * before every scenario that adds {@code added}.
   */
  public BigInteger sizeBelow(int added) {
    BigInteger count = BigInteger.ZERO;
    for (int i = 0; i <= maxLinks; i++) {
      for (int j = 0; j <= maxHosts && i + j < added; j++) {
        count = count.add(choose(links.size(), i).multiply(choose(hosts.size(), j)));
      }
    }
    return count;
  }

  /** The binomial coefficient C(n, r). */
  static BigInteger choose(int n, int r) {
    BigInteger c = BigInteger.ONE;
    for (int i = 0; i < r; i++) {
      c = c.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
    }
    return c;
  }

  /** The declared scenario plus the candidate links {@code failed} down and the hosts {@code died} dead. */
  public Scenario scenario(List<Link> failed, List<String> died) {
    List<Scenario.LinkDown> down = new ArrayList<>(declared.linksDown());
    failed.forEach(l -> down.add(new Scenario.LinkDown(l.a(), l.b(), origin)));
    List<Scenario.DeadHost> dead = new ArrayList<>(declared.deadHosts());
    died.forEach(h -> dead.add(new Scenario.DeadHost(h, origin)));
    return new Scenario(down, dead, declared.macMissing());
  }

  /**
   * Describes the space in words, e.g. "≤2 link failures among 16 switch links, ≤1 dead host among 16
   * hosts".
   */
  public String describe() {
    return "≤" + maxLinks + " link failure" + (maxLinks == 1 ? "" : "s") + " among " + links.size()
        + " switch link" + (links.size() == 1 ? "" : "s") + ", ≤" + maxHosts + " dead host"
        + (maxHosts == 1 ? "" : "s") + " among " + hosts.size() + " host" + (hosts.size() == 1 ? "" : "s");
  }
}
