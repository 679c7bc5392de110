package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.NaturalOrder.NATURAL;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.model.scenario.Scenario;

/**
 * The part of the fabric a cycle drawing shows: the cycle's switches (the core), their direct
 * neighbours, most connected to the core first, up to a cap, and a few hosts. A big fabric drawn
 * whole would be unreadable; what is left out is counted instead. Immutable (read-only views).
 *
 * @param core the cycle's switches, in the order the cycle meets them
 * @param drawn the switches drawn: the core, then the neighbours picked
 * @param hosts the hosts drawn
 * @param adjacent switch name to the switches wired to it, in the whole fabric
 */
record Neighbourhood(Set<String> core, Set<String> drawn, List<String> hosts, Map<String, Set<String>> adjacent) {
  Neighbourhood {
    core = Collections.unmodifiableSet(core);
    drawn = Collections.unmodifiableSet(drawn);
    hosts = List.copyOf(hosts);
    adjacent = Collections.unmodifiableMap(adjacent);
  }

  /** The neighbourhood of {@code cx} in {@code t}, with at most the given numbers of switches and hosts. */
  static Neighbourhood of(Topology t, Counterexample cx, int maxSwitches, int maxHosts) {
    LinkedHashSet<String> core = new LinkedHashSet<>();
    for (Dependency d : cx.cycle()) {
      core.add(d.from().switchName());
      core.add(d.to().switchName());
    }
    LinkedHashSet<String> wanted = new LinkedHashSet<>();
    for (Dependency d : cx.cycle()) {
      wanted.add(d.packet().dst());
      wanted.add(d.packet().src());
    }
    Scenario s = cx.scenario();
    s.deadHosts().forEach(d -> wanted.add(d.host()));
    s.macMissing().forEach(m -> wanted.add(m.host()));
    Set<String> hostSwitches = new HashSet<>();
    cx.cycle().forEach(d -> hostSwitches.add(d.from().switchName()));
    return around(t, core, wanted, hostSwitches, maxSwitches, maxHosts);
  }

  /**
   * The neighbourhood of the switches {@code core} (drawn whole, even past the cap), with at most the
   * given numbers of switches and hosts: the {@code wanted} hosts first, then other hosts of the switches
   * {@code hostSwitches}.
   */
  static Neighbourhood around(Topology t, Set<String> core, Set<String> wanted, Set<String> hostSwitches,
      int maxSwitches, int maxHosts) {
    Map<String, Set<String>> adjacent = adjacency(t);
    int room = Math.max(maxSwitches, core.size()) - core.size();
    Set<String> drawn = new LinkedHashSet<>(core);
    drawn.addAll(neighbours(core, adjacent, room));
    return new Neighbourhood(new LinkedHashSet<>(core), drawn, pickHosts(t, wanted, hostSwitches, drawn, maxHosts),
        adjacent);
  }

  private static Map<String, Set<String>> adjacency(Topology t) {
    Map<String, Set<String>> adj = new HashMap<>();
    for (Topology.Wire w : t.wires()) {
      adj.computeIfAbsent(w.a(), k -> new LinkedHashSet<>()).add(w.b());
      adj.computeIfAbsent(w.b(), k -> new LinkedHashSet<>()).add(w.a());
    }
    return adj;
  }

  /** Up to {@code room} switches next to the core: most wires into the core first, then by name. */
  private static List<String> neighbours(Set<String> core, Map<String, Set<String>> adjacent, int room) {
    Map<String, Integer> score = new HashMap<>();
    for (String c : core) {
      for (String n : adjacent.getOrDefault(c, Set.of())) {
        if (!core.contains(n)) {
          score.merge(n, 1, Integer::sum);
        }
      }
    }
    List<String> neighbours = new ArrayList<>(score.keySet());
    neighbours.sort(Comparator.comparing((String n) -> -score.get(n)).thenComparing(NATURAL));
    return neighbours.subList(0, Math.min(room, neighbours.size()));
  }

  /** The wanted hosts attached to drawn switches, then other hosts of {@code hostSwitches}, up to {@code max}. */
  private static List<String> pickHosts(Topology t, Set<String> wanted, Set<String> hostSwitches, Set<String> drawn,
      int max) {
    List<String> out = new ArrayList<>();
    for (String h : wanted) {
      if (out.size() < max && attachedTo(t, h, drawn)) {
        out.add(h);
      }
    }
    for (String h : t.hosts().keySet()) {
      if (out.size() >= max) {
        break;
      }
      if (!out.contains(h) && attachedTo(t, h, hostSwitches)) {
        out.add(h);
      }
    }
    return out;
  }

  private static boolean attachedTo(Topology t, String host, Set<String> switches) {
    return t.hosts().getOrDefault(host, List.of()).stream().anyMatch(p -> switches.contains(p.switchName()));
  }
}
