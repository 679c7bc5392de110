package org.pfcheck.model.hazards;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Switch;

/**
 * The PFC watchdog of one switch port after every {@code pfc-watchdog} statement and default is
 * applied. Off unless a statement turns it on (SONiC's build default: {@code default_pfcwd_status}
 * disabled). When on, the defaults are those of SONiC's {@code pfcwd start_default} (sonic-utilities
 * {@code pfcwd/main.py}): detection 200 ms, restoration 200 ms, action drop. Immutable.
 *
 * @param enabled whether the watchdog runs on the port
 * @param detectMillis detection time
 * @param restoreMillis restoration time
 * @param action drop, forward or alert
 * @param setBy the statement that set each value; a default has none
 */
public record PortWatchdog(boolean enabled, long detectMillis, long restoreMillis, WatchdogAction action,
    Map<WatchdogSetting.Field, Origin> setBy) {
  public static final long DEFAULT_DETECT_MILLIS = 200;
  public static final long DEFAULT_RESTORE_MILLIS = 200;
  public static final WatchdogAction DEFAULT_ACTION = WatchdogAction.DROP;

  public PortWatchdog {
    setBy = Map.copyOf(setBy);
  }

  /** The watchdog of port {@code port} of {@code sw} under {@code settings}. */
  public static PortWatchdog of(Switch sw, String port, boolean facesHost, List<WatchdogSetting> settings) {
    boolean enabled = false;
    long detect = DEFAULT_DETECT_MILLIS;
    long restore = DEFAULT_RESTORE_MILLIS;
    WatchdogAction action = DEFAULT_ACTION;
    Map<WatchdogSetting.Field, Origin> by = new EnumMap<>(WatchdogSetting.Field.class);
    for (WatchdogSetting s : Scoped.byRank(settings, x -> x.switches().covers(sw), WatchdogSetting::rank)) {
      if (!s.ports().covers(port, facesHost)) {
        continue;
      }
      enabled = s.enabled();
      by.put(WatchdogSetting.Field.ENABLED, s.origin());
      by.put(WatchdogSetting.Field.PORT, s.ports().origin(port).orElse(s.origin()));
      if (s.detectMillis().isPresent()) {
        detect = s.detectMillis().getAsLong();
        by.put(WatchdogSetting.Field.DETECT, s.origin());
      }
      if (s.restoreMillis().isPresent()) {
        restore = s.restoreMillis().getAsLong();
        by.put(WatchdogSetting.Field.RESTORE, s.origin());
      }
      if (s.action().isPresent()) {
        action = s.action().get();
        by.put(WatchdogSetting.Field.ACTION, s.origin());
      }
    }
    return new PortWatchdog(enabled, detect, restore, action, by);
  }

  /** Whether the watchdog stops a paused queue from holding packets back: on, and drop or forward. */
  public boolean breaksPauses() {
    return enabled && action.breaksPauses();
  }

  /** The statement that set {@code field}, or {@link Origin#NONE} for a default. */
  public Origin origin(WatchdogSetting.Field field) {
    return setBy.getOrDefault(field, Origin.NONE);
  }
}
