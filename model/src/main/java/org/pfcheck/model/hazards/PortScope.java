package org.pfcheck.model.hazards;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.Checks;
import org.pfcheck.model.IndexedSettings;
import org.pfcheck.model.Origin;

/**
 * Which ports of the covered switches a {@link WatchdogSetting} or {@link BufferSetting} covers: every
 * port, the ports facing hosts (server-facing), or named ports. A more specific kind wins over a less
 * specific one (its ordinal). Immutable.
 *
 * @param kind every port, host-facing ports, or named ports
 * @param names the port names (the same at every covered switch); empty otherwise
 * @param origins where each name is written, by index of {@code names} (an imported statement's port names
 *     come from different configuration entries); empty, or as many as {@code names}. Like every
 *     {@link Origin}, they stay out of equality.
 */
public record PortScope(Kind kind, List<String> names, List<Origin> origins) {
  /** The kinds of scope, least specific first. */
  public enum Kind { ALL, HOST_PORTS, PORTS }

  public static final PortScope ALL = new PortScope(Kind.ALL, List.of(), List.of());
  public static final PortScope HOST_PORTS = new PortScope(Kind.HOST_PORTS, List.of(), List.of());

  public PortScope {
    Objects.requireNonNull(kind, "kind");
    names = kind == Kind.PORTS ? Checks.names(names, "port") : Checks.none(names);
    origins = List.copyOf(origins);
    if (!origins.isEmpty() && origins.size() != names.size()) {
      throw new IllegalArgumentException(origins.size() + " origins for " + names.size() + " port names");
    }
  }

  /** The ports named {@code ports}. */
  public static PortScope ports(List<String> ports) {
    return new PortScope(Kind.PORTS, ports, List.of());
  }

  /** The ports named {@code ports}, each written at the origin of the same index. */
  public static PortScope ports(List<String> ports, List<Origin> origins) {
    return new PortScope(Kind.PORTS, ports, origins);
  }

  /** Where {@code port} is named, when the scope names it and knows where. */
  public Optional<Origin> origin(String port) {
    int i = origins.isEmpty() ? -1 : names.indexOf(port);
    return i < 0 ? Optional.empty() : Optional.of(origins.get(i));
  }

  /** Equal names and kind: positions aside, as everywhere in the model. */
  @Override
  public boolean equals(Object o) {
    return o instanceof PortScope p && p.kind == kind && p.names.equals(names);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, names);
  }

  /** Whether the scope covers {@code port}; {@code facesHost} says whether it faces a host. */
  public boolean covers(String port, boolean facesHost) {
    return switch (kind) {
      case ALL -> true;
      case HOST_PORTS -> facesHost;
      case PORTS -> names.contains(port);
    };
  }

  /** The keys this scope is filed under in an {@link IndexedSettings}: one of {@link #keysOf} for each port it covers. */
  List<String> keys() {
    return kind == Kind.PORTS ? names.stream().map(n -> "p\0" + n).toList() : List.of("*");
  }

  /** The keys under which a scope covering {@code port} may be filed. */
  static List<String> keysOf(String port) {
    return List.of("*", "p\0" + port);
  }

  /** Empty, {@code host-ports} or {@code port P1, P2}, as the language writes it. */
  @Override
  public String toString() {
    return switch (kind) {
      case ALL -> "";
      case HOST_PORTS -> "host-ports";
      case PORTS -> "port " + String.join(", ", names);
    };
  }
}
