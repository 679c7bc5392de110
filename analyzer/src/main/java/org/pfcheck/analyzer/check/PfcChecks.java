package org.pfcheck.analyzer.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Link;

/**
 * PFC218: a link whose two ends disagree on PFC for a lossless priority. The end without PFC neither
 * pauses its neighbour nor stops when paused, so the link is lossy both ways for that priority
 * (docs/semantics.md, "The sender must honour the pause") — unless it is asymmetric: then it still stops
 * when paused, and only what it receives is lossy. Reported at the {@code pfc} statement that
 * makes the ends differ (the later one when both ends have one), else at the link. Settings are grouped
 * by switch, so many per-port settings stay linear.
 */
final class PfcChecks {
  private PfcChecks() {}

  static void run(Network n, Diagnostics out) {
    if (n.qos().pfc().isEmpty() || n.qos().lossless().isEmpty()) {
      return;
    }
    Map<String, List<PfcSetting>> bySwitch = new HashMap<>();
    n.qos().pfc().forEach(s -> bySwitch.computeIfAbsent(s.switchName(), k -> new ArrayList<>()).add(s));
    for (Link l : n.links()) {
      Optional<PfcSetting> a = deciding(bySwitch, l.a());
      Optional<PfcSetting> b = deciding(bySwitch, l.b());
      if (a.isEmpty() && b.isEmpty()) {
        continue;
      }
      Set<Integer> onA = enabled(n, a);
      Set<Integer> onB = enabled(n, b);
      TreeSet<Integer> differ = new TreeSet<>();
      for (int p : n.qos().lossless()) {
        if (onA.contains(p) != onB.contains(p)) {
          differ.add(p);
        }
      }
      if (differ.isEmpty()) {
        continue;
      }
      int p = differ.first();
      Endpoint on = onA.contains(p) ? l.a() : l.b();
      Endpoint off = onA.contains(p) ? l.b() : l.a();
      boolean asymmetric = (onA.contains(p) ? b : a).map(PfcSetting::asymmetric).orElse(false);
      String list = differ.stream().map(String::valueOf).collect(Collectors.joining(", "));
      String prio = (differ.size() == 1 ? "priority " : "priorities ") + list;
      String effect = asymmetric
          ? off.node() + " does not pause " + on.node() + " but, being asymmetric, stops when paused, so what "
              + on.node() + " sends over the link is lossy for " + prio + " (the other way stays lossless)"
          : off.node() + " neither pauses " + on.node() + " nor stops when paused, so the link is lossy both"
              + " ways for " + prio;
      out.report(Code.PFC218, where(l, a, b), "PFC for " + prio + " is enabled at " + on + " but not at " + off
          + ": " + effect, "enable PFC for " + prio + " at both ends (pfc " + off.node() + " port " + off.port()
          + " priorities …), or at neither");
    }
  }

  /** The setting that decides PFC at {@code e}: the last one for its port, else the last for its switch. */
  private static Optional<PfcSetting> deciding(Map<String, List<PfcSetting>> bySwitch, Endpoint e) {
    PfcSetting port = null;
    PfcSetting sw = null;
    for (PfcSetting s : bySwitch.getOrDefault(e.node(), List.of())) {
      if (s.port().isEmpty()) {
        sw = s;
      } else if (s.port().get().equals(e.port())) {
        port = s;
      }
    }
    return Optional.ofNullable(port != null ? port : sw);
  }

  private static Set<Integer> enabled(Network n, Optional<PfcSetting> s) {
    return s.<Set<Integer>>map(PfcSetting::priorities).orElse(n.qos().lossless());
  }

  private static Origin where(Link l, Optional<PfcSetting> a, Optional<PfcSetting> b) {
    if (a.isPresent() && b.isPresent()) {
      int la = a.get().origin().span().map(s -> s.line()).orElse(0);
      int lb = b.get().origin().span().map(s -> s.line()).orElse(0);
      return (la >= lb ? a : b).get().origin();
    }
    Origin o = a.or(() -> b).orElseThrow().origin();
    return o.span().isPresent() ? o : l.origin();
  }
}
