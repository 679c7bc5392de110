package org.pfcheck.analyzer.forwarding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * The explicit routes of a network with their next hops resolved to live ports: a {@code via} name is
 * first a neighbour switch (every up link to it), else a local port (facing a host, or an up link), else
 * a port-channel (its members on up links). Immutable.
 */
public final class RouteTable {
  private final List<Route> routes;
  private final int[] routeSwitch;
  private final int[][] ports;
  private final boolean[] hasRoutes;
  /** Route ids by prefix (length, network): an imported table holds a route per switch and destination. */
  private final Map<Long, int[]> byPrefix = new HashMap<>();
  private final int[] lengths;

  /** Resolves the routes of {@code index}'s network in its scenario. */
  public RouteTable(FabricIndex index) {
    routes = index.network().routes();
    routeSwitch = new int[routes.size()];
    ports = new int[routes.size()][];
    hasRoutes = new boolean[index.switchCount()];
    for (int r = 0; r < routes.size(); r++) {
      Route route = routes.get(r);
      int s = index.switchId(route.switchName());
      routeSwitch[r] = s;
      ports[r] = s < 0 ? new int[0] : resolve(index, s, route.via());
      if (s >= 0) {
        hasRoutes[s] = true;
        byPrefix.merge(key(route.prefix().length(), route.prefix().network().bits()), new int[] {r}, RouteTable::concat);
      }
    }
    lengths = byPrefix.keySet().stream().mapToInt(k -> (int) (k >>> 32)).distinct().sorted().toArray();
  }

  private static long key(int length, int network) {
    return (long) length << 32 | (network & 0xFFFFFFFFL);
  }

  private static int[] concat(int[] a, int[] b) {
    int[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  private static int[] resolve(FabricIndex index, int s, List<String> via) {
    List<Integer> out = new ArrayList<>();
    for (String name : via) {
      int nb = index.switchId(name);
      boolean neighbour = false;
      for (int port = index.portStart[s]; nb >= 0 && port < index.portStart[s + 1]; port++) {
        if (index.farSwitch[port] == nb) {
          neighbour = true;
          if (index.peerPort[port] >= 0) {
            out.add(port);
          }
        }
      }
      int port = index.port(index.switchName(s), name);
      if (!neighbour && port >= 0 && (index.portHost[port] >= 0 || index.peerPort[port] >= 0)) {
        out.add(port);
      }
      if (!neighbour && port < 0) {
        for (org.pfcheck.model.topology.Lag l : index.network().lags()) {
          if (l.switchName().equals(index.switchName(s)) && l.name().equals(name)) {
            for (String m : l.members()) {
              int member = index.port(l.switchName(), m);
              if (member >= 0 && (index.portHost[member] >= 0 || index.peerPort[member] >= 0)) {
                out.add(member);
              }
            }
            break;
          }
        }
      }
    }
    return out.stream().mapToInt(Integer::intValue).distinct().sorted().toArray();
  }

  /** Whether switch {@code s} holds any explicit route. */
  public boolean hasRoutes(int s) {
    return hasRoutes[s];
  }

  /** How many routes there are. */
  public int size() {
    return routes.size();
  }

  /** The route {@code r} of the model. */
  public Route route(int r) {
    return routes.get(r);
  }

  /** The switch holding route {@code r}, or -1 when unknown. */
  public int switchOf(int r) {
    return routeSwitch[r];
  }

  /** The live next-hop ports of route {@code r}; empty for a null route or when all are down. */
  public int[] ports(int r) {
    return ports[r];
  }

  /** The ids of every route whose prefix contains {@code address}, ascending. */
  public int[] covering(Ipv4 address) {
    int[] out = new int[0];
    for (int length : lengths) {
      int[] ids = byPrefix.get(key(length, address.bits() & Prefix.mask(length)));
      if (ids != null) {
        out = concat(out, ids);
      }
    }
    Arrays.sort(out);
    return out;
  }
}
