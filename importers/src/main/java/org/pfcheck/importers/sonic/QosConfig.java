package org.pfcheck.importers.sonic;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;

/**
 * A device's classification and PFC settings, read and cross-checked. Immutable.
 *
 * @param dscpToTc {@code DSCP_TO_TC_MAP} maps by name
 * @param tcToPg {@code TC_TO_PRIORITY_GROUP_MAP} maps by name
 * @param tcToDscp {@code TC_TO_DSCP_MAP} maps by name (the tunnel's encapsulation remap)
 * @param ports per-port {@code PORT_QOS_MAP} settings, by port
 * @param global the {@code PORT_QOS_MAP|global} switch-wide DSCP map binding, if any
 * @param tunnel the dual-ToR tunnel's QoS remap, if a {@code TUNNEL} entry sets one
 * @param watchdogs the {@code PFC_WD} settings (for the hazard checks; not read by the deadlock analysis)
 * @param fdbAging {@code SWITCH|switch fdb_aging_time}, if written
 * @param configured whether the file has any QoS or PFC table at all
 * @param alpha the smallest dynamic-threshold factor of the lossless profiles, if they set one
 * @param buffers what backs the PFC priorities, and which of them buffermgrd backs at run time
 */
record QosConfig(Map<String, QosMap> dscpToTc, Map<String, QosMap> tcToPg, Map<String, QosMap> tcToDscp,
    Map<String, PortQos> ports, Optional<Binding> global, Optional<TunnelQos> tunnel, List<Watchdogs.Setting> watchdogs,
    Optional<Field> fdbAging, boolean configured, Optional<BufferAlpha> alpha, BufferCheck.Backing buffers) {
  QosConfig {
    dscpToTc = copy(dscpToTc);
    tcToPg = copy(tcToPg);
    tcToDscp = copy(tcToDscp);
    ports = copy(ports);
    Objects.requireNonNull(global, "global");
    Objects.requireNonNull(tunnel, "tunnel");
    watchdogs = List.copyOf(watchdogs);
    Objects.requireNonNull(fdbAging, "fdbAging");
    Objects.requireNonNull(alpha, "alpha");
    Objects.requireNonNull(buffers, "buffers");
  }

  /** These settings with {@code more} watchdog settings. */
  QosConfig withWatchdogs(List<Watchdogs.Setting> more) {
    List<Watchdogs.Setting> all = new java.util.ArrayList<>(watchdogs);
    all.addAll(more);
    return new QosConfig(dscpToTc, tcToPg, tcToDscp, ports, global, tunnel, all, fdbAging, configured, alpha,
        buffers);
  }

  /** These settings with what backs the PFC priorities, and their smallest {@code alpha}. */
  QosConfig withBuffers(BufferCheck.Backing buffers, Optional<BufferAlpha> alpha) {
    return new QosConfig(dscpToTc, tcToPg, tcToDscp, ports, global, tunnel, watchdogs, fdbAging, configured, alpha,
        buffers);
  }

  private static <V> Map<String, V> copy(Map<String, V> m) {
    return Owned.map(m);
  }

  /**
   * A map bound by a {@code PORT_QOS_MAP} field. Immutable.
   *
   * @param map the map's name
   * @param field the binding field's name ({@code dscp_to_tc_map})
   * @param entry the binding's entry
   */
  record Binding(String map, String field, Entry entry) {
    /** Where the binding is written. */
    org.pfcheck.importers.Provenance from() {
      return entry.from(field);
    }
  }

  /**
   * One port's {@code PORT_QOS_MAP} settings. Immutable.
   *
   * @param port the port
   * @param entry the entry (its key may name several ports)
   * @param dscpToTc the bound DSCP-to-TC map
   * @param tcToPg the bound TC-to-PG map
   * @param pfcMask the PFC priorities as bits (priority p is bit p), or -1 when {@code pfc_enable} is not written
   */
  record PortQos(String port, Entry entry, Optional<Binding> dscpToTc, Optional<Binding> tcToPg, int pfcMask) {
    /** The PFC priorities, when {@code pfc_enable} is written. */
    Optional<SortedSet<Integer>> pfcEnable() {
      if (pfcMask < 0) {
        return Optional.empty();
      }
      SortedSet<Integer> out = new java.util.TreeSet<>();
      for (int p = 0; p < 8; p++) {
        if ((pfcMask & (1 << p)) != 0) {
          out.add(p);
        }
      }
      return Optional.of(out);
    }
  }

  /**
   * The QoS maps of the dual-ToR tunnel ({@code TUNNEL|MuxTunnel0}). Immutable.
   *
   * @param entry the tunnel's entry
   * @param decapDscpToTc classification of what this switch decapsulates: DSCP to TC
   * @param decapTcToPg ... and TC to priority group
   * @param encapTcToDscp the outer DSCP of what this switch encapsulates, by TC
   */
  record TunnelQos(Entry entry, Optional<Binding> decapDscpToTc, Optional<Binding> decapTcToPg,
      Optional<Binding> encapTcToDscp) {}
}
