package org.pfcheck.analyzer.forwarding;

import java.util.Arrays;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Shortest-path ECMP: every port on an up link to a neighbour one hop closer to the destination
 * switch. Distances come from one breadth-first search over up switch-to-switch links. Immutable.
 */
public final class ShortestPathRouting implements DerivedRouting {
  private final FabricIndex index;
  private final int destination;
  private final int[] dist;

  /** Routing towards switch {@code destination}. */
  public ShortestPathRouting(FabricIndex index, int destination) {
    this.index = index;
    this.destination = destination;
    int n = index.switchCount();
    dist = new int[n];
    Arrays.fill(dist, -1);
    int[] queue = new int[n];
    int head = 0;
    int tail = 0;
    dist[destination] = 0;
    queue[tail++] = destination;
    while (head < tail) {
      int s = queue[head++];
      for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
        int nb = index.neighbourSwitch(port);
        if (nb >= 0 && dist[nb] < 0) {
          dist[nb] = dist[s] + 1;
          queue[tail++] = nb;
        }
      }
    }
  }

  @Override
  public int destination() {
    return destination;
  }

  /** Switch hops from {@code s} to the destination over up links, or -1 when unreachable. */
  public int distance(int s) {
    return dist[s];
  }

  @Override
  public int[] nextHops(int s, boolean downPhase) {
    if (dist[s] <= 0) {
      return new int[0];
    }
    return Ports.select(index, s, nb -> dist[nb] == dist[s] - 1);
  }
}
