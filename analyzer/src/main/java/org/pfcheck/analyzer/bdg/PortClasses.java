package org.pfcheck.analyzer.bdg;

import java.util.HashMap;
import java.util.Map;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.GroupForwarding;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Ingress ports that every forwarding decision treats alike: same switch, same up-down phase on
 * arrival (from above or not), the same rewrite rules matching them as ingress, the same
 * classification (so a label has one priority group at all of them), the same bridging domain and the
 * same port-channel. For any
 * destination, a packet arriving on any port of a class is sent out of the same ports with the same
 * priorities — except that a flood leaves out the port it came in on, which {@link BatchSearch}
 * handles apart. All host ports of a switch fall into one class, so do all its uplinks. Immutable.
 */
final class PortClasses {
  private record Key(int ingress, boolean down, int binding, int domain, int lag) {}

  /** Per port: its class. */
  final int[] classOf;
  /** Per class: its ports are {@code ports[start[c]] .. ports[start[c+1]-1]}, ascending. */
  final int[] start;
  final int[] ports;
  /** Per class: its switch. */
  final int[] switchOf;
  /** Per class: whether its packets arrive from above (the down phase). */
  final boolean[] fromAbove;

  PortClasses(ForwardingContext context) {
    FabricIndex index = context.index();
    int[] ingress = context.rewrites().ingressClasses();
    int portCount = index.portCount();
    classOf = new int[portCount];
    int count = 0;
    int[] sw = new int[portCount];
    boolean[] above = new boolean[portCount];
    Map<Key, Integer> local = new HashMap<>();
    for (int s = 0; s < index.switchCount(); s++) {
      local.clear();
      for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
        boolean down = GroupForwarding.fromAbove(index, port);
        Key key = new Key(ingress[port], down, context.classes().bindingKey(port), context.domains().bridged(port),
            context.domains().lag(port));
        Integer c = local.get(key);
        if (c == null) {
          c = count++;
          local.put(key, c);
          sw[c] = s;
          above[c] = down;
        }
        classOf[port] = c;
      }
    }
    start = new int[count + 1];
    for (int port = 0; port < portCount; port++) {
      start[classOf[port] + 1]++;
    }
    for (int c = 0; c < count; c++) {
      start[c + 1] += start[c];
    }
    ports = new int[portCount];
    int[] fill = java.util.Arrays.copyOf(start, count);
    for (int port = 0; port < portCount; port++) {
      ports[fill[classOf[port]]++] = port;
    }
    switchOf = java.util.Arrays.copyOf(sw, count);
    fromAbove = java.util.Arrays.copyOf(above, count);
  }

  int count() {
    return switchOf.length;
  }
}
