package org.pfcheck.pipeline;

/** The documented process exit statuses. */
public final class ExitStatus {
  /** Proven deadlock-free (also: help, version, generate). */
  public static final int FREE = 0;
  /** A deadlock is possible: at least one cyclic buffer dependency. */
  public static final int POSSIBLE = 1;
  /** The input or the command line is wrong; nothing was analysed. */
  public static final int INPUT = 2;
  /** The analysis stopped (timeout, limit) before a verdict. */
  public static final int UNKNOWN = 3;
  /**
   * {@code check --hazards error}: the fabric is proven deadlock-free, but a hazard check found a hazard
   * (docs/diagnostics.md, PFC5xx, and PFC218 PFC at one end of a link). Not a verdict: a run that ends in 1 or 3 keeps that status.
   */
  public static final int HAZARD = 5;
  /** pfcheck itself failed: a bug to report. */
  public static final int INTERNAL = 4;

  private ExitStatus() {
  }
}
