package org.pfcheck.analyzer.index;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

/**
 * An int-based view of a network in one scenario: switches, hosts and ports are numbered, each
 * switch's ports are contiguous (CSR form), every port knows what it faces, and queues are numbered
 * {@code 0..Q-1}. Assumes a validated network (unknown names are skipped, never thrown on).
 *
 * <p>Queues exist on every port that faces a link (up or down) or a host, for every priority lossless
 * there, so the queue numbering does not depend on the scenario. Immutable after construction; arrays
 * are exposed for speed and must not be written.
 */
public final class FabricIndex {
  private final Network network;
  private final Scenario scenario;
  final Map<String, Integer> switchIds;
  final Map<String, Integer> hostIds;
  final List<Map<String, Integer>> portIdsBySwitch;
  /** Per switch: its tier level, or -1 without a known tier. */
  public final int[] level;
  /** Per switch: its ports are {@code portStart[s] .. portStart[s+1]-1}. */
  public final int[] portStart;
  /** Per port: the switch it belongs to. */
  public final int[] portSwitch;
  /** Per port: its name at the switch. */
  public final String[] portName;
  /** Per port: the other end of an up link, or -1. */
  public final int[] peerPort;
  /** Per port: the link it is an end of (up or down), or -1. */
  public final int[] portLink;
  /** Per port: the switch at the far end of its link (up or down), or -1. */
  public final int[] farSwitch;
  /** Per port: the host it faces, or -1. */
  public final int[] portHost;
  /** Per port: bit {@code p} set when priority {@code p} is lossless at this ingress port. */
  public final byte[] lossless;
  /**
   * Per port: bit {@code p} set when the port honours a pause for priority {@code p} at its egress: PFC
   * is on for it there, or the port is asymmetric (docs/semantics.md, "The sender must honour the pause").
   */
  public final byte[] honoured;
  /** Per port: the first queue id of the port (queues of a port are numbered by priority). */
  public final int[] queueBase;
  /** Per host: the port of its active attachment (at the active switch). */
  public final int[] hostActivePort;
  /** Per host: whether the scenario says it is dead. */
  public final boolean[] hostDead;
  /** Per link: whether it is up in the scenario. */
  public final boolean[] linkUp;
  private final int queueCount;
  private final int[] queuePort;

  /** The index {@link #shared} made last: its network (weakly), its scenario, the index (softly). */
  private static final Object LAST_LOCK = new Object();
  private static java.lang.ref.WeakReference<Network> lastNetwork = new java.lang.ref.WeakReference<>(null);
  private static Scenario lastScenario;
  private static java.lang.ref.SoftReference<FabricIndex> last = new java.lang.ref.SoftReference<>(null);

  /**
   * The index of {@code network} (this very instance) in {@code scenario}, shared with the last caller that
   * asked for the same: the engine, the coverage and the hazard checks of one run index the fabric once
   * (about a second each at k=64) instead of four times. The index is immutable, so sharing it changes no
   * answer; the network is held weakly and the index softly, so neither outlives its use.
   */
  public static FabricIndex shared(Network network, Scenario scenario) {
    synchronized (LAST_LOCK) {
      FabricIndex index = last.get();
      if (index == null || lastNetwork.get() != network || !scenario.equals(lastScenario)) {
        index = new FabricIndex(network, scenario);
        lastNetwork = new java.lang.ref.WeakReference<>(network);
        lastScenario = scenario;
        last = new java.lang.ref.SoftReference<>(index);
      }
      return index;
    }
  }

  /** Indexes {@code network} in {@code scenario}. */
  public FabricIndex(Network network, Scenario scenario) {
    this.network = network;
    this.scenario = scenario;
    List<Switch> switches = network.switches();
    int n = switches.size();
    switchIds = new HashMap<>(2 * n);
    hostIds = new HashMap<>(2 * network.hosts().size());
    portIdsBySwitch = new ArrayList<>(n);
    level = new int[n];
    for (int s = 0; s < n; s++) {
      Switch sw = switches.get(s);
      switchIds.putIfAbsent(sw.name(), s);
      level[s] = sw.tier().map(t -> network.tiers().levelOf(t).orElse(-1)).orElse(-1);
      portIdsBySwitch.add(new HashMap<>());
    }
    for (int h = 0; h < network.hosts().size(); h++) {
      hostIds.putIfAbsent(network.hosts().get(h).name(), h);
    }
    PortTable ports = PortTable.collect(network, switchIds, portIdsBySwitch);
    portStart = ports.portStart();
    portSwitch = ports.portSwitch();
    portName = ports.portName();
    portLink = ports.portLink();
    portHost = ports.portHost();
    int portCount = portName.length;
    linkUp = new boolean[network.links().size()];
    peerPort = new int[portCount];
    java.util.Arrays.fill(peerPort, -1);
    farSwitch = new int[portCount];
    java.util.Arrays.fill(farSwitch, -1);
    for (int l = 0; l < linkUp.length; l++) {
      Link link = network.links().get(l);
      linkUp[l] = scenario.linksDown().isEmpty() || scenario.linksDown().stream().noneMatch(d -> d.matches(link));
      int a = port(link.a().node(), link.a().port());
      int b = port(link.b().node(), link.b().port());
      if (a >= 0 && b >= 0 && portLink[a] == l && portLink[b] == l) {
        farSwitch[a] = portSwitch[b];
        farSwitch[b] = portSwitch[a];
      }
      if (linkUp[l] && a >= 0 && b >= 0 && portLink[a] == l && portLink[b] == l) {
        peerPort[a] = b;
        peerPort[b] = a;
      }
    }
    lossless = LosslessMasks.compute(network.qos(), switches, portStart, portName);
    honoured = LosslessMasks.honoured(network.qos(), switches, portStart, portName, lossless);
    queueBase = new int[portCount + 1];
    int q = 0;
    for (int p = 0; p < portCount; p++) {
      queueBase[p] = q;
      q += Integer.bitCount(lossless[p] & 0xff);
    }
    queueBase[portCount] = q;
    queueCount = q;
    queuePort = new int[q];
    for (int p = 0; p < portCount; p++) {
      java.util.Arrays.fill(queuePort, queueBase[p], queueBase[p + 1], p);
    }
    int hosts = network.hosts().size();
    hostActivePort = new int[hosts];
    hostDead = new boolean[hosts];
    Set<String> dead = new HashSet<>();
    scenario.deadHosts().forEach(d -> dead.add(d.host()));
    for (int h = 0; h < hosts; h++) {
      Host host = network.hosts().get(h);
      Attachment a = host.active();
      hostActivePort[h] = port(a.switchName(), a.port());
      hostDead[h] = dead.contains(host.name());
    }
  }

