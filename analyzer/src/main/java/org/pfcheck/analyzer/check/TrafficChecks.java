package org.pfcheck.analyzer.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.stream.Collectors;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.topology.Host;

/**
 * PFC215: the considered traffic (docs/semantics.md, "Packets and classes") holds no packet that can
 * be lossless, so a proof of deadlock freedom would be vacuous. Run only when some priority is lossless
 * (else PFC210 says so).
 */
final class TrafficChecks {
  /** How many ineffective flows a message names. */
  private static final int NAMED = 3;

  private TrafficChecks() {}

  static void run(Network n, NetworkValidator.Names names, Diagnostics out) {
    Set<String> dead = new HashSet<>();
    n.scenario().deadHosts().forEach(d -> dead.add(d.host()));
    if (n.traffic().allPairs()) {
      allPairs(n, dead, out);
    } else {
      flows(n, names, dead, out);
    }
  }

  private static void allPairs(Network n, Set<String> dead, Diagnostics out) {
    SortedSet<Integer> lossless = n.qos().lossless();
    if (n.dscpMode() && n.sourceDscps().isEmpty()) {
      out.report(Code.PFC215, n.qos().origin(), "no lossless traffic: no DSCP value is classified into a lossless"
          + " priority group (" + numbers(lossless) + ") at any port, or rewritten into one, so a proof would consider"
          + " no packet", "map the lossless class's DSCP values to a traffic class whose group is lossless");
    } else if (!n.dscpMode() && n.sourcePriorities().isEmpty()) {
      out.report(Code.PFC215, n.qos().origin(), "no lossless traffic: packets start in "
          + words(n.qos().startPriorities(), "priority", "priorities") + " (by the DSCP map), none of them lossless ("
          + numbers(lossless) + ") or rewritten into a lossless priority, so a proof would consider no packet",
          "map the lossless class's DSCP values to a lossless priority, e.g. 'dscp 26 -> " + lossless.first()
          + "', or rewrite the class into one");
    }
    long live = n.hosts().stream().filter(h -> !dead.contains(h.name())).count();
    if (live < 2) {
      String hosts = n.hosts().isEmpty() ? "the fabric has no host"
          : "only " + live + " of its " + words(n.hosts().size(), "host", "hosts") + (live == 1 ? " is" : " are")
              + " alive";
      Origin at = n.hosts().isEmpty() ? n.qos().origin() : n.hosts().get(0).origin();
      out.report(Code.PFC215, at, "no lossless traffic: " + hosts
          + ", and all host pairs need two live hosts, so a proof would consider no packet",
          n.hosts().isEmpty() ? "declare the hosts, e.g. 'host S1 at T0'" : dead.isEmpty()
              ? "declare at least two hosts: all host pairs need a sender and a receiver"
              : "declare fewer hosts 'dead'");
    }
  }

  private static void flows(Network n, NetworkValidator.Names names, Set<String> dead, Diagnostics out) {
    List<String> why = new ArrayList<>();
    // asked once, not per flow: each question walks every host
    Set<Integer> priorities = n.dscpMode() ? Set.of() : n.prioritiesThatMayBecomeLossless();
    Set<Integer> dscps = n.dscpMode() ? n.dscpsThatMayBecomeLossless() : Set.of();
    for (Flow f : n.traffic().flows()) {
      Host src = names.hosts().get(f.src());
      if (src == null || !names.hosts().containsKey(f.dst())) {
        return; // PFC103 says so; a flow between unknown hosts is not judged
      }
      String reason = ineffective(n, f, dead, priorities, dscps);
      if (reason == null) {
        return;
      }
      why.add(f.src() + " -> " + f.dst() + " (" + reason + ")");
    }
    int count = why.size();
    String listed = why.stream().limit(NAMED).collect(Collectors.joining(", ")) + (count > NAMED ? ", …" : "");
    Origin at = n.traffic().flows().stream().map(Flow::origin).filter(o -> o.span().isPresent()).findFirst()
        .orElse(n.traffic().origin());
    out.report(Code.PFC215, at, "no lossless traffic: " + (count == 1 ? "the declared flow sends no packet"
        : "none of the " + count + " declared flows sends a packet") + " that can be lossless: " + listed
        + ", so a proof would consider no packet", "declare a flow from a live host to another host in a lossless "
        + "priority (" + numbers(n.qos().lossless()) + "), or delete the flows to check all host pairs");
  }

  /** Why flow {@code f} sends no packet that can be lossless, or null when it may. */
  private static String ineffective(Network n, Flow f, Set<String> dead, Set<Integer> priorities,
      Set<Integer> dscps) {
    if (f.src().equals(f.dst())) {
      return "a host sending to itself";
    }
    if (dead.contains(f.src())) {
      return f.src() + " is dead";
    }
    if (n.dscpMode() && f.dscp() >= 0 && !dscps.contains(f.dscp())) {
      return "DSCP " + f.dscp() + " is lossy at every port and no rewrite leads to a lossless one";
    }
    if (!n.dscpMode() && !priorities.contains(f.priority())) {
      return "priority " + f.priority() + " is lossy and no rewrite leads to a lossless one";
    }
    return null;
  }

  private static String numbers(Set<Integer> priorities) {
    return priorities.stream().map(String::valueOf).collect(Collectors.joining(", "));
  }

  private static String words(Set<Integer> priorities, String one, String many) {
    return (priorities.size() == 1 ? one : many) + " " + numbers(priorities);
  }

  private static String words(int count, String one, String many) {
    return count + " " + (count == 1 ? one : many);
  }
}
