package org.pfcheck.encodings.space;

import java.util.Optional;
import org.pfcheck.analyzer.forwarding.Decision;

/**
 * What the symbolic query is not asked to do. Layer-2 flooding (docs/semantics.md, "Layer 2") lets the
 * bridged frames of a flooded destination circle the domain, and each bridged state on such a cycle needs
 * an integer rank in the reachability encoding. Z3 then often searches for minutes where enumerating the
 * space's scenarios takes milliseconds (measured: the SIGCOMM'16 space, 40 such states, 1.7 s; a
 * leaf-spine with parallel links, 32, and a k=4 fat-tree with one candidate dead host, 110, no answer in
 * 5 minutes). So past a budget the engine says so and the space is enumerated; it is never approximated.
 */
public final class EncodingBudget {
  private EncodingBudget() {}

  /** Why {@code ts} is not encoded with at most {@code limit} ranked bridged states, or empty. */
  public static Optional<String> refusal(TransitionSystem ts, int limit) {
    boolean[] needed = new DependencySkeleton(ts).neededStates();
    StateComponents components = new StateComponents(ts, needed);
    int ranked = 0;
    for (int x = 0; x < ts.stateCount(); x++) {
      if (needed[x] && ts.flag(x) == Decision.BRIDGED && components.ranked(x)) {
        ranked++;
      }
    }
    if (ranked <= limit) {
      return Optional.empty();
    }
    return Optional.of("flood copies can circle the layer-2 domain (" + ranked + " bridged forwarding states on"
        + " cycles), which the symbolic query does not encode" + (limit > 0 ? " past " + limit : ""));
  }
}
