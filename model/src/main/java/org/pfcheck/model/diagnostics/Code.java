package org.pfcheck.model.diagnostics;

/**
 * Stable diagnostic codes. A code never changes meaning once released; new codes get new numbers.
 * PFC0xx: syntax. PFC1xx: names and references. PFC2xx: values and consistency. PFC3xx: analysis
 * limits and usage. PFC4xx: hazards of lossless Ethernet besides deadlocks (warnings that {@code
 * pfcheck check --hazards} controls). Each code is documented in {@code docs/diagnostics.md}.
 */
public enum Code {
  // Syntax (grammar module)
  PFC001(Severity.ERROR, "syntax error"),
  PFC002(Severity.ERROR, "unreadable file"),
  PFC003(Severity.ERROR, "number out of range"),
  PFC004(Severity.ERROR, "malformed address or prefix"),
  PFC005(Severity.ERROR, "malformed duration"),
  PFC006(Severity.ERROR, "unknown or bad template parameter"),
  PFC007(Severity.ERROR, "nothing to check"),
  PFC008(Severity.ERROR, "malformed size or fraction"),
  // Names and references
  PFC101(Severity.ERROR, "duplicate name"),
  PFC102(Severity.ERROR, "unknown switch"),
  PFC103(Severity.ERROR, "unknown host"),
  PFC104(Severity.ERROR, "unknown port"),
  PFC105(Severity.ERROR, "port used twice"),
  PFC106(Severity.ERROR, "unknown link"),
  PFC107(Severity.ERROR, "unknown tier"),
  PFC108(Severity.ERROR, "next hop is not a neighbour"),
  PFC109(Severity.ERROR, "unknown VLAN"),
  // Values and consistency
  PFC201(Severity.ERROR, "priority or DSCP out of range"),
  PFC202(Severity.ERROR, "DSCP mapped twice"),
  PFC203(Severity.ERROR, "up-down routing needs a tier on every switch"),
  PFC204(Severity.ERROR, "host attachment inconsistent"),
  PFC205(Severity.ERROR, "duplicate route"),
  PFC206(Severity.ERROR, "address outside every subnet of its switch"),
  PFC207(Severity.ERROR, "duplicate address"),
  PFC208(Severity.ERROR, "conflicting statement"),
  PFC209(Severity.ERROR, "bad selector"),
  PFC210(Severity.WARNING, "no lossless priority"),
  PFC211(Severity.WARNING, "dead host keeps no flooding window"),
  PFC212(Severity.WARNING, "statement has no effect"),
  PFC213(Severity.ERROR, "link to itself"),
  PFC214(Severity.ERROR, "subnet exhausted"),
  PFC215(Severity.WARNING, "no lossless traffic"),
  // Limits and usage
  PFC301(Severity.ERROR, "input too large for the heap"),
  // Hazards of lossless Ethernet (hazard checks)
  PFC401(Severity.WARNING, "MAC entries age out before ARP entries on a flooding switch"),
  PFC402(Severity.WARNING, "broadcast, multicast or flooded traffic in a lossless priority"),
  PFC403(Severity.WARNING, "PFC enabled at one end of a link only"),
  PFC404(Severity.WARNING, "go-back-0 retransmission with lossless traffic"),
  PFC405(Severity.WARNING, "MTT covers less than the registered memory"),
  PFC406(Severity.WARNING, "server-facing port without a PFC watchdog"),
  PFC407(Severity.WARNING, "NIC without the pause-storm watchdog"),
  PFC408(Severity.WARNING, "dynamic-threshold alpha below 1/16"),
  PFC409(Severity.WARNING, "PFC watchdog that forwards"),
  PFC410(Severity.WARNING, "PFC watchdog slower than the NIC's"),
  PFC411(Severity.WARNING, "deadlock that only a PFC watchdog breaks");

  /** Whether this is a hazard check's code (PFC4xx), which {@code --hazards} controls. */
  public boolean hazard() {
    return name().startsWith("PFC4");
  }

  private final Severity severity;
  private final String title;

  Code(Severity severity, String title) {
    this.severity = severity;
    this.title = title;
  }

  /** The default severity. */
  public Severity severity() {
    return severity;
  }

  /** A short title for documentation and SARIF rule names. */
  public String title() {
    return title;
  }
}
