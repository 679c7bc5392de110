package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/** Each kind of bad configuration gives its located diagnostic, and no text; all of them in one run. */
class BadConfigTest {
  @TempDir
  Path dir;

  private ImportResult importMini(Map<String, UnaryOperator<String>> edits) {
    return Imports.of(Imports.mini(dir, edits));
  }

  private static Map<String, UnaryOperator<String>> edit(String file, String from, String to) {
    Map<String, UnaryOperator<String>> m = new HashMap<>();
    m.put(file, t -> t.replace(from, to));
    return m;
  }

  private static void assertRefused(ImportResult r, List<String> expected) {
    assertEquals(expected, Imports.located(r));
    assertFalse(r.ok());
    assertTrue(r.listing().isEmpty());
  }

  @Test
  void aNeighbourSwitchWithoutAFileIsAnEndPointOutsideTheFabric() {
    Map<String, UnaryOperator<String>> edits = new HashMap<>();
    edits.put("l0.json", null);
    ImportResult r = importMini(edits);
    // the text says so ('outside'), and the check of it warns that the verdict is partial (PFC420, CoverageWarnings)
    assertEquals(List.of(), Imports.located(r));
    assertTrue(r.ok());
    // one end point per cable: l0 is cabled to t0 and t1
    List<String> hosts = r.listing().orElseThrow().lines().stream().map(l -> l.text())
        .filter(t -> t.startsWith("host l0")).toList();
    assertEquals(List.of("host l0-Ethernet0 at t0 port Ethernet4", "host l0-Ethernet4 at t1 port Ethernet4"),
        hosts.stream().map(h -> h.replaceAll(" ip .*", "")).toList());
    assertTrue(hosts.stream().allMatch(h -> h.endsWith(" outside")), hosts.toString());
    assertTrue(r.listing().orElseThrow().lines().stream().anyMatch(l -> l.note().equals("assumed: an end point"
        + " outside the fabric (LeafRouter without a config_db)")));
    assertTrue(r.assumptions().stream().anyMatch(a -> a.startsWith("2 end points outside the fabric")), r.assumptions()
        .toString());
  }

  @Test
  void aNeighbourWithoutMetadataIsAnEndPointNeverDropped() {
    ImportResult r = importMini(edit("t0.json", "\"s1\": {\"type\": \"Server\"},", ""));
    assertEquals(List.of(), Imports.located(r));
    assertTrue(r.listing().orElseThrow().lines().stream().anyMatch(l -> l.text().startsWith("host s1 at t0 port"
        + " Ethernet0") && l.text().endsWith(" outside") && l.note().contains("nothing says what it is")));
  }

  @Test
  void aDeviceWithoutNeighboursSaysWhatItEnablesAndThatNoVerdictCoversIt() {
    Map<String, UnaryOperator<String>> edits = new HashMap<>();
    edits.put("l0.json", null);
    edits.put("t1.json", null);
    edits.put("t0.json", t -> t.replace("\"DEVICE_NEIGHBOR\":", "\"DEVICE_NEIGHBOR_UNREAD\":"));
    ImportResult r = importMini(edits);
    assertEquals(List.of("PFC420 t0.json:4:25"), Imports.located(r));
    assertTrue(r.diagnostics().get(0).message().startsWith("t0 has no DEVICE_NEIGHBOR entry: none of its 3 ports"
        + " (2 with pfc_enable) is said to face anything"), r.diagnostics().get(0).message());
    // true with an overlay that declares hosts on its ports too: it says what config_db lacks, not what the model has
    assertFalse(r.diagnostics().get(0).message().contains("faces a switch, server or end point"),
        r.diagnostics().get(0).message());
    List<String> texts = r.listing().orElseThrow().lines().stream().map(l -> l.text()).toList();
    assertTrue(texts.contains("lossless 3, 4") && texts.contains("pfc t0 priorities 3, 4"), texts.toString());
  }

  @Test
  void bothEndsOfALinkMustNameEachOther() {
    ImportResult r = importMini(edit("l0.json", "{\"name\": \"t0\", \"port\": \"Ethernet4\"}",
        "{\"name\": \"t0\", \"port\": \"Ethernet8\"}"));
    assertRefused(r, List.of("PFC406 l0.json:8:43", "PFC406 t0.json:15:31"));
    assertTrue(r.diagnostics().get(1).message().contains("its DEVICE_NEIGHBOR|Ethernet0 names t0 Ethernet8"),
        r.diagnostics().get(1).message());
  }

