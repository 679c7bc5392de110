package org.pfcheck.encodings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.TcMap;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/**
 * Small random fabrics with scenario spaces, for differential tests: two- and three-tier Clos
 * networks and rings, with random routing mode, dead and silent hosts, MAC-miss policies, VLAN flood
 * domains, rewrites (also of classes that start lossy into lossless ones), explicit routes (also host
 * routes at a host's own switch, which override delivery), dual-homed
 * hosts, PFC overrides, declared flows and failures, and a space of at most 2 link failures and at most 1 dead host. Deterministic per seed.
 */
public final class RandomFabrics {
  private final Random rnd;
  private final NetworkBuilder b;
  private final List<String> tors = new ArrayList<>();
  private final List<String> hosts = new ArrayList<>();
  private final Map<String, Ipv4> addresses = new HashMap<>();
  /** Real-switch choices (a second stream, so that the first one's choices stay), or null. */
  private final Random real;
  private final boolean dscpMode;

  private RandomFabrics(long seed, boolean realSwitches) {
    rnd = new Random(seed);
    b = new NetworkBuilder("random-" + seed);
    real = realSwitches ? new Random(seed * 104729 + 3) : null;
    dscpMode = real != null && real.nextInt(5) < 3;
  }

  /** The fabric of {@code seed}. */
  public static Network generate(long seed) {
    return new RandomFabrics(seed, false).build();
  }

  /**
   * The fabric of {@code seed} with real-switch semantics: often DSCP mode (priority {@code p} becomes
   * DSCP {@code 8p + 2}, maps bound per switch, port and tunnel end), rewrites scoped to bounces or floods,
   * and PFC on one end of a link.
   */
  public static Network generateReal(long seed) {
    return new RandomFabrics(seed, true).build();
  }

  private void rewrite(RewriteRule r) {
    if (real == null) {
      b.rewrite(r);
      return;
    }
    RewriteRule.On on = RewriteRule.On.values()[real.nextInt(3)];
    b.rewrite(dscpMode ? new RewriteRule(8 * r.from() + 2, 8 * r.to() + 2, r.at(), r.ingress(), r.egress(), r.origin(),
        on, true) : new RewriteRule(r.from(), r.to(), r.at(), r.ingress(), r.egress(), r.origin(), on, false));
  }

  private void flow(String src, String dst, int priority) {
    b.flow(dscpMode ? new org.pfcheck.model.scenario.Flow(src, dst, 0, Origin.NONE, 8 * priority + 2)
        : new org.pfcheck.model.scenario.Flow(src, dst, priority, Origin.NONE));
  }

  /**
   * Layer 2 at times: a ToR's host ports and some uplinks in two VLANs (the uplinks in one only), an
   * uplink routed instead, a port-channel of two uplinks, a MAC entry missing away from the host's ToR.
   */
  private void layerTwo() {
    java.util.Set<String> inVlan = new java.util.HashSet<>();
    b.build().vlans().forEach(v -> v.ports().forEach(p -> inVlan.add(v.switchName() + ":" + p)));
    for (String t : tors) {
      List<String> uplinks = new ArrayList<>();
      for (Link l : b.links()) {
        if (l.a().node().equals(t) && !inVlan.contains(t + ":" + l.a().port())) {
          uplinks.add(l.a().port());
        }
      }
      List<String> hostPorts = hosts.stream().filter(h -> h.startsWith("h" + t + "_")).toList();
      switch (real.nextInt(5)) {
        case 0 -> {
          List<String> first = new ArrayList<>(hostPorts);
          uplinks.stream().filter(u -> real.nextBoolean()).forEach(first::add);
          if (!first.isEmpty()) {
            b.addVlan(new Vlan(100, t, first, Origin.NONE));
          }
          if (!hostPorts.isEmpty()) {
            b.addVlan(new Vlan(200, t, hostPorts, Origin.NONE));
          }
        }
        case 1 -> {
          if (!uplinks.isEmpty()) {
            b.routed(t, uplinks.get(real.nextInt(uplinks.size())));
          }
        }
        case 2 -> {
          if (uplinks.size() >= 2) {
            b.lag(t, "Po1", uplinks.get(0), uplinks.get(1));
          }
        }
        default -> { }
      }
    }
    if (real.nextInt(4) == 0) {
      b.macMissing(pick(tors), pick(hosts));
    }
  }

