package org.pfcheck.analyzer.bdg;

import java.util.Arrays;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.forwarding.Routing;

/**
 * Derived routing towards up to 64 destination switches at once, bit-parallel: bit {@code b} of a
 * port's mask says whether the port is a next hop towards destination {@code b}, exactly as
 * {@link org.pfcheck.analyzer.forwarding.DerivedRouting#nextHops} of that destination would say. One
 * layer-synchronous breadth-first search backwards from all destinations together (over switches for
 * shortest-path, over (switch, phase) states for up-down) marks every port that leads from a state at
 * distance {@code d + 1} to one at distance {@code d}. Working state of one builder thread; reused.
 */
final class BatchRouting {
  private static final int NONE = 0;
  private static final int DOWN = 1;
  private static final int ANY = 2;

  private final FabricIndex index;
  private final boolean upDown;
  /** Per port: destinations for which it is a next hop in the up phase (every phase for shortest-path). */
  final long[] nhUp;
  /** Per port: destinations for which it is a next hop in the down phase (same array for shortest-path). */
  final long[] nhDown;
  private final long[] seenUp;
  private final long[] seenDown;
  private final long[] frontUp;
  private final long[] frontDown;
  private final long[] candUp;
  private final long[] candDown;
  private int[] front;
  private int[] next;
  private final int[] touched;
  private final boolean[] listed;
  private final boolean[] inCand;
  private int touchedCount;

  BatchRouting(FabricIndex index) {
    this.index = index;
    this.upDown = index.network().routing().mode() == Routing.Mode.UP_DOWN;
    int n = index.switchCount();
    nhUp = new long[index.portCount()];
    nhDown = upDown ? new long[index.portCount()] : nhUp;
    seenUp = new long[n];
    seenDown = new long[n];
    frontUp = new long[n];
    frontDown = new long[n];
    candUp = new long[n];
    candDown = new long[n];
    front = new int[n];
    next = new int[n];
    touched = new int[n];
    listed = new boolean[n];
    inCand = new boolean[n];
  }

  /** Computes the masks for destination switch {@code destination[b]} of every bit {@code b}. */
  void compute(int[] destination) {
    clear();
    int frontSize = 0;
    for (int b = 0; b < destination.length; b++) {
      int a = destination[b];
      if (!listed[a]) {
        listed[a] = true;
        touched[touchedCount++] = a;
        front[frontSize++] = a;
      }
      seenUp[a] |= 1L << b;
      seenDown[a] |= 1L << b;
      frontUp[a] |= 1L << b;
      frontDown[a] |= 1L << b;
    }
    while (frontSize > 0) {
      int candCount = 0;
      for (int i = 0; i < frontSize; i++) {
        int y = front[i];
        for (int port = index.portStart[y]; port < index.portStart[y + 1]; port++) {
          int x = index.neighbourSwitch(port);
          int move = x < 0 ? NONE : move(x, y);
          if (move == NONE) {
            continue;
          }
          if (move == DOWN) {
            candUp[x] |= frontDown[y];
            candDown[x] |= frontDown[y];
          } else {
            candUp[x] |= frontUp[y];
          }
          if (!inCand[x]) {
            inCand[x] = true;
            next[candCount++] = x;
            if (!listed[x]) {
              listed[x] = true;
              touched[touchedCount++] = x;
            }
          }
        }
      }
      // keep only the bits new at each candidate: its distance is d + 1 for exactly those destinations
      for (int i = 0; i < candCount; i++) {
        int x = next[i];
        inCand[x] = false;
        candUp[x] &= ~seenUp[x];
        candDown[x] &= ~seenDown[x];
        seenUp[x] |= candUp[x];
        seenDown[x] |= candDown[x];
      }
      // a port x -> y is a next hop where x is new at distance d + 1 and y is at distance d
      for (int i = 0; i < frontSize; i++) {
        int y = front[i];
        for (int port = index.portStart[y]; port < index.portStart[y + 1]; port++) {
          int x = index.neighbourSwitch(port);
          int move = x < 0 ? NONE : move(x, y);
          int xp = index.peerPort[port];
          if (move == DOWN) {
            nhUp[xp] |= frontDown[y] & candUp[x];
            nhDown[xp] |= frontDown[y] & candDown[x];
          } else if (move != NONE) {
            nhUp[xp] |= frontUp[y] & candUp[x];
          }
        }
      }
      for (int i = 0; i < frontSize; i++) {
        frontUp[front[i]] = 0;
        frontDown[front[i]] = 0;
      }
      int count = 0;
      for (int i = 0; i < candCount; i++) {
        int x = next[i];
        long nu = candUp[x];
        long nd = candDown[x];
        candUp[x] = 0;
        candDown[x] = 0;
        if (nu != 0 || nd != 0) {
          frontUp[x] = nu;
          frontDown[x] = nd;
          next[count++] = x;
        }
      }
      int[] t = front;
      front = next;
      next = t;
      frontSize = count;
    }
  }

  /**
   * The move from switch {@code x} to its neighbour {@code y} as the search sees it: {@link #DOWN} when
   * up-down routing goes down (it may then be in either phase), {@link #ANY} when it goes up or when
   * routing has no phases (the packet must be, and stays, in the up phase), {@link #NONE} when up-down
   * forbids it (equal tiers, or a switch without a tier).
   */
  private int move(int x, int y) {
    if (!upDown) {
      return ANY;
    }
    int[] level = index.level;
    if (level[x] < 0 || level[y] < 0 || level[x] == level[y]) {
      return NONE;
    }
    return level[y] < level[x] ? DOWN : ANY;
  }

  private void clear() {
    for (int i = 0; i < touchedCount; i++) {
      int s = touched[i];
      listed[s] = false;
      seenUp[s] = 0;
      seenDown[s] = 0;
      for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
        nhUp[port] = 0;
        nhDown[port] = 0;
      }
    }
    touchedCount = 0;
  }
}
