package org.pfcheck.analyzer.storm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.hazards.Nic;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;

/**
 * Pause-storm blast radius on a buffer-dependency graph (docs/semantics.md, "Pause storms"): from one
 * host's NIC, from one stuck switch port, or the worst single host ({@link AnyStorm}). Uses only the
 * graph's public API and the fabric index. Immutable after construction; each question is answered in
 * its own working state.
 */
public final class StormAnalysis {
  private final StormGraph graph;

  private StormAnalysis(StormGraph graph) {
    this.graph = graph;
  }

  /** The storms of {@code bdg}'s network in its scenario. O(queues + dependencies). */
  public static StormAnalysis of(BufferDependencyGraph bdg) {
    return new StormAnalysis(new StormGraph(bdg));
  }

  /**
   * The storm of host {@code host}'s NIC pausing {@code priority} (empty: the default, {@link
   * #defaultPriority}) on every port it is cabled to, for as long as its storm watchdog lets it.
   *
   * @throws IllegalArgumentException with a message for the user when the host is not declared
   */
  public Storm fromHost(String host, OptionalInt priority) {
    FabricIndex index = graph.index;
    int h = index.hostId(host);
    if (h < 0) {
      throw new IllegalArgumentException("no host '" + host + "' in " + index.network().name());
    }
    Host model = index.network().hosts().get(h);
    int p = priority.orElse(defaultPriority(model));
    String choice = priority.isPresent() ? "given" : defaultWhy(model, p);
    List<String> notes = new ArrayList<>(spaceNote());
    List<Integer> stopped = new ArrayList<>();
    for (Attachment a : model.attachments()) {
      int port = index.port(a.switchName(), a.port());
      if (port < 0) {
        continue;
      }
      if (!index.honours(port, p)) {
        notes.add(a.switchName() + " ignores " + host + "'s pauses for priority " + p + ": PFC is not on for it at "
            + a.switchName() + ":" + a.port() + ", which is not asymmetric (a port's PFC setting covers honouring"
            + " pauses too)");
      } else {
        stopped.add(port);
      }
    }
    Nic nic = index.network().hazards().nicOf(model);
    long lasts = nic.stormWatchdog() ? nic.stormTimeoutMillis() : StormGraph.UNBOUNDED;
    StormSource source = new StormSource(Optional.of(host), model.active().switchName(), model.active().port(), p);
    return StormSearch.run(graph, source, choice, lasts, stopped.stream().mapToInt(Integer::intValue).toArray(), -1,
        notes);
  }

  /**
   * The storm of switch port {@code sw}:{@code port} whose queue of {@code priority} (empty: the lowest
   * lossless there) never drains.
   *
   * @throws IllegalArgumentException with a message for the user when the port is unknown or has no
   *     lossless queue of that priority (a lossy queue drops instead of pausing)
   */
  public Storm fromPort(String sw, String port, OptionalInt priority) {
    FabricIndex index = graph.index;
    int at = index.port(sw, port);
    if (at < 0) {
      throw new IllegalArgumentException(index.switchId(sw) < 0 ? "no switch '" + sw + "' in "
          + index.network().name() : "switch " + sw + " has no port '" + port + "'");
    }
    int mask = index.lossless[at] & 0xff;
    if (mask == 0) {
      throw new IllegalArgumentException("no priority is lossless at " + sw + ":" + port + ": its queues drop"
          + " instead of pausing, so a stuck one causes no storm");
    }
    int p = priority.orElse(Integer.numberOfTrailingZeros(mask));
    int q = index.queue(at, p);
    if (q < 0) {
      throw new IllegalArgumentException("priority " + p + " is lossy at " + sw + ":" + port + ": a stuck lossy queue"
          + " drops instead of pausing (lossless there: " + lossless(mask) + ")");
    }
    String choice = priority.isPresent() ? "given" : "the lowest lossless priority at " + sw + ":" + port;
    return StormSearch.run(graph, new StormSource(Optional.empty(), sw, port, p), choice, StormGraph.UNBOUNDED,
        new int[0], q, spaceNote());
  }

  /** The worst storm of a single host's NIC, found in one pass per 64 groups of hosts. */
  public AnyStorm.Result anyHost(OptionalInt priority) {
    return new AnyStorm(graph, this).run(priority);
  }

  /**
   * The priority a host's NIC storm pauses by default: the one its NIC's DSCP maps to (DSCP mode: the
   * group its ToR port classifies it into) when that is lossless at its ToR port, else the lowest
   * lossless priority there (0 when none is).
   */
  int defaultPriority(Host host) {
    FabricIndex index = graph.index;
    int port = index.port(host.active().switchName(), host.active().port());
    int mask = port < 0 ? 0 : index.lossless[port] & 0xff;
    int marked = marked(host, port);
    if (marked >= 0 && (mask & (1 << marked)) != 0) {
      return marked;
    }
    return mask == 0 ? 0 : Integer.numberOfTrailingZeros(mask);
  }

  /**
   * The priority of the DSCP {@code host}'s NIC marks: priority mode, by the fabric-wide map; DSCP mode,
   * the group its ToR port {@code port} classifies it into. -1 when the NIC marks nothing or (DSCP mode)
   * a value no considered packet carries (it is never lossless).
   */
  private int marked(Host host, int port) {
    Network n = graph.index.network();
    Nic nic = n.hazards().nicOf(host);
    if (nic.dscp().isEmpty()) {
      return -1;
    }
    int dscp = nic.dscp().getAsInt();
    if (!graph.classes.dscpMode()) {
      return n.qos().dscpToPriority().getOrDefault(dscp, 0);
    }
    int label = graph.classes.label(dscp);
    return label < 0 || port < 0 ? -1 : graph.classes.group(port, label, false);
  }

  private String defaultWhy(Host host, int p) {
    Network n = graph.index.network();
    Nic nic = n.hazards().nicOf(host);
    if (marked(host, graph.index.port(host.active().switchName(), host.active().port())) == p) {
      return "the priority of DSCP " + nic.dscp().getAsInt() + ", which " + host.name() + "'s NIC marks";
    }
    return "the lowest lossless priority at " + host.active().switchName() + ":" + host.active().port();
  }

  private List<String> spaceNote() {
    return graph.index.network().space().isPresent() ? List.of("the storm is analysed in the declared scenario;"
        + " the scenario space is not searched") : List.of();
  }

  private static String lossless(int mask) {
    List<String> out = new ArrayList<>();
    for (int p = 0; p < 8; p++) {
      if ((mask & (1 << p)) != 0) {
        out.add(Integer.toString(p));
      }
    }
    return String.join(", ", out);
  }
}
