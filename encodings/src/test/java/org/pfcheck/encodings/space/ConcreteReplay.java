package org.pfcheck.encodings.space;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * Evaluates a {@link TransitionSystem} in one concrete scenario without Z3: literals from the
 * scenario and the analyzer's own routing, then reachability from the sources. The dependencies it
 * yields must be exactly the analyzer's graph of that scenario.
 */
final class ConcreteReplay {
  private ConcreteReplay() {}

  /** The dependencies "from -> to" (queue ids) of {@code ts} in {@code scenario}. */
  static Set<Long> dependencies(TransitionSystem ts, Scenario scenario) {
    Network network = ts.index().network().withScenario(scenario).withoutSpace();
    FabricIndex concrete = new FabricIndex(network, scenario);
    Map<Integer, DerivedRouting> routing = new HashMap<>();
    List<List<Transition>> out = new ArrayList<>();
    for (int x = 0; x < ts.stateCount(); x++) {
      out.add(new ArrayList<>());
    }
    ts.transitions().forEach(t -> out.get(t.from()).add(t));
    boolean[] seen = new boolean[ts.stateCount()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int x = 0; x < ts.stateCount(); x++) {
      for (List<ConditionLiteral> g : ts.sourceGuards(x)) {
        if (!seen[x] && holds(g, concrete, routing)) {
          seen[x] = true;
          work.add(x);
        }
      }
    }
    Set<Long> deps = new HashSet<>();
    while (!work.isEmpty()) {
      int x = work.poll();
      for (Transition t : out.get(x)) {
        if (!holds(t.guard(), concrete, routing)) {
          continue;
        }
        if (ts.dependency(t)) {
          deps.add(((long) ts.queue(x) << 32) | ts.queue(t.to()));
        }
        if (!seen[t.to()]) {
          seen[t.to()] = true;
          work.add(t.to());
        }
      }
    }
    return deps;
  }

  private static boolean holds(List<ConditionLiteral> guard, FabricIndex concrete, Map<Integer, DerivedRouting> routing) {
    for (ConditionLiteral l : guard) {
      boolean v = switch (l.kind()) {
        case LINK_UP -> concrete.linkUp[l.a()];
        case DEAD -> concrete.hostDead[l.a()];
        case NEXT_HOP -> contains(routing.computeIfAbsent(l.a(), d -> DerivedRouting.towards(concrete, d))
            .nextHops(l.b(), l.c() == 1), l.d());
      };
      if (v != l.positive()) {
        return false;
      }
    }
    return true;
  }

  private static boolean contains(int[] ports, int port) {
    for (int p : ports) {
      if (p == port) {
        return true;
      }
    }
    return false;
  }
}
