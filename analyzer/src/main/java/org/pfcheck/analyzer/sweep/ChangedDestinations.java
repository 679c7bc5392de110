package org.pfcheck.analyzer.sweep;

import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.forwarding.Routing;

/**
 * The destination switches towards which derived routing changes its distances when links fail. A
 * failed link removes next-hop ports; the distances towards a destination stay as they were unless some
 * (switch, phase) loses every next hop it had: the old distances still solve the breadth-first
 * equations of the reduced graph (every other state keeps a neighbour one step closer). With the
 * distances kept, every next-hop set is the old one without the failed ports, so packets towards such a
 * destination take a subset of their old paths. Stateless.
 */
final class ChangedDestinations {
  private ChangedDestinations() {
  }

  /** Per switch: whether the distances of derived routing towards it differ in {@code scenario} from the base. */
  static boolean[] of(BaseScenario base, FabricIndex scenario) {
    FabricIndex index = base.index;
    boolean[] changed = new boolean[index.switchCount()];
    int[] failed = failedPorts(index, scenario);
    if (failed.length == 0) {
      return changed;
    }
    boolean phases = index.network().routing().mode() == Routing.Mode.UP_DOWN;
    for (int a = 0; a < changed.length; a++) {
      DerivedRouting routing = base.routingTowards[a];
      if (routing == null) {
        continue;
      }
      for (int o : failed) {
        int s = index.portSwitch[o];
        if (losesEveryNextHop(routing.nextHops(s, false), o, failed)
            || phases && losesEveryNextHop(routing.nextHops(s, true), o, failed)) {
          changed[a] = true;
          break;
        }
      }
    }
    return changed;
  }

  /** Ports of links that are up in the base index and down in {@code scenario}, ascending. */
  static int[] failedPorts(FabricIndex base, FabricIndex scenario) {
    int n = 0;
    int[] out = new int[8];
    for (int port = 0; port < base.portCount(); port++) {
      if (base.peerPort[port] >= 0 && scenario.peerPort[port] < 0) {
        if (n == out.length) {
          out = java.util.Arrays.copyOf(out, 2 * n);
        }
        out[n++] = port;
      }
    }
    return java.util.Arrays.copyOf(out, n);
  }

  /** Whether {@code nextHops} holds {@code port} and nothing but failed ports. */
  private static boolean losesEveryNextHop(int[] nextHops, int port, int[] failed) {
    if (java.util.Arrays.binarySearch(nextHops, port) < 0) {
      return false;
    }
    for (int o : nextHops) {
      if (java.util.Arrays.binarySearch(failed, o) < 0) {
        return false;
      }
    }
    return true;
  }
}
