package org.pfcheck.analyzer.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

/**
 * The reference checker's plain view of a network in its scenario: for every switch, what each of
 * its ports faces, by name. Part of the independent re-checker; shares no code with the fast index.
 * Immutable after construction.
 */
final class ReferenceTopology {
  /** What a port faces: a host, or a link end on another switch (up or down in the scenario). */
  record Facing(String host, String neighbour, String neighbourPort, boolean up) {
    boolean isHost() {
      return host != null;
    }
  }

  private final Network network;
  private final Map<String, Map<String, Facing>> ports = new LinkedHashMap<>();
  private final Map<String, Host> hosts = new HashMap<>();
  private final Map<String, Switch> switches = new HashMap<>();
  private final Map<String, List<String[]>> upLinks = new HashMap<>();
  private final java.util.Set<String> dead = new java.util.HashSet<>();
  private final Map<String, Optional<Integer>> levels = new HashMap<>();

  ReferenceTopology(Network network) {
    this.network = network;
    for (Switch s : network.switches()) {
      switches.put(s.name(), s);
      ports.put(s.name(), new LinkedHashMap<>());
    }
    for (Link l : network.links()) {
      boolean up = true;
      for (Scenario.LinkDown d : network.scenario().linksDown()) {
        up &= !(d.a().equals(l.a()) && d.b().equals(l.b()) || d.a().equals(l.b()) && d.b().equals(l.a()));
      }
      face(l.a(), new Facing(null, l.b().node(), l.b().port(), up));
      face(l.b(), new Facing(null, l.a().node(), l.a().port(), up));
    }
    for (Host h : network.hosts()) {
      hosts.put(h.name(), h);
      for (Attachment a : h.attachments()) {
        face(new Endpoint(a.switchName(), a.port()), new Facing(h.name(), null, null, false));
      }
    }
    network.scenario().deadHosts().forEach(d -> dead.add(d.host()));
    for (String sw : ports.keySet()) {
      upLinks.put(sw, collectUpLinks(sw));
      Switch s = switches.get(sw);
      levels.put(sw, s.tier().map(t -> network.tiers().levels().get(t)));
    }
  }

  private void face(Endpoint e, Facing f) {
    if (ports.containsKey(e.node())) {
      ports.get(e.node()).putIfAbsent(e.port(), f);
    }
  }

  Network network() {
    return network;
  }

  /** Every port of {@code sw} and what it faces, in a fixed order. */
  Map<String, Facing> ports(String sw) {
    return ports.getOrDefault(sw, Map.of());
  }

  Facing facing(String sw, String port) {
    return ports(sw).get(port);
  }

  Host host(String name) {
    return hosts.get(name);
  }

  /** Where host {@code name} sends from and is delivered to: its first attachment not on standby. */
  Attachment active(String name) {
    Host h = hosts.get(name);
    for (Attachment a : h.attachments()) {
      if (!a.standby()) {
        return a;
      }
    }
    return h.attachments().get(0);
  }

  Switch switchNamed(String name) {
    return switches.get(name);
  }

  /** Neighbour switches of {@code sw} over up links, one entry per port (shared: do not write). */
  List<String[]> upLinks(String sw) {
    return upLinks.getOrDefault(sw, List.of());
  }

  private List<String[]> collectUpLinks(String sw) {
    List<String[]> out = new ArrayList<>();
    ports(sw).forEach((port, f) -> {
      if (!f.isHost() && f.up() && switches.containsKey(f.neighbour())) {
        out.add(new String[] {port, f.neighbour()});
      }
    });
    return out;
  }

  /** The tier level of a switch, or empty. */
  Optional<Integer> level(String sw) {
    return levels.getOrDefault(sw, Optional.empty());
  }

  boolean dead(String host) {
    return dead.contains(host);
  }
}
