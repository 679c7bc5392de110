package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.Listing;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * {@code PORT|… pfc_asym}: with {@code on}, orchagent (portsorch.cpp, setPortPfcAsym) sets the port's
 * {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_RX} to 0xff, so the port stops its egress when paused on every
 * priority while it sends pauses only for {@code pfc_enable}: a {@code pfc … asymmetric} statement.
 */
class PfcAsymTest {
  @TempDir
  Path dir;

  /** t0 with servers on Ethernet0 and Ethernet8 and leaf l0 on Ethernet4, whose PORT entry gets {@code asym}. */
  private ImportResult torWithUplink(String asym, String uplinkPfc) {
    ConfigBuilder t0 = new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0", "Ethernet4", "Ethernet8")
        .qos("Ethernet0", "Ethernet4", "Ethernet8").neighbour("Ethernet0", "s1", "eth0", "Server")
        .neighbour("Ethernet8", "s2", "eth0", "Server").neighbour("Ethernet4", "l0", "Ethernet0", "LeafRouter")
        .entry("PORT_QOS_MAP", "Ethernet4", "pfc_enable", uplinkPfc);
    if (asym != null) {
      t0.entry("PORT", "Ethernet4", "pfc_asym", asym);
    }
    t0.write(dir);
    new ConfigBuilder("l0", "LeafRouter").ports("Ethernet0").qos("Ethernet0")
        .neighbour("Ethernet0", "t0", "Ethernet4", "ToRRouter").write(dir);
    return Imports.of(dir);
  }

  private static List<String> statements(ImportResult r) {
    assertTrue(r.ok(), Imports.located(r).toString() + r.diagnostics());
    return r.listing().orElseThrow().lines().stream().map(Listing.Line::text).filter(t -> t.startsWith("pfc "))
        .toList();
  }

  @Test
  void pfcAsymOnMakesThePortHonourEveryPriority() {
    ImportResult r = torWithUplink("on", "4");
    assertEquals(List.of("pfc l0 priorities 3, 4", "pfc t0 priorities 3, 4",
        "pfc t0 port Ethernet4 priorities 4 asymmetric"), statements(r));
    String text = r.listing().orElseThrow().render(f -> f.substring(f.lastIndexOf('/') + 1));
    assertTrue(text.contains("pfc t0 port Ethernet4 priorities 4 asymmetric   # t0.json:")
        && text.contains("PORT|Ethernet4 pfc_asym"), "the statement names the pfc_asym field:\n" + text);
  }

  @Test
  void pfcAsymOnWithoutPfcEnableHonoursPausesItNeverSends() {
    assertTrue(statements(torWithUplink("on", "")).contains("pfc t0 port Ethernet4 off asymmetric"));
  }

  @Test
  void pfcAsymOffOrMissingIsSymmetric() {
    List<String> off = statements(torWithUplink("off", "4"));
    assertTrue(off.contains("pfc t0 port Ethernet4 priorities 4"), off.toString());
    assertTrue(off.stream().noneMatch(s -> s.contains("asymmetric")), off.toString());
  }

  @Test
  void aValueOrchagentRejectsIsABadValue() {
    ImportResult r = torWithUplink("On", "4");
    assertEquals(List.of("PFC410 t0.json"), r.diagnostics().stream().map(d -> d.code() + " "
        + Path.of(d.span().orElseThrow().file()).getFileName()).toList());
    assertTrue(r.diagnostics().get(0).message().contains("pfc_asym of Ethernet4 'On' is not one of on, off"),
        r.diagnostics().get(0).message());
  }

  @Test
  void mockTablesPortsAreSymmetricUntilOneSaysOn() throws IOException {
    Path fixture = Imports.FIXTURES.resolve("mock_tables-config_db.json");
    Diagnostics d = new Diagnostics();
    Device asIs = DeviceReader.read(ConfigDbReader.read(fixture.toString(), Files.readString(fixture), d)
        .orElseThrow(), false, d).orElseThrow();
    assertTrue(asIs.ports().values().stream().allMatch(p -> p.asymmetric().isEmpty()), "pfc_asym is off everywhere");
    String edited = Files.readString(fixture).replaceFirst("\"pfc_asym\": \"off\"", "\"pfc_asym\": \"on\"");
    Device on = DeviceReader.read(ConfigDbReader.read(fixture.toString(), edited, d).orElseThrow(), false, d)
        .orElseThrow();
    assertEquals(List.of("Ethernet0"), on.ports().values().stream().filter(p -> p.asymmetric().isPresent())
        .map(Device.Port::name).toList());
    assertEquals("PORT|Ethernet0 pfc_asym", on.ports().get("Ethernet0").asymmetric().orElseThrow().what());
  }
}
