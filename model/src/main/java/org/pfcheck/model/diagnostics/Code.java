package org.pfcheck.model.diagnostics;

/**
 * Stable diagnostic codes. A code never changes meaning once released; new codes get new numbers.
 * PFC0xx: syntax (PFC020-PFC029: the YAML form). PFC1xx: names and references. PFC2xx: values and
 * consistency. PFC3xx: analysis limits and usage. PFC4xx: importing switch configurations and subnet
 * dumps (PFC401-PFC449: SONiC config_db; PFC450-PFC499: InfiniBand). PFC5xx: hazards of lossless
 * Ethernet besides deadlocks (warnings
 * that {@code pfcheck check --hazards} controls). Each code is documented in {@code docs/diagnostics.md}.
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
  // Reading the YAML form (grammar module)
  PFC020(Severity.ERROR, "malformed YAML"),
  PFC021(Severity.ERROR, "YAML feature not supported"),
  PFC022(Severity.ERROR, "YAML input over a limit"),
  PFC023(Severity.ERROR, "wrong YAML type"),
  PFC024(Severity.ERROR, "unknown YAML key"),
  PFC025(Severity.ERROR, "missing YAML key"),
  PFC026(Severity.ERROR, "duplicate YAML key"),
  PFC027(Severity.ERROR, "bad YAML value"),
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
  PFC110(Severity.ERROR, "unknown map"),
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
  PFC216(Severity.ERROR, "port both routed and in a VLAN"),
  PFC217(Severity.ERROR, "port in two port-channels"),
  PFC218(Severity.WARNING, "PFC on one end of a link only"),
  PFC219(Severity.ERROR, "priority where DSCP mode needs a DSCP"),
  // What a verdict covers (the analysis's coverage pass); errors under --strict
  PFC230(Severity.WARNING, "isolated switch"),
  PFC231(Severity.WARNING, "considered traffic not delivered"),
  PFC232(Severity.WARNING, "host netmask not known"),
  // Limits and usage
  PFC301(Severity.ERROR, "input too large for the heap"),
  PFC305(Severity.ERROR, "not a part of one sharded sweep"),
  // Importing SONiC config_db (importers module)
  PFC401(Severity.ERROR, "malformed JSON"),
  PFC402(Severity.WARNING, "JSON key written twice"),
  PFC403(Severity.ERROR, "not a SONiC config_db"),
  PFC404(Severity.ERROR, "device described twice"),
  PFC405(Severity.ERROR, "missing neighbour"),
  PFC406(Severity.ERROR, "neighbour ends disagree"),
  PFC407(Severity.ERROR, "unknown configuration reference"),
  PFC408(Severity.ERROR, "PFC without a lossless buffer"),
  PFC409(Severity.ERROR, "configuration the model cannot represent"),
  PFC410(Severity.ERROR, "bad configuration value"),
  PFC411(Severity.ERROR, "no QoS configuration"),
  PFC412(Severity.ERROR, "device role has no tier"),
  PFC413(Severity.WARNING, "configuration left out"),
  PFC414(Severity.WARNING, "configuration contradicts itself"),
  PFC415(Severity.ERROR, "table written twice"),
  PFC420(Severity.WARNING, "verdict covers only the given devices"),
  // Importing InfiniBand subnet dumps and topology files (importers module)
  PFC450(Severity.ERROR, "malformed InfiniBand dump line"),
  PFC451(Severity.ERROR, "not an InfiniBand dump"),
  PFC452(Severity.ERROR, "InfiniBand value out of range"),
  PFC453(Severity.ERROR, "inconsistent InfiniBand topology"),
  PFC454(Severity.ERROR, "LID assigned twice"),
  PFC455(Severity.ERROR, "routing table of an unknown switch"),
  PFC456(Severity.ERROR, "switch without a routing table"),
  PFC457(Severity.ERROR, "routing entry given twice"),
  PFC458(Severity.WARNING, "route to nowhere"),
  PFC459(Severity.ERROR, "topology the model cannot represent"),
  PFC460(Severity.ERROR, "no root switches for up-down"),
  PFC461(Severity.WARNING, "routing entry for an unknown LID"),
  // Hazards of lossless Ethernet (hazard checks)
  PFC501(Severity.WARNING, "MAC entries age out before ARP entries on a flooding switch"),
  PFC502(Severity.WARNING, "broadcast, multicast or flooded traffic in a lossless priority"),
  PFC503(Severity.WARNING, "go-back-0 retransmission with lossless traffic"),
  PFC504(Severity.WARNING, "MTT covers less than the registered memory"),
  PFC505(Severity.WARNING, "server-facing port without a PFC watchdog"),
  PFC506(Severity.WARNING, "NIC without the pause-storm watchdog"),
  PFC507(Severity.WARNING, "dynamic-threshold alpha below 1/16"),
  PFC508(Severity.WARNING, "PFC watchdog that forwards"),
  PFC509(Severity.WARNING, "PFC watchdog slower than the NIC's"),
  PFC510(Severity.WARNING, "deadlock that only a PFC watchdog breaks");

  /**
   * Whether this code reports a hazard of lossless Ethernet, which {@code --hazards error} counts: the
   * hazard checks' (PFC5xx) and the validator's PFC218 (PFC at one end of a link only).
   */
  public boolean hazard() {
    return name().startsWith("PFC5") || this == PFC218;
  }

  private final Severity severity;
  private final String title;

  Code(Severity severity, String title) {
    this.severity = severity;
    this.title = title;
  }

  /**
   * Whether this warning weakens a proof of deadlock freedom: the proof would hold for less than the
   * fabric's traffic, or for none (nothing lossless, no lossless traffic, an isolated switch, considered
   * traffic not delivered). {@code --strict} makes these errors.
   */
  public boolean weakensProof() {
    return this == PFC210 || this == PFC215 || this == PFC230 || this == PFC231 || this == PFC420;
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
