package org.pfcheck.analyzer.hazards;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.model.hazards.BroadcastClass;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.Timers;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Switch;

/**
 * Lossless traffic where broadcast, multicast or flooding puts it (Guo et al., SIGCOMM 2016, section 4:
 * "broadcast and multicast must not be in lossless classes"): PFC501, MAC entries that age out before ARP
 * entries on a switch that floods lossless packets on a MAC miss (the flood deadlock's precondition, with
 * or without a dead host); PFC502, ARP or multicast in a lossless priority, and lossless packets that the
 * declared scenario floods.
 */
final class FloodHazards {
  private FloodHazards() {}

  static void run(Network n, SwitchPorts ports, List<Diagnostic> out) {
    if (n.qos().lossless().isEmpty()) {
      return;
    }
    Map<String, Boolean> lossless = new HashMap<>();
    ports.all().forEach(p -> lossless.merge(p.sw().name(), !p.lossless().isEmpty(), Boolean::logicalOr));
    macAgesFirst(n, lossless, out);
    broadcast(n, out);
    scenarioFloods(n, lossless, out);
  }

  private static boolean floods(Switch s, Map<String, Boolean> lossless) {
    return s.onMacMiss() == MacMissPolicy.FLOOD && lossless.getOrDefault(s.name(), false);
  }

  /** Whether the switch named {@code name} floods lossless packets on a MAC miss. */
  private static java.util.function.Predicate<String> floods(Network n, Map<String, Boolean> lossless) {
    Map<String, Boolean> floods = new HashMap<>();
    n.switches().forEach(s -> floods.putIfAbsent(s.name(), floods(s, lossless)));
    return name -> floods.getOrDefault(name, false);
  }

  private static void macAgesFirst(Network n, Map<String, Boolean> lossless, List<Diagnostic> out) {
    Timers t = n.timers();
    if (!t.macAgesFirst()) {
      return;
    }
    Findings<String> found = new Findings<>(Code.PFC501);
    FloodReach reach = FloodReach.of(n, java.util.Set.of(), floods(n, lossless));
    for (Switch s : n.switches()) {
      if (floods(s, lossless) && reach.switches().contains(s.name())) {
        if (t.origin().span().isPresent()) {
          found.add(t.origin(), "", s.name());
        } else {
          found.addSpread(s.origin(), "", s.name()); // default timers: one finding, not one per switch
        }
      }
    }
    String timers = "MAC entries (" + Amounts.seconds(t.macSeconds()) + ") age out before ARP entries ("
        + Amounts.seconds(t.arpSeconds()) + ")";
    found.report(out, (d, names) -> timers + ": " + Findings.list(names) + " " + Findings.noun(names, "floods",
        "flood") + " a silent server's lossless packets, while its ARP entry lives and declared dead or not, "
        + reach.where() + " (the SIGCOMM'16 flood deadlock's precondition)",
        (d, names) -> "drop lossless packets on a MAC miss ('default on-mac-miss drop-lossless', the fix of Guo et al.),"
            + " or keep MAC entries at least as long as ARP entries ('timers mac " + Amounts.seconds(t.arpSeconds()) + "')");
  }

  private static void broadcast(Network n, List<Diagnostic> out) {
    List<BroadcastClass> classes = new ArrayList<>(List.of(n.hazards().arp()));
    java.util.Set<Integer> multicast = new java.util.HashSet<>();
    n.hazards().multicast().stream().filter(m -> multicast.add(m.priority())).forEach(classes::add);
    for (BroadcastClass c : classes) {
      if (!n.qos().lossless().contains(c.priority())) {
        continue;
      }
      boolean defaultArp = c == BroadcastClass.DEFAULT_ARP;
      out.add(Diagnostic.of(Code.PFC502, (defaultArp ? n.qos().origin() : c.origin()).span().orElse(null),
          (c.kind() == BroadcastClass.Kind.ARP ? "ARP, broadcast to every port of its domain," : "multicast")
          + " travels in priority " + c.priority() + ", which is lossless" + (defaultArp
          ? " (ARP frames have no DSCP: switches classify them as priority 0)" : "") + ": its copies take every path"
          + " of the domain, where routing never sends lossless packets, and can close a cycle of pauses",
          "keep broadcast and multicast out of lossless classes: make priority " + c.priority() + " lossy, or"
          + " classify " + c.kind() + " into a lossy priority ('broadcast " + c.kind() + " priority P')"));
    }
  }

  /** Lossless packets flooded in the declared scenario: to dead hosts whose MAC ages out, and missing MAC entries. */
  private static void scenarioFloods(Network n, Map<String, Boolean> lossless, List<Diagnostic> out) {
    if (n.sourcePriorities().isEmpty()) {
      return;
    }
    Map<String, Switch> switches = new HashMap<>();
    n.switches().forEach(s -> switches.putIfAbsent(s.name(), s));
    Map<String, Host> hosts = new HashMap<>();
    n.hosts().forEach(h -> hosts.putIfAbsent(h.name(), h));
    // the dead hosts' floods are one finding, listing where: a dead host under every ToR of a k=32 fat-tree made 512
    Findings<String> dead = new Findings<>(Code.PFC502);
    Map<String, String> flooder = new HashMap<>();
    if (n.timers().macAgesFirst()) {
      for (Scenario.DeadHost d : n.scenario().deadHosts()) {
        Host h = hosts.get(d.host());
        Switch at = h == null ? null : switches.get(h.active().switchName());
        if (at != null && floods(at, lossless)) {
          flooder.putIfAbsent(d.host(), at.name());
          dead.addSpread(d.origin(), "", d.host());
        }
      }
    }
    Findings<String> missing = new Findings<>(Code.PFC502);
    for (Scenario.MacMissing m : n.scenario().macMissing()) {
      Switch at = switches.get(m.switchName());
      if (at != null && floods(at, lossless)) {
        missing.add(m.origin(), at.name() + " floods lossless packets for " + m.host() + ", whose MAC entry is missing",
            m.host());
      }
    }
    BiFunction<String, List<String>, String> hint = (d, names) -> "drop lossless packets on a MAC miss ('on-mac-miss"
        + " drop-lossless'); 'pfcheck check' shows whether these copies close a cycle";
    if (!flooder.isEmpty()) {
      FloodReach reach = FloodReach.of(n, flooder.keySet(), floods(n, lossless));
      // two lists in one message: each within 45 characters, so that the whole fits Diagnostic.MAX_TEXT
      String copies = "; the copies stay lossless and go " + (reach.crossesLinks() ? "to the rest of their flood domain"
          + " (their VLAN, or every port), across links between switches (" + Findings.list(List.copyOf(reach.switches()),
          45) + " send them)" : reach.where()) + ", where routing never sends them";
      dead.report(out, (d, names) -> "in this scenario " + floodsForDead(names, flooder) + copies, hint);
    }
    missing.report(out, (why, names) -> "in this scenario " + why + ": the flood copies stay lossless and go to the"
        + " other ports of its flood domain there, where routing never sends them", hint);
  }

  /** Which switches flood for which dead hosts ({@code names}), whose MAC entries age out. */
  private static String floodsForDead(List<String> names, Map<String, String> flooder) {
    if (names.size() == 1) {
      return flooder.get(names.get(0)) + " floods lossless packets for " + names.get(0) + ", dead: its MAC entry ages"
          + " out before its ARP entry";
    }
    return "switches flood lossless packets for " + names.size() + " dead hosts whose MAC entries age out first ("
        + Findings.list(names.stream().map(h -> flooder.get(h) + " for " + h).toList(), 45) + ")";
  }
}
