package org.pfcheck.encodings.z3;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.encodings.space.TransitionSystem;

/**
 * How many hops the unary routing encoding represents. Exact when it covers the longest possible simple
 * path (routing nodes minus one); otherwise a guess, larger than any distance of the declared scenario
 * plus slack for the failures, that the query proves sufficient for every scenario before relying on
 * it, and doubles when it is not. Immutable.
 *
 * @param hops the largest distance represented
 * @param limit routing nodes minus one: a bound that always holds
 */
record DistanceBound(int hops, int limit) {

  /** Whether no scenario can exceed the bound (so it needs no proof). */
  boolean exact() {
    return hops >= limit;
  }

  DistanceBound doubled() {
    return new DistanceBound(Math.min(limit, 2 * hops), limit);
  }

  /** A first guess for {@code ts}: the declared scenario's largest switch-hop distance, plus 2 per failure, plus 2. */
  static DistanceBound initial(TransitionSystem ts) {
    FabricIndex index = ts.index();
    boolean upDown = index.network().routing().mode() == org.pfcheck.model.forwarding.Routing.Mode.UP_DOWN;
    int limit = (upDown ? 2 : 1) * index.switchCount() - 1;
    int eccentricity = 0;
    int[] dist = new int[index.switchCount()];
    for (int s = 0; s < index.switchCount(); s++) {
      Arrays.fill(dist, -1);
      dist[s] = 0;
      ArrayDeque<Integer> queue = new ArrayDeque<>();
      queue.add(s);
      while (!queue.isEmpty()) {
        int u = queue.poll();
        eccentricity = Math.max(eccentricity, dist[u]);
        for (int o = index.portStart[u]; o < index.portStart[u + 1]; o++) {
          int nb = index.neighbourSwitch(o);
          if (nb >= 0 && dist[nb] < 0) {
            dist[nb] = dist[u] + 1;
            queue.add(nb);
          }
        }
      }
    }
    return new DistanceBound(Math.min(limit, eccentricity + 2 * ts.space().maxLinks() + 2), limit);
  }
}
