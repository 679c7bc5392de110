package org.pfcheck.model.hazards;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * One {@code buffer} statement: a switch's shared buffer size and dynamic-threshold factor alpha, or the
 * lossless headroom of some of its ports. Absent values keep those of less specific statements, or the
 * defaults ({@link SwitchBuffer}). Immutable.
 *
 * @param switches which switches
 * @param ports which ports, for the headroom (shared size and alpha are per switch: every port)
 * @param sharedBytes the shared buffer pool's size
 * @param alpha the dynamic-threshold factor
 * @param headroomBytes the lossless headroom reserved per port (per lossless priority group)
 * @param origin where the statement is
 */
public record BufferSetting(SwitchScope switches, PortScope ports, OptionalLong sharedBytes, Optional<Fraction> alpha,
    OptionalLong headroomBytes, Origin origin) {
  /** The settings a statement can make, for saying which statement made a value. */
  public enum Field { SHARED, ALPHA, HEADROOM }

  public BufferSetting {
    Objects.requireNonNull(switches, "switches");
    Objects.requireNonNull(ports, "ports");
    sharedBytes.ifPresent(b -> Checks.positive(b, "shared buffer size"));
    Objects.requireNonNull(alpha, "alpha");
    headroomBytes.ifPresent(b -> Checks.positive(b, "headroom"));
    if (ports.kind() != PortScope.Kind.ALL && (sharedBytes.isPresent() || alpha.isPresent())) {
      throw new IllegalArgumentException("the shared buffer and alpha are per switch, not per port");
    }
    if (sharedBytes.isEmpty() && alpha.isEmpty() && headroomBytes.isEmpty()) {
      throw new IllegalArgumentException("a buffer statement sets something");
    }
    Objects.requireNonNull(origin, "origin");
  }

  /** The switch-wide settings {@code alpha} (and nothing else) for {@code switches}. */
  public static BufferSetting alpha(SwitchScope switches, Fraction alpha, Origin origin) {
    return new BufferSetting(switches, PortScope.ALL, OptionalLong.empty(), Optional.of(alpha), OptionalLong.empty(),
        origin);
  }

  /** Specificity: named ports beat host ports beat every port, then named switches beat a tier beat all. */
  int rank() {
    return ports.kind().ordinal() * 3 + switches.kind().ordinal();
  }
}
