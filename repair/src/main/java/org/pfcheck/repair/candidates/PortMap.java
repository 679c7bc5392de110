package org.pfcheck.repair.candidates;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

/**
 * What each switch port faces: a neighbour switch's port over a link, or a host. Repairs never change
 * the wiring, so one map serves every repaired version of a fabric. Immutable.
 */
public final class PortMap {
  /**
   * The far side of a port. Immutable.
   *
   * @param node the neighbour switch or host
   * @param port the neighbour switch's port; empty for a host
   */
  public record Facing(String node, Optional<String> port) {
    /** Whether the port faces a host. */
    public boolean host() {
      return port.isEmpty();
    }
  }

  private final Map<String, Map<String, Facing>> ports = new HashMap<>();
  private final Map<String, OptionalInt> levels = new HashMap<>();

  public PortMap(Network network) {
    for (Switch s : network.switches()) {
      ports.put(s.name(), new LinkedHashMap<>());
      levels.put(s.name(), s.tier().map(t -> network.tiers().levelOf(t)).orElse(OptionalInt.empty()));
    }
    for (Link l : network.links()) {
      face(l.a().node(), l.a().port(), new Facing(l.b().node(), Optional.of(l.b().port())));
      face(l.b().node(), l.b().port(), new Facing(l.a().node(), Optional.of(l.a().port())));
    }
    for (Host h : network.hosts()) {
      for (Attachment a : h.attachments()) {
        face(a.switchName(), a.port(), new Facing(h.name(), Optional.empty()));
      }
      levels.put(h.name(), OptionalInt.of(0));
    }
  }

  private void face(String sw, String port, Facing facing) {
    ports.computeIfAbsent(sw, k -> new LinkedHashMap<>()).putIfAbsent(port, facing);
  }

  /** What port {@code port} of {@code sw} faces, if it exists. */
  public Optional<Facing> facing(String sw, String port) {
    return Optional.ofNullable(ports.getOrDefault(sw, Map.of()).get(port));
  }

  /** Every port of {@code sw}: its link ends in link order, then its hosts' ports (as {@code Changes.ports}). */
  public List<String> ports(String sw) {
    return List.copyOf(ports.getOrDefault(sw, Map.of()).keySet());
  }

  /** The ports of {@code sw} that face switches, in link order. */
  public List<String> switchPorts(String sw) {
    return ports.getOrDefault(sw, Map.of()).entrySet().stream().filter(e -> !e.getValue().host()).map(Map.Entry::getKey)
        .toList();
  }

  /** The distinct switches {@code sw} has a link to, in link order. */
  public List<String> neighbours(String sw) {
    return ports.getOrDefault(sw, Map.of()).values().stream().filter(f -> !f.host()).map(Facing::node).distinct()
        .toList();
  }

  /** Whether {@code sw} has a host attached. */
  public boolean hasHosts(String sw) {
    return ports.getOrDefault(sw, Map.of()).values().stream().anyMatch(Facing::host);
  }

  /** The port of {@code sw} that faces port {@code port} of switch {@code neighbour}, if one does. */
  public Optional<String> portTowards(String sw, String neighbour, String port) {
    return ports.getOrDefault(sw, Map.of()).entrySet().stream()
        .filter(e -> e.getValue().node().equals(neighbour) && e.getValue().port().filter(port::equals).isPresent())
        .map(Map.Entry::getKey).findFirst();
  }

  /** The tier level of a switch (hosts are 0), when its tier has one. */
  public OptionalInt level(String node) {
    return levels.getOrDefault(node, OptionalInt.empty());
  }
}
