package org.pfcheck.replay;

import java.util.Objects;

/**
 * A switch PFC watchdog acting on one egress queue: a storm detected (the queue paused with packets for
 * the detection time) and its action taken, or the queue restored. Immutable.
 *
 * @param atNanos when
 * @param switchName the switch
 * @param port its port, whose peer keeps pausing it
 * @param priority the paused priority
 * @param what "detected (drop)", "detected (forward)", "detected (alert)" or "restored"
 * @param dropped the packets dropped at once by a drop action
 */
public record WatchdogEvent(long atNanos, String switchName, String port, int priority, String what, long dropped) {
  public WatchdogEvent {
    Objects.requireNonNull(switchName, "switchName");
    Objects.requireNonNull(port, "port");
    Objects.requireNonNull(what, "what");
  }
}
