package org.pfcheck.model.scenario;

import java.util.Objects;
import org.pfcheck.model.Origin;

/**
 * ARP and MAC table timeouts, fabric-wide. A silent or dead host loses its MAC entry while its ARP
 * entry stays exactly when {@code macSeconds < arpSeconds}. Immutable.
 *
 * @param arpSeconds ARP entry lifetime (typical: 4 h)
 * @param macSeconds MAC entry lifetime (typical: 5 min)
 * @param origin where they were declared
 */
public record Timers(long arpSeconds, long macSeconds, Origin origin) {
  /** The usual switch defaults: ARP 4 h, MAC 5 min. */
  public static final Timers DEFAULT = new Timers(4 * 3600, 5 * 60, Origin.NONE);

  public Timers {
    if (arpSeconds <= 0 || macSeconds <= 0) {
      throw new IllegalArgumentException("timeouts must be positive");
    }
    Objects.requireNonNull(origin, "origin");
  }

  /** Whether a dead host's MAC entry ages out while its ARP entry stays. */
  public boolean macAgesFirst() {
    return macSeconds < arpSeconds;
  }
}
