package org.pfcheck.analyzer.hazards;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * The hazard checks of a valid network (PFC501..PFC509, docs/diagnostics.md): the other hazards of
 * lossless Ethernet that Guo et al. (SIGCOMM 2016) report besides the flood deadlock. Each finding is a
 * warning, grouped by the statement that causes it. PFC510, which needs the deadlock analysis's cycles,
 * is {@link WatchdogCycles}. Stateless.
 */
public final class HazardChecks {
  private HazardChecks() {}

  /** Every hazard of {@code n}, sorted by source position. */
  public static List<Diagnostic> run(Network n) {
    SwitchPorts ports = SwitchPorts.of(n);
    List<Diagnostic> out = new ArrayList<>();
    FloodHazards.run(n, ports, out);
    NicHazards.run(n, ports, out);
    WatchdogHazards.run(n, ports, out);
    BufferHazards.run(n, ports, out);
    out.sort(Diagnostics.BY_POSITION);
    return List.copyOf(out);
  }
}
