package org.pfcheck.analyzer.symmetry;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/**
 * Colours for the symmetry search, from everything an automorphism must preserve and a name does not
 * carry: a port's PFC mask and VLANs; a link's state (down, a candidate of the space) and its ends'
 * ports; a host's state (dead, candidate, address, flows, missing MAC entries) and attachment; a
 * switch's tier, policies, routes, the rewrite rules that name it, and the colours of its single-homed
 * hosts. Elements with different colours are never mapped onto each other; equal colours are only a
 * hint, which {@link AutomorphismCheck} settles. Immutable after construction.
 */
final class FabricColours {
  final FabricIndex index;
  /** Per port. */
  final long[] port;
  /** Per link (by model position). */
  final long[] link;
  /** Per host. */
  final long[] host;
  /** Per switch, without its hosts. */
  final long[] switchOwn;
  /** Per host: the number of attachments (more than one: multi-homed). */
  final int[] attachments;

  FabricColours(FabricIndex index) {
    this.index = index;
    Network network = index.network();
    Map<String, Long> vlanOf = new HashMap<>();
    for (Vlan v : network.vlans()) {
      for (String p : v.ports()) {
        vlanOf.merge(v.switchName() + "\u0000" + p, Mix.of(v.id()), Long::sum);
      }
    }
    port = new long[index.portCount()];
    for (int p = 0; p < port.length; p++) {
      String key = index.switchName(index.portSwitch[p]) + "\u0000" + index.portName[p];
      int pfc = (index.lossless[p] & 0xff) | (index.honoured[p] & 0xff) << 8;
      port[p] = Mix.of(pfc, vlanOf.getOrDefault(key, 0L), index.portHost[p] >= 0 ? 1 : 2);
    }
    Set<Integer> down = new HashSet<>();
    for (int l = 0; l < network.links().size(); l++) {
      if (!index.linkUp[l]) {
        down.add(l);
      }
    }
    boolean[] candidate = candidateLinks(network);
    link = new long[network.links().size()];
    for (int l = 0; l < link.length; l++) {
      link[l] = Mix.of(down.contains(l) ? 1 : 0, candidate[l] ? 1 : 0, 7);
    }
    host = hostColours(network);
    attachments = new int[network.hosts().size()];
    for (int h = 0; h < attachments.length; h++) {
      attachments[h] = network.hosts().get(h).attachments().size();
    }
    switchOwn = switchColours(network);
  }

  private boolean[] candidateLinks(Network network) {
    boolean[] out = new boolean[network.links().size()];
    if (network.space().isEmpty()) {
      return out;
    }
    List<Scenario.LinkDown> named = network.space().get().linkCandidates();
    for (int l = 0; l < out.length; l++) {
      int at = l;
      out[l] = named.isEmpty() || named.stream().anyMatch(d -> d.matches(network.links().get(at)));
    }
    return out;
  }

  private long[] hostColours(Network network) {
    long[] out = new long[network.hosts().size()];
    Set<String> candidates = new HashSet<>(network.space().map(s -> s.hostCandidates()).orElse(List.of()));
    boolean anyHost = network.space().map(s -> s.hostCandidates().isEmpty()).orElse(false);
    Map<String, Long> flows = new HashMap<>();
    for (Flow f : network.traffic().flows()) {
      flows.merge(f.src(), Mix.of(f.priority(), 1, 0), Long::sum);
      flows.merge(f.dst(), Mix.of(f.priority(), 2, 0), Long::sum);
    }
    Map<String, Long> missing = new HashMap<>();
    network.scenario().macMissing().forEach(m -> missing.merge(m.host(), 1L, Long::sum));
    for (int h = 0; h < out.length; h++) {
      String name = index.hostName(h);
      boolean candidate = anyHost || candidates.contains(name);
      long c = Mix.of(index.hostDead[h] ? 1 : 0, candidate ? 1 : 0, network.hosts().get(h).address().isPresent() ? 1 : 0);
      c = Mix.of(c, network.hosts().get(h).outside() ? 1 : 0, 0);
      c = Mix.of(c, flows.getOrDefault(name, 0L), missing.getOrDefault(name, 0L));
      out[h] = Mix.of(c, network.hosts().get(h).attachments().size(), index.hostActivePort[h] >= 0
          ? port[index.hostActivePort[h]] : 0);
    }
    return out;
  }

  private long[] switchColours(Network network) {
    long[] out = new long[index.switchCount()];
    Map<String, Long> named = new HashMap<>();
    List<RewriteRule> rules = network.rewrites();
    for (int r = 0; r < rules.size(); r++) {
      int k = 0;
      for (Selector s : List.of(rules.get(r).at(), rules.get(r).ingress(), rules.get(r).egress())) {
        if (s instanceof Selector.Names n) {
          for (String x : n.names()) {
            named.merge(x, Mix.of(r, k, 3), Long::sum);
          }
        }
        k++;
      }
    }
    Map<String, Long> routes = new HashMap<>();
    for (Route r : network.routes()) {
      routes.merge(r.switchName(), Mix.of(r.via().size(), r.prefix().length(), 5), Long::sum);
    }
    Map<String, Long> missing = new HashMap<>();
    network.scenario().macMissing().forEach(m -> missing.merge(m.switchName(), 1L, Long::sum));
    for (int s = 0; s < out.length; s++) {
      Switch sw = network.switches().get(s);
      long c = Mix.of(index.level[s], sw.tier().map(Mix::of).orElse(0L), sw.onMacMiss().ordinal());
      c = Mix.of(c, sw.floodDomain().vlan(), named.getOrDefault(sw.name(), 0L));
      c = Mix.of(c, routes.getOrDefault(sw.name(), 0L), missing.getOrDefault(sw.name(), 0L));
      out[s] = c;
    }
    // hosts named in rewrite selectors are told apart through their colour
    for (int h = 0; h < host.length; h++) {
      host[h] = Mix.of(host[h], named.getOrDefault(index.hostName(h), 0L), 11);
    }
    return out;
  }

  /** The colour of the link ending at port {@code p}, seen from {@code p}'s switch. */
  long linkFrom(int p) {
    int l = index.portLink[p];
    int far = -1;
    for (int q = index.portStart[index.farSwitch[p]]; q < index.portStart[index.farSwitch[p] + 1]; q++) {
      if (index.portLink[q] == l) {
        far = q;
        break;
      }
    }
    return Mix.of(link[l], port[p], far < 0 ? 0 : port[far]);
  }
}
