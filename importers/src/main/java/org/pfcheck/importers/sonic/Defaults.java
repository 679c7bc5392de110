package org.pfcheck.importers.sonic;

/**
 * What a SONiC switch does where its config_db says nothing, as SONiC's image sets it (sources named in
 * docs/import-sonic.md).
 */
final class Defaults {
  private Defaults() {}

  /**
   * The ARP (neighbour) entry's lifetime, seconds: {@code net.ipv4.neigh.default.base_reachable_time_ms =
   * 1800000} in sonic-buildimage {@code files/image_config/sysctl/90-sonic.conf}. A stale entry can stay
   * longer, which only widens the window in which a dead server's MAC entry is gone and its ARP entry is
   * not.
   */
  static final long ARP_SECONDS = 1800;

  /** MAC (FDB) ageing, seconds: {@code fdb_aging_time} 600 in {@code dockers/docker-orchagent/switch.json.j2}. */
  static final long MAC_SECONDS = 600;
}
