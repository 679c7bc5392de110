package org.pfcheck.model.topology;

import java.util.Objects;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.Scenario;

/**
 * A point-to-point link between two switch ports. Whether it is up is a matter of the
 * {@link Scenario}, not of the link. Immutable.
 *
 * @param a one end
 * @param b the other end
 * @param origin where the link was declared
 */
public record Link(Endpoint a, Endpoint b, Origin origin) {
  public Link {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    Objects.requireNonNull(origin, "origin");
    if (a.equals(b)) {
      throw new IllegalArgumentException("link from " + a + " to itself");
    }
  }

  /** Whether this link joins the two endpoints, in either direction. */
  public boolean joins(Endpoint x, Endpoint y) {
    return (a.equals(x) && b.equals(y)) || (a.equals(y) && b.equals(x));
  }

  @Override
  public String toString() {
    return a + " -- " + b;
  }
}