  /** The maps and bindings of DSCP mode, layer 2 features, and sometimes PFC on one end of a link. */
  private void realSwitches() {
    layerTwo();
    if (real.nextInt(3) == 0) {
      Link l = b.links().get(real.nextInt(b.links().size()));
      // sometimes asymmetric (pfc_asym on), decided without a draw so the sequence stays
      boolean asymmetric = (l.b().port().hashCode() & 1) == 0;
      b.pfc(new PfcSetting(l.b().node(), Optional.of(l.b().port()), new TreeSet<>(List.of(4)), asymmetric,
          Origin.NONE));
    }
    if (!dscpMode) {
      return;
    }
    TreeMap<Integer, Integer> byEight = new TreeMap<>();
    for (int d = 0; d < 64; d++) {
      byEight.put(d, d / 8);
    }
    b.dscpMap(new DscpMap("M", byEight, OptionalInt.empty(), Origin.NONE));
    b.dscpMap(new DscpMap("OTHER", new TreeMap<>(Map.of(26, 4, 34, 3)), OptionalInt.of(0), Origin.NONE));
    b.tcMap(new TcMap("G", new TreeMap<>(Map.of(4, 3)), OptionalInt.empty(), Origin.NONE));
    b.dscpMap(new DscpMap("TUN", new TreeMap<>(Map.of(26, 2, 34, 3)), OptionalInt.of(4), Origin.NONE));
    for (String t : tors) {
      if (real.nextInt(4) > 0) {
        b.classify(new Classification(t, Classification.Scope.SWITCH, List.of(), Optional.of("M"), Optional.empty(),
            Origin.NONE));
      }
      if (real.nextInt(5) < 2) {
        b.classify(new Classification(t, Classification.Scope.TUNNEL, List.of(), Optional.of("TUN"),
            real.nextBoolean() ? Optional.of("G") : Optional.empty(), Origin.NONE));
      }
    }
    for (Link l : b.links()) {
      if (real.nextInt(3) > 0) {
        b.classify(new Classification(l.a().node(), Classification.Scope.PORTS, List.of(l.a().port()),
            Optional.of(real.nextInt(4) == 0 ? "OTHER" : "M"), Optional.empty(), Origin.NONE));
      }
    }
  }

  private boolean chance(int percent) {
    return rnd.nextInt(100) < percent;
  }

  private <T> T pick(List<T> list) {
    return list.get(rnd.nextInt(list.size()));
  }

  private Network build() {
    b.lossless(3);
    if (chance(30)) {
      b.lossless(4);
    }
    switch (rnd.nextInt(3)) {
      case 0 -> clos2();
      case 1 -> clos3();
      default -> ring();
    }
    b.routing(chance(50) ? Routing.Mode.UP_DOWN : Routing.Mode.SHORTEST_PATH);
    if (chance(20)) {
      b.timers(3600, 3600 * 2);
    }
    extras();
    ScenarioSpace space = space();
    lossyIntoLossless();
    hostRoute();
    if (real != null) {
      realSwitches();
    }
    return b.space(space).build();
  }

  /**
   * Last too: sometimes a host route at one of a host's own switches (no switch here owns a subnet, so
   * it overrides delivery or the standby bounce: docs/semantics.md, "Forwarding tables as configured"),
   * via some neighbours, or via the host's own port.
   */
  private void hostRoute() {
    if (!chance(30)) {
      return;
    }
    String h = pick(hosts);
    String sw = h.equals("dual") ? tors.get(chance(50) ? 0 : 1) : h.substring(1, h.lastIndexOf('_'));
    List<String> via = new ArrayList<>();
    for (Link l : b.links()) {
      String nb = l.a().node().equals(sw) ? l.b().node() : l.b().node().equals(sw) ? l.a().node() : null;
      if (nb != null && chance(40) && !via.contains(nb)) {
        via.add(nb);
      }
    }
    if (via.isEmpty() || chance(20)) {
      via.add(h);
    }
    b.route(sw, addresses.get(h) + "/32", via.toArray(String[]::new));
  }

  /**
   * Last, so that the choices before stay as they were: sometimes a class that starts lossy (unmarked
   * 0, or 5; there is no DSCP map) and is rewritten into lossless 3 at a ToR.
   */
  private void lossyIntoLossless() {
    if (chance(25)) {
      Selector at = chance(50) ? new Selector.Tier("tor") : Selector.ANY;
      rewrite(new RewriteRule(chance(50) ? 0 : 5, 3, at, chance(50) ? Selector.HOSTS : Selector.ANY,
          chance(50) ? Selector.ABOVE : Selector.ANY, Origin.NONE));
    }
  }

  private void clos2() {
    int t = 2 + rnd.nextInt(2);
    int l = 2 + rnd.nextInt(2);
    List<String> leaves = new ArrayList<>();
    for (int i = 0; i < l; i++) {
      leaves.add("L" + i);
      b.addSwitch("L" + i, "leaf");
    }
    for (int i = 0; i < t; i++) {
      tor("T" + i);
      for (String leaf : leaves) {
        if (i == 0 || !chance(10)) {
          b.link("T" + i, leaf);
        }
      }
    }
  }

