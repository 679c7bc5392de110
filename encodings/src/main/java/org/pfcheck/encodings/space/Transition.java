package org.pfcheck.encodings.space;

import java.util.List;

/**
 * A forwarding step between two states of a {@link TransitionSystem}, taken in exactly the scenarios
 * where every literal of {@code guard} holds (an empty guard: in every scenario). Immutable.
 *
 * @param from the state the packet is in
 * @param to the state a packet (or copy) it sends arrives in
 * @param guard a conjunction of literals
 * @param descending whether the step follows derived routing (a derived hop or a bounce): taken, it
 *     strictly decreases the routing distance to the destination's active switch (in the phase of the
 *     state it enters), so no cycle of taken descending steps exists in any scenario
 * @param honoured whether the sender honours the pause of the group the packet arrives in (PFC on at the
 *     egress port): only then can the step be a buffer dependency
 */
public record Transition(int from, int to, List<ConditionLiteral> guard, boolean descending, boolean honoured) {
  public Transition {
    guard = List.copyOf(guard);
  }
}
