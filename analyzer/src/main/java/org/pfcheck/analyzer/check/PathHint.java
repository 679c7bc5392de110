package org.pfcheck.analyzer.check;

import java.util.List;
import java.util.Objects;

/**
 * The ingress ports an example packet passed, by name, from its first switch to the {@code from} queue of
 * a dependency, as an engine found them: a hint that lets the re-check follow one path instead of
 * walking every state the packet can reach. The re-check trusts nothing in it: each hop must be a step
 * the reference semantics itself makes from the hop before (its value is the reference's own), and
 * where the hint leads nowhere the whole walk is made. Immutable.
 *
 * @param hops the hops, first (the source's switch) to last (the dependency's {@code from} queue)
 */
public record PathHint(List<Hop> hops) {
  public PathHint {
    hops = List.copyOf(hops);
  }

  /**
   * One hop: the packet at switch {@code sw}, arrived on port {@code port}, tunnelled or a bridged frame.
   */
  public record Hop(String sw, String port, boolean tunnelled, boolean bridged) {
    public Hop {
      Objects.requireNonNull(sw, "sw");
      Objects.requireNonNull(port, "port");
    }

    boolean matches(ReferenceForwarding.State s) {
      return s.tunnelled() == tunnelled && s.bridged() == bridged && s.sw().equals(sw) && s.port().equals(port);
    }
  }
}
