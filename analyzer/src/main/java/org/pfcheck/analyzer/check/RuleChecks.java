package org.pfcheck.analyzer.check;

import java.util.List;
import org.pfcheck.model.Network;
import org.pfcheck.model.RewriteRule;
import org.pfcheck.model.Selector;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/** Checks of rewrite selectors: names and tiers they refer to, and selectors that make no sense where used. */
final class RuleChecks {
  private RuleChecks() {}

  static void selectors(Network n, NetworkValidator.Names names, Diagnostics out) {
    for (RewriteRule r : n.rewrites()) {
      String rule = "rewrite " + r.from() + " -> " + r.to();
      Selector at = r.at();
      if (at instanceof Selector.Above || at instanceof Selector.Below || at instanceof Selector.Hosts) {
        out.report(Code.PFC209, r.origin(), rule + " applies 'at " + at + "', which only describes neighbours",
            "use 'at any', 'at tier NAME' or 'at' a list of switches; above/below/host belong in 'from'/'to'");
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
      }
    }
  }

  private static void tier(Network n, Selector sel, RewriteRule r, String rule, Diagnostics out) {
    if (sel instanceof Selector.Tier t && n.tiers().levelOf(t.tier()).isEmpty()) {
      out.report(Code.PFC107, r.origin(), rule + " names tier '" + t.tier() + "', which the tier order does not know",
          "use one of " + n.tiers().levels().keySet());
    }
  }
}
