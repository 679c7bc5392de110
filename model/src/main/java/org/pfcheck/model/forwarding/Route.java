package org.pfcheck.model.forwarding;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Prefix;

/**
 * An explicit route at one switch. Explicit routes override derived routing for the addresses they
 * cover; the longest matching prefix wins. An empty next-hop list is a null route (drop). Immutable.
 *
 * @param switchName the switch holding the route
 * @param prefix the destination prefix
 * @param via next hops: neighbour switch names (every live link to that neighbour) or local port names;
 *     more than one is ECMP
 * @param origin where the route was declared
 */
public record Route(String switchName, Prefix prefix, List<String> via, Origin origin) {
  public Route {
    Checks.name(switchName, "switch name");
    Objects.requireNonNull(prefix, "prefix");
    via = List.copyOf(via);
    Objects.requireNonNull(origin, "origin");
  }

  /** Whether this is a null route. */
  public boolean drops() {
    return via.isEmpty();
  }
}
