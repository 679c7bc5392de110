package org.pfcheck.model.scenario;

import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A declared lossless flow: packets from {@code src} to {@code dst} starting with {@code priority}, or,
 * when {@code dscp} is given, marked with that DSCP value. Immutable.
 *
 * @param src the sending host
 * @param dst the receiving host
 * @param priority the priority the fabric-wide DSCP map gives the packets (their class in priority
 *     mode; unmapped DSCP values are priority 0)
 * @param origin where the flow was declared
 * @param dscp the DSCP value the packets carry, or -1 when the flow names a priority
 */
public record Flow(String src, String dst, int priority, Origin origin, int dscp) {
  public Flow {
    Checks.name(src, "src");
    Checks.name(dst, "dst");
    Checks.priority(priority);
    Objects.requireNonNull(origin, "origin");
    if (dscp != -1) {
      Checks.dscp(dscp);
    }
  }

  /** A flow in {@code priority}, without a DSCP value. */
  public Flow(String src, String dst, int priority, Origin origin) {
    this(src, dst, priority, origin, -1);
  }
}
