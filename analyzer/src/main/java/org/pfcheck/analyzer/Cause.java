package org.pfcheck.analyzer;

import java.util.Locale;

/** The forwarding decision behind a dependency (see docs/semantics.md, "Causes"). */
public enum Cause {
  /** An explicit route with one next-hop port. */
  ROUTE,
  /** One member of several next-hop ports, explicit or derived. */
  ECMP,
  /** Derived routing with one next-hop port. */
  DERIVED,
  /** A flood copy on a MAC miss. */
  FLOOD,
  /** A standby ToR tunnelling a packet back towards the active ToR. */
  BOUNCE,
  /** A bridged frame forwarded by the MAC table to a port the model does not know (every port it may be). */
  BRIDGE;

  /** The lower-case word used in every output format. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
