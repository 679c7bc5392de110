package org.pfcheck.reports.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

/**
 * What a drawing needs to know about a fabric in one scenario: switches with their tier and tier
 * level, switch-to-switch wires (up or down), hosts and where they attach. Taken from the
 * {@link Network} when the caller has it, else guessed from a counterexample (its switches and the
 * hops between them, no tiers, no hosts). Immutable.
 *
 * @param switches switch name to tier name ("" when none), in declaration order
 * @param levels switch name to tier level, for switches whose tier has a level
 * @param wires switch-to-switch links
 * @param hosts host name to its attachments
 * @param dead hosts dead in the scenario
 */
record Topology(Map<String, String> switches, Map<String, Integer> levels, List<Wire> wires,
    Map<String, List<Port>> hosts, Set<String> dead) {
  /** A switch-to-switch link; {@code down} in the scenario drawn. */
  record Wire(String a, String b, boolean down) {
  }

  /** A host's attachment to {@code switchName}; {@code standby} for a dual-homed host's standby ToR. */
  record Port(String switchName, boolean standby) {
  }

  Topology {
    switches = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(switches));
    levels = Map.copyOf(levels);
    wires = List.copyOf(wires);
    hosts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(hosts));
    dead = Set.copyOf(dead);
  }

  /** The fabric of {@code n} in {@code scenario} (whose down links are marked down). */
  static Topology of(Network n, Scenario scenario) {
    Map<String, String> switches = new LinkedHashMap<>();
    Map<String, Integer> levels = new LinkedHashMap<>();
    for (Switch s : n.switches()) {
      switches.put(s.name(), s.tier().orElse(""));
      s.tier().map(t -> n.tiers().levelOf(t)).filter(OptionalInt::isPresent)
          .ifPresent(level -> levels.put(s.name(), level.getAsInt()));
    }
    List<Wire> wires = new ArrayList<>();
    for (Link l : n.links()) {
      boolean down = scenario.linksDown().stream().anyMatch(d -> d.matches(l));
      wires.add(new Wire(l.a().node(), l.b().node(), down));
    }
    Map<String, List<Port>> hosts = new LinkedHashMap<>();
    for (Host h : n.hosts()) {
      List<Port> ports = new ArrayList<>();
      for (Attachment a : h.attachments()) {
        ports.add(new Port(a.switchName(), a.standby()));
      }
      hosts.put(h.name(), ports);
    }
    Set<String> dead = new LinkedHashSet<>();
    scenario.deadHosts().forEach(d -> dead.add(d.host()));
    return new Topology(switches, levels, wires, hosts, dead);
  }

  /** What {@code cx} alone tells: its switches, a wire for every hop, no tiers and no hosts. */
  static Topology of(Counterexample cx) {
    Map<String, String> switches = new LinkedHashMap<>();
    List<Wire> wires = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (Dependency d : cx.cycle()) {
      switches.put(d.from().switchName(), "");
      switches.put(d.to().switchName(), "");
      String a = d.from().switchName();
      String b = d.to().switchName();
      String key = a.compareTo(b) < 0 ? a + "\u0000" + b : b + "\u0000" + a;
      if (!a.equals(b) && seen.add(key)) {
        wires.add(new Wire(a, b, false));
      }
    }
    Set<String> dead = new LinkedHashSet<>();
    cx.scenario().deadHosts().forEach(d -> dead.add(d.host()));
    return new Topology(switches, Map.of(), wires, Map.of(), dead);
  }

  /** The tier name of a switch, when it has one. */
  Optional<String> tier(String switchName) {
    String t = switches.get(switchName);
    return t == null || t.isEmpty() ? Optional.empty() : Optional.of(t);
  }
}