  /**
   * A DEVICE_NEIGHBOR entry whose local port the PORT table lacks is located at that entry's key (the local
   * port), and called the local port: not the neighbour's name field, nor the neighbour's port.
   */
  @Test
  void anUnknownLocalPortOfANeighbourIsLocatedAtItsKey() {
    ImportResult r = importMini(edit("t0.json", "\"Ethernet0\": {\"name\": \"s1\", \"port\": \"eth0\"}",
        "\"Ethernet99\": {\"name\": \"s1\", \"port\": \"eth0\"}"));
    Diagnostic d = r.diagnostics().stream().filter(x -> x.code() == Code.PFC407).findFirst().orElseThrow();
    assertEquals("t0.json:14:9", d.span().orElseThrow().toString().replaceAll(".*/", ""));
    assertTrue(d.message().contains("names port 'Ethernet99' (the local port of DEVICE_NEIGHBOR|Ethernet99), which"
        + " its PORT table does not define"), d.message());
  }

  @Test
  void anUnknownMapNameIsLocatedAtTheBinding() {
    ImportResult r = importMini(edit("t0.json",
        "\"tc_to_pg_map\": \"AZURE\", \"pfc_enable\": \"3,4\"},\n        \"Ethernet4\"",
        "\"tc_to_pg_map\": \"AZUR\", \"pfc_enable\": \"3,4\"},\n        \"Ethernet4\""));
    assertRefused(r, List.of("PFC407 t0.json:43:66"));
    assertTrue(r.diagnostics().get(0).message().contains("names map 'AZUR', which"), r.diagnostics().get(0).message());
    assertTrue(r.diagnostics().get(0).message().contains("(it defines AZURE)"), r.diagnostics().get(0).message());
  }

  @Test
  void pfcWithoutALosslessBufferProfileIsRefusedUnderTheDynamicModel() {
    Map<String, UnaryOperator<String>> edits = new HashMap<>();
    edits.put("t0.json", t -> dynamic(t).replace("\"Ethernet0|3-4\": {\"profile\": \"pg_lossless\"},", ""));
    ImportResult r = importMini(edits);
    assertRefused(r, List.of("PFC408 t0.json:44:89"));
    ImportResult none = importMini(Map.of("t1.json", t -> dynamic(t).replace("\"BUFFER_PG\"", "\"BUFFER_PG_OLD\"")));
    assertRefused(none, List.of("PFC408 t1.json:44:89"));
    assertTrue(none.diagnostics().get(0).message().contains("has no BUFFER_PG table"), none.diagnostics().get(0)
        .message());
  }

  @Test
  void theTraditionalModelsLosslessGroupsAreBuffermgrdsAndSaidSo() {
    ImportResult r = importMini(edit("t0.json", "\"Ethernet0|3-4\": {\"profile\": \"pg_lossless\"},", ""));
    assertEquals(List.of(), Imports.located(r));
    assertTrue(r.assumptions().stream().anyMatch(a -> a.startsWith("lossless buffers on 1 pfc_enable port of t0"
        + " without a lossless BUFFER_PG: buffermgrd writes")), r.assumptions().toString());
  }

  @Test
  void buffermgrdsProfileGivesItsAlphaWhenTheFileDefinesIt() {
    ImportResult r = importMini(Map.of("t0.json", t -> t.replace("\"Ethernet0|3-4\": {\"profile\": \"pg_lossless\"},", "")
        .replace("\"Ethernet0\": {\"admin_status\": \"up\"}", "\"Ethernet0\": {\"admin_status\": \"up\", \"speed\": \"100000\"}")
        .replace("\"BUFFER_PROFILE\": {", "\"CABLE_LENGTH\": {\"AZURE\": {\"Ethernet0\": \"5m\"}},\n    \"BUFFER_PROFILE\": {\n"
            + "        \"pg_lossless_100000_5m_profile\": {\"xoff\": \"1\", \"dynamic_th\": \"-6\"},")));
    assertEquals(List.of(), Imports.located(r));
    assertTrue(r.listing().orElseThrow().lines().stream().anyMatch(l -> l.text().equals("buffer t0 alpha 1/64")));
    assertTrue(r.assumptions().stream().anyMatch(a -> a.startsWith("lossless buffers on 1 pfc_enable port of t0")
        && !a.contains("not known")), r.assumptions().toString());
  }

