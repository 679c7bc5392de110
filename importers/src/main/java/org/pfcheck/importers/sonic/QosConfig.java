package org.pfcheck.importers.sonic;

import java.util.Collections;
import java.util.LinkedHashMap;
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
 * @param watchdogs the {@code PFC_WD} entries (kept for the record; not modelled)
 * @param fdbAging {@code SWITCH|switch fdb_aging_time}, if written
 * @param configured whether the file has any QoS or PFC table at all
 */
record QosConfig(Map<String, QosMap> dscpToTc, Map<String, QosMap> tcToPg, Map<String, QosMap> tcToDscp,
    Map<String, PortQos> ports, Optional<Binding> global, Optional<TunnelQos> tunnel, List<Entry> watchdogs,
    Optional<Field> fdbAging, boolean configured) {
  QosConfig {
    dscpToTc = copy(dscpToTc);
    tcToPg = copy(tcToPg);
    tcToDscp = copy(tcToDscp);
    ports = copy(ports);
    Objects.requireNonNull(global, "global");
    Objects.requireNonNull(tunnel, "tunnel");
    watchdogs = List.copyOf(watchdogs);
    Objects.requireNonNull(fdbAging, "fdbAging");
  }

  private static <V> Map<String, V> copy(Map<String, V> m) {
    return Collections.unmodifiableMap(new LinkedHashMap<>(m));
  }

  /**
   * A map bound by a {@code PORT_QOS_MAP} field. Immutable.
   *
   * @param map the map's name
   * @param field the binding field, for provenance
   * @param entry the binding's entry
   */
  record Binding(String map, Field field, Entry entry) {}

  /**
   * One port's {@code PORT_QOS_MAP} settings. Immutable.
   *
   * @param port the port
   * @param entry the entry (its key may name several ports)
   * @param dscpToTc the bound DSCP-to-TC map
   * @param tcToPg the bound TC-to-PG map
   * @param pfcEnable the PFC priorities, when {@code pfc_enable} is written
   */
  record PortQos(String port, Entry entry, Optional<Binding> dscpToTc, Optional<Binding> tcToPg,
      Optional<SortedSet<Integer>> pfcEnable) {}

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
