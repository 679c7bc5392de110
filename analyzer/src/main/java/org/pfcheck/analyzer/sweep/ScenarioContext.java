package org.pfcheck.analyzer.sweep;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.DestinationGroups;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.RouteTable;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.scenario.Scenario;

/**
 * The forwarding context of one scenario of a space, made from the declared scenario's: the index is
 * derived ({@link FabricIndex#FabricIndex(FabricIndex, Scenario)}), explicit routes are resolved again
 * over the live links (when there are any), and destination groups are formed again only when the dead
 * hosts or missing MAC entries differ from the declared ones — they depend on nothing else a scenario
 * changes (and with them whether bridged frames exist). Packet classes, rewrites, layer-2 domains and MAC-miss
 * policies do not depend on the scenario and are shared.
 * Equal to {@link ForwardingContext#of} on a fresh index (tested by building both graphs). Stateless.
 */
final class ScenarioContext {
  private ScenarioContext() {
  }

  static ForwardingContext of(BaseScenario base, Scenario scenario) {
    FabricIndex index = new FabricIndex(base.index, scenario);
    ForwardingContext declared = base.context;
    RouteTable routes = declared.routes().size() == 0 ? declared.routes() : new RouteTable(index);
    boolean sameL2 = names(scenario).equals(names(base.index.scenario()))
        && scenario.macMissing().equals(base.index.scenario().macMissing());
    List<DestinationGroup> groups = sameL2 ? declared.groups()
        : List.copyOf(DestinationGroups.of(index, routes, declared.domains()));
    boolean bridges = sameL2 ? declared.bridges() : ForwardingContext.bridges(index, groups);
    return new ForwardingContext(index, routes, declared.rewrites(), declared.domains(), declared.dropLossless(),
        declared.losslessMask(), groups, declared.classes(), declared.tunnels(), bridges);
  }

  private static Set<String> names(Scenario s) {
    Set<String> out = new HashSet<>();
    s.deadHosts().forEach(d -> out.add(d.host()));
    return out;
  }
}
