package org.pfcheck.repair;

import java.util.LinkedHashSet;
import java.util.OptionalInt;
import java.util.Set;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.repair.candidates.CandidateSet;
import org.pfcheck.repair.candidates.PortMap;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.witness.Hop;
import org.pfcheck.repair.witness.Witness;

/**
 * Which candidate changes may alter a witness's forwarding steps. Every change acts only at its place,
 * so a change can alter a step only where the step is taken: a switch's MAC-miss policy, flood domain,
 * routes and rewrite rules act on the steps that switch takes (a new rule only on steps it matches: its
 * priority, its ingress and egress neighbours, over-approximated where tiers are unknown); PFC on a port
 * acts on the steps in or out of that port (its queue, and whether the sender honours a pause); a new
 * lossless priority acts on the steps in that priority. Over-approximating keeps the requirements sound:
 * a change wrongly counted only weakens them. Stateless.
 *
 * <p>Finer: the MAC-miss policy decides only steps that are not routing decisions (flood copies); a
 * flood domain only such copies out of or into its ports; a route only packets it matches (and a removed next hop only steps through it); PFC only the
 * steps in its priority.
 */
final class Relevance {
  private Relevance() {}

  /** The candidates that may alter a step of {@code w}. */
  static Set<Change> of(Witness w, CandidateSet candidates) {
    Set<Change> out = new LinkedHashSet<>();
    PortMap ports = candidates.ports();
    for (Hop h : w.hops()) {
      for (Change c : candidates.at(h.sw())) {
        if (affects(c, h, w, ports)) {
          out.add(c);
        }
      }
      for (Change c : candidates.at(h.outNeighbour())) {
        if (c instanceof Change.MakeLossy m && m.port().equals(h.nextPort()) && Hop.may(m.priority(), h.nextPriority())) {
          out.add(c);
        }
      }
      for (Change.LosslessPriority c : candidates.newPriorities()) {
        if (Hop.may(c.priority(), h.priority()) || Hop.may(c.priority(), h.nextPriority())) {
          out.add(c);
        }
      }
    }
    return out;
  }

  /** Whether {@code c}, placed at {@code h}'s switch, may alter the step {@code h} of {@code w}. */
  private static boolean affects(Change c, Hop h, Witness w, PortMap ports) {
    if (c instanceof Change.DropLossless) {
      return !routed(h);
    }
    if (c instanceof Change.FloodPortRemoval f) {
      // a bridged frame is flooded in the VLANs of the port it came in on: that port's membership counts too
      return !routed(h) && (f.port().equals(h.outPort()) || f.port().equals(h.inPort()));
    }
    if (c instanceof Change.Rewrite r) {
      boolean decision = switch (r.on()) {
        case ANY -> true;
        case BOUNCE -> h.cause() == Cause.BOUNCE;
        case FLOOD -> !routed(h);
      };
      return decision && Hop.may(r.from(), h.priority()) && matches(r.ingress(), h.sw(), h.inNeighbour(), ports)
          && matches(r.egress(), h.sw(), h.outNeighbour(), ports);
    }
    if (c instanceof Change.MakeLossy m) {
      return m.port().equals(h.inPort()) && Hop.may(m.priority(), h.priority())
          || m.port().equals(h.outPort()) && Hop.may(m.priority(), h.nextPriority());
    }
    if (c instanceof Change.RemoveRoute r) {
      return covers(r.route(), w);
    }
    if (c instanceof Change.RemoveEcmpMember m) {
      return covers(m.route(), w) && (m.member().equals(h.outNeighbour()) || m.member().equals(h.outPort()));
    }
    return true;
  }

  /**
   * Whether {@code h} was a routing decision (a route, ECMP, derived routing, a bounce), which neither a
   * MAC-miss policy nor a flood domain decides. Any other cause (a flood copy, or one a later semantics
   * adds, such as bridging) counts as possibly decided by them.
   */
  private static boolean routed(Hop h) {
    return h.cause() == Cause.ROUTE || h.cause() == Cause.ECMP || h.cause() == Cause.DERIVED
        || h.cause() == Cause.BOUNCE;
  }

  /** Whether {@code r} matches the witness's destination (a route can matter only to packets it matches). */
  private static boolean covers(Route r, Witness w) {
    return w.address().map(a -> r.prefix().contains(a)).orElse(false);
  }

  /** Whether {@code sel} may match {@code neighbour} of {@code sw} (true where it cannot tell). */
  static boolean matches(Selector sel, String sw, String neighbour, PortMap ports) {
    if (sel instanceof Selector.Names n) {
      return n.names().contains(neighbour);
    }
    if (sel instanceof Selector.Hosts) {
      return ports.level(neighbour).orElse(-1) == 0;
    }
    OptionalInt mine = ports.level(sw);
    OptionalInt theirs = ports.level(neighbour);
    if (mine.isEmpty() || theirs.isEmpty()) {
      return true;
    }
    if (sel instanceof Selector.Above) {
      return theirs.getAsInt() > mine.getAsInt();
    }
    if (sel instanceof Selector.Below) {
      return theirs.getAsInt() < mine.getAsInt();
    }
    return true;
  }
}
