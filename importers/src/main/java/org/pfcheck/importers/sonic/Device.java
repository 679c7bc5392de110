package org.pfcheck.importers.sonic;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.importers.Provenance;
import org.pfcheck.model.SourceSpan;

/**
 * What one config_db file says about its switch, read and checked, before the fabric is stitched
 * together. Immutable.
 *
 * @param file the file it came from
 * @param hostname {@code DEVICE_METADATA|localhost hostname}
 * @param named where the hostname was written
 * @param metadata the {@code DEVICE_METADATA|localhost} entry
 * @param ports the {@code PORT} table: port name to whether it is administratively up
 * @param lags port-channels by name
 * @param vlans VLANs by name ({@code Vlan1000})
 * @param l3 routed interfaces and addresses
 * @param neighbours {@code DEVICE_NEIGHBOR}, by local port
 * @param qos the QoS and PFC settings
 * @param neighbourTypes {@code DEVICE_NEIGHBOR_METADATA} by neighbour name: its {@code type} (empty when
 *     not written)
 * @param mux {@code MUX_CABLE} entries by port (dual-ToR servers)
 * @param asicPorts on one ASIC of a multi-ASIC device, its ports by their ASIC-internal names
 *     ({@code asic_port_name}), which backplane neighbours use
 */
record Device(String file, String hostname, Provenance named, Entry metadata, Map<String, Port> ports,
    Map<String, Lag> lags, Map<String, VlanConfig> vlans, L3Config l3, Map<String, Neighbour> neighbours,
    QosConfig qos, Map<String, String> neighbourTypes, Map<String, Entry> mux, Map<String, String> asicPorts) {
  Device {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(hostname, "hostname");
    Objects.requireNonNull(named, "named");
    Objects.requireNonNull(metadata, "metadata");
    ports = copy(ports);
    lags = copy(lags);
    vlans = copy(vlans);
    Objects.requireNonNull(l3, "l3");
    neighbours = copy(neighbours);
    Objects.requireNonNull(qos, "qos");
    neighbourTypes = copy(neighbourTypes);
    mux = copy(mux);
    asicPorts = copy(asicPorts);
  }

  /** The device's own hostname: that of its chassis, for one ASIC of a multi-ASIC device. */
  String chassis() {
    return metadata.field("hostname").map(Field::value).orElse(hostname);
  }

  /** The ASIC's name ({@code asic0}) on a multi-ASIC device. */
  Optional<String> asic() {
    return metadata.field("asic_name").map(Field::value).filter(a -> !a.isBlank());
  }

  /** Whether a neighbour entry's {@code name} denotes this device: its hostname, chassis or ASIC ({@code ASIC0}). */
  boolean isNamed(String name) {
    return name.equals(hostname) || asic().isPresent() && (name.equals(chassis()) || name.equalsIgnoreCase(
        asic().get()));
  }

  /** The port a neighbour entry's {@code port} denotes: a port, or an ASIC-internal name. */
  String port(String name) {
    return ports.containsKey(name) ? name : asicPorts.getOrDefault(name, name);
  }

  private static <V> Map<String, V> copy(Map<String, V> m) {
    return Owned.map(m);
  }

  /** A metadata field ({@code type}, {@code subtype}, {@code buffer_model}), if written. */
  Optional<Field> meta(String field) {
    return metadata.field(field);
  }

  /** The port-channel {@code port} belongs to, if any. */
  Optional<Lag> lagOf(String port) {
    return lags.values().stream().filter(l -> l.members().containsKey(port)).findFirst();
  }

  /**
   * A port of the {@code PORT} table. Immutable.
   *
   * @param name the port name
   * @param up whether {@code admin_status} is {@code up} (SONiC's default is down)
   * @param at where {@code admin_status} is written, or the entry's key when it is not
   * @param written whether {@code admin_status} is written
   * @param asymmetric where {@code pfc_asym on} is written, when it is: the port honours pauses for every
   *     priority (portsorch sets {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_RX} to 0xff)
   */
  record Port(String name, boolean up, SourceSpan at, boolean written, Optional<Provenance> asymmetric) {
    Port {
      Objects.requireNonNull(asymmetric, "asymmetric");
    }

    /** A port without {@code pfc_asym on}. */
    Port(String name, boolean up, SourceSpan at, boolean written) {
      this(name, up, at, written, Optional.empty());
    }

    /** The {@code admin_status} field, or the entry's key when it is not written. */
    Provenance from() {
      return new Provenance(at, "PORT|" + name + (written ? " admin_status" : ""));
    }
  }

  /**
   * A port-channel. Immutable.
   *
   * @param name its name ({@code PortChannel0001})
   * @param up whether {@code admin_status} is {@code up}
   * @param from its {@code PORTCHANNEL} entry
   * @param members member port to where the membership was written
   */
  record Lag(String name, boolean up, Provenance from, Map<String, Provenance> members) {
    Lag {
      members = copy(members);
    }
  }

  /**
   * A VLAN and its members. Immutable.
   *
   * @param name its name ({@code Vlan1000})
   * @param id the VLAN id
   * @param from its {@code VLAN} entry's {@code vlanid} (or key)
   * @param members member port (or port-channel) to its {@code VLAN_MEMBER} entry
   */
  record VlanConfig(String name, int id, Provenance from, Map<String, Provenance> members) {
    VlanConfig {
      members = copy(members);
    }
  }

  /**
   * One {@code DEVICE_NEIGHBOR} entry. Immutable.
   *
   * @param localPort this device's port
   * @param peer the neighbour's name
   * @param peerPort the neighbour's port, when written
   * @param type the entry's own {@code type} field (older configs), when written
   * @param from the entry's {@code name} field (the key for the key-by-peer form)
   */
  record Neighbour(String localPort, String peer, Optional<String> peerPort, Optional<String> type, Provenance from) {}
}
