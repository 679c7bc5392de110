package org.pfcheck.analyzer.check;

import java.util.Optional;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;

/**
 * Rewrites for the reference checker: the rules scanned in order, selectors matched by name. A rule
 * rewrites priorities in priority mode and DSCP values ({@code rewrite dscp}) in DSCP mode, and applies
 * to the decisions its {@code on} clause names.
 */
final class ReferenceRewrites {
  private final ReferenceTopology topology;
  private final boolean dscpMode;

  /** {@code dscpMode}: as the reference reads it ({@link ReferenceQos#dscpMode}), not the model's helper. */
  ReferenceRewrites(ReferenceTopology topology, boolean dscpMode) {
    this.topology = topology;
    this.dscpMode = dscpMode;
  }

  /**
   * The value (priority, or DSCP in DSCP mode) a packet of {@code value} leaves {@code sw} with, from
   * {@code in} out of {@code out}, sent by a decision with cause {@code cause}.
   */
  int apply(String sw, String in, String out, int value, Cause cause) {
    for (RewriteRule r : topology.network().rewrites()) {
      if (r.dscp() == dscpMode && r.from() == value && decisionMatches(r.on(), cause) && atMatches(r.at(), sw)
          && neighbourMatches(r.ingress(), sw, in) && neighbourMatches(r.egress(), sw, out)) {
        return r.to();
      }
    }
    return value;
  }

  /**
   * Every value a chain of rules (selectors and decisions ignored) leads from to {@code value}, itself
   * included: what a decapsulated packet's inner header may carry when the tunnel carried {@code value}.
   */
  java.util.Set<Integer> before(int value) {
    java.util.Set<Integer> out = new java.util.TreeSet<>(java.util.List.of(value));
    boolean grew = true;
    while (grew) {
      grew = false;
      for (RewriteRule r : topology.network().rewrites()) {
        if (r.dscp() == dscpMode && out.contains(r.to()) && out.add(r.from())) {
          grew = true;
        }
      }
    }
    return out;
  }

  private static boolean decisionMatches(RewriteRule.On on, Cause cause) {
    return switch (on) {
      case ANY -> true;
      case BOUNCE -> cause == Cause.BOUNCE;
      case FLOOD -> cause == Cause.FLOOD;
    };
  }

  private boolean atMatches(Selector sel, String sw) {
    if (sel instanceof Selector.Any) {
      return true;
    }
    if (sel instanceof Selector.Tier t) {
      return topology.switchNamed(sw).tier().equals(Optional.of(t.tier()));
    }
    return sel instanceof Selector.Names n && n.names().contains(sw);
  }

  private boolean neighbourMatches(Selector sel, String sw, String port) {
    ReferenceTopology.Facing f = topology.facing(sw, port);
    if (f == null) {
      return false;
    }
    Optional<Integer> mine = topology.level(sw);
    Optional<Integer> theirs = f.isHost() ? Optional.of(0) : topology.level(f.neighbour());
    boolean levels = mine.isPresent() && theirs.isPresent();
    if (sel instanceof Selector.Any) {
      return true;
    } else if (sel instanceof Selector.Above) {
      return levels && theirs.get() > mine.get();
    } else if (sel instanceof Selector.Below) {
      return levels && theirs.get() < mine.get();
    } else if (sel instanceof Selector.Hosts) {
      return f.isHost();
    } else if (sel instanceof Selector.Tier t) {
      return !f.isHost() && topology.switchNamed(f.neighbour()) != null
          && topology.switchNamed(f.neighbour()).tier().equals(Optional.of(t.tier()));
    } else if (sel instanceof Selector.Names n) {
      return n.names().contains(f.isHost() ? f.host() : f.neighbour());
    } else if (sel instanceof Selector.Ports p) {
      return p.names().contains(port) || topology.network().lags().stream().anyMatch(l -> l.switchName().equals(sw)
          && p.names().contains(l.name()) && l.members().contains(port));
    }
    return false;
  }
}
