package org.pfcheck.analyzer.coverage;

import java.util.List;
import java.util.Optional;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.model.topology.Host;

/** The end points outside the fabric ({@code host ... outside}) and what they leave out of an answer. Stateless. */
public final class EndPoints {
  private EndPoints() {}

  /**
   * PFC420 at the first host declared {@code outside}: such end points stand for devices whose forwarding is
   * not checked (a switch reviewed alone, its neighbours without a configuration), so no verdict covers more
   * than the switches; {@code --strict} refuses it. Said by every check (coverage warnings), and by {@code storm} and
   * {@code replay}, whose answers stop at the same border.
   */
  public static Optional<Diagnostic> warning(Network network) {
    List<Host> hosts = network.hosts().stream().filter(h -> h.outside()).toList();
    if (hosts.isEmpty()) {
      return Optional.empty();
    }
    StringBuilder names = new StringBuilder();
    int listed = 0;
    for (Host h : hosts) {
      if (names.length() > 100) {
        break;
      }
      names.append(listed == 0 ? "" : ", ").append(h.name());
      listed++;
    }
    String list = names + (listed < hosts.size() ? " and " + CoverageWarnings.number(hosts.size() - listed) + " more" : "");
    return Optional.of(new Diagnostic(Code.PFC420, Severity.WARNING, hosts.get(0).origin().span(), "the verdict covers"
        + " only the fabric's " + CoverageWarnings.number(network.switches().size()) + " switch" + (network.switches().size() == 1 ? "" : "es") + ": "
        + (hosts.size() == 1 ? "1 host is an end point" : CoverageWarnings.number(hosts.size()) + " hosts are end points")
        + " outside the fabric ('outside'), which send and receive but forward nothing, standing for devices whose"
        + " own forwarding is not checked: " + list, "check those devices too (give their configuration), or"
        + " declare a host without 'outside' where it is a server of the fabric; --strict refuses a partial verdict"));
  }
}
