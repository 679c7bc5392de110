package org.pfcheck.encodings.space;

import java.util.List;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.Subnets;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.PacketClasses;
import org.pfcheck.model.scenario.Flow;

/**
 * The packets considered (docs/semantics.md, "Packets and classes"), as the analyzer's
 * {@code Injections} defines them (routed or bridged from the first switch), with the sender's liveness left open for hosts that may die: every
 * live host to every other host with each source label, or the declared flows from live hosts.
 */
final class SymbolicSources {
  /**
   * Receives one injection: the sender's ingress port, the label, whether it enters routed or bridged
   * (docs/semantics.md, "Which frames are routed"), and when the sender is alive.
   */
  interface Sink {
    void accept(int port, int label, int flag, List<ConditionLiteral> guard);
  }

  private final FabricIndex index;
  private final PacketClasses classes;
  private final boolean[] candidateHost;
  private final int[] labels;
  private final Subnets subnets;

  SymbolicSources(FabricIndex index, PacketClasses classes, boolean[] candidateHost) {
    this.index = index;
    this.classes = classes;
    this.candidateHost = candidateHost;
    this.labels = classes.sourceLabels();
    this.subnets = new Subnets(index.network());
  }

  void forEach(DestinationGroup group, Sink sink) {
    List<Flow> flows = index.network().traffic().flows();
    if (flows.isEmpty()) {
      for (int h = 0; h < index.hostCount(); h++) {
        if (mayLive(h) && group.memberOtherThan(h) >= 0) {
          for (int f = starts(h, group); f != 0; f &= f - 1) {
            for (int l : labels) {
              sink.accept(index.hostActivePort[h], l, Integer.numberOfTrailingZeros(f), alive(h));
            }
          }
        }
      }
      return;
    }
    for (Flow f : flows) {
      int src = index.hostId(f.src());
      int dst = index.hostId(f.dst());
      int label = classes.label(classes.dscpMode() ? f.dscp() : f.priority());
      if (src >= 0 && dst >= 0 && src != dst && mayLive(src) && label >= 0
          && java.util.Arrays.stream(group.members()).anyMatch(m -> m == dst)) {
        for (int flag = starts(src, group); flag != 0; flag &= flag - 1) {
          sink.accept(index.hostActivePort[src], label, Integer.numberOfTrailingZeros(flag), alive(src));
        }
      }
    }
  }

  private int starts(int h, DestinationGroup group) {
    return subnets.starts(subnets.classOf(h), subnets.classOf(group.members()[0]));
  }

  private boolean mayLive(int h) {
    return !index.hostDead[h] && index.hostActivePort[h] >= 0;
  }

  private List<ConditionLiteral> alive(int h) {
    return candidateHost[h] ? List.of(ConditionLiteral.dead(h).negate()) : List.of();
  }
}