  /**
   * {@code base}'s network indexed in {@code scenario}: the switches, ports, queues and every
   * scenario-independent array are {@code base}'s (shared), only what the scenario decides (which links
   * are up, their peers, which hosts are dead) is computed again. Equal, array for array, to
   * {@code new FabricIndex(base.network(), scenario)}, for a fraction of its cost: a scenario sweep
   * indexes thousands of scenarios of one network. A new scenario-dependent field must be computed here
   * too (the sweep's tests compare both constructors field by field).
   */
  public FabricIndex(FabricIndex base, Scenario scenario) {
    this.network = base.network;
    this.scenario = scenario;
    switchIds = base.switchIds;
    hostIds = base.hostIds;
    portIdsBySwitch = base.portIdsBySwitch;
    level = base.level;
    portStart = base.portStart;
    portSwitch = base.portSwitch;
    portName = base.portName;
    portLink = base.portLink;
    farSwitch = base.farSwitch;
    portHost = base.portHost;
    lossless = base.lossless;
    honoured = base.honoured;
    queueBase = base.queueBase;
    queueCount = base.queueCount;
    queuePort = base.queuePort;
    hostActivePort = base.hostActivePort;
    List<Link> links = network.links();
    linkUp = new boolean[links.size()];
    java.util.Arrays.fill(linkUp, true);
    for (Scenario.LinkDown d : scenario.linksDown()) {
      int a = port(d.a().node(), d.a().port());
      int l = a < 0 ? -1 : portLink[a];
      if (l >= 0 && d.matches(links.get(l))) {
        linkUp[l] = false;
      } else {
        for (int k = 0; k < links.size(); k++) {
          linkUp[k] &= !d.matches(links.get(k));
        }
      }
    }
    peerPort = base.peerPort.clone();
    for (int l = 0; l < linkUp.length; l++) {
      if (linkUp[l] != base.linkUp[l]) {
        Link link = links.get(l);
        int a = port(link.a().node(), link.a().port());
        int b = port(link.b().node(), link.b().port());
        if (a >= 0 && b >= 0 && portLink[a] == l && portLink[b] == l) {
          peerPort[a] = linkUp[l] ? b : -1;
          peerPort[b] = linkUp[l] ? a : -1;
        }
      }
    }
    hostDead = new boolean[hostActivePort.length];
    for (Scenario.DeadHost d : scenario.deadHosts()) {
      int h = hostId(d.host());
      if (h >= 0) {
        hostDead[h] = true;
      }
    }
  }

  public Network network() {
    return network;
  }

  public Scenario scenario() {
    return scenario;
  }

  public int switchCount() {
    return level.length;
  }

  public int portCount() {
    return portName.length;
  }

  public int hostCount() {
    return hostActivePort.length;
  }

  public int queueCount() {
    return queueCount;
  }

  /** The switch id of {@code name}, or -1. */
  public int switchId(String name) {
    return switchIds.getOrDefault(name, -1);
  }

  /** The host id of {@code name}, or -1. */
  public int hostId(String name) {
    return hostIds.getOrDefault(name, -1);
  }

  /** The port id of {@code port} at switch {@code switchName}, or -1. */
  public int port(String switchName, String port) {
    int s = switchId(switchName);
    return s < 0 ? -1 : portIdsBySwitch.get(s).getOrDefault(port, -1);
  }

  public String switchName(int s) {
    return network.switches().get(s).name();
  }

  public String hostName(int h) {
    return network.hosts().get(h).name();
  }

  /** The queue of priority {@code p} at ingress port {@code port}, or -1 when {@code p} is lossy there. */
  public int queue(int port, int p) {
    int mask = lossless[port] & 0xff;
    if ((mask & (1 << p)) == 0) {
      return -1;
    }
    return queueBase[port] + Integer.bitCount(mask & ((1 << p) - 1));
  }

  /** Whether egress port {@code port} stops sending priority {@code p} when its peer pauses it. */
  public boolean honours(int port, int p) {
    return (honoured[port] & (1 << p)) != 0;
  }

  /** The ingress port of queue {@code q}. */
  public int queuePort(int q) {
    return queuePort[q];
  }

  /** The priority of queue {@code q}. */
  public int queuePriority(int q) {
    int port = queuePort[q];
    int mask = lossless[port] & 0xff;
    for (int k = q - queueBase[port]; k > 0; k--) {
      mask &= mask - 1;
    }
    return Integer.numberOfTrailingZeros(mask);
  }

  /** The switch at the far end of an up link from {@code port}, or -1. */
  public int neighbourSwitch(int port) {
    int peer = peerPort[port];
    return peer < 0 ? -1 : portSwitch[peer];
  }
}
