package org.pfcheck.reports.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.pfcheck.analyzer.Cause;

/** What a cycle means and the usual fixes, worded per cause: only the causes present are shown. */
final class Advice {
  private Advice() {
  }

  /** The paragraph explaining a cyclic buffer dependency. */
  static String meaning() {
    return """
        What this means: each queue on a cycle holds lossless packets that need room in the next queue.
        When every queue on the cycle fills, each one's PFC pause stops the one before it, the pauses go
        round the loop and none of these packets moves again: a PFC deadlock. A cycle is necessary, not
        sufficient: the configuration permits a deadlock; whether one happens depends on the load.
        Typical fixes for the causes on these cycles:""";
  }

  /**
   * One fix per kind of cause present. Routing advice only when {@code routingOnly}: some cycle has
   * no flood, bridge or bounce edge, so forwarding alone closes it.
   */
  static List<String> fixes(Set<Cause> causes, boolean routingOnly) {
    List<String> out = new ArrayList<>();
    if (causes.contains(Cause.FLOOD)) {
      out.add("flood: a switch floods lossless packets for a host whose MAC entry is gone but whose ARP"
          + " entry is not (a dead or silent server; MAC timeout < ARP timeout). Drop lossless packets on"
          + " a MAC miss (`on-mac-miss drop-lossless`, the SIGCOMM'16 fix), or keep flooded traffic out of"
          + " lossless classes.");
    }
    if (causes.contains(Cause.BRIDGE)) {
      out.add("bridge: flood copies are bridged on through the VLAN (not routed: they are not addressed to a"
          + " router MAC) and, where a switch knows the host's MAC but the model does not know its port, sent"
          + " to every port they may take. Keep floods at the host's switch: routed (layer-3) uplinks (`routed"
          + " T0 ports L0, L1`) or VLANs that hold only server ports, and `on-mac-miss drop-lossless`.");
    }
    if (causes.contains(Cause.BOUNCE)) {
      out.add("bounce: a standby ToR sends traffic back up in the same lossless priority. Rewrite the"
          + " priority of bounced traffic to another lossless one (e.g. `rewrite 3 -> 2 at tier tor from"
          + " above to above on bounce`, as SONiC dual-ToR remaps 3→2 and 4→6).");
    }
    if (routingOnly) {
      out.add("route/ecmp/derived: forwarding itself closes the loop (a packet goes down and up again after"
          + " a failure, routes point at each other, or the topology has a ring). Use up-down routing"
          + " (`routing up-down`), fix the routes, or rewrite the priority at one hop of the cycle to another"
          + " lossless priority (a virtual-channel split, as in Dally & Seitz and Tagger).");
    }
    return out;
  }
}
