package org.pfcheck.analyzer.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.QueueRef;

/**
 * One example packet's states under {@link ReferenceForwarding}, walked breadth-first only as far as a
 * dependency needs and kept for the next dependency of the same packet: where flood copies are bridged
 * through a whole fabric, a walk visits most of it, so the dependencies of one packet share it. Working
 * state of one re-check.
 */
final class PacketWalk {
  private final ReferenceForwarding ref;
  private final String dst;
  private final Set<ReferenceForwarding.State> seen = new HashSet<>();
  private final ArrayDeque<ReferenceForwarding.State> todo = new ArrayDeque<>();
  /** The states already stepped from, by the queue they wait in (lossy ones left out). */
  private final Map<QueueRef, List<ReferenceForwarding.State>> stepped = new HashMap<>();

  PacketWalk(ReferenceForwarding ref, String src, int value, String dst) {
    this.ref = ref;
    this.dst = dst;
    for (ReferenceForwarding.State first : ref.starts(src, value, dst)) {
      seen.add(first);
      todo.add(first);
    }
  }

  /**
   * Null when a state of the packet in {@code from} has a step that sends it into {@code to} with
   * {@code cause}, else what is wrong.
   */
  String problem(QueueRef from, QueueRef to, Cause cause) {
    for (ReferenceForwarding.State s : stepped.getOrDefault(from, List.of())) {
      for (ReferenceForwarding.Move m : ref.step(s, dst)) {
        if (m.cause() == cause && to.equals(ref.arrival(s, m, dst))) {
          return null;
        }
      }
    }
    while (!todo.isEmpty()) {
      ReferenceForwarding.State s = todo.poll();
      QueueRef at = ref.queue(s, dst);
      if (at != null) {
        stepped.computeIfAbsent(at, k -> new ArrayList<>()).add(s);
      }
      boolean found = false;
      for (ReferenceForwarding.Move m : ref.step(s, dst)) {
        found |= from.equals(at) && m.cause() == cause && to.equals(ref.arrival(s, m, dst));
        if (seen.add(m.next())) {
          todo.add(m.next());
        }
      }
      if (found) {
        return null;
      }
    }
    return stepped.containsKey(from) ? "no forwarding step from the from queue sends the packet into the to queue"
        + " with that cause" : "the example packet cannot reach the from queue";
  }
}
