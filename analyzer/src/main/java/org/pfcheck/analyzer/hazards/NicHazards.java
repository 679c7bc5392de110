package org.pfcheck.analyzer.hazards;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.hazards.Nic;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.Retransmission;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Host;

/**
 * The RDMA NIC hazards of Guo et al., SIGCOMM 2016: PFC503, go-back-0 retransmission on a host that
 * sends lossless traffic (the transport livelock); PFC504, an MTT that translates less memory than is
 * registered (the slow receiver that pauses its ToR); PFC506, a NIC without the pause-storm watchdog.
 */
final class NicHazards {
  /** The livelock example of the paper: a 4 MB message of 1 KB packets, 1 packet in 256 lost. */
  static final long MESSAGE_BYTES = 4L << 20;
  static final long PACKET_BYTES = 1024;
  static final int LOSS_ONE_IN = 256;

  private NicHazards() {}

  static void run(Network n, SwitchPorts ports, List<Diagnostic> out) {
    Set<String> senders = losslessSenders(n);
    Set<String> pausing = new HashSet<>();
    // a NIC's pauses stop its ToR port where the port honours them (PFC on, or an asymmetric port)
    ports.serverFacing().stream().filter(p -> !p.honoured().isEmpty()).forEach(p -> pausing.add(p.host().get().name()));
    Findings<String> goBack0 = new Findings<>(Code.PFC503);
    Findings<Nic> mtt = new Findings<>(Code.PFC504);
    Findings<String> noWatchdog = new Findings<>(Code.PFC506);
    for (Host h : n.hosts()) {
      Nic nic = n.hazards().nicOf(h);
      if (nic.retransmission() == Retransmission.GO_BACK_0 && senders.contains(h.name())) {
        goBack0.add(nic.origin(NicSetting.Field.RETRANSMISSION), "", h.name());
      }
      if (nic.mttCoverageBytes().isPresent() && nic.registeredBytes().isPresent()
          && nic.mttCoverageBytes().getAsLong() < nic.registeredBytes().getAsLong()) {
        mtt.add(nic.origin(NicSetting.Field.REGISTERED), nic, h.name());
      }
      if (!nic.stormWatchdog() && pausing.contains(h.name())) {
        noWatchdog.add(nic.origin(NicSetting.Field.STORM_WATCHDOG), "", h.name());
      }
    }
    goBack0.report(out, (d, hosts) -> "go-back-0 retransmission on " + Findings.list(hosts) + ", which "
        + Findings.noun(hosts, "sends", "send") + " lossless traffic: " + livelock(), (d, hosts) -> "use go-back-N"
        + " ('nic " + String.join(", ", hosts.subList(0, Math.min(3, hosts.size()))) + (hosts.size() > 3 ? ", …" : "")
        + " retransmit go-back-n'), the fix of Guo et al.: a loss costs the packets after it, not the whole message");
    mtt.report(out, (nic, hosts) -> "the NIC" + Findings.noun(hosts, " of ", "s of ") + Findings.list(hosts)
        + " translate" + Findings.noun(hosts, "s", "") + " " + String.format(Locale.ROOT, "%,d", nic.mttEntries()
        .getAsInt()) + " MTT entries × " + Sizes.text(nic.pageBytes()) + " = " + Sizes.text(nic.mttCoverageBytes()
        .getAsLong()) + " of the " + Sizes.text(nic.registeredBytes().getAsLong()) + " registered for RDMA: an"
        + " access outside that misses the MTT cache and stalls the receive pipeline, so the NIC pauses its ToR"
        + " again and again (the slow receiver of Guo et al.)", (nic, hosts) -> pageHint(nic));
    noWatchdog.report(out, (d, hosts) -> Findings.noun(hosts, "the NIC of ", "the NICs of ") + Findings.list(hosts)
        + Findings.noun(hosts, " has", " have") + " no pause-storm watchdog: a NIC whose receive pipeline stalls"
        + " sends pauses forever and pauses its ToR, which pauses the fabric behind it (the PFC storm of Guo et al.;"
        + " 'pfcheck storm FILE --from " + hosts.get(0) + "' shows how far)", (d, hosts) -> "turn the NIC watchdog on"
        + " ('nic … storm-watchdog 100ms', its usual default) and protect the ToR ports with 'pfc-watchdog'");
  }

  /**
   * The livelock arithmetic: a message of {@code N = MESSAGE_BYTES / PACKET_BYTES} packets finishes under
   * go-back-0 only when all N arrive in one try, which happens with probability {@code (1 - 1/256)^N}.
   */
  static String livelock() {
    long packets = MESSAGE_BYTES / PACKET_BYTES;
    double once = Math.exp(packets * Math.log1p(-1.0 / LOSS_ONE_IN));
    return String.format(Locale.ROOT, "a lost packet restarts the whole message, so a %s message of %,d packets of"
        + " %s finishes only when all %,d arrive in one try; when 1 packet in %d is lost that happens with probability"
        + " (%d/%d)^%d = %.1e, once in about %s tries, and the message never finishes (a livelock)",
        Sizes.text(MESSAGE_BYTES), packets, Sizes.text(PACKET_BYTES), packets, LOSS_ONE_IN, LOSS_ONE_IN - 1,
        LOSS_ONE_IN, packets, once, Sizes.count(1 / once));
  }

  private static String pageHint(Nic nic) {
    long hugePage = 2L << 20;
    long covered = nic.mttEntries().getAsInt() * hugePage;
    String with = String.format(Locale.ROOT, "%,d × 2MB = %s", nic.mttEntries().getAsInt(), Sizes.text(covered));
    return covered >= nic.registeredBytes().getAsLong()
        ? "use 2MB pages ('page-size 2MB'): " + with + " covers the registered memory"
        : "use 2MB pages ('page-size 2MB': " + with + "), and register less memory or use a NIC with more MTT entries";
  }

  /**
   * The hosts that send lossless traffic: live hosts that send a packet that is or may become lossless —
   * by a declared flow, else (all host pairs, two live hosts or more) in the priority of the DSCP their
   * NIC marks, or in any source priority when the NIC's DSCP is not declared.
   */
  static Set<String> losslessSenders(Network n) {
    Set<String> dead = new HashSet<>();
    n.scenario().deadHosts().stream().map(Scenario.DeadHost::host).forEach(dead::add);
    Set<String> out = new HashSet<>();
    // asked once: each question walks every host
    Set<Integer> mayBecomeLossless = n.prioritiesThatMayBecomeLossless();
    if (!n.traffic().allPairs()) {
      for (Flow f : n.traffic().flows()) {
        if (!dead.contains(f.src()) && !f.src().equals(f.dst()) && mayBecomeLossless.contains(f.priority())) {
          out.add(f.src());
        }
      }
      return out;
    }
    if (n.hosts().size() - dead.size() < 2) {
      return out;
    }
    boolean anySource = !n.sourcePriorities().isEmpty();
    for (Host h : n.hosts()) {
      Nic nic = n.hazards().nicOf(h);
      boolean lossless = nic.dscp().isPresent()
          ? mayBecomeLossless.contains(n.qos().dscpToPriority().getOrDefault(nic.dscp().getAsInt(), 0))
          : anySource;
      if (lossless && !dead.contains(h.name())) {
        out.add(h.name());
      }
    }
    return out;
  }
}
