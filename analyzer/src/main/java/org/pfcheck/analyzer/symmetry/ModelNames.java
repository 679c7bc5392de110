package org.pfcheck.analyzer.symmetry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;

/**
 * The names of a network's model, looked up by {@link AutomorphismCheck}: which position each switch
 * and host name has, which link each port faces, which host each port faces, and each switch's ports.
 * Built from the model alone (no analyzer index), so that the check shares no code with the search
 * that proposes automorphisms. Immutable after construction.
 */
final class ModelNames {
  final Network network;
  final Map<String, Integer> switchIds = new HashMap<>();
  final Map<String, Integer> hostIds = new HashMap<>();
  /** Per switch: port name to the link it faces. */
  final List<Map<String, Integer>> linkAt = new ArrayList<>();
  /** Per switch: port name to the host whose attachment it is. */
  final List<Map<String, Integer>> hostAt = new ArrayList<>();
  /** Per host: its attachments' switch positions, in the model's order. */
  final int[][] attachmentSwitch;
  /** Per link: the positions of the switches at its two ends (-1 when unknown). */
  final int[] linkA;
  final int[] linkB;
  /** Per switch: the links with an end at it. */
  final int[][] linksOf;
  /** Ports, numbered: per switch, port name to number (ports facing a link end or a host attachment). */
  final List<Map<String, Integer>> portIds = new ArrayList<>();
  /** Per port: its switch, its name, the link it faces (or -1), the host it faces (or -1). */
  final int[] portSwitch;
  final List<String> portName = new ArrayList<>();
  final int[] portLink;
  final int[] portHost;
  private final List<int[]> numbered = new ArrayList<>();
  /** Per link: the ports of its ends a and b (-1 when unknown). */
  final int[][] linkEnd;
  /** Per host, per attachment: its port (-1 when unknown). */
  final int[][] attachmentPort;
  /** Per switch: its ports' numbers. */
  final int[][] portsOf;

  ModelNames(Network network) {
    this.network = network;
    for (int s = 0; s < network.switches().size(); s++) {
      switchIds.putIfAbsent(network.switches().get(s).name(), s);
      linkAt.add(new HashMap<>());
      hostAt.add(new HashMap<>());
      portIds.add(new HashMap<>());
    }
    int links = network.links().size();
    linkA = new int[links];
    linkB = new int[links];
    List<List<Integer>> at = new ArrayList<>();
    for (int s = 0; s < network.switches().size(); s++) {
      at.add(new ArrayList<>());
    }
    for (int l = 0; l < links; l++) {
      Link link = network.links().get(l);
      linkA[l] = switchIds.getOrDefault(link.a().node(), -1);
      linkB[l] = switchIds.getOrDefault(link.b().node(), -1);
      for (Endpoint e : List.of(link.a(), link.b())) {
        Integer s = switchIds.get(e.node());
        if (s != null) {
          linkAt.get(s).putIfAbsent(e.port(), l);
          if (at.get(s).isEmpty() || at.get(s).get(at.get(s).size() - 1) != l) {
            at.get(s).add(l);
          }
        }
      }
    }
    linksOf = at.stream().map(x -> x.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    linkEnd = new int[links][];
    for (int l = 0; l < links; l++) {
      Link link = network.links().get(l);
      linkEnd[l] = new int[] {number(linkA[l], link.a().port(), l, -1), number(linkB[l], link.b().port(), l, -1)};
    }
    attachmentSwitch = new int[network.hosts().size()][];
    attachmentPort = new int[network.hosts().size()][];
    for (int h = 0; h < network.hosts().size(); h++) {
      Host host = network.hosts().get(h);
      hostIds.putIfAbsent(host.name(), h);
      attachmentSwitch[h] = new int[host.attachments().size()];
      attachmentPort[h] = new int[host.attachments().size()];
      for (int k = 0; k < host.attachments().size(); k++) {
        Attachment a = host.attachments().get(k);
        Integer s = switchIds.get(a.switchName());
        attachmentSwitch[h][k] = s == null ? -1 : s;
        attachmentPort[h][k] = s == null ? -1 : number(s, a.port(), -1, h);
        if (s != null) {
          hostAt.get(s).putIfAbsent(a.port(), h);
        }
      }
    }
    portsOf = portIds.stream().map(m -> m.values().stream().mapToInt(Integer::intValue).sorted().toArray())
        .toArray(int[][]::new);
    portSwitch = numbered.stream().mapToInt(x -> x[0]).toArray();
    portLink = numbered.stream().mapToInt(x -> x[1]).toArray();
    portHost = numbered.stream().mapToInt(x -> x[2]).toArray();
    numbered.clear();
  }

  /** The number of port {@code name} at switch {@code s} (numbered when first met), or -1 without a switch. */
  private int number(int s, String name, int link, int host) {
    if (s < 0) {
      return -1;
    }
    Integer id = portIds.get(s).get(name);
    if (id == null) {
      id = portName.size();
      portIds.get(s).put(name, id);
      portName.add(name);
      numbered.add(new int[] {s, link, host});
    }
    return id;
  }

  /** The number of port {@code name} at switch {@code s}, or -1. */
  int portId(int s, String name) {
    return s < 0 ? -1 : portIds.get(s).getOrDefault(name, -1);
  }

  int portCount() {
    return portName.size();
  }

  String switchName(int s) {
    return network.switches().get(s).name();
  }

  String hostName(int h) {
    return network.hosts().get(h).name();
  }

  /** The position of switch {@code name}, or -1. */
  int switchId(String name) {
    return switchIds.getOrDefault(name, -1);
  }

  /** The position of host {@code name}, or -1. */
  int hostId(String name) {
    return hostIds.getOrDefault(name, -1);
  }
}
