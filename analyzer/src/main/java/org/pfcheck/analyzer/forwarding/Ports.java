package org.pfcheck.analyzer.forwarding;

import java.util.Arrays;
import java.util.function.IntPredicate;
import org.pfcheck.analyzer.index.FabricIndex;

/** Selecting a switch's up-link ports by their neighbour. */
final class Ports {
  private Ports() {}

  /** The ports of {@code s} on up links whose neighbour switch satisfies {@code accept}, in port order. */
  static int[] select(FabricIndex index, int s, IntPredicate accept) {
    int[] out = new int[index.portStart[s + 1] - index.portStart[s]];
    int n = 0;
    for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
      int nb = index.neighbourSwitch(port);
      if (nb >= 0 && accept.test(nb)) {
        out[n++] = port;
      }
    }
    return Arrays.copyOf(out, n);
  }
}
