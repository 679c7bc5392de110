package org.pfcheck.analyzer.coverage;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.Coverage;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.model.scenario.Scenario;

/**
 * The warnings of a coverage pass, each where its cause is: PFC230 at each isolated switch's
 * declaration; PFC231 once per fate that is not a delivery, with its count and an example packet, at
 * the statement that decides it (the route that drops it, the {@code mac-missing} statement or switch
 * that drops it on a MAC miss, the switch that has no route, the destination host whose copies never
 * arrive). Stateless.
 */
final class CoverageWarnings {
  private CoverageWarnings() {
  }

  static List<Diagnostic> of(FabricIndex index, Coverage coverage, Map<Tally.Fate, Tally.Example> examples,
      AssumedRouting assumed) {
    Network network = index.network();
    List<Diagnostic> out = new ArrayList<>();
    if (assumed.example() >= 0) {
      out.add(assumedRouting(index, assumed));
    }
    EndPoints.warning(network).ifPresent(out::add);
    for (String name : coverage.isolatedSwitches()) {
      int s = index.switchId(name);
      boolean declared = false;
      for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
        declared |= index.portLink[port] >= 0;
      }
      long hosts = 0;
      for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
        hosts += index.portHost[port] >= 0 ? 1 : 0;
      }
      out.add(warning(Code.PFC230, network.switches().get(s).origin(), "switch " + name + (declared
          ? " has links, but none is up in the scenario" : " has no link to another switch")
          + (hosts == 0 ? ": it carries no traffic" : ": packets from and to its " + (hosts == 1 ? "host" : hosts
          + " hosts") + " reach no other switch, and a proof says nothing about them"),
          "link it to the fabric (link " + name + " -- ...), or check that whatever wrote the file kept its"
          + " neighbours"));
    }
    String of = " of the " + number(coverage.packets()) + " packets considered ";
    for (Map.Entry<Tally.Fate, Tally.Example> e : examples.entrySet()) {
      Tally.Example x = e.getValue();
      long count = count(coverage, e.getKey());
      String packet = index.hostName(x.source()) + " -> " + index.hostName(x.destination()) + " in priority "
          + x.priority();
      String at = x.atSwitch() < 0 ? "" : index.switchName(x.atSwitch());
      String dst = index.hostName(x.destination());
      out.add(switch (e.getKey()) {
        case NO_ROUTE -> warning(Code.PFC231, switchOrigin(network, x.atSwitch()), number(count) + of
            + "are dropped for lack of a route, e.g. " + packet + ": " + at + " has no route to "
            + switchOfHost(index, x.destination()), "derived routing cannot reach the destination's switch: check the"
            + " links (and, with up-down routing, the tiers) between them");
        case BY_ROUTE -> warning(Code.PFC231, x.route() >= 0 ? network.routes().get(x.route()).origin()
            : switchOrigin(network, x.atSwitch()), number(count) + of + "are dropped by an explicit route, e.g. "
            + packet + " at " + at + " (a null route, or every next hop is down)", "a proof covers no packet a"
            + " route drops: check the route");
        case MAC_MISS -> warning(Code.PFC231, macMissing(network, at, dst).orElse(switchOrigin(network,
            x.atSwitch())), number(count) + of + "are dropped on a MAC miss, e.g. " + packet + " at " + at
            + ", which drops lossless packets on a MAC miss and has no MAC entry for " + dst,
            "expected if " + dst + " is meant to be silent; otherwise restore its MAC entry");
        default -> warning(Code.PFC231, network.hosts().get(x.destination()).origin(), number(count) + of
            + "never reach their destination, e.g. " + packet + ": every copy loops or goes to other hosts",
            "check the routes and flood domains on the way to " + dst);
      });
    }
    return out;
  }

  /** PFC232 at the first sender assumed to route: how to tell the model which frames are bridged. */
  private static Diagnostic assumedRouting(FabricIndex index, AssumedRouting a) {
    org.pfcheck.model.topology.Host h = index.network().hosts().get(a.example());
    String what = a.hosts() == 1 ? "host " + h.name() + " has" : number(a.hosts()) + " hosts (" + h.name() + " and "
        + number(a.hosts() - 1) + " more) have";
    String dst = a.destination() < 0 ? "" : ", e.g. " + h.name() + " -> " + index.hostName(a.destination());
    String sw = h.active().switchName();
    return warning(Code.PFC232, h.origin(), what + " no declared subnet"
        + (h.address().isEmpty() ? " (no address)" : " holding " + h.address().get()) + ": their packets to hosts"
        + " on other switches outside a VLAN they share were taken as addressed to their gateway (routed)" + dst
        + "; a host whose own netmask puts the destination on-link addresses its MAC instead, and every switch"
        + " of the layer-2 domain bridges (and on a MAC miss floods) the frame",
        "declare the server subnets ('switch " + sw + " subnet 10.0.0.0/24', hosts with 'ip') so that pfcheck knows which"
        + " frames are bridged; declare layer-3 links 'routed " + sw + " ports ...' or layer-2 ones 'vlan ID at " + sw
        + " ports ...'");
  }

  private static long count(Coverage c, Tally.Fate fate) {
    return switch (fate) {
      case BY_ROUTE -> c.droppedByRoute();
      case MAC_MISS -> c.droppedMacMiss();
      case NO_ROUTE -> c.droppedNoRoute();
      default -> c.notDelivered();
    };
  }

  private static String switchOfHost(FabricIndex index, int host) {
    return index.switchName(index.portSwitch[index.hostActivePort[host]]);
  }

  private static Origin switchOrigin(Network network, int s) {
    return s < 0 ? Origin.NONE : network.switches().get(s).origin();
  }

  private static Optional<Origin> macMissing(Network network, String switchName, String host) {
    return network.scenario().macMissing().stream().filter(m -> m.switchName().equals(switchName)
        && m.host().equals(host)).map(Scenario.MacMissing::origin).findFirst();
  }

  private static Diagnostic warning(Code code, Origin origin, String message, String hint) {
    Optional<SourceSpan> span = origin.span();
    return new Diagnostic(code, Severity.WARNING, span, message, hint);
  }

  /** {@code n} with thousands separators, as every coverage warning counts. */
  static String number(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}
