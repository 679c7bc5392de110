package org.pfcheck.importers.sonic;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.importers.sonic.Device.Lag;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads one config_db into a {@link Device}: its name, topology, layer 3 and QoS, every problem a located
 * diagnostic. A file without {@code DEVICE_METADATA|localhost hostname} is not a device (PFC403); one
 * without any QoS or PFC table is refused (PFC411) unless the caller allows it, because every proof
 * about it would be vacuous. Stateless.
 */
final class DeviceReader {
  private DeviceReader() {}

  static Optional<Device> read(ConfigDb db, boolean allowNoQos, Diagnostics diagnostics) {
    Optional<Entry> metadata = db.entry("DEVICE_METADATA", "localhost");
    Optional<Field> hostname = metadata.flatMap(m -> m.field("hostname")).filter(f -> !f.value().isBlank());
    if (hostname.isEmpty()) {
      SourceSpan at = metadata.map(Entry::keySpan).orElse(SourceSpan.at(db.file(), 1, 1));
      diagnostics.report(Code.PFC403, at, db.file() + " has no DEVICE_METADATA|localhost hostname: it does not say"
          + " which device it configures", "a config_db of a switch names it: {\"DEVICE_METADATA\": {\"localhost\":"
          + " {\"hostname\": \"T0-1\", \"type\": \"ToRRouter\", ...}}}");
      return Optional.empty();
    }
    // an MCLAG pair forwards over its peer link when a member link fails: the model has no such statement
    db.entries("MCLAG_DOMAIN").stream().findFirst().ifPresent(e -> diagnostics.report(Code.PFC409, e.keySpan(),
        hostname.get().value() + " is an MCLAG peer (" + e.id() + "): the model cannot represent the peer link's"
        + " forwarding when a member link fails", "to check the rest, give the file without its MCLAG_DOMAIN table:"
        + " the verdict then leaves the peer link's forwarding out"));
    ConfigDbValues values = new ConfigDbValues(diagnostics);
    TopologyReader topology = new TopologyReader(db, values, diagnostics);
    Map<String, Lag> lags = topology.lags();
    QosConfig qos = new QosReader(db, values, diagnostics).read(topology.ports());
    Entry meta = metadata.get();
    if (!qos.configured() && !allowNoQos) {
      diagnostics.report(Code.PFC411, hostname.get().span(), hostname.get().value() + " (" + db.file() + ") has no QoS"
          + " or PFC configuration (none of " + String.join(", ", QosReader.QOS_TABLES) + "): every proof about it"
          + " would be vacuous", "export the device's whole config_db (with its QoS tables), or pass --allow-no-qos if"
          + " the device really runs without PFC");
    }
    BufferCheck.Backing buffers = BufferCheck.check(db, meta, qos, values, diagnostics);
    qos = qos.withBuffers(buffers, BufferAlpha.smallest(buffers.profiles(), values));
    Map<String, Device.Neighbour> neighbours = topology.neighbours();
    if (db.entries("PFC_WD").stream().allMatch(e -> e.key().equals("GLOBAL"))) {
      // pfcwd start_default (sonic-utilities pfcwd/main.py) skips a port whose PORT_QOS_MAP has no pfc_enable
      QosConfig read = qos;
      List<String> watched = neighbours.keySet().stream().filter(p -> read.ports().containsKey(p)
          && read.ports().get(p).pfcMask() >= 0).toList();
      qos = qos.withWatchdogs(Watchdogs.startDefault(meta, topology.ports().size(), watched).stream().toList());
    }
    // one ASIC of a multi-ASIC device is a switch of its own, named after the device and the ASIC
    String name = hostname.get().value() + meta.field("asic_name").map(Field::value).filter(a -> !a.isBlank())
        .map(a -> "-" + a).orElse("");
    return Optional.of(new Device(db.file(), name, meta.from("hostname"), meta, topology.ports(),
        lags, topology.vlans(lags), L3Reader.read(db, values, diagnostics), neighbours, qos,
        types(db), db.tables().getOrDefault("MUX_CABLE", Map.of()), topology.asicPorts()));
  }

  /** {@code DEVICE_NEIGHBOR_METADATA}: each neighbour's {@code type}, empty when not written. */
  private static Map<String, String> types(ConfigDb db) {
    Map<String, String> out = new java.util.LinkedHashMap<>();
    db.entries("DEVICE_NEIGHBOR_METADATA").forEach(e -> out.put(e.key(), e.field("type").map(Field::value).orElse("")));
    return out;
  }
}
