package org.pfcheck.analyzer.symmetry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.forwarding.Subnets;
import org.pfcheck.model.Network;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/**
 * Decides whether a permutation of switches, hosts and links is an automorphism of the whole model:
 * renaming every element by it gives the same fabric — the same switches (tier, MAC-miss policy, flood
 * domain), hosts (attachments, active one, address or none, which other hosts share a subnet), links, PFC on every port, VLAN members,
 * rewrite rules, explicit routes (each host's longest-prefix choice at every switch, and whether it
 * overrides delivery), flows, the declared scenario (links down, dead hosts, missing MAC entries) and
 * the scenario space's candidates. Global settings (tiers, DSCP map, lossless priorities, routing mode,
 * timers) do not name elements. Names themselves mean nothing to the semantics, so an automorphism
 * maps every scenario's buffer-dependency graph onto the image scenario's.
 *
 * <p>It reads the model by names alone and shares no code with the search that proposes permutations
 * ({@link SymmetrySearch}). Only the facts that mention a moved element are compared, which makes the
 * check of a transposition of two hosts cheap. A model with components the check does not know
 * ({@link ModelShape}) gets no check at all. Immutable after construction.
 */
public final class AutomorphismCheck {
  private final ModelNames names;
  private final Network network;
  /**
   * Per port (numbered by {@link ModelNames}): its PFC masks, bit p when priority p is lossless there and
   * bit 8 + p when the port honours pauses for p (an asymmetric port honours every priority).
   */
  private final int[] lossless;
  /** Per port: the VLANs it is a member of, ascending. */
  private final int[][] vlans;
  private final Set<String> flows = new HashSet<>();
  private final List<List<Flow>> flowsOf = new ArrayList<>();
  private final boolean[] down;
  private final boolean[] dead;
  private final Set<String> macMissing = new HashSet<>();
  private final boolean[] linkCandidate;
  private final boolean[] hostCandidate;
  private final RuleSymmetry rules;
  /** Which hosts share a subnet, and how many hosts each subnet class holds. */
  private final Subnets subnets;
  private final int[] classSize;

