package org.pfcheck.repair.candidates;

import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.Network;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.ChangeKind;

/**
 * A pattern of {@code --allow} / {@code --forbid}: {@code KIND}, {@code @PLACE} or {@code KIND@PLACE},
 * where PLACE is a switch name or {@code tier:NAME}. A fabric-wide change (a new lossless priority) has
 * no place and matches only a pattern without one. Immutable.
 *
 * @param kind the kind matched, or any
 * @param place the switch name or {@code tier:NAME} matched, or anywhere
 */
public record ChangePlace(Optional<ChangeKind> kind, Optional<String> place) {
  public ChangePlace {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(place, "place");
    if (kind.isEmpty() && place.isEmpty()) {
      throw new IllegalArgumentException("a pattern names a kind, a place or both");
    }
  }

  /** The pattern written {@code text}, or why it is not one (for a usage error). */
  public static Result parse(String text) {
    int at = text.indexOf('@');
    String k = at < 0 ? text : text.substring(0, at);
    String p = at < 0 ? "" : text.substring(at + 1);
    Optional<ChangeKind> kind = ChangeKind.of(k);
    if (!k.isEmpty() && kind.isEmpty()) {
      return new Result(null, "'" + k + "' is not a change kind (" + kinds() + ")");
    }
    if (at >= 0 && (p.isEmpty() || p.equals("tier:"))) {
      return new Result(null, "'" + text + "' names no place after '@' (a switch name or tier:NAME)");
    }
    if (k.isEmpty() && p.isEmpty()) {
      return new Result(null, "an empty pattern (write KIND, @PLACE or KIND@PLACE)");
    }
    return new Result(new ChangePlace(kind, p.isEmpty() ? Optional.empty() : Optional.of(p)), null);
  }

  /** A parsed pattern, or the reason the text is not one. */
  public record Result(ChangePlace place, String problem) {}

  static String kinds() {
    return String.join(", ", java.util.Arrays.stream(ChangeKind.values()).map(ChangeKind::word).toList());
  }

  /** Why this pattern names nothing in {@code network} (an unknown switch or tier), else empty. */
  public Optional<String> unknownIn(Network network) {
    if (place.isEmpty()) {
      return Optional.empty();
    }
    String p = place.get();
    boolean known = p.startsWith("tier:")
        ? network.switches().stream().anyMatch(s -> s.tier().filter(p.substring(5)::equals).isPresent())
        : network.switches().stream().anyMatch(s -> s.name().equals(p));
    return known ? Optional.empty() : Optional.of(p.startsWith("tier:") ? "no switch has tier '" + p.substring(5) + "'"
        : "no switch is called '" + p + "'");
  }

  /** Whether {@code change} in {@code network} matches this pattern. */
  public boolean matches(Change change, Network network) {
    if (kind.isPresent() && kind.get() != change.kind()) {
      return false;
    }
    if (place.isEmpty()) {
      return true;
    }
    Optional<String> sw = change.switchName();
    if (sw.isEmpty()) {
      return false;
    }
    String p = place.get();
    return p.startsWith("tier:")
        ? network.switches().stream().anyMatch(s -> s.name().equals(sw.get()) && s.tier().filter(p.substring(5)::equals)
            .isPresent())
        : p.equals(sw.get());
  }

  @Override
  public String toString() {
    return kind.map(ChangeKind::word).orElse("") + place.map(p -> "@" + p).orElse("");
  }
}
