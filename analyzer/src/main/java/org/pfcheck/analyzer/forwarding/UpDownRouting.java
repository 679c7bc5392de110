package org.pfcheck.analyzer.forwarding;

import java.util.Arrays;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Up-down (valley-free) shortest paths. A move to a higher tier level is up, to a lower level down;
 * moves between equal levels, or touching a switch without a level, are not allowed. A packet in the
 * up phase may go up or down; once it went down (it arrived from above) it may only go down.
 *
 * <p>Two-phase breadth-first search backwards from the destination over the states (switch, phase):
 * {@code down[x]} is the length of the shortest all-down path from {@code x}, {@code up[x]} of the
 * shortest valley-free path. Immutable.
 */
public final class UpDownRouting implements DerivedRouting {
  private final FabricIndex index;
  private final int destination;
  private final int[] up;
  private final int[] down;

  /** Routing towards switch {@code destination}. */
  public UpDownRouting(FabricIndex index, int destination) {
    this.index = index;
    this.destination = destination;
    int n = index.switchCount();
    up = new int[n];
    down = new int[n];
    Arrays.fill(up, -1);
    Arrays.fill(down, -1);
    int[] queue = new int[2 * n];
    int head = 0;
    int tail = 0;
    up[destination] = 0;
    down[destination] = 0;
    queue[tail++] = 2 * destination;
    queue[tail++] = 2 * destination + 1;
    int[] level = index.level;
    while (head < tail) {
      int state = queue[head++];
      int y = state >> 1;
      boolean yDown = (state & 1) == 1;
      int d = yDown ? down[y] : up[y];
      for (int port = index.portStart[y]; port < index.portStart[y + 1]; port++) {
        int x = index.neighbourSwitch(port);
        if (x < 0 || level[x] < 0 || level[y] < 0) {
          continue;
        }
        if (!yDown && level[y] > level[x] && up[x] < 0) {
          up[x] = d + 1;
          queue[tail++] = 2 * x;
        }
        if (yDown && level[y] < level[x]) {
          if (up[x] < 0) {
            up[x] = d + 1;
            queue[tail++] = 2 * x;
          }
          if (down[x] < 0) {
            down[x] = d + 1;
            queue[tail++] = 2 * x + 1;
          }
        }
      }
    }
  }

  @Override
  public int destination() {
    return destination;
  }

  /** Length of the shortest valley-free path from {@code s} in the given phase, or -1. */
  public int distance(int s, boolean downPhase) {
    return downPhase ? down[s] : up[s];
  }

  @Override
  public int[] nextHops(int s, boolean downPhase) {
    int[] level = index.level;
    int d = downPhase ? down[s] : up[s];
    if (d <= 0 || level[s] < 0) {
      return new int[0];
    }
    return Ports.select(index, s, nb -> level[nb] >= 0
        && (level[nb] < level[s] ? down[nb] == d - 1 : !downPhase && level[nb] > level[s] && up[nb] == d - 1));
  }
}
