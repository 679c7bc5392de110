package org.pfcheck.model.hazards;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * One {@code pfc-watchdog} statement: turns the switch PFC watchdog (SONiC {@code PFC_WD}) on or off on
 * some ports, and sets the values it names. Absent values keep those of less specific statements, or the
 * defaults ({@link PortWatchdog}). Immutable.
 *
 * @param switches which switches
 * @param ports which of their ports
 * @param enabled on, or off ({@code off} sets no values)
 * @param detectMillis how long a queue must stay paused before the watchdog acts
 * @param restoreMillis how long without pauses before the queue is lossless again
 * @param action what the watchdog does
 * @param origin where the statement is
 */
public record WatchdogSetting(SwitchScope switches, PortScope ports, boolean enabled, OptionalLong detectMillis,
    OptionalLong restoreMillis, Optional<WatchdogAction> action, Origin origin) {
  /**
   * The settings a statement can make, for saying which statement made a value; {@code PORT} is where the
   * statement that turned the watchdog on or off names the port (the statement itself when it names none).
   */
  public enum Field { ENABLED, DETECT, RESTORE, ACTION, PORT }

  public WatchdogSetting {
    Objects.requireNonNull(switches, "switches");
    Objects.requireNonNull(ports, "ports");
    detectMillis.ifPresent(t -> Checks.positive(t, "detection time"));
    restoreMillis.ifPresent(t -> Checks.positive(t, "restoration time"));
    Objects.requireNonNull(action, "action");
    if (!enabled && (detectMillis.isPresent() || restoreMillis.isPresent() || action.isPresent())) {
      throw new IllegalArgumentException("a watchdog turned off takes no values");
    }
    Objects.requireNonNull(origin, "origin");
  }

  /** The watchdog on with the defaults (or the values of less specific statements). */
  public static WatchdogSetting on(SwitchScope switches, PortScope ports, Origin origin) {
    return new WatchdogSetting(switches, ports, true, OptionalLong.empty(), OptionalLong.empty(), Optional.empty(),
        origin);
  }

  /** The watchdog off. */
  public static WatchdogSetting off(SwitchScope switches, PortScope ports, Origin origin) {
    return new WatchdogSetting(switches, ports, false, OptionalLong.empty(), OptionalLong.empty(), Optional.empty(),
        origin);
  }

  /** This statement with a detection time and the action {@code act}. */
  public WatchdogSetting with(long detect, WatchdogAction act) {
    return new WatchdogSetting(switches, ports, true, OptionalLong.of(detect), restoreMillis, Optional.of(act), origin);
  }

  /** Specificity: named ports beat host ports beat every port, then named switches beat a tier beat all. */
  int rank() {
    return ports.kind().ordinal() * 3 + switches.kind().ordinal();
  }
}
