package org.pfcheck.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.hazards.BroadcastClass;
import org.pfcheck.model.hazards.BufferSetting;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.WatchdogSetting;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.qos.TcMap;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.scenario.Timers;
import org.pfcheck.model.scenario.Traffic;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Prefix;
import org.pfcheck.model.topology.RoutedPorts;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.TierOrder;
import org.pfcheck.model.topology.Vlan;

/**
 * Builds a {@link Network} in code: for tests, templates and generators. Ports not named are named
 * after the neighbour ({@link #implicitPort}), as the language does. Not thread-safe.
 */
public final class NetworkBuilder {
  private final String name;
  private TierOrder tiers = TierOrder.DEFAULT;
  private final Map<String, Switch> switches = new LinkedHashMap<>();
  private final List<Host> hosts = new ArrayList<>();
  private final List<Link> links = new ArrayList<>();
  private final List<Vlan> vlans = new ArrayList<>();
  private final TreeMap<Integer, Integer> dscp = new TreeMap<>();
  private final TreeSet<Integer> lossless = new TreeSet<>();
  private final List<PfcSetting> pfc = new ArrayList<>();
  private final List<RewriteRule> rewrites = new ArrayList<>();
  private final List<Route> routes = new ArrayList<>();
  private Routing routing = Routing.DEFAULT;
  private Timers timers = Timers.DEFAULT;
  private final List<Flow> flows = new ArrayList<>();
  private final List<Scenario.LinkDown> linksDown = new ArrayList<>();
  private final List<Scenario.DeadHost> dead = new ArrayList<>();
  private final List<Scenario.MacMissing> macMissing = new ArrayList<>();
  private ScenarioSpace space;
  private final List<NicSetting> nics = new ArrayList<>();
  private final List<WatchdogSetting> watchdogs = new ArrayList<>();
  private final List<BufferSetting> buffers = new ArrayList<>();
  private final List<BroadcastClass> broadcast = new ArrayList<>();
  private final Map<String, Integer> portUses = new HashMap<>();
  private final List<DscpMap> dscpMaps = new ArrayList<>();
  private final List<TcMap> tcMaps = new ArrayList<>();
  private final List<Classification> classifications = new ArrayList<>();
  private final List<RoutedPorts> routed = new ArrayList<>();
  private final List<Lag> lags = new ArrayList<>();

  /** A builder for a network called {@code name}. */
  public NetworkBuilder(String name) {
    this.name = name;
  }

  /**
   * The name the language gives the {@code nth} (1-based) implicit port toward {@code neighbour}:
   * the neighbour's name, then {@code name#2}, {@code name#3} for parallel links.
   */
  public static String implicitPort(String neighbour, int nth) {
    return nth == 1 ? neighbour : neighbour + "#" + nth;
  }

  private String nextPort(String at, String neighbour) {
    int nth = portUses.merge(at + "\u0000" + neighbour, 1, Integer::sum);
    return implicitPort(neighbour, nth);
  }

  public NetworkBuilder tiers(TierOrder order) {
    this.tiers = order;
    return this;
  }

  /** Adds a switch with defaults and the given tier (may be null). */
  public NetworkBuilder addSwitch(String switchName, String tier) {
    return addSwitch(Switch.of(switchName, tier));
  }

  public NetworkBuilder addSwitch(Switch s) {
    switches.put(s.name(), s);
    return this;
  }

  /** Replaces a switch already added (to change its policy or flood domain). */
  public NetworkBuilder updateSwitch(String switchName, java.util.function.UnaryOperator<Switch> change) {
    switches.computeIfPresent(switchName, (k, s) -> change.apply(s));
    return this;
  }

  /** Sets the MAC-miss policy of every switch added so far. */
  public NetworkBuilder macMissPolicyEverywhere(MacMissPolicy policy) {
    switches.replaceAll((k, s) -> new Switch(s.name(), s.tier(), policy, s.floodDomain(), s.subnets(), s.origin()));
    return this;
  }

  /** Links {@code a} and {@code b} on implicit ports; returns the link. */
  public Link link(String a, String b) {
    Link l = new Link(new Endpoint(a, nextPort(a, b)), new Endpoint(b, nextPort(b, a)), Origin.NONE);
    links.add(l);
    return l;
  }

  public NetworkBuilder addLink(Link l) {
    links.add(l);
    return this;
  }

  /** Attaches a new host to {@code switchName} on an implicit port, with an optional address. */
  public NetworkBuilder host(String hostName, String switchName, Ipv4 address) {
    Attachment a = new Attachment(switchName, nextPort(switchName, hostName), false, Origin.NONE);
    hosts.add(new Host(hostName, Optional.ofNullable(address), List.of(a), Origin.NONE));
    return this;
  }

