package org.pfcheck.analyzer.check;

import java.util.List;
import java.util.Map;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.topology.Switch;

/**
 * Checks of rewrite rules: the names, tiers and ports their selectors refer to, selectors that make no
 * sense where used, and a rule for bounces in a fabric that bounces nothing.
 */
final class RuleChecks {
  private RuleChecks() {}

  static void selectors(Network n, NetworkValidator.Names names, Diagnostics out) {
    boolean bounces = n.hosts().stream().anyMatch(h -> h.attachments().size() > 1);
    for (RewriteRule r : n.rewrites()) {
      String rule = "rewrite " + (r.dscp() ? "dscp " : "") + r.from() + " -> " + r.to();
      Selector at = r.at();
      if (at instanceof Selector.Above || at instanceof Selector.Below || at instanceof Selector.Hosts
          || at instanceof Selector.Ports) {
        out.report(Code.PFC209, r.origin(), rule + " applies 'at " + at + "', which only describes neighbours or ports",
            "use 'at any', 'at tier NAME' or 'at' a list of switches; above/below/host/port belong in 'from'/'to'");
      }
      tier(n, at, r, rule, out);
      if (at instanceof Selector.Names list) {
        list.names().forEach(s -> ReferenceChecks.knownSwitch(names, s, r.origin(), rule, out));
      }
      for (Selector nb : List.of(r.ingress(), r.egress())) {
        tier(n, nb, r, rule, out);
        if (nb instanceof Selector.Names list) {
          for (String name : list.names()) {
            if (!names.switchAndHostNames().contains(name)) {
              out.report(Code.PFC102, r.origin(), rule + " names '" + name + "', which is neither a switch nor a host",
                  "declare it or fix the name");
            }
          }
        }
        if (nb instanceof Selector.Ports ports) {
          ports(n, names, r, ports, rule, out);
        }
      }
      if (r.on() == RewriteRule.On.BOUNCE && !bounces) {
        out.report(Code.PFC212, r.origin(), rule + " applies on bounce, but no host has a standby attachment: no"
            + " switch ever bounces a packet", "attach a host with 'standby', or drop 'on bounce'");
      }
    }
  }

  /** Each port a selector names must be a port or port-channel of some switch the rule applies at. */
  private static void ports(Network n, NetworkValidator.Names names, RewriteRule r, Selector.Ports ports, String rule,
      Diagnostics out) {
    List<String> at = n.switches().stream().map(Switch::name).filter(s -> applies(n, r.at(), s)).toList();
    for (String p : ports.names()) {
      if (at.stream().noneMatch(s -> names.hasPort(s, p) || names.hasLag(s, p))) {
        out.report(Code.PFC104, r.origin(), rule + " names port '" + p + "', which no switch it applies at has",
            at.size() == 1 ? "ports of " + at.get(0) + ": " + new java.util.TreeSet<>(names.ports()
                .getOrDefault(at.get(0), Map.of()).keySet()) : "name a port of the switches in 'at'");
      }
    }
  }

  private static boolean applies(Network n, Selector at, String sw) {
    if (at instanceof Selector.Any) {
      return true;
    }
    if (at instanceof Selector.Tier t) {
      return n.switches().stream().anyMatch(s -> s.name().equals(sw) && s.tier().equals(java.util.Optional.of(t.tier())));
    }
    return at instanceof Selector.Names list && list.names().contains(sw);
  }

  private static void tier(Network n, Selector sel, RewriteRule r, String rule, Diagnostics out) {
    if (sel instanceof Selector.Tier t && n.tiers().levelOf(t.tier()).isEmpty()) {
      out.report(Code.PFC107, r.origin(), rule + " names tier '" + t.tier() + "', which the tier order does not know",
          "use one of " + n.tiers().levels().keySet());
    }
  }
}
