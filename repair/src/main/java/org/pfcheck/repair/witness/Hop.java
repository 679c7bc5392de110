package org.pfcheck.repair.witness;

import java.util.Objects;
import org.pfcheck.analyzer.Cause;

/**
 * One forwarding step of a packet: switch {@code sw} received it on {@code inPort} (facing
 * {@code inNeighbour}, a switch or a host) in {@code priority} and sent it by a {@code cause} decision out
 * of {@code outPort} to switch {@code outNeighbour}, where it arrived on {@code nextPort} in
 * {@code nextPriority}. Immutable.
 */
public record Hop(String sw, String inPort, String inNeighbour, int priority, Cause cause, String outPort,
    String outNeighbour, String nextPort, int nextPriority) {
  public Hop {
    Objects.requireNonNull(sw, "sw");
    Objects.requireNonNull(inPort, "inPort");
    Objects.requireNonNull(inNeighbour, "inNeighbour");
    Objects.requireNonNull(cause, "cause");
    Objects.requireNonNull(outPort, "outPort");
    Objects.requireNonNull(outNeighbour, "outNeighbour");
    Objects.requireNonNull(nextPort, "nextPort");
  }
}
