package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;

/**
 * Small scenario spaces, by index into a fabric's topology: up to two more failed links among up to
 * three candidates, up to one more dead host among a few candidates or any host. Small enough that
 * enumeration answers in milliseconds. Immutable.
 *
 * @param maxLinks bound on added link failures
 * @param links candidate link indices (at least one when {@code maxLinks > 0})
 * @param maxHosts bound on added dead hosts
 * @param hosts candidate host indices (empty: any host)
 */
public record Spaces(int maxLinks, Set<Integer> links, int maxHosts, Set<Integer> hosts) {
  public Spaces {
    links = Set.copyOf(links);
    hosts = Set.copyOf(hosts);
  }

  /** Any small space. */
  public static Arbitrary<Spaces> any() {
    Arbitrary<Set<Integer>> indices = Arbitraries.integers().between(0, 11).set().ofMinSize(1).ofMaxSize(3);
    return Combinators.combine(Arbitraries.integers().between(0, 2), indices, Arbitraries.integers().between(0, 1),
        Arbitraries.integers().between(0, 7).set().ofMaxSize(2)).as(Spaces::new);
  }

  /** {@code f}'s network with this space. */
  public Network on(Fabric f) {
    List<Scenario.LinkDown> candidates = new ArrayList<>();
    List<Link> all = f.topology().links();
    for (int k : links) {
      if (k < all.size()) {
        candidates.add(new Scenario.LinkDown(all.get(k).a(), all.get(k).b(), Origin.NONE));
      }
    }
    List<String> dying = new ArrayList<>();
    List<Host> hs = f.topology().hosts();
    for (int k : hosts) {
      if (k < hs.size()) {
        dying.add(hs.get(k).name());
      }
    }
    Network n = f.network();
    ScenarioSpace space = new ScenarioSpace(candidates.isEmpty() ? 0 : maxLinks, candidates, maxHosts, dying,
        Origin.NONE);
    return new Network(n.name(), n.tiers(), n.switches(), n.hosts(), n.links(), n.vlans(), n.qos(), n.rewrites(),
        n.routes(), n.routing(), n.timers(), n.traffic(), n.scenario(), java.util.Optional.of(space));
  }
}