  private AutomorphismCheck(Network network) {
    this.network = network;
    this.names = new ModelNames(network);
    Map<String, List<PfcSetting>> pfc = new HashMap<>();
    network.qos().pfc().forEach(p -> pfc.computeIfAbsent(p.switchName(), k -> new ArrayList<>()).add(p));
    Qos[] own = new Qos[network.switches().size()];
    for (int s = 0; s < own.length; s++) {
      own[s] = new Qos(network.qos().dscpToPriority(), network.qos().lossless(),
          pfc.getOrDefault(names.switchName(s), List.of()), network.qos().origin());
    }
    lossless = new int[names.portCount()];
    for (int port = 0; port < lossless.length; port++) {
      int s = names.portSwitch[port];
      for (int p = 0; p < 8; p++) {
        lossless[port] |= own[s].losslessAt(names.switchName(s), names.portName.get(port), p) ? 1 << p : 0;
        lossless[port] |= own[s].honours(names.switchName(s), names.portName.get(port), p) ? 1 << (8 + p) : 0;
      }
    }
    List<java.util.SortedSet<Integer>> member = new ArrayList<>();
    for (int port = 0; port < lossless.length; port++) {
      member.add(new java.util.TreeSet<>());
    }
    for (Vlan v : network.vlans()) {
      int s = names.switchId(v.switchName());
      for (String name : v.ports()) {
        int port = names.portId(s, name);
        if (port >= 0) {
          member.get(port).add(v.id()); // a member that is no port of the switch floods nowhere
        }
      }
    }
    vlans = member.stream().map(m -> m.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    for (int h = 0; h < network.hosts().size(); h++) {
      flowsOf.add(new ArrayList<>());
    }
    for (Flow f : network.traffic().flows()) {
      flows.add(flowKey(f.src(), f.dst(), f));
      for (String end : List.of(f.src(), f.dst())) {
        int h = names.hostId(end);
        if (h >= 0) {
          flowsOf.get(h).add(f);
        }
      }
    }
    Scenario scenario = network.scenario();
    down = links(scenario.linksDown(), false);
    dead = new boolean[network.hosts().size()];
    scenario.deadHosts().forEach(d -> mark(dead, names.hostId(d.host())));
    scenario.macMissing().forEach(m -> macMissing.add(m.switchName() + "|" + m.host()));
    linkCandidate = network.space().map(sp -> links(sp.linkCandidates(), true))
        .orElse(new boolean[network.links().size()]);
    hostCandidate = new boolean[network.hosts().size()];
    network.space().ifPresent(sp -> {
      if (sp.hostCandidates().isEmpty()) {
        java.util.Arrays.fill(hostCandidate, true);
      }
      sp.hostCandidates().forEach(h -> mark(hostCandidate, names.hostId(h)));
    });
    rules = new RuleSymmetry(names);
    subnets = new Subnets(network);
    int classes = 0;
    for (int h = 0; h < network.hosts().size(); h++) {
      classes = Math.max(classes, subnets.classOf(h) + 1);
    }
    classSize = new int[classes];
    for (int h = 0; h < network.hosts().size(); h++) {
      classSize[subnets.classOf(h)]++;
    }
  }

  /**
   * A check for {@code network}, or empty when the model has parts the check does not know (then no
   * symmetry of it can be trusted).
   */
  public static Optional<AutomorphismCheck> of(Network network) {
    return unavailable(network).isPresent() ? Optional.empty() : Optional.of(new AutomorphismCheck(network));
  }

  /** Why symmetries of {@code network} cannot be checked, or empty when they can. */
  public static Optional<String> unavailable(Network network) {
    return ModelShape.unknownPart().or(() -> ModelShape.unsupported(network));
  }

  private boolean[] links(List<Scenario.LinkDown> named, boolean emptyMeansAll) {
    boolean[] out = new boolean[network.links().size()];
    if (named.isEmpty() && emptyMeansAll) {
      java.util.Arrays.fill(out, true);
    }
    for (Scenario.LinkDown d : named) {
      for (int l = 0; l < out.length; l++) {
        out[l] |= d.matches(network.links().get(l));
      }
    }
    return out;
  }

  private static void mark(boolean[] set, int i) {
    if (i >= 0) {
      set[i] = true;
    }
  }

  /** Why {@code a} is not an automorphism of the whole model, or empty when it is. */
  public Optional<String> problem(Automorphism a) {
    if (a.switchCount() != network.switches().size() || a.hostCount() != network.hosts().size()
        || a.linkCount() != network.links().size() || !a.isPermutation()) {
      return Optional.of("not a permutation of the switches, hosts and links");
    }
    Renaming r = new Renaming(names, a);
    Set<Integer> switches = new java.util.LinkedHashSet<>();
    Set<Integer> seenLinks = new HashSet<>();
    List<Integer> links = new ArrayList<>();
    for (int s : a.movedSwitches()) {
      switches.add(s);
      for (int l : names.linksOf[s]) {
        if (seenLinks.add(l)) {
          links.add(l);
        }
      }
    }
    for (int l : a.movedLinks()) {
      if (seenLinks.add(l)) {
        links.add(l);
      }
    }
    Set<Integer> hosts = new java.util.LinkedHashSet<>();
    for (int h : a.movedHosts()) {
      hosts.add(h);
    }
    for (int l : links) {
      Optional<String> p = link(r, l);
      if (p.isPresent()) {
        return p;
      }
      // a link that moves moves its ports: both ends' switches are checked port by port
      switches.add(names.linkA[l]);
      switches.add(names.linkB[l]);
    }
    for (int h : hosts) {
      for (int s : names.attachmentSwitch[h]) {
        switches.add(s); // its port facing the host moves
      }
    }
    switches.remove(-1);
    for (int s : switches) {
      Optional<String> p = switchFacts(r, s);
      if (p.isPresent()) {
        return p;
      }
    }
    for (int s : switches) {
      hosts.addAll(names.hostAt.get(s).values());
    }
    for (int h : hosts) {
      Optional<String> p = hostFacts(r, h);
      if (p.isPresent()) {
        return p;
      }
    }
    Optional<String> shared = subnetFacts(r, hosts);
    if (shared.isPresent()) {
      return shared;
    }
    for (Scenario.MacMissing m : network.scenario().macMissing()) {
      int s = names.switchId(m.switchName());
      int h = names.hostId(m.host());
      if ((switches.contains(s) || hosts.contains(h))
          && !macMissing.contains(r.switchName(m.switchName()) + "|" + r.hostName(m.host()))) {
        return Optional.of("the missing MAC entry of " + m.host() + " at " + m.switchName() + " has no image");
      }
    }
    return rules.problem(r, switches, hosts);
  }

  private static String flowKey(String src, String dst, Flow f) {
    return src + "|" + dst + "|" + f.priority() + "|" + f.dscp();
  }

  private Optional<String> link(Renaming r, int l) {
    int m = r.a.linkOf(l);
    int a = names.linkA[l] < 0 ? -1 : r.a.switchOf(names.linkA[l]);
    int b = names.linkB[l] < 0 ? -1 : r.a.switchOf(names.linkB[l]);
    if (a < 0 || b < 0 || !(names.linkA[m] == a && names.linkB[m] == b || names.linkA[m] == b && names.linkB[m] == a)) {
      return Optional.of("link " + network.links().get(l) + " maps to " + network.links().get(m)
          + ", which does not join the images of its ends");
    }
    Link link = network.links().get(l);
    Link image = network.links().get(m);
    if (down[l] != down[r.a.linkOf(l)]) {
      return Optional.of("link " + link + " is " + (down[l] ? "down" : "up") + ", its image " + image + " is not");
    }
    if (linkCandidate[l] != linkCandidate[r.a.linkOf(l)]) {
      return Optional.of("link " + link + " and its image " + image + " differ as candidates of the space");
    }
    return Optional.empty();
  }

  private Optional<String> switchFacts(Renaming r, int s) {
    int t = r.a.switchOf(s);
    Switch x = network.switches().get(s);
    Switch y = network.switches().get(t);
    if (!x.tier().equals(y.tier()) || x.onMacMiss() != y.onMacMiss() || !x.floodDomain().equals(y.floodDomain())) {
      return Optional.of("switch " + x.name() + " and its image " + y.name() + " differ in tier, MAC-miss policy or"
          + " flood domain");
    }
    for (int port : names.portsOf[s]) {
      int image = r.port(port);
      if (image < 0 || names.portSwitch[image] != t) {
        return Optional.of("port " + x.name() + ":" + names.portName.get(port) + " has no image at " + y.name());
      }
      if (lossless[port] != lossless[image]) {
        return Optional.of("port " + x.name() + ":" + names.portName.get(port) + " and " + y.name() + ":"
            + names.portName.get(image) + " differ in PFC");
      }
      if (!java.util.Arrays.equals(vlans[port], vlans[image])) {
        return Optional.of("port " + x.name() + ":" + names.portName.get(port) + " and " + y.name() + ":"
            + names.portName.get(image) + " are members of different VLANs");
      }
    }
    return Optional.empty();
  }

  /**
   * Whether renaming keeps which hosts share a subnet (docs/semantics.md, "Which frames are routed"): the
   * moved hosts' subnet classes map to classes function-wise, a class that keeps an unmoved host maps to
   * itself, and every pair of classes starts packets bridged or routed as its image pair does.
   */
  private Optional<String> subnetFacts(Renaming r, Set<Integer> hosts) {
    if (subnets.noneShared()) {
      return Optional.empty();
    }
    Map<Integer, Integer> image = new HashMap<>();
    Map<Integer, Integer> moved = new HashMap<>();
    for (int h : hosts) {
      int c = subnets.classOf(h);
      Integer before = image.putIfAbsent(c, subnets.classOf(r.a.hostOf(h)));
      if (before != null && before != subnets.classOf(r.a.hostOf(h))) {
        return Optional.of("host " + network.hosts().get(h).name() + "'s subnets do not map as its neighbours' do");
      }
      moved.merge(c, 1, Integer::sum);
    }
    for (Map.Entry<Integer, Integer> e : image.entrySet()) {
      if (moved.get(e.getKey()) < classSize[e.getKey()] && !e.getValue().equals(e.getKey())) {
        return Optional.of("hosts of one subnet map to hosts of different subnets");
      }
    }
    for (Map.Entry<Integer, Integer> e : image.entrySet()) {
      for (int c = 0; c < classSize.length; c++) {
        int to = image.getOrDefault(c, c);
        if (subnets.starts(e.getKey(), c) != subnets.starts(e.getValue(), to)
            || subnets.starts(c, e.getKey()) != subnets.starts(to, e.getValue())) {
          return Optional.of("the renaming changes which hosts share a subnet");
        }
      }
    }
    return Optional.empty();
  }

  private Optional<String> hostFacts(Renaming r, int h) {
    int g = r.a.hostOf(h);
    Host x = network.hosts().get(h);
    Host y = network.hosts().get(g);
    if (x.address().isPresent() != y.address().isPresent() || dead[h] != dead[g] || hostCandidate[h] != hostCandidate[g]
        || x.attachments().size() != y.attachments().size() || x.outside() != y.outside()) {
      return Optional.of("host " + x.name() + " and its image " + y.name() + " differ (address, dead, candidate,"
          + " attachments or outside)");
    }
    for (int k = 0; k < x.attachments().size(); k++) {
      int port = names.attachmentPort[h][k];
      int image = port < 0 ? -1 : r.port(port);
      int found = -1;
      for (int m = 0; m < y.attachments().size() && image >= 0; m++) {
        if (names.attachmentPort[g][m] == image && y.attachments().get(m).standby() == x.attachments().get(k).standby()) {
          found = m;
        }
      }
      if (found < 0) {
        return Optional.of("host " + x.name() + "'s attachment at " + x.attachments().get(k).switchName()
            + " has no image at " + y.name());
      }
      if (x.attachments().get(k) == x.active() && y.attachments().get(found) != y.active()) {
        return Optional.of("host " + x.name() + "'s active attachment does not map to " + y.name() + "'s");
      }
    }
    for (Flow f : flowsOf.get(h)) {
      if (!flows.contains(flowKey(r.hostName(f.src()), r.hostName(f.dst()), f))) {
        return Optional.of("flow " + f.src() + " -> " + f.dst() + " has no image");
      }
    }
    return Optional.empty();
  }
}
