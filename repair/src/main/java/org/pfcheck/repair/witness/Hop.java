package org.pfcheck.repair.witness;

import java.util.Objects;
import org.pfcheck.analyzer.Cause;

/**
 * One forwarding step of a packet: switch {@code sw} received it on {@code inPort} (facing
 * {@code inNeighbour}, a switch or a host) in {@code priority} and sent it by a {@code cause} decision out
 * of {@code outPort} to switch {@code outNeighbour}, where it arrived on {@code nextPort} in
 * {@code nextPriority}. A priority is {@link #ANY} where the step's class is not known by one number
 * (DSCP mode: each port's maps give it): every priority may be meant. Immutable.
 */
public record Hop(String sw, String inPort, String inNeighbour, int priority, Cause cause, String outPort,
    String outNeighbour, String nextPort, int nextPriority) {
  /** The priority of a step whose class is not one number: every priority may be meant. */
  public static final int ANY = -1;

  public Hop {
    Objects.requireNonNull(sw, "sw");
    Objects.requireNonNull(inPort, "inPort");
    Objects.requireNonNull(inNeighbour, "inNeighbour");
    Objects.requireNonNull(cause, "cause");
    Objects.requireNonNull(outPort, "outPort");
    Objects.requireNonNull(outNeighbour, "outNeighbour");
    Objects.requireNonNull(nextPort, "nextPort");
  }

  /** Whether priority {@code p} may be the class {@code stepPriority} of a step (always for {@link #ANY}). */
  public static boolean may(int p, int stepPriority) {
    return stepPriority == ANY || p == stepPriority;
  }
}
