package org.pfcheck.analyzer.symmetry;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.scenario.Timers;
import org.pfcheck.model.scenario.Traffic;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Prefix;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.TierOrder;
import org.pfcheck.model.topology.Vlan;

/**
 * The shape of the model that {@link AutomorphismCheck} knows, record by record: each record's
 * components, and the kinds of selector. The check compares every one of them; when the model gains a
 * component (a new statement, a new option), the shape no longer matches and no symmetry is used until
 * the check learns what the component means — never a symmetry that ignores part of the model.
 * Stateless.
 */
final class ModelShape {
  private static final Map<Class<?>, List<String>> KNOWN = new LinkedHashMap<>();

  static {
    KNOWN.put(Network.class, List.of("name", "tiers", "switches", "hosts", "links", "vlans", "qos", "rewrites",
        "routes", "routing", "timers", "traffic", "scenario", "space", "routed", "lags", "hazards"));
    KNOWN.put(HazardSettings.class, List.of("nics", "watchdogs", "buffers", "broadcast"));
    KNOWN.put(TierOrder.class, List.of("levels", "origin"));
    KNOWN.put(Switch.class, List.of("name", "tier", "onMacMiss", "floodDomain", "subnets", "origin"));
    KNOWN.put(FloodDomain.class, List.of("vlan"));
    KNOWN.put(Host.class, List.of("name", "address", "attachments", "origin", "outside"));
    KNOWN.put(Attachment.class, List.of("switchName", "port", "standby", "origin"));
    KNOWN.put(Link.class, List.of("a", "b", "origin"));
    KNOWN.put(Endpoint.class, List.of("node", "port"));
    KNOWN.put(Vlan.class, List.of("id", "switchName", "ports", "origin"));
    KNOWN.put(Qos.class, List.of("dscpToPriority", "lossless", "pfc", "origin", "dscpMaps", "tcMaps",
        "classifications"));
    KNOWN.put(PfcSetting.class, List.of("switchName", "port", "priorities", "asymmetric", "origin"));
    KNOWN.put(RewriteRule.class, List.of("from", "to", "at", "ingress", "egress", "origin", "on", "dscp"));
    KNOWN.put(Route.class, List.of("switchName", "prefix", "via", "origin"));
    KNOWN.put(Prefix.class, List.of("network", "length"));
    KNOWN.put(Ipv4.class, List.of("bits"));
    KNOWN.put(Routing.class, List.of("mode", "origin"));
    KNOWN.put(Timers.class, List.of("arpSeconds", "macSeconds", "origin"));
    KNOWN.put(Traffic.class, List.of("flows", "origin"));
    KNOWN.put(Flow.class, List.of("src", "dst", "priority", "origin", "dscp"));
    KNOWN.put(Scenario.class, List.of("linksDown", "deadHosts", "macMissing"));
    KNOWN.put(Scenario.LinkDown.class, List.of("a", "b", "origin"));
    KNOWN.put(Scenario.DeadHost.class, List.of("host", "origin"));
    KNOWN.put(Scenario.MacMissing.class, List.of("switchName", "host", "origin"));
    KNOWN.put(ScenarioSpace.class, List.of("maxLinksDown", "linkCandidates", "maxDeadHosts", "hostCandidates",
        "origin"));
    KNOWN.put(Selector.Any.class, List.of());
    KNOWN.put(Selector.Above.class, List.of());
    KNOWN.put(Selector.Below.class, List.of());
    KNOWN.put(Selector.Hosts.class, List.of());
    KNOWN.put(Selector.Tier.class, List.of("tier"));
    KNOWN.put(Selector.Names.class, List.of("names"));
    KNOWN.put(Selector.Ports.class, List.of("names"));
  }

  private ModelShape() {
  }

  /**
   * What of {@code network} the check cannot compare yet, or empty: the statements that name ports of
   * port-channels, routed ports and per-port classification (which the engines do not model either), and
   * hazard settings (no deadlock engine reads them today; compared as unknown, so that a later engine
   * that reads them cannot be handed a symmetry that ignores them).
   */
  static Optional<String> unsupported(Network network) {
    if (!network.routed().isEmpty() || !network.lags().isEmpty()) {
      return Optional.of("routed ports and port-channels");
    }
    if (!network.qos().classifications().isEmpty()) {
      return Optional.of("per-port DSCP classification");
    }
    if (!network.hazards().equals(HazardSettings.DEFAULTS)) {
      return Optional.of("hazard settings (nic, pfc-watchdog, buffer, broadcast statements)");
    }
    boolean ports = network.rewrites().stream().anyMatch(r -> r.ingress() instanceof Selector.Ports
        || r.egress() instanceof Selector.Ports || r.at() instanceof Selector.Ports);
    return ports ? Optional.of("rewrite rules that name ports") : Optional.empty();
  }

  /** What in the model the check does not know, or empty when it knows all of it. */
  static Optional<String> unknownPart() {
    for (Map.Entry<Class<?>, List<String>> e : KNOWN.entrySet()) {
      List<String> actual = Arrays.stream(e.getKey().getRecordComponents()).map(RecordComponent::getName).toList();
      if (!actual.equals(e.getValue())) {
        return Optional.of(e.getKey().getSimpleName() + " has the components " + actual + ", the symmetry check"
            + " knows " + e.getValue());
      }
    }
    List<Class<?>> selectors = Arrays.asList(Selector.class.getPermittedSubclasses());
    for (Class<?> c : selectors) {
      if (!KNOWN.containsKey(c)) {
        return Optional.of("the selector " + c.getSimpleName() + " is unknown to the symmetry check");
      }
    }
    return Optional.empty();
  }
}
