package org.pfcheck.encodings.space;

import java.util.List;

/**
 * A forwarding step between two states of a {@link TransitionSystem}, taken in exactly the scenarios
 * where every literal of {@code guard} holds (an empty guard: in every scenario). Immutable.
 *
 * @param from the state the packet is in
 * @param to the state a packet (or copy) it sends arrives in
 * @param guard a conjunction of literals
 */
public record Transition(int from, int to, List<Literal> guard) {
  public Transition {
    guard = List.copyOf(guard);
  }
}
