package org.pfcheck.analyzer.hazards;

import java.util.List;
import java.util.Optional;
import org.pfcheck.model.Endpoint;
import org.pfcheck.model.Link;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.PfcSetting;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * PFC403: a link whose two ends disagree on PFC for a lossless priority. A port's {@code pfc} setting
 * covers both sending pauses (as an ingress) and honouring them (as an egress), so the end with PFC on
 * sends pauses the other end ignores: its queue overflows and drops lossless packets. Reported at the
 * {@code pfc} statement that makes the ends differ.
 */
final class PfcEndHazards {
  private PfcEndHazards() {}

  /** What the two ends of one link say about one priority. */
  private record Mismatch(int priority, String on, String off) {}

  static void run(Network n, List<Diagnostic> out) {
    Findings<Mismatch> found = new Findings<>(Code.PFC403);
    for (Link l : n.links()) {
      for (int p : n.qos().lossless()) {
        boolean a = n.qos().pfcEnabled(l.a().node(), l.a().port(), p);
        boolean b = n.qos().pfcEnabled(l.b().node(), l.b().port(), p);
        if (a != b) {
          Endpoint on = a ? l.a() : l.b();
          Endpoint off = a ? l.b() : l.a();
          found.add(deciding(n, l), new Mismatch(p, label(on), label(off)), label(l.a()) + " -- " + label(l.b()));
        }
      }
    }
    found.report(out, (m, links) -> "PFC for lossless priority " + m.priority() + " is on at " + m.on() + " but off at "
        + m.off() + (links.size() > 1 ? " (and " + (links.size() - 1) + " more links like it: " + Findings.list(links)
        + ")" : "") + ": " + m.off() + " ignores the pauses " + m.on() + " sends, so " + m.on()
        + "'s queue overflows and drops lossless packets", (m, links) -> "enable PFC for priority " + m.priority()
        + " at both ends of the link (or at neither, making the priority lossy there on purpose)");
  }

  /** The later of the two ends' deciding {@code pfc} statements (a default decides nothing); else the link. */
  private static Origin deciding(Network n, Link l) {
    Optional<PfcSetting> a = n.qos().pfcSettingAt(l.a().node(), l.a().port());
    Optional<PfcSetting> b = n.qos().pfcSettingAt(l.b().node(), l.b().port());
    int ia = a.map(s -> position(n.qos().pfc(), s)).orElse(-1);
    int ib = b.map(s -> position(n.qos().pfc(), s)).orElse(-1);
    if (ia < 0 && ib < 0) {
      return l.origin();
    }
    return n.qos().pfc().get(Math.max(ia, ib)).origin();
  }

  /** The position of {@code s} itself in {@code all} (equal settings on other lines are other statements). */
  private static int position(List<PfcSetting> all, PfcSetting s) {
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i) == s) {
        return i;
      }
    }
    return -1;
  }

  private static String label(Endpoint e) {
    return e.node() + ":" + e.port();
  }
}
