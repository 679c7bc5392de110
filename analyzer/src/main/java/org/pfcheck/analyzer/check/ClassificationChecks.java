package org.pfcheck.analyzer.check;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.TcMap;
import org.pfcheck.model.scenario.Flow;

/**
 * Checks of per-port classification (DSCP mode): bindings name declared switches, ports and maps
 * (PFC102, PFC104, PFC110), one map of each kind per switch, port or tunnel end (PFC208, or PFC212 when
 * repeated), and in DSCP mode rewrites and flows name DSCP values, not priorities (PFC219).
 */
final class ClassificationChecks {
  private ClassificationChecks() {}

  static void run(Network n, NetworkValidator.Names names, Diagnostics out) {
    Set<String> dscpMaps = new TreeSet<>(n.qos().dscpMaps().stream().map(DscpMap::name).toList());
    Set<String> tcMaps = new TreeSet<>(n.qos().tcMaps().stream().map(TcMap::name).toList());
    Map<String, Classification> bound = new HashMap<>();
    for (Classification c : n.qos().classifications()) {
      String what = "classify " + c.switchName();
      if (!ReferenceChecks.knownSwitch(names, c.switchName(), c.origin(), what, out)) {
        continue;
      }
      c.ports().forEach(p -> ReferenceChecks.knownPortOrLag(names, c.switchName(), p, c.origin(), what, out));
      known(c.dscpMap(), dscpMaps, "dscp-map", c, out);
      known(c.tcMap(), tcMaps, "tc-map", c, out);
      List<String> targets = c.scope() == Classification.Scope.PORTS
          ? c.ports().stream().flatMap(p -> LayerTwoChecks.members(names, c.switchName(), p).stream())
              .map(p -> "port " + p).toList()
          : List.of(c.scope() == Classification.Scope.TUNNEL ? "tunnel" : "switch");
      for (String target : targets) {
        once(bound, c.switchName() + " " + target + " dscp-map", c, c.dscpMap(), "dscp-map", target, out);
        once(bound, c.switchName() + " " + target + " tc-map", c, c.tcMap(), "tc-map", target, out);
      }
    }
    if (!n.dscpMode()) {
      return;
    }
    for (RewriteRule r : n.rewrites()) {
      if (!r.dscp()) {
        out.report(Code.PFC219, r.origin(), "rewrite " + r.from() + " -> " + r.to() + " rewrites a priority, but the "
            + "fabric classifies by DSCP at every port (it declares maps, bindings or DSCP rewrites)",
            "rewrite DSCP values: rewrite dscp A -> B");
      }
    }
    for (Flow f : n.traffic().flows()) {
      if (f.dscp() < 0) {
        out.report(Code.PFC219, f.origin(), "flow " + f.src() + " -> " + f.dst() + " names priority " + f.priority()
            + ", but the fabric classifies by DSCP at every port, so a flow's packets are known by their DSCP",
            "write the flow's DSCP: flow " + f.src() + " -> " + f.dst() + " dscp D");
      }
    }
  }

  private static void known(Optional<String> map, Set<String> declared, String kind, Classification c,
      Diagnostics out) {
    if (map.isPresent() && !declared.contains(map.get())) {
      out.report(Code.PFC110, c.origin(), "classify " + c.switchName() + " names " + kind + " '" + map.get()
          + "', which is not declared", declared.isEmpty() ? "declare it: " + kind + " " + map.get() + " ..."
          : "declared " + kind + "s: " + String.join(", ", declared));
    }
  }

  private static void once(Map<String, Classification> bound, String key, Classification c, Optional<String> map,
      String kind, String target, Diagnostics out) {
    if (map.isEmpty()) {
      return;
    }
    Classification before = bound.putIfAbsent(key, c);
    if (before == null || before == c) {
      return;
    }
    boolean same = before.dscpMap().equals(c.dscpMap()) && kind.equals("dscp-map")
        || before.tcMap().equals(c.tcMap()) && kind.equals("tc-map");
    String line = before.origin().span().map(s -> "line " + s.line()).orElse("an earlier binding");
    if (same) {
      out.report(Code.PFC212, c.origin(), "the " + kind + " of " + c.switchName() + " " + target + " is bound to "
          + map.get() + " on " + line + " already", "remove the repetition");
    } else {
      out.report(Code.PFC208, c.origin(), "the " + kind + " of " + c.switchName() + " " + target
          + " is bound to another map on " + line, "bind one " + kind + " per switch, port or tunnel end");
    }
  }
}
