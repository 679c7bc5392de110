package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/** SONiC's own files (src/test/resources/sonic/fixtures, Apache-2.0) read as SONiC means them. */
class SonicFixturesTest {
  private static ConfigDb db(String name, Diagnostics d) throws IOException {
    Path file = Imports.FIXTURES.resolve(name);
    return ConfigDbReader.read(file.toString(), Files.readString(file), d).orElseThrow();
  }

  @Test
  void mockTablesIsOneDeviceOfALargerFabric() {
    ImportResult r = Imports.of(Imports.FIXTURES.resolve("mock_tables-config_db.json"));
    Map<Code, Long> counts = new java.util.TreeMap<>();
    r.diagnostics().forEach(d -> counts.merge(d.code(), 1L, Long::sum));
    // 25 servers without metadata and 4 leaves without files are end points outside the fabric; Ethernet0
    // and Ethernet4 enable PFC on a NULL buffer profile without the dynamic buffer model: buffermgrd's
    assertEquals(Map.of(), counts);
    assertEquals(29, r.listing().orElseThrow().lines().stream().filter(l -> l.text().startsWith("host ")
        && l.text().endsWith(" outside")).count());
    assertTrue(r.listing().orElseThrow().lines().stream().anyMatch(l -> l.text().startsWith("host ARISTA01T1 at"
        + " sonic-switch port Ethernet112") && l.note().contains("LeafRouter without a config_db")));
    assertTrue(r.assumptions().stream().anyMatch(a -> a.startsWith("lossless buffers on 2 pfc_enable ports")),
        r.assumptions().toString());
  }

  @Test
  void mockTablesRedisFormListsAndEmptyEntries() throws IOException {
    Diagnostics d = new Diagnostics();
    Device device = DeviceReader.read(db("mock_tables-config_db.json", d), false, d).orElseThrow();
    assertEquals("sonic-switch", device.hostname());
    assertEquals(Set.of("Ethernet112"), device.lags().get("PortChannel0001").members().keySet());
    assertEquals(List.of("Ethernet4", "Ethernet8", "Ethernet12", "Ethernet16"),
        List.copyOf(device.vlans().get("Vlan1000").members().keySet()));
    assertEquals(1000, device.vlans().get("Vlan1000").id());
    assertTrue(device.l3().routed().keySet().containsAll(List.of("Ethernet0", "Ethernet40", "PortChannel0001")));
    assertTrue(device.l3().addresses().stream().anyMatch(a -> a.iface().equals("Vlan1000")
        && a.subnet().toString().equals("192.168.0.0/21")));
    assertEquals("ARISTA01T1", device.neighbours().get("Ethernet112").peer());
    assertEquals(Set.of(3, 4), device.qos().ports().get("Ethernet0").pfcEnable().orElseThrow());
    assertEquals(List.of("action drop, detection 600 ms, restoration 600 ms", "poll interval 600 ms"),
        device.qos().watchdogs().stream().map(Watchdogs.Setting::setting).toList());
    assertEquals(List.of("Ethernet0", "Ethernet4", "Ethernet8"), device.qos().watchdogs().get(0).ports());
    assertEquals(Optional.of("detect 600ms restore 600ms action drop"), device.qos().watchdogs().get(0).statement());
  }

  @Test
  void leafTemplateBindsUplinkAndDualTorMaps() throws IOException {
    Diagnostics d = new Diagnostics();
    QosConfig q = new QosReader(db("qos-arista7260-t1.json", d), new ConfigDbValues(d), d).read(ports(256));
    assertEquals(List.of(), d.sorted());
    assertEquals(new TreeSet<>(q.dscpToTc().keySet()), new TreeSet<>(Set.of("AZURE", "AZURE_UPLINK")));
    assertEquals(2, q.dscpToTc().get("AZURE").get(2, 0));
    assertEquals(1, q.dscpToTc().get("AZURE_UPLINK").get(2, 0));
    assertEquals("AZURE_UPLINK", q.ports().get("Ethernet0").dscpToTc().orElseThrow().map());
    assertEquals(Set.of(2, 3, 4, 6), q.ports().get("Ethernet244").pfcEnable().orElseThrow());
    assertEquals("AZURE", q.global().orElseThrow().map());
  }

  @Test
  void dualTorTemplateHasTheTunnelRemapMaps() throws IOException {
    Diagnostics d = new Diagnostics();
    QosConfig q = new QosReader(db("qos-arista7260-dualtor.json", d), new ConfigDbValues(d), d).read(ports(256));
    assertEquals(List.of(), d.sorted());
    assertEquals(2, q.tcToDscp().get("AZURE_TUNNEL").get(3, -1));
    assertEquals(6, q.tcToDscp().get("AZURE_TUNNEL").get(4, -1));
    assertEquals(2, q.tcToPg().get("AZURE_TUNNEL").get(3, -1));
    assertEquals(Set.of(2, 3, 4, 6), q.ports().get("Ethernet48").pfcEnable().orElseThrow());
    assertEquals(Set.of(3, 4), q.ports().get("Ethernet0").pfcEnable().orElseThrow());
    QosConfig off = new QosReader(db("qos-arista7260-dualtor-remap-disabled.json", d), new ConfigDbValues(d), d)
        .read(ports(256));
    assertTrue(off.tcToDscp().isEmpty());
    assertEquals(0, off.tcToPg().get("AZURE").get(6, -1));
  }

  /** Ports Ethernet0, Ethernet4, … below {@code limit}, all up. */
  private static Map<String, Device.Port> ports(int limit) {
    Map<String, Device.Port> out = new java.util.LinkedHashMap<>();
    for (int p = 0; p < limit; p += 4) {
      out.put("Ethernet" + p, new Device.Port("Ethernet" + p, true, org.pfcheck.model.SourceSpan.at("x", 1, 1), true));
    }
    return out;
  }
}
