package org.pfcheck.model.hazards;

/**
 * What a switch PFC watchdog does once a queue has been paused for its detection time (SONiC
 * {@code PFC_WD} {@code action}): {@code drop} discards the queue's lossless packets in both directions
 * and sends no more pauses for it, {@code forward} ignores the pauses it receives and keeps sending,
 * {@code alert} only reports the storm.
 */
public enum WatchdogAction {
  DROP("drop"),
  FORWARD("forward"),
  ALERT("alert");

  private final String word;

  WatchdogAction(String word) {
    this.word = word;
  }

  /** Whether the action stops the paused queue from holding packets back (drop or forward). */
  public boolean breaksPauses() {
    return this != ALERT;
  }

  /** How the language writes it. */
  @Override
  public String toString() {
    return word;
  }
}
