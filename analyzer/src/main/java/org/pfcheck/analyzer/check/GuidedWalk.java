package org.pfcheck.analyzer.check;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.pfcheck.analyzer.Dependency;

/**
 * Re-checks one dependency along a {@link PathHint}: the reference's start states of the example packet
 * that match the first hop, then, hop by hop, the reference's own steps from those states that match
 * the next hop; the dependency holds when a state so reached waits in its {@code from} queue and a
 * reference step from it sends the packet into its {@code to} queue with its cause. Every state is one
 * the reference reaches, so a hint can only make the check find less, never accept more than the whole
 * walk ({@link PacketWalk}). Stateless.
 */
final class GuidedWalk {
  private GuidedWalk() {}

  /** Whether the hint shows {@code dep}, for the packet {@code src} → {@code dst} starting with {@code value}. */
  static boolean shows(ReferenceForwarding ref, String src, int value, String dst, PathHint hint, Dependency dep) {
    List<PathHint.Hop> hops = hint.hops();
    if (hops.isEmpty()) {
      return false;
    }
    Set<ReferenceForwarding.State> at = new LinkedHashSet<>();
    for (ReferenceForwarding.State s : ref.starts(src, value, dst)) {
      if (hops.get(0).matches(s)) {
        at.add(s);
      }
    }
    for (int i = 1; i < hops.size() && !at.isEmpty(); i++) {
      Set<ReferenceForwarding.State> next = new LinkedHashSet<>();
      for (ReferenceForwarding.State s : at) {
        for (ReferenceForwarding.Move m : ref.step(s, dst)) {
          if (hops.get(i).matches(m.next())) {
            next.add(m.next());
          }
        }
      }
      at = next;
    }
    for (ReferenceForwarding.State s : at) {
      if (dep.from().equals(ref.queue(s, dst))) {
        for (ReferenceForwarding.Move m : ref.step(s, dst)) {
          if (m.cause() == dep.cause() && dep.to().equals(ref.arrival(s, m, dst))) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
