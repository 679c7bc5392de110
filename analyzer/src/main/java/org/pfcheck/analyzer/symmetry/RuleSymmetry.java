package org.pfcheck.analyzer.symmetry;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Prefix;

/**
 * The part of {@link AutomorphismCheck} about rules that name elements: rewrite rules (each must map to
 * itself, name lists compared as sets, since the first matching rule wins) and explicit routes, whose
 * prefixes match addresses, not names. Routes are compared by what they do: for every switch and every
 * host with an address, the route the longest prefix picks there must map to the route picked at the
 * images (same next hops, renamed), and whether it overrides delivery at the host's switch (a prefix
 * longer than every subnet of that switch covering the host) must agree. Immutable after construction.
 */
final class RuleSymmetry {
  /** Above this many (route, host) pairs the route comparison is too costly to run per automorphism. */
  static final long MAX_ROUTE_WORK = 20_000_000;

  private final ModelNames names;
  private final List<List<Route>> routesAt = new ArrayList<>();
  private final Set<String> adjacent = new HashSet<>();

  RuleSymmetry(ModelNames names) {
    this.names = names;
    for (int s = 0; s < names.network.switches().size(); s++) {
      routesAt.add(new ArrayList<>());
    }
    for (Route r : names.network.routes()) {
      int s = names.switchId(r.switchName());
      if (s >= 0) {
        routesAt.get(s).add(r);
      }
    }
    for (Link l : names.network.links()) {
      adjacent.add(l.a().node() + "|" + l.b().node());
      adjacent.add(l.b().node() + "|" + l.a().node());
    }
  }

  /** Why the rules do not map to themselves, or empty; {@code switches} and {@code hosts} moved. */
  Optional<String> problem(Renaming r, Set<Integer> switches, Set<Integer> hosts) {
    for (RewriteRule rule : names.network.rewrites()) {
      if (!same(rule.at(), rename(rule.at(), r, false)) || !same(rule.ingress(), rename(rule.ingress(), r, true))
          || !same(rule.egress(), rename(rule.egress(), r, true))) {
        return Optional.of("the rewrite rule " + rule.from() + " -> " + rule.to() + " names elements the permutation"
            + " moves to others not named with them");
      }
    }
    if (names.network.routes().isEmpty() || switches.isEmpty() && hosts.isEmpty()) {
      return Optional.empty();
    }
    if ((long) names.network.routes().size() * names.network.hosts().size() > MAX_ROUTE_WORK) {
      return Optional.of("too many explicit routes (" + names.network.routes().size() + ") to compare per host");
    }
    return routes(r);
  }

  private static Selector rename(Selector s, Renaming r, boolean neighbours) {
    if (s instanceof Selector.Names n) {
      return new Selector.Names(n.names().stream().map(x -> neighbours ? r.nodeName(x) : r.switchName(x)).toList());
    }
    return s;
  }

  private static boolean same(Selector a, Selector b) {
    if (a instanceof Selector.Names x && b instanceof Selector.Names y) {
      return new HashSet<>(x.names()).equals(new HashSet<>(y.names()));
    }
    return a.equals(b);
  }

  private Optional<String> routes(Renaming r) {
    List<Host> hosts = names.network.hosts();
    for (int h = 0; h < hosts.size(); h++) {
      if (hosts.get(h).address().isEmpty()) {
        continue;
      }
      Ipv4 ip = hosts.get(h).address().get();
      int g = r.a.hostOf(h);
      Ipv4 imageIp = hosts.get(g).address().orElse(null);
      if (imageIp == null) {
        return Optional.of("host " + hosts.get(h).name() + " has an address, its image none");
      }
      for (int s = 0; s < routesAt.size(); s++) {
        int t = r.a.switchOf(s);
        if (routesAt.get(s).isEmpty() && routesAt.get(t).isEmpty()) {
          continue;
        }
        Route x = chosen(s, ip);
        Route y = chosen(t, imageIp);
        if (x == null != (y == null) || x != null && !targets(s, x, r).equals(targets(t, y, null))) {
          return Optional.of("the route for " + hosts.get(h).name() + " at " + names.switchName(s)
              + " does not map to the route for its image at " + names.switchName(t));
        }
      }
      if (overrides(h, ip) != overrides(g, imageIp)) {
        return Optional.of("whether a route overrides delivery to " + hosts.get(h).name() + " differs at its image");
      }
    }
    return Optional.empty();
  }

  /** The route switch {@code s} picks for {@code ip}: the longest prefix, the first of equal ones; or null. */
  private Route chosen(int s, Ipv4 ip) {
    Route best = null;
    for (Route route : routesAt.get(s)) {
      if (route.prefix().contains(ip) && (best == null || route.prefix().length() > best.prefix().length())) {
        best = route;
      }
    }
    return best;
  }

  /** What {@code route} at switch {@code s} sends to, renamed by {@code r} (when given): neighbours, then ports. */
  private Set<String> targets(int s, Route route, Renaming r) {
    Set<String> out = new TreeSet<>();
    String at = names.switchName(s);
    out.add(route.drops() ? "drop" : "forward");
    for (String v : route.via()) {
      if (adjacent.contains(at + "|" + v)) {
        out.add("switch " + (r == null ? v : r.switchName(v)));
      } else if (names.linkAt.get(s).containsKey(v) || names.hostAt.get(s).containsKey(v)) {
        out.add("port " + (r == null ? v : r.port(s, v)));
      }
    }
    return out;
  }

  /** Whether a route at host {@code h}'s active switch covers it more specifically than that switch's subnets. */
  private boolean overrides(int h, Ipv4 ip) {
    int a = names.switchId(names.network.hosts().get(h).active().switchName());
    if (a < 0) {
      return false;
    }
    Route route = chosen(a, ip);
    if (route == null) {
      return false;
    }
    int subnet = -1;
    for (Prefix p : names.network.switches().get(a).subnets()) {
      if (p.contains(ip)) {
        subnet = Math.max(subnet, p.length());
      }
    }
    return route.prefix().length() > subnet;
  }
}
