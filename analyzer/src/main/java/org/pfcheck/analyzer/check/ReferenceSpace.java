package org.pfcheck.analyzer.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;

/**
 * The reference checker's own reading of a scenario space (docs/semantics.md, "Scenarios"): the
 * declared scenario plus up to {@code k} more links down among the candidates (every link when none are
 * named) and up to {@code m} more dead hosts among the candidates (every host), listed by plain nested
 * choices, fewest added failures first; and a plain test of whether a set of dependencies has a cycle.
 * Shares nothing with the enumeration engine's candidates and order. Stateless.
 */
public final class ReferenceSpace {
  private ReferenceSpace() {
  }

  /**
   * The scenarios of {@code network}'s space (the declared one alone without a space), fewest added
   * failures first; at most {@code limit + 1} of them, so that a caller sees whether the space is larger
   * than {@code limit}.
   */
  public static List<Scenario> scenarios(Network network, int limit) {
    Scenario declared = network.scenario();
    Choices c = choices(network);
    List<Scenario> out = new ArrayList<>();
    for (int total = 0; total <= c.maxLinks() + c.maxHosts() && out.size() <= limit; total++) {
      for (int i = Math.max(0, total - c.maxHosts()); i <= Math.min(total, c.maxLinks()) && out.size() <= limit; i++) {
        for (List<Scenario.LinkDown> down : choose(c.links(), i)) {
          for (List<Scenario.DeadHost> dead : choose(c.hosts(), total - i)) {
            if (out.size() > limit) {
              return out;
            }
            List<Scenario.LinkDown> allDown = new ArrayList<>(declared.linksDown());
            allDown.addAll(down);
            List<Scenario.DeadHost> allDead = new ArrayList<>(declared.deadHosts());
            allDead.addAll(dead);
            out.add(new Scenario(allDown, allDead, declared.macMissing()));
          }
        }
      }
    }
    return out;
  }

  /** How many scenarios {@link #scenarios} would list without a limit (Long.MAX_VALUE when more). */
  public static long size(Network network) {
    Choices c = choices(network);
    long links = 0;
    for (int i = 0; i <= c.maxLinks(); i++) {
      links = saturated(links, count(c.links().size(), i), false);
    }
    long hosts = 0;
    for (int j = 0; j <= c.maxHosts(); j++) {
      hosts = saturated(hosts, count(c.hosts().size(), j), false);
    }
    return saturated(links, hosts, true);
  }

  /** {@code n} choose {@code k}, saturated at Long.MAX_VALUE. */
  private static long count(int n, int k) {
    long c = 1;
    for (int i = 0; i < k; i++) {
      long product = saturated(c, n - i, true);  // C(n, i) * (n - i) is divisible by i + 1
      if (product == Long.MAX_VALUE) {
        return product;
      }
      c = product / (i + 1);
    }
    return c;
  }

  private static long saturated(long a, long b, boolean multiply) {
    try {
      return multiply ? Math.multiplyExact(a, b) : Math.addExact(a, b);
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  /** The free choices of a space: candidate links and hosts not already down or dead, and the bounds. */
  private record Choices(List<Scenario.LinkDown> links, int maxLinks, List<Scenario.DeadHost> hosts, int maxHosts) {}

  private static Choices choices(Network network) {
    Scenario declared = network.scenario();
    if (network.space().isEmpty()) {
      return new Choices(List.of(), 0, List.of(), 0);
    }
    ScenarioSpace space = network.space().get();
    List<Scenario.LinkDown> links = new ArrayList<>();
    for (Link l : network.links()) {
      boolean named = space.linkCandidates().isEmpty();
      for (Scenario.LinkDown c : space.linkCandidates()) {
        named |= joins(c, l.a(), l.b());
      }
      boolean down = false;
      for (Scenario.LinkDown d : declared.linksDown()) {
        down |= joins(d, l.a(), l.b());
      }
      for (Scenario.LinkDown seen : links) {
        down |= joins(seen, l.a(), l.b());
      }
      if (named && !down) {
        links.add(new Scenario.LinkDown(l.a(), l.b(), space.origin()));
      }
    }
    List<Scenario.DeadHost> hosts = new ArrayList<>();
    Set<String> gone = new HashSet<>();
    declared.deadHosts().forEach(d -> gone.add(d.host()));
    for (Host h : network.hosts()) {
      boolean named = space.hostCandidates().isEmpty() || space.hostCandidates().contains(h.name());
      if (named && gone.add(h.name())) {
        hosts.add(new Scenario.DeadHost(h.name(), space.origin()));
      }
    }
    return new Choices(links, Math.min(space.maxLinksDown(), links.size()), hosts,
        Math.min(space.maxDeadHosts(), hosts.size()));
  }

  private static boolean joins(Scenario.LinkDown d, Endpoint a, Endpoint b) {
    return d.a().equals(a) && d.b().equals(b) || d.a().equals(b) && d.b().equals(a);
  }

  /** Every way to pick {@code k} elements of {@code from}, keeping their order. */
  private static <T> List<List<T>> choose(List<T> from, int k) {
    List<List<T>> out = new ArrayList<>();
    if (k == 0) {
      out.add(List.of());
      return out;
    }
    for (int first = 0; first + k <= from.size(); first++) {
      for (List<T> rest : choose(from.subList(first + 1, from.size()), k - 1)) {
        List<T> pick = new ArrayList<>();
        pick.add(from.get(first));
        pick.addAll(rest);
        out.add(pick);
      }
    }
    return out;
  }

  /**
   * Whether {@code edges} contain a cycle: queues are removed while some queue has no dependency left
   * into it (Kahn); a cycle is what remains.
   */
  public static boolean cyclic(Set<ReferenceForwarding.Edge> edges) {
    Map<QueueRef, Integer> into = new HashMap<>();
    Map<QueueRef, List<QueueRef>> out = new HashMap<>();
    for (ReferenceForwarding.Edge e : edges) {
      into.merge(e.to(), 1, Integer::sum);
      into.putIfAbsent(e.from(), 0);
      out.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e.to());
    }
    ArrayDeque<QueueRef> free = new ArrayDeque<>();
    into.forEach((q, n) -> {
      if (n == 0) {
        free.add(q);
      }
    });
    int removed = 0;
    while (!free.isEmpty()) {
      QueueRef q = free.poll();
      removed++;
      for (QueueRef t : out.getOrDefault(q, List.of())) {
        if (into.merge(t, -1, Integer::sum) == 0) {
          free.add(t);
        }
      }
    }
    return removed < into.size();
  }
}