  private void clos3() {
    List<String> spines = List.of("S0", "S1").subList(0, 1 + rnd.nextInt(2));
    spines.forEach(s -> b.addSwitch(s, "spine"));
    for (int pod = 0; pod < 2; pod++) {
      String leaf = "L" + pod;
      b.addSwitch(leaf, "leaf");
      spines.forEach(s -> b.link(leaf, s));
      int t = 1 + rnd.nextInt(2);
      for (int i = 0; i < t; i++) {
        tor("T" + pod + i);
        b.link("T" + pod + i, leaf);
      }
    }
  }

  private void ring() {
    int n = 3 + rnd.nextInt(3);
    for (int i = 0; i < n; i++) {
      tor("R" + i);
    }
    for (int i = 0; i < n; i++) {
      b.link("R" + i, "R" + (i + 1) % n);
    }
    if (n > 3 && chance(40)) {
      b.link("R0", "R2");
    }
  }

  private void tor(String name) {
    int index = tors.size();
    tors.add(name);
    b.addSwitch(name, "tor");
    int count = 1 + (chance(40) ? 1 : 0);
    for (int h = 0; h < count; h++) {
      String host = "h" + name + "_" + h;
      hosts.add(host);
      Ipv4 address = Ipv4.parse("10.0." + index + "." + (h + 1));
      addresses.put(host, address);
      b.host(host, name, address);
    }
  }

  private void extras() {
    if (tors.size() >= 2 && chance(20)) {
      hosts.add("dual");
      addresses.put("dual", Ipv4.parse("10.0.200.1"));
      b.addHost(new Host("dual", Optional.of(addresses.get("dual")), List.of(
          new Attachment(tors.get(0), "dual", false, Origin.NONE), new Attachment(tors.get(1), "dual", true, Origin.NONE)),
          Origin.NONE));
    }
    for (String t : tors) {
      if (chance(25)) {
        b.updateSwitch(t, s -> new Switch(s.name(), s.tier(), MacMissPolicy.DROP_LOSSLESS, s.floodDomain(), s.subnets(),
            s.origin()));
      }
    }
    if (chance(10)) {
      String t = pick(tors);
      List<String> ports = new ArrayList<>();
      b.links().stream().filter(l -> l.a().node().equals(t) && chance(60)).forEach(l -> ports.add(l.a().port()));
      ports.add("h" + t + "_0");
      b.addVlan(new Vlan(10, t, ports, Origin.NONE));
      b.updateSwitch(t, s -> new Switch(s.name(), s.tier(), s.onMacMiss(), new FloodDomain(10), s.subnets(), s.origin()));
    }
    if (chance(30)) {
      Selector at = chance(50) ? new Selector.Tier("tor") : Selector.ANY;
      rewrite(new RewriteRule(3, chance(60) ? 4 : 1, at, chance(50) ? Selector.ABOVE : Selector.ANY,
          chance(50) ? Selector.ABOVE : Selector.ANY, Origin.NONE));
    }
    if (chance(25)) {
      Link l = pick(b.links());
      b.route(l.a().node(), "10.0." + rnd.nextInt(tors.size()) + ".0/24", l.b().node());
      if (chance(30)) {
        b.route(l.b().node(), "10.0.0.0/16", l.a().node());
      }
    }
    if (chance(10)) {
      Link l = pick(b.links());
      b.pfc(new PfcSetting(l.a().node(), Optional.of(l.a().port()), new TreeSet<>(), Origin.NONE));
    }
    if (chance(20)) {
      for (int f = 0; f < 3; f++) {
        String src = pick(hosts);
        String dst = pick(hosts);
        if (!src.equals(dst)) {
          flow(src, dst, 3);
        }
      }
    }
    if (chance(15)) {
      b.down(pick(b.links()));
    }
    if (chance(20)) {
      b.dead(pick(hosts));
    }
    if (chance(15)) {
      String h = pick(hosts.subList(0, hosts.size()));
      b.macMissing(pick(tors), h);
    }
  }

  private ScenarioSpace space() {
    int k = rnd.nextInt(3);
    int m = rnd.nextInt(2);
    if (k + m == 0) {
      k = 1;
    }
    List<Scenario.LinkDown> links = new ArrayList<>();
    if (chance(30)) {
      for (Link l : b.links()) {
        if (chance(50)) {
          links.add(new Scenario.LinkDown(l.a(), l.b(), Origin.NONE));
        }
      }
    }
    List<String> candidates = new ArrayList<>();
    if (chance(30)) {
      hosts.stream().filter(h -> chance(50)).forEach(candidates::add);
    }
    return new ScenarioSpace(k, links, m, candidates, Origin.NONE);
  }
}
