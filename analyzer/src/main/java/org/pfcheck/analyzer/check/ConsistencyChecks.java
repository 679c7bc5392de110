package org.pfcheck.analyzer.check;

import java.util.HashMap;
import java.util.Map;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Switch;

/** The PFC2xx checks: tiers for up-down routing, attachments, routes, addresses, QoS, traffic, timers. */
final class ConsistencyChecks {
  private ConsistencyChecks() {}

  static void run(Network n, NetworkValidator.Names names, Diagnostics out) {
    if (n.routing().mode() == Routing.Mode.UP_DOWN) {
      for (Switch s : n.switches()) {
        if (s.tier().isEmpty()) {
          out.report(Code.PFC203, s.origin(), "up-down routing needs a tier for every switch; " + s.name() + " has none",
              "add 'tier NAME' to switch " + s.name() + " or use 'routing shortest-path'");
        }
      }
    }
    Map<Ipv4, String> addresses = new HashMap<>();
    for (Host h : n.hosts()) {
      long active = h.attachments().stream().filter(a -> !a.standby()).count();
      if (active != 1) {
        out.report(Code.PFC204, h.origin(), "host " + h.name() + " has " + active
            + " active attachments; exactly one must be active", active == 0
            ? "attach " + h.name() + " to one switch without 'standby'" : "mark all but one attachment 'standby'");
      }
      if (h.address().isEmpty()) {
        continue;
      }
      Ipv4 ip = h.address().get();
      String before = addresses.putIfAbsent(ip, h.name());
      if (before != null) {
        out.report(Code.PFC207, h.origin(), "host " + h.name() + " has address " + ip + ", as " + before + " has",
            "give every host its own address");
      }
      Switch at = names.switches().get(h.active().switchName());
      if (at != null && !at.subnets().isEmpty() && at.subnets().stream().noneMatch(p -> p.contains(ip))) {
        out.report(Code.PFC206, h.origin(), "host " + h.name() + " has address " + ip + ", outside every subnet of "
            + at.name() + " " + at.subnets(), "pick an address in " + at.subnets() + " or leave it to be assigned");
      }
    }
    Map<String, Route> routes = new HashMap<>();
    for (Route r : n.routes()) {
      Route before = routes.putIfAbsent(r.switchName() + " " + r.prefix(), r);
      if (before != null) {
        out.report(Code.PFC205, r.origin(), "switch " + r.switchName() + " has a second route for " + r.prefix()
            + (before.origin().span().map(s -> " (the first is at " + s + ")").orElse("")),
            "merge the next hops into one route (ECMP) or delete one");
      }
    }
    if (n.qos().lossless().isEmpty()) {
      // without a lossless statement, the first pfc setting (an import's "pfc SW off") says where
      org.pfcheck.model.Origin at = n.qos().origin().span().isPresent() || n.qos().pfc().isEmpty() ? n.qos().origin()
          : n.qos().pfc().get(0).origin();
      out.report(Code.PFC210, at, "no priority is lossless: PFC never pauses, so no PFC deadlock can occur",
          "declare the lossless priorities, e.g. 'lossless 3, 4'");
    } else {
      TrafficChecks.run(n, names, out);
      PfcChecks.run(n, out);
    }
    scenario(n, names, out);
  }

  private static void scenario(Network n, NetworkValidator.Names names, Diagnostics out) {
    if (!n.timers().macAgesFirst()) {
      for (Scenario.DeadHost d : n.scenario().deadHosts()) {
        out.report(Code.PFC211, d.origin(), "host " + d.host() + " is dead, but with mac-timeout "
            + n.timers().macSeconds() + " s >= arp-timeout " + n.timers().arpSeconds()
            + " s its ARP entry ages out with its MAC entry: there is no flooding window, packets to it are dropped",
            "to check the flooding window, set 'timers' with mac shorter than arp, or use 'mac-missing'");
      }
    }
  }
}
