package org.pfcheck.analyzer.hazards;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.hazards.PortWatchdog;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

/**
 * The switch ports of a network as the hazard checks see them: every host attachment and link end,
 * with what it faces, the lossless priorities with PFC on there, and its PFC watchdog. Assumes a
 * validated network. Immutable.
 */
final class SwitchPorts {
  /**
   * One switch port. Immutable.
   *
   * @param sw the switch
   * @param name the port's name at the switch
   * @param host the host it faces, for a server-facing port
   * @param far the other end, for a link port
   * @param origin the statement that made the port (the host's attachment or the link)
   * @param lossless the lossless priorities with PFC on at the port
   * @param honoured the lossless priorities whose pauses the port honours (more than {@code lossless} at
   *     an asymmetric port): a stuck neighbour stops it for these
   * @param watchdog its PFC watchdog
   */
  record Port(Switch sw, String name, Optional<Host> host, Optional<Endpoint> far, Origin origin,
      SortedSet<Integer> lossless, SortedSet<Integer> honoured, PortWatchdog watchdog) {
    String label() {
      return sw.name() + ":" + name;
    }
  }

  private final List<Port> ports;

  private SwitchPorts(List<Port> ports) {
    this.ports = List.copyOf(ports);
  }

  static SwitchPorts of(Network n) {
    Map<String, Switch> switches = new HashMap<>();
    n.switches().forEach(s -> switches.putIfAbsent(s.name(), s));
    List<Port> out = new ArrayList<>();
    for (Host h : n.hosts()) {
      for (Attachment a : h.attachments()) {
        Switch sw = switches.get(a.switchName());
        if (sw != null) {
          out.add(port(n, sw, a.port(), Optional.of(h), Optional.empty(), a.origin().span().isPresent() ? a.origin()
              : h.origin()));
        }
      }
    }
    for (Link l : n.links()) {
      for (Endpoint[] end : new Endpoint[][] {{l.a(), l.b()}, {l.b(), l.a()}}) {
        Switch sw = switches.get(end[0].node());
        if (sw != null) {
          out.add(port(n, sw, end[0].port(), Optional.empty(), Optional.of(end[1]), l.origin()));
        }
      }
    }
    return new SwitchPorts(out);
  }

  private static Port port(Network n, Switch sw, String name, Optional<Host> host, Optional<Endpoint> far,
      Origin origin) {
    Qos.PortPfc pfc = n.qos().portPfc(sw.name(), name);
    return new Port(sw, name, host, far, origin, pfc.pfc(), pfc.honoured(),
        n.hazards().watchdogAt(sw, name, host.isPresent()));
  }

  /** Every port: server-facing ones first, in host order, then link ends in link order. */
  List<Port> all() {
    return ports;
  }

  /** The ports facing hosts. */
  List<Port> serverFacing() {
    return ports.stream().filter(p -> p.host().isPresent()).toList();
  }
}
