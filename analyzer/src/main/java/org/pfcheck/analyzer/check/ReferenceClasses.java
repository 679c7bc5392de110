package org.pfcheck.analyzer.check;

import java.util.Optional;
import org.pfcheck.model.Classification;
import org.pfcheck.model.DscpMap;
import org.pfcheck.model.Lag;
import org.pfcheck.model.Network;
import org.pfcheck.model.TcMap;

/**
 * The reference checker's reading of classification: the priority group a packet gets at an ingress
 * port, found by scanning the bindings in order each time (docs/semantics.md, "Packets and classes").
 * In priority mode a packet's value is its priority and its group; in DSCP mode its value is its DSCP.
 * Shares no code with the fast builder's tables. Immutable.
 */
final class ReferenceClasses {
  private final Network network;
  private final boolean dscpMode;

  ReferenceClasses(Network network) {
    this.network = network;
    this.dscpMode = network.dscpMode();
  }

  boolean dscpMode() {
    return dscpMode;
  }

  /** The priority group of a packet of {@code value} arriving at {@code sw} on {@code port}. */
  int group(String sw, String port, int value, boolean tunnelEnd) {
    if (!dscpMode) {
      return value;
    }
    Optional<String> dscpMap = Optional.empty();
    Optional<String> tcMap = Optional.empty();
    if (tunnelEnd) {
      dscpMap = bound(sw, port, Classification.Scope.TUNNEL, true);
      tcMap = bound(sw, port, Classification.Scope.TUNNEL, false);
    }
    for (Classification.Scope scope : new Classification.Scope[] {Classification.Scope.PORTS,
        Classification.Scope.SWITCH}) {
      dscpMap = dscpMap.or(() -> bound(sw, port, scope, true));
      tcMap = tcMap.or(() -> bound(sw, port, scope, false));
    }
    int tc = dscpMap.map(this::dscpMap).map(m -> m.tc(value))
        .orElse(network.qos().dscpToPriority().getOrDefault(value, 0));
    return tcMap.map(this::tcMap).map(m -> m.pg(tc)).orElse(tc <= 7 ? tc : 0);
  }

  /** The map of one kind the first binding of {@code scope} that covers (sw, port) names. */
  private Optional<String> bound(String sw, String port, Classification.Scope scope, boolean dscp) {
    for (Classification c : network.qos().classifications()) {
      if (c.switchName().equals(sw) && c.scope() == scope && (scope != Classification.Scope.PORTS
          || c.ports().stream().anyMatch(p -> p.equals(port) || lagHas(sw, p, port)))) {
        Optional<String> m = dscp ? c.dscpMap() : c.tcMap();
        if (m.isPresent()) {
          return m;
        }
      }
    }
    return Optional.empty();
  }

  private boolean lagHas(String sw, String lag, String port) {
    for (Lag l : network.lags()) {
      if (l.switchName().equals(sw) && l.name().equals(lag)) {
        return l.members().contains(port);
      }
    }
    return false;
  }

  private DscpMap dscpMap(String name) {
    return network.qos().dscpMaps().stream().filter(m -> m.name().equals(name)).findFirst().orElse(null);
  }

  private TcMap tcMap(String name) {
    return network.qos().tcMaps().stream().filter(m -> m.name().equals(name)).findFirst().orElse(null);
  }
}
