package org.pfcheck.model.hazards;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.IndexedSettings;
import org.pfcheck.model.topology.Switch;

/**
 * Which switches a {@link WatchdogSetting} or {@link BufferSetting} covers: every switch, one tier, or
 * named switches. A more specific kind wins over a less specific one (its ordinal). Immutable.
 *
 * @param kind every switch, a tier, or named switches
 * @param names the tier (one name) or the switches; empty for {@link Kind#ALL}
 */
public record SwitchScope(Kind kind, List<String> names) {
  /** The kinds of scope, least specific first. */
  public enum Kind { ALL, TIER, SWITCHES }

  public static final SwitchScope ALL = new SwitchScope(Kind.ALL, List.of());

  public SwitchScope {
    Objects.requireNonNull(kind, "kind");
    names = kind == Kind.ALL ? Checks.none(names) : Checks.names(names, kind == Kind.TIER ? "tier" : "switch");
    if (kind == Kind.TIER && names.size() != 1) {
      throw new IllegalArgumentException("a tier scope names one tier");
    }
  }

  /** The switches of tier {@code tier}. */
  public static SwitchScope tier(String tier) {
    return new SwitchScope(Kind.TIER, List.of(tier));
  }

  /** The switches {@code switches}. */
  public static SwitchScope switches(List<String> switches) {
    return new SwitchScope(Kind.SWITCHES, switches);
  }

  /** Whether the scope covers {@code sw}. */
  public boolean covers(Switch sw) {
    return switch (kind) {
      case ALL -> true;
      case TIER -> sw.tier().map(names.get(0)::equals).orElse(false);
      case SWITCHES -> names.contains(sw.name());
    };
  }

  /** The keys this scope is filed under in an {@link IndexedSettings}: one of {@link #keysOf} for each switch it covers. */
  List<String> keys() {
    return switch (kind) {
      case ALL -> List.of("*");
      case TIER -> List.of("t\0" + names.get(0));
      case SWITCHES -> names.stream().map(n -> "s\0" + n).toList();
    };
  }

  /** The keys under which a scope covering {@code sw} may be filed. */
  static List<String> keysOf(Switch sw) {
    return sw.tier().isPresent() ? List.of("*", "t\0" + sw.tier().get(), "s\0" + sw.name()) : List.of("*", "s\0" + sw.name());
  }

  /** {@code all}, {@code tier tor} or {@code T0, T1}, as the language writes it. */
  @Override
  public String toString() {
    return switch (kind) {
      case ALL -> "all";
      case TIER -> "tier " + names.get(0);
      case SWITCHES -> String.join(", ", names);
    };
  }
}