  /** Attaches a new host to {@code active}, with {@code standby} ToRs tunnelling back to it. */
  public NetworkBuilder dualHomedHost(String hostName, String active, String... standby) {
    List<Attachment> as = new ArrayList<>();
    as.add(new Attachment(active, nextPort(active, hostName), false, Origin.NONE));
    for (String s : standby) {
      as.add(new Attachment(s, nextPort(s, hostName), true, Origin.NONE));
    }
    hosts.add(new Host(hostName, Optional.empty(), as, Origin.NONE));
    return this;
  }

  public NetworkBuilder addHost(Host h) {
    hosts.add(h);
    return this;
  }

  public NetworkBuilder addVlan(Vlan v) {
    vlans.add(v);
    return this;
  }

  public NetworkBuilder lossless(int... priorities) {
    for (int p : priorities) {
      lossless.add(p);
    }
    return this;
  }

  public NetworkBuilder dscp(int dscpValue, int priority) {
    dscp.put(dscpValue, priority);
    return this;
  }

  public NetworkBuilder dscpMap(DscpMap map) {
    dscpMaps.add(map);
    return this;
  }

  public NetworkBuilder tcMap(TcMap map) {
    tcMaps.add(map);
    return this;
  }

  public NetworkBuilder classify(Classification binding) {
    classifications.add(binding);
    return this;
  }

  /** Marks ports (or port-channels) of {@code switchName} routed. */
  public NetworkBuilder routed(String switchName, String... ports) {
    routed.add(new RoutedPorts(switchName, List.of(ports), Origin.NONE));
    return this;
  }

  /** Bundles ports of {@code switchName} into the port-channel {@code name}. */
  public NetworkBuilder lag(String switchName, String name, String... members) {
    lags.add(new Lag(switchName, name, List.of(members), Origin.NONE));
    return this;
  }

  public NetworkBuilder pfc(PfcSetting setting) {
    pfc.add(setting);
    return this;
  }

  public NetworkBuilder rewrite(RewriteRule rule) {
    rewrites.add(rule);
    return this;
  }

  /** An explicit route at {@code switchName} for {@code prefix} via neighbours or ports. */
  public NetworkBuilder route(String switchName, String prefix, String... via) {
    routes.add(new Route(switchName, Prefix.parse(prefix), List.of(via), Origin.NONE));
    return this;
  }

  public NetworkBuilder routing(Routing.Mode mode) {
    this.routing = new Routing(mode, Origin.NONE);
    return this;
  }

  public NetworkBuilder timers(long arpSeconds, long macSeconds) {
    this.timers = new Timers(arpSeconds, macSeconds, Origin.NONE);
    return this;
  }

  public NetworkBuilder flow(String src, String dst, int priority) {
    flows.add(new Flow(src, dst, priority, Origin.NONE));
    return this;
  }

  public NetworkBuilder flow(Flow f) {
    flows.add(f);
    return this;
  }

  /** Marks the link {@code l} down in the scenario. */
  public NetworkBuilder down(Link l) {
    linksDown.add(new Scenario.LinkDown(l.a(), l.b(), Origin.NONE));
    return this;
  }

  public NetworkBuilder dead(String hostName) {
    dead.add(new Scenario.DeadHost(hostName, Origin.NONE));
    return this;
  }

  public NetworkBuilder macMissing(String switchName, String hostName) {
    macMissing.add(new Scenario.MacMissing(switchName, hostName, Origin.NONE));
    return this;
  }

  public NetworkBuilder space(ScenarioSpace s) {
    this.space = s;
    return this;
  }

  public NetworkBuilder nic(NicSetting setting) {
    nics.add(setting);
    return this;
  }

  public NetworkBuilder watchdog(WatchdogSetting setting) {
    watchdogs.add(setting);
    return this;
  }

  public NetworkBuilder buffer(BufferSetting setting) {
    buffers.add(setting);
    return this;
  }

  public NetworkBuilder broadcast(BroadcastClass setting) {
    broadcast.add(setting);
    return this;
  }

  /** The links added so far, in order. */
  public List<Link> links() {
    return List.copyOf(links);
  }

  /** The network built so far. */
  public Network build() {
    Qos qos = new Qos(dscp, lossless, pfc, Origin.NONE, dscpMaps, tcMaps, classifications);
    return new Network(name, tiers, List.copyOf(switches.values()), hosts, links, vlans, qos, rewrites, routes,
        routing, timers, new Traffic(flows, Origin.NONE), new Scenario(linksDown, dead, macMissing),
        Optional.ofNullable(space), routed, lags, new HazardSettings(nics, watchdogs, buffers, broadcast));
  }
}
