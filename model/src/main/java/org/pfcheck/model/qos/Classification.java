package org.pfcheck.model.qos;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A binding of DSCP and TC maps to ingress ports: {@code classify S dscp-map D tc-map T} (every port of
 * S), {@code classify S port P, Q dscp-map D} (those ports; beats the switch-wide binding), or
 * {@code classify S tunnel dscp-map D} (tunnelled packets that S decapsulates). Each map is resolved on
 * its own: a binding that names only a DSCP map leaves the TC map to the next binding down. Immutable.
 *
 * @param switchName the switch
 * @param scope which ingress packets the binding classifies
 * @param ports the ports (or port-channels) for {@link Scope#PORTS}, else empty
 * @param dscpMap the DSCP → TC map, by name, if this binding sets it
 * @param tcMap the TC → priority group map, by name, if this binding sets it
 * @param origin where the binding was declared
 */
public record Classification(String switchName, Scope scope, List<String> ports, Optional<String> dscpMap,
    Optional<String> tcMap, Origin origin) {
  /** Which packets a binding classifies. */
  public enum Scope {
    /** Every ingress port of the switch. */
    SWITCH,
    /** The listed ports. */
    PORTS,
    /** Tunnelled packets that the switch decapsulates (it is their tunnel end). */
    TUNNEL
  }

  public Classification {
    Checks.name(switchName, "switch name");
    Objects.requireNonNull(scope, "scope");
    ports = List.copyOf(ports);
    if (ports.isEmpty() == (scope == Scope.PORTS)) {
      throw new IllegalArgumentException("ports are given exactly for a port binding");
    }
    Objects.requireNonNull(dscpMap, "dscpMap");
    Objects.requireNonNull(tcMap, "tcMap");
    if (dscpMap.isEmpty() && tcMap.isEmpty()) {
      throw new IllegalArgumentException("a binding names a DSCP map, a TC map or both");
    }
    Objects.requireNonNull(origin, "origin");
  }
}
