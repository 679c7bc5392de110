package org.pfcheck.analyzer.check;

import java.util.Optional;
import org.pfcheck.model.RewriteRule;
import org.pfcheck.model.Selector;

/** Priority rewrites for the reference checker: the rules scanned in order, selectors matched by name. */
final class ReferenceRewrites {
  private final ReferenceTopology topology;

  ReferenceRewrites(ReferenceTopology topology) {
    this.topology = topology;
  }

  /** The priority a packet of priority {@code p} leaves {@code sw} with, from {@code in} out of {@code out}. */
  int apply(String sw, String in, String out, int p) {
    for (RewriteRule r : topology.network().rewrites()) {
      if (r.from() == p && atMatches(r.at(), sw) && neighbourMatches(r.ingress(), sw, in)
          && neighbourMatches(r.egress(), sw, out)) {
        return r.to();
      }
    }
    return p;
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
    }
    return false;
  }
}
