package org.pfcheck.model.hazards;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.IndexedSettings;
import org.pfcheck.model.topology.Host;

/**
 * Which hosts a {@link NicSetting} covers: every host, the hosts actively attached to some switches,
 * or named hosts. A more specific kind wins over a less specific one (its ordinal). Immutable.
 *
 * @param kind every host, hosts at switches, or named hosts
 * @param names the switches ({@link Kind#AT}) or hosts ({@link Kind#HOSTS}); empty for {@link Kind#ALL}
 */
public record HostScope(Kind kind, List<String> names) {
  /** The kinds of scope, least specific first. */
  public enum Kind { ALL, AT, HOSTS }

  public static final HostScope ALL = new HostScope(Kind.ALL, List.of());

  public HostScope {
    Objects.requireNonNull(kind, "kind");
    names = kind == Kind.ALL ? Checks.none(names) : Checks.names(names, kind == Kind.AT ? "switch" : "host");
  }

  /** The hosts actively attached to {@code switches}. */
  public static HostScope at(List<String> switches) {
    return new HostScope(Kind.AT, switches);
  }

  /** The hosts {@code hosts}. */
  public static HostScope hosts(List<String> hosts) {
    return new HostScope(Kind.HOSTS, hosts);
  }

  /** Whether the scope covers {@code host}. */
  public boolean covers(Host host) {
    return switch (kind) {
      case ALL -> true;
      case AT -> names.contains(host.active().switchName());
      case HOSTS -> names.contains(host.name());
    };
  }

  /** The keys this scope is filed under in an {@link IndexedSettings}: one of {@link #keysOf} for each host it covers. */
  List<String> keys() {
    return switch (kind) {
      case ALL -> List.of("*");
      case AT -> names.stream().map(n -> "a\0" + n).toList();
      case HOSTS -> names.stream().map(n -> "h\0" + n).toList();
    };
  }

  /** The keys under which a scope covering {@code host} may be filed. */
  static List<String> keysOf(Host host) {
    return List.of("*", "a\0" + host.active().switchName(), "h\0" + host.name());
  }

  /** {@code all}, {@code at T0, T1} or {@code S1, S2}, as the language writes it. */
  @Override
  public String toString() {
    return switch (kind) {
      case ALL -> "all";
      case AT -> "at " + String.join(", ", names);
      case HOSTS -> String.join(", ", names);
    };
  }
}
