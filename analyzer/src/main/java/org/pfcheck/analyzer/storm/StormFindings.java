package org.pfcheck.analyzer.storm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.hazards.PortWatchdog;
import org.pfcheck.model.hazards.WatchdogSetting;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;

/**
 * Turns the pause times of a storm's search into a {@link Storm}: the paused queues, the egress ports
 * they pause (the source's first), the hosts, the switches, the ports without a watchdog that the pauses
 * pass through, and the watchdogs that bound them. Working state of one call.
 */
final class StormFindings {
  private final StormGraph g;
  private final FabricIndex index;
  private final long[] paused;
  private final IntBag reached;

  StormFindings(StormGraph g, long[] paused, IntBag reached) {
    this.g = g;
    this.index = g.index;
    this.paused = paused;
    this.reached = reached;
  }

  Storm storm(StormSource source, String choice, long sourceMillis, int[] stopped, List<String> notes) {
    List<Storm.Paused> queues = new ArrayList<>();
    Map<String, Storm.Paused> ports = new LinkedHashMap<>();
    List<Storm.PausedHost> hosts = new ArrayList<>();
    Set<String> switches = new LinkedHashSet<>();
    List<Integer> through = new ArrayList<>();
    for (int out : stopped) {
      long hold = Math.min(sourceMillis, g.hold[out]);
      QueueRef at = new QueueRef(switchOf(out), index.portName[out], source.priority());
      ports.put(at.toString(), new Storm.Paused(at, millis(hold)));
      switches.add(at.switchName());
      through.add(out);
    }
    for (int k = 0; k < reached.size(); k++) {
      int q = reached.get(k);
      long t = paused[q];
      QueueRef ref = g.bdg.queueRef(q);
      queues.add(new Storm.Paused(ref, millis(t)));
      switches.add(ref.switchName());
      int port = index.queuePort(q);
      int host = index.portHost[port];
      if (host >= 0 && !source.host().map(index.hostName(host)::equals).orElse(false)) {
        hosts.add(new Storm.PausedHost(index.hostName(host), ref.priority(), millis(t)));
      }
      int egress = g.egressInto(q);
      if (egress >= 0) {
        QueueRef at = new QueueRef(switchOf(egress), index.portName[egress], ref.priority());
        Storm.Paused p = ports.get(at.toString());
        long hold = Math.min(t, g.hold[egress]);
        if (p == null || hold > p.millis().orElse(Long.MAX_VALUE)) {
          ports.put(at.toString(), new Storm.Paused(at, millis(hold)));
        }
        switches.add(at.switchName());
        if (hasPausedWaiter(q)) {
          through.add(egress);
        }
      }
    }
    return new Storm(source, choice, millis(sourceMillis), queues, new ArrayList<>(ports.values()), hosts,
        new ArrayList<>(switches), unprotected(through), cuts(through), notes);
  }

  /** Whether some queue waiting on {@code q} is paused: the pause passed the egress into q. */
  private boolean hasPausedWaiter(int q) {
    for (int e = g.waiterStart[q]; e < g.waiterStart[q + 1]; e++) {
      if (paused[g.waiters[e]] >= 0) {
        return true;
      }
    }
    return false;
  }

  private List<Storm.Port> unprotected(List<Integer> through) {
    Map<String, Origin> declared = declarations(index.network());
    List<Storm.Port> out = new ArrayList<>();
    for (int o : new LinkedHashSet<>(through)) {
      if (g.hold[o] != StormGraph.UNBOUNDED) {
        continue;
      }
      PortWatchdog w = g.watchdog[o];
      Origin by = w.origin(w.enabled() ? WatchdogSetting.Field.ACTION : WatchdogSetting.Field.ENABLED);
      Optional<SourceSpan> line = by.span().or(() -> Optional.ofNullable(declared.get(key(switchOf(o),
          index.portName[o]))).flatMap(Origin::span));
      int host = index.portHost[o];
      int far = index.farSwitch[o];
      String faces = host >= 0 ? index.hostName(host) : far >= 0 ? index.switchName(far) : "nothing";
      out.add(new Storm.Port(switchOf(o), index.portName[o], host >= 0, faces, line));
    }
    return out;
  }

  private List<Storm.Cut> cuts(List<Integer> through) {
    List<Storm.Cut> out = new ArrayList<>();
    for (int o : new LinkedHashSet<>(through)) {
      PortWatchdog w = g.watchdog[o];
      if (g.hold[o] != StormGraph.UNBOUNDED) {
        out.add(new Storm.Cut(switchOf(o), index.portName[o], w.action(), w.detectMillis(), w.restoreMillis(),
            w.origin(WatchdogSetting.Field.ENABLED).span()));
      }
    }
    return out;
  }

  /** Where each switch port is declared: the host attachment or the link. */
  static Map<String, Origin> declarations(Network n) {
    Map<String, Origin> out = new HashMap<>();
    for (Host h : n.hosts()) {
      for (Attachment a : h.attachments()) {
        out.putIfAbsent(key(a.switchName(), a.port()), a.origin().span().isPresent() ? a.origin() : h.origin());
      }
    }
    for (Link l : n.links()) {
      out.putIfAbsent(key(l.a().node(), l.a().port()), l.origin());
      out.putIfAbsent(key(l.b().node(), l.b().port()), l.origin());
    }
    return out;
  }

  private static String key(String sw, String port) {
    return sw + "\u0000" + port;
  }

  private String switchOf(int port) {
    return index.switchName(index.portSwitch[port]);
  }

  private static OptionalLong millis(long t) {
    return t == StormGraph.UNBOUNDED ? OptionalLong.empty() : OptionalLong.of(t);
  }
}
