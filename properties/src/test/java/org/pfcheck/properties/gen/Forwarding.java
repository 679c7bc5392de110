package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Switch;

/**
 * Failures, explicit routes and declared flows of a generated fabric, by index into its topology
 * (indices past the end are ignored or wrap). Immutable.
 *
 * @param down indices of links that are down
 * @param routes explicit routes
 * @param flows declared flows; none means every host pair in every lossless class
 */
public record Forwarding(Set<Integer> down, List<RouteSpec> routes, List<FlowSpec> flows) {
  /** All links up, derived routing only, all host pairs. */
  public static final Forwarding NONE = new Forwarding(Set.of(), List.of(), List.of());

  public Forwarding {
    down = Set.copyOf(down);
    routes = List.copyOf(routes);
    flows = List.copyOf(flows);
  }

  /**
   * A route at switch {@code sw} towards the /24 (or, when {@code wide}, the /16) of host {@code host}'s
   * address, via the neighbours selected by the bit mask {@code via} (none: a null route). When
   * {@code hostRoute}, a /32 for the host at the host's own switch instead ({@code sw} and {@code wide}
   * ignored): more specific than the switch's subnet, so it overrides delivery there.
   */
  public record RouteSpec(int sw, int host, boolean wide, int via, boolean hostRoute) {}

  /** A declared flow from host {@code src} to host {@code dst} in {@code priority}. */
  public record FlowSpec(int src, int dst, int priority) {}

  /** An explicit route. */
  public static Arbitrary<RouteSpec> anyRoute() {
    Arbitrary<Integer> index = Arbitraries.integers().between(0, 15);
    return Combinators.combine(index, index, Arbitraries.of(false, true), Arbitraries.integers().between(0, 15),
        Arbitraries.of(false, false, true)).as(RouteSpec::new);
  }

  /** A declared flow in priority 3, 4 or 2. */
  public static Arbitrary<FlowSpec> anyFlow() {
    Arbitrary<Integer> index = Arbitraries.integers().between(0, 15);
    return Combinators.combine(index, index, Arbitraries.of(3, 4, 2)).as(FlowSpec::new);
  }

  /** Up to two links down, up to two explicit routes, up to three declared flows. */
  public static Arbitrary<Forwarding> any() {
    return Combinators.combine(Arbitraries.integers().between(0, 11).set().ofMaxSize(2), anyRoute().list().ofMaxSize(2),
        anyFlow().list().ofMaxSize(3)).as(Forwarding::new);
  }

  /** This forwarding in {@code b}, resolved against {@code t}. */
  public void apply(Topology t, NetworkBuilder b) {
    for (int k = 0; k < t.links().size(); k++) {
      if (down.contains(k)) {
        b.down(t.links().get(k));
      }
    }
    List<Switch> sw = t.switches();
    List<Host> hosts = t.hosts();
    Set<String> routed = new java.util.HashSet<>();
    for (RouteSpec r : routes) {
      if (hosts.isEmpty()) {
        break;
      }
      Host target = hosts.get(r.host() % hosts.size());
      String at = r.hostRoute() ? target.active().switchName() : sw.get(r.sw() % sw.size()).name();
      var address = target.address();
      if (address.isEmpty()) {
        continue;
      }
      String[] octets = address.get().toString().split("\\.");
      String prefix = r.hostRoute() ? address.get() + "/32" : r.wide() ? octets[0] + "." + octets[1] + ".0.0/16"
          : octets[0] + "." + octets[1] + "." + octets[2] + ".0/24";
      List<String> via = new ArrayList<>();
      List<String> neighbours = t.neighbours(at);
      for (int j = 0; j < neighbours.size() && j < 4; j++) {
        if ((r.via() >> j & 1) == 1 && !via.contains(neighbours.get(j))) {
          via.add(neighbours.get(j));
        }
      }
      if (routed.add(at + " " + prefix)) {
        b.route(at, prefix, via.toArray(String[]::new));
      }
    }
    for (FlowSpec f : flows) {
      if (!hosts.isEmpty()) {
        b.flow(hosts.get(f.src() % hosts.size()).name(), hosts.get(f.dst() % hosts.size()).name(), f.priority());
      }
    }
  }
}
