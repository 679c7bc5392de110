package org.pfcheck.analyzer.hazards;

import java.util.List;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.hazards.BufferSetting;
import org.pfcheck.model.hazards.Fraction;
import org.pfcheck.model.hazards.SwitchBuffer;
import org.pfcheck.model.topology.Switch;

/**
 * PFC507: a switch with lossless ports whose dynamic-threshold factor alpha is below 1/16. A queue may
 * hold alpha times the free shared buffer before it pauses its sender; Guo et al. (SIGCOMM 2016) report
 * an incident in which alpha was 1/64 instead of 1/16 and the switches paused thousands of servers.
 */
final class BufferHazards {
  static final Fraction MIN_ALPHA = Fraction.of(1, 16);

  private BufferHazards() {}

  static void run(Network n, SwitchPorts ports, List<Diagnostic> out) {
    java.util.Set<String> lossless = new java.util.HashSet<>();
    ports.all().stream().filter(p -> !p.lossless().isEmpty()).forEach(p -> lossless.add(p.sw().name()));
    Findings<Fraction> low = new Findings<>(Code.PFC507);
    for (Switch s : n.switches()) {
      SwitchBuffer b = n.hazards().bufferOf(s);
      if (b.alpha().compareTo(MIN_ALPHA) < 0 && lossless.contains(s.name())) {
        low.add(b.origin(BufferSetting.Field.ALPHA), b.alpha(), s.name());
      }
    }
    low.report(out, (alpha, names) -> "dynamic-threshold alpha " + alpha + " on " + Findings.list(names) + ": a"
        + " lossless queue may hold only " + alpha + " of the free shared buffer before it pauses its sender, so "
        + Findings.noun(names, "the switch pauses", "the switches pause") + " early and often and the pauses spread"
        + " (in the incident of Guo et al. alpha was 1/64 instead of 1/16, and thousands of servers were paused)",
        (alpha, names) -> "use alpha 1/16 or more ('buffer … alpha 1/16'; SONiC's default is 1)");
  }
}
