package org.pfcheck.model.text;

import java.util.Set;

/**
 * The {@code .pfc} language's keywords (docs/language.md): reserved, so a name equal to one must be
 * changed before it is printed into {@code .pfc} text. The one list every writer of {@code .pfc} text
 * (the importers) uses; {@code KeywordsTest} in the grammar module checks it holds every keyword the
 * grammar's lexer knows. Immutable.
 */
public final class Keywords {
  /** Every keyword. */
  public static final Set<String> ALL = Set.of("network", "tiers", "dscp", "lossless", "pfc", "priorities",
      "priority", "port", "ports", "off", "asymmetric", "switch", "tier", "subnet", "on-mac-miss", "flood",
      "drop-lossless", "flood-domain", "all", "vlan", "default", "host", "hosts", "at", "ip", "none", "standby", "outside", "link", "links", "down",
      "fabric", "routing", "shortest-path", "up-down", "route", "via", "drop", "rewrite", "from", "to", "any", "above",
      "below", "timers", "arp", "mac", "flow", "dead", "mac-missing", "space", "links-down", "dead-hosts", "among",
      "dscp-map", "tc-map", "classify", "tunnel", "on", "bounce", "routed", "lag", "yaml", "nic", "storm-watchdog",
      "retransmit", "go-back-n", "go-back-0", "mtt-entries", "page-size", "registered", "pfc-watchdog", "detect",
      "restore", "action", "forward", "alert", "buffer", "shared", "alpha", "headroom", "host-ports", "broadcast",
      "multicast");

  private Keywords() {
  }
}
