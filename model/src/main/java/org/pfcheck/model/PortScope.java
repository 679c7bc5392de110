package org.pfcheck.model;

import java.util.List;
import java.util.Objects;

/**
 * Which ports of the covered switches a {@link WatchdogSetting} or {@link BufferSetting} covers: every
 * port, the ports facing hosts (server-facing), or named ports. A more specific kind wins over a less
 * specific one (its ordinal). Immutable.
 *
 * @param kind every port, host-facing ports, or named ports
 * @param names the port names (the same at every covered switch); empty otherwise
 */
public record PortScope(Kind kind, List<String> names) {
  /** The kinds of scope, least specific first. */
  public enum Kind { ALL, HOST_PORTS, PORTS }

  public static final PortScope ALL = new PortScope(Kind.ALL, List.of());
  public static final PortScope HOST_PORTS = new PortScope(Kind.HOST_PORTS, List.of());

  public PortScope {
    Objects.requireNonNull(kind, "kind");
    names = kind == Kind.PORTS ? Checks.names(names, "port") : Checks.none(names);
  }

  /** The ports named {@code ports}. */
  public static PortScope ports(List<String> ports) {
    return new PortScope(Kind.PORTS, ports);
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
