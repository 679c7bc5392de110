package org.pfcheck.reports.sarif;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Severity;

/**
 * One kind of finding pfcheck reports, as a SARIF {@code reportingDescriptor}. Rule ids are stable:
 * never renamed, never reused. Immutable.
 *
 * @param id the stable id ({@code PFC-DEADLOCK-FLOOD}, {@code PFC102}, ...)
 * @param name a CamelCase name
 * @param shortDescription one sentence
 * @param help how to fix it, in plain text
 * @param level the default SARIF level: error, warning or note
 */
public record SarifRule(String id, String name, String shortDescription, String help, String level) {
  /** Cycles closed by flooding on a MAC miss. */
  public static final SarifRule FLOOD = new SarifRule(CycleFinding.Kind.FLOOD.ruleId(), "FloodDeadlock",
      "PFC deadlock possible: lossless packets flooded on a MAC miss close a cyclic buffer dependency.",
      "A switch holds the ARP entry of a host whose MAC entry is gone (a dead or silent server: MAC timeout"
          + " shorter than ARP timeout) and floods its lossless packets to the other ports of its flood domain (its"
          + " VLAN, or every port where there is none); where that domain spans links between switches, the copies"
          + " go where routing never sends them."
          + " Drop lossless packets on a MAC miss (`on-mac-miss drop-lossless`, the SIGCOMM'16 fix), or keep"
          + " flooded traffic out of lossless classes.", "error");
  /** Cycles closed by a standby ToR bouncing traffic back up. */
  public static final SarifRule BOUNCE = new SarifRule(CycleFinding.Kind.BOUNCE.ruleId(), "BounceDeadlock",
      "PFC deadlock possible: traffic bounced by a standby ToR goes back up in the same lossless priority.",
      "Rewrite the priority of bounced traffic to another lossless priority (for example `rewrite 3 -> 2 at"
          + " tier tor from above to above on bounce`, as SONiC dual-ToR remaps 3 to 2 and 4 to 6).", "error");
  /** Cycles closed by routes, ECMP or derived routing. */
  public static final SarifRule ROUTING = new SarifRule(CycleFinding.Kind.ROUTING.ruleId(), "RoutingDeadlock",
      "PFC deadlock possible: forwarding closes a cyclic buffer dependency.",
      "Routes point at each other, the topology has a ring, or failures make packets go down and up again."
          + " Use up-down routing (`routing up-down`), fix the routes, or rewrite the priority at one hop of the"
          + " cycle to another lossless priority (a virtual-channel split, as in Dally & Seitz and Tagger).",
      "error");
  /** An analysis that hit a limit. */
  public static final SarifRule UNKNOWN = new SarifRule("PFC-UNKNOWN", "NoVerdict",
      "No verdict: the analysis hit a limit or timeout, so deadlock freedom is not proven.",
      "Give the analysis more room (--timeout) or check a smaller scenario space.", "warning");

  /** A server-facing port through which a stuck NIC's pause storm spreads ({@code pfcheck storm}). */
  public static final SarifRule STORM = new SarifRule("PFC-STORM", "PauseStormSpreads",
      "A stuck NIC's pause storm spreads from a server-facing port without a PFC watchdog that drops or forwards.",
      "A NIC whose receive pipeline stalls pauses its ToR port forever; every lossless queue that waits on it fills"
          + " and pauses its senders, up to the hosts (Guo et al., SIGCOMM 2016, Figure 5). Turn the PFC watchdog on"
          + " for the server-facing ports with action drop (`pfc-watchdog all host-ports`), and the NIC's storm"
          + " watchdog (`nic all storm-watchdog 100ms`).", "warning");

  public SarifRule {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(shortDescription, "shortDescription");
    Objects.requireNonNull(help, "help");
    if (!List.of("error", "warning", "note").contains(level)) {
      throw new IllegalArgumentException("level " + level);
    }
  }

  /** The rule of a cycle of {@code kind}. */
  public static SarifRule of(CycleFinding.Kind kind) {
    return switch (kind) {
      case FLOOD -> FLOOD;
      case BOUNCE -> BOUNCE;
      case ROUTING -> ROUTING;
    };
  }

  /** The rule of a diagnostic code: its id is the code, its level the code's default severity. */
  public static SarifRule of(Code code) {
    String title = code.title();
    return new SarifRule(code.name(), camel(title), Character.toUpperCase(title.charAt(0)) + title.substring(1) + ".",
        "See docs/diagnostics.md, " + code.name() + ".", code.severity() == Severity.ERROR ? "error" : "warning");
  }

  /** Every rule, in a fixed order: the finding kinds, the storm, then every diagnostic code. */
  public static List<SarifRule> all() {
    List<SarifRule> out = new ArrayList<>(List.of(FLOOD, BOUNCE, ROUTING, UNKNOWN, STORM));
    for (Code c : Code.values()) {
      out.add(of(c));
    }
    return List.copyOf(out);
  }

  private static String camel(String words) {
    StringBuilder out = new StringBuilder();
    for (String w : words.split("[^A-Za-z0-9]+")) {
      if (!w.isEmpty()) {
        out.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
      }
    }
    return out.toString();
  }
}
