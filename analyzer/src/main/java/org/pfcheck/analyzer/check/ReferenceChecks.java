package org.pfcheck.analyzer.check;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/** The PFC1xx checks: duplicate names and references to switches, hosts, ports, links, tiers, VLANs. */
final class ReferenceChecks {
  private ReferenceChecks() {}

  static void run(Network n, NetworkValidator.Names names, Diagnostics out) {
    duplicates(n, out);
    for (Link l : n.links()) {
      for (Endpoint e : List.of(l.a(), l.b())) {
        knownSwitch(names, e.node(), l.origin(), "link " + l, out);
      }
    }
    for (Host h : n.hosts()) {
      for (Attachment a : h.attachments()) {
        knownSwitch(names, a.switchName(), a.origin(), "host " + h.name(), out);
      }
    }
    portsUsedOnce(n, names, out);
    for (Switch s : n.switches()) {
      s.tier().filter(t -> n.tiers().levelOf(t).isEmpty()).ifPresent(t -> out.report(Code.PFC107, s.origin(),
          "switch " + s.name() + " has tier '" + t + "', which the tier order does not know",
          "use one of " + n.tiers().levels().keySet() + " or declare it with 'tiers'"));
      int vlan = s.floodDomain().vlan();
      if (vlan != 0 && n.vlans().stream()
          .noneMatch(v -> v.id() == vlan && v.switchName().equals(s.name()) && !v.ports().isEmpty())) {
        out.report(Code.PFC109, s.origin(), "switch " + s.name() + " floods in VLAN " + vlan
            + ", which has no member ports at " + s.name(), "declare 'vlan " + vlan + " at " + s.name() + " ports ...'");
      }
    }
    for (Vlan v : n.vlans()) {
      if (knownSwitch(names, v.switchName(), v.origin(), "VLAN " + v.id(), out)) {
        v.ports().forEach(p -> knownPortOrLag(names, v.switchName(), p, v.origin(), "VLAN " + v.id(), out));
      }
    }
    for (PfcSetting p : n.qos().pfc()) {
      if (knownSwitch(names, p.switchName(), p.origin(), "pfc setting", out)) {
        p.port().ifPresent(port -> knownPort(names, p.switchName(), port, p.origin(), "pfc setting", out));
      }
    }
    for (Route r : n.routes()) {
      if (knownSwitch(names, r.switchName(), r.origin(), "route " + r.prefix(), out)) {
        for (String via : r.via()) {
          if (!names.neighbours(r.switchName(), via) && !names.hasPort(r.switchName(), via)
              && !names.hasLag(r.switchName(), via)) {
            out.report(Code.PFC108, r.origin(), "route " + r.prefix() + " at " + r.switchName() + " goes via '" + via
                + "', which is neither a neighbour switch nor a port or port-channel of " + r.switchName(),
                "name a switch linked to " + r.switchName() + " or one of its ports");
          }
        }
      }
    }
    RuleChecks.selectors(n, names, out);
    scenario(n, names, n.scenario(), out);
    for (Flow f : n.traffic().flows()) {
      knownHost(names, f.src(), f.origin(), "flow", out);
      knownHost(names, f.dst(), f.origin(), "flow", out);
    }
    n.space().ifPresent(sp -> {
      sp.linkCandidates().forEach(d -> knownLink(n, d, out));
      sp.hostCandidates().forEach(h -> knownHost(names, h, sp.origin(), "scenario space", out));
    });
  }

  private static void duplicates(Network n, Diagnostics out) {
    Map<String, String> seen = new HashMap<>();
    for (Switch s : n.switches()) {
      String before = seen.putIfAbsent(s.name(), "switch");
      if (before != null) {
        out.report(Code.PFC101, s.origin(), "switch " + s.name() + " is declared twice", "rename one of them");
      }
    }
    for (Host h : n.hosts()) {
      String before = seen.putIfAbsent(h.name(), "host");
      if (before != null) {
        out.report(Code.PFC101, h.origin(), "host " + h.name() + " has the name of a " + before + " declared before",
            "switch and host names share one namespace: rename the host");
      }
    }
  }

  private static void portsUsedOnce(Network n, NetworkValidator.Names names, Diagnostics out) {
    Set<String> reported = new HashSet<>();
    for (Link l : n.links()) {
      if (l.a().node().equals(l.b().node())) {
        out.report(Code.PFC213, l.origin(), "link " + l + " joins switch " + l.a().node() + " to itself",
            "link two different switches");
      }
      for (Endpoint e : List.of(l.a(), l.b())) {
        usedOnce(names, e.node(), e.port(), l.origin(), reported, out);
      }
    }
    for (Host h : n.hosts()) {
      for (Attachment a : h.attachments()) {
        usedOnce(names, a.switchName(), a.port(), a.origin(), reported, out);
      }
    }
  }

  private static void usedOnce(NetworkValidator.Names names, String sw, String port, Origin origin,
      Set<String> reported, Diagnostics out) {
    if (names.ports().getOrDefault(sw, Map.of()).getOrDefault(port, 0) > 1 && reported.add(sw + ":" + port)) {
      out.report(Code.PFC105, origin, "port " + sw + ":" + port + " is used by more than one link or host",
          "give each link end and each host attachment its own port");
    }
  }

  private static void scenario(Network n, NetworkValidator.Names names, Scenario s, Diagnostics out) {
    s.linksDown().forEach(d -> knownLink(n, d, out));
    s.deadHosts().forEach(d -> knownHost(names, d.host(), d.origin(), "dead", out));
    for (Scenario.MacMissing m : s.macMissing()) {
      knownSwitch(names, m.switchName(), m.origin(), "mac-missing", out);
      knownHost(names, m.host(), m.origin(), "mac-missing", out);
    }
  }

  private static void knownLink(Network n, Scenario.LinkDown d, Diagnostics out) {
    if (n.links().stream().noneMatch(d::matches)) {
      out.report(Code.PFC106, d.origin(), "no link joins " + d.a() + " and " + d.b(),
          "name the two ends of a declared link");
    }
  }

  static boolean knownSwitch(NetworkValidator.Names names, String sw, Origin origin, String what, Diagnostics out) {
    if (names.switches().containsKey(sw)) {
      return true;
    }
    out.reportOnce(Code.PFC102, origin, sw, what + " names switch '" + sw + "', which is not declared",
        names.hosts().containsKey(sw) ? sw + " is a host; name a switch" : "declare 'switch " + sw + "' or fix the name");
    return false;
  }

  static void knownHost(NetworkValidator.Names names, String host, Origin origin, String what, Diagnostics out) {
    if (!names.hosts().containsKey(host)) {
      out.reportOnce(Code.PFC103, origin, host, what + " names host '" + host + "', which is not declared",
          names.switches().containsKey(host) ? host + " is a switch; name a host" : "declare 'host " + host + "' or fix the name");
    }
  }

  static void knownPort(NetworkValidator.Names names, String sw, String port, Origin origin, String what,
      Diagnostics out) {
    if (!names.hasPort(sw, port)) {
      out.reportOnce(Code.PFC104, origin, sw + ":" + port, what + " names port '" + port + "' of " + sw
          + ", which no link or host uses",
          "ports of " + sw + ": " + new java.util.TreeSet<>(names.ports().getOrDefault(sw, Map.of()).keySet()));
    }
  }

  /** As {@link #knownPort}, where a port-channel of the switch may stand for its members. */
  static void knownPortOrLag(NetworkValidator.Names names, String sw, String port, Origin origin, String what,
      Diagnostics out) {
    if (!names.hasLag(sw, port)) {
      knownPort(names, sw, port, origin, what, out);
    }
  }
}