  @Test
  void anMclagPeerIsRefused() {
    ImportResult r = importMini(edit("t1.json", "\"BUFFER_PG\"", "\"MCLAG_DOMAIN\": {\"1\": {\"peer_ip\": \"10.0.0.1\"}},\n"
        + "    \"BUFFER_PG\""));
    assertRefused(r, List.of("PFC409 t1.json:49:22"));
    assertTrue(r.diagnostics().get(0).message().contains("is an MCLAG peer"), r.diagnostics().get(0).message());
  }

  private static String dynamic(String config) {
    return config.replace("\"type\": \"ToRRouter\"", "\"type\": \"ToRRouter\",\n            \"buffer_model\": \"dynamic\"");
  }

  @Test
  void malformedJsonIsLocated() {
    ImportResult r = importMini(edit("t1.json", "\"up\"},\n        \"Ethernet4\"", "\"up\"}\n        \"Ethernet4\""));
    assertRefused(r, List.of("PFC401 t1.json:10:9"));
  }

  @Test
  void aDeviceWithoutQosIsRefusedUnlessAllowed() {
    String noQos = "{\"DEVICE_METADATA\": {\"localhost\": {\"hostname\": \"t1\", \"type\": \"ToRRouter\"}},\n"
        + " \"PORT\": {\"Ethernet4\": {\"admin_status\": \"up\"}},\n"
        + " \"DEVICE_NEIGHBOR\": {\"Ethernet4\": {\"name\": \"l0\", \"port\": \"Ethernet4\"}}}\n";
    Map<String, UnaryOperator<String>> edits = new HashMap<>();
    edits.put("t1.json", t -> noQos);
    Path fabric = Imports.mini(dir, edits);
    assertRefused(Imports.of(fabric), List.of("PFC411 t1.json:1:48"));
    ImportResult allowed = SonicImporter.importPaths(List.of(fabric.toString()), new SonicOptions(
        SonicOptions.DEFAULT.routing(), true, java.util.Optional.empty()));
    assertEquals(List.of(), Imports.located(allowed));
    assertTrue(allowed.listing().orElseThrow().lines().stream().anyMatch(l -> l.text().equals("pfc t1 off")));
  }

  @Test
  void twoFilesForOneDeviceAndARoleWithoutATier() {
    ImportResult r = importMini(edit("t1.json", "\"type\": \"ToRRouter\"", "\"type\": \"MgmtAccessRouter\""));
    assertRefused(r, List.of("PFC412 t1.json:5:21"));
    ImportResult twice = importMini(edit("t1.json", "\"hostname\": \"t1\"", "\"hostname\": \"t0\""));
    assertTrue(Imports.located(twice).contains("PFC404 t1.json:4:25"), Imports.located(twice).toString());
  }

  @Test
  void valuesAndMapsTheModelCannotTake() {
    Map<String, UnaryOperator<String>> edits = new HashMap<>();
    edits.put("t0.json", t -> t.replace("\"pfc_enable\": \"3,4\"},\n        \"Ethernet4\"",
        "\"pfc_enable\": \"3,9\"},\n        \"Ethernet4\"").replace("\"global\": {\"dscp_to_tc_map\": \"AZURE\"},",
        "\"global\": {\"dscp_to_tc_map\": \"AZURE\"},\n        \"Ethernet8\": {\"dot1p_to_tc_map\": \"AZURE\"},"));
    ImportResult r = importMini(edits);
    assertRefused(r, List.of("PFC409 t0.json:43:42", "PFC410 t0.json:44:89"));
  }

  @Test
  void everyProblemOfEveryFileComesInOneRun() {
    Map<String, UnaryOperator<String>> edits = new HashMap<>();
    edits.put("t0.json", t -> t.replace("\"tc_to_pg_map\": \"AZURE\", \"pfc_enable\": \"3,4\"},\n        \"Ethernet4\"",
        "\"tc_to_pg_map\": \"AZUR\", \"pfc_enable\": \"3,4\"},\n        \"Ethernet4\"").replace("\"vlanid\": \"1000\"",
        "\"vlanid\": \"5000\""));
    edits.put("t1.json", t -> t.replace("\"up\"},\n        \"Ethernet4\"", "\"up\"}\n        \"Ethernet4\""));
    edits.put("l0.json", t -> t.replace("{\"name\": \"t0\", \"port\": \"Ethernet4\"}",
        "{\"name\": \"t0\", \"port\": \"Ethernet8\"}"));
    ImportResult r = importMini(edits);
    assertEquals(List.of("PFC406 l0.json:8:43", "PFC406 t0.json:15:31", "PFC410 t0.json:22:32", "PFC407 t0.json:43:66",
        "PFC401 t1.json:10:9"), Imports.located(r));
    assertFalse(r.ok());
  }
}
