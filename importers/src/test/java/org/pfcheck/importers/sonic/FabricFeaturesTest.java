package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.Listing;

/** What the importer makes of dual ToRs, admin status, static routes and the other tables, table by table. */
class FabricFeaturesTest {
  @TempDir
  Path dir;

  private static List<String> statements(ImportResult r) {
    assertTrue(r.ok(), Imports.located(r).toString() + r.diagnostics());
    return r.listing().orElseThrow().lines().stream().map(Listing.Line::text)
        .filter(t -> !t.isEmpty() && !t.startsWith("#")).toList();
  }

  private static void assertHas(List<String> statements, String... expected) {
    for (String e : expected) {
      assertTrue(statements.contains(e), e + " is missing from:\n" + String.join("\n", statements));
    }
  }

  /** Two ToRs sharing servers s1, s2 under leaf l0; {@code mux} is the MUX_CABLE state on both ToRs. */
  private void dualTor(String muxA, String muxB) {
    for (String tor : List.of("ta", "tb")) {
      ConfigBuilder b = new ConfigBuilder(tor, "ToRRouter").entry("DEVICE_METADATA", "localhost", "subtype", "DualToR")
          .ports("Ethernet0", "Ethernet4", "Ethernet48").qos("Ethernet0", "Ethernet4", "Ethernet48")
          .neighbour("Ethernet0", "s1", "eth0", "Server").neighbour("Ethernet4", "s2", "eth0", "Server")
          .neighbour("Ethernet48", "l0", tor.equals("ta") ? "Ethernet0" : "Ethernet4", "LeafRouter")
          .entry("VLAN", "Vlan1000", "vlanid", "1000").entry("VLAN_MEMBER", "Vlan1000|Ethernet0")
          .entry("VLAN_MEMBER", "Vlan1000|Ethernet4").entry("VLAN_INTERFACE", "Vlan1000|192.168.0.1/24")
          .entry("INTERFACE", "Ethernet48|10.0." + (tor.equals("ta") ? 0 : 1) + ".1/31");
      String state = tor.equals("ta") ? muxA : muxB;
      b.entry("MUX_CABLE", "Ethernet0", "state", state, "server_ipv4", "192.168.0.10/32");
      b.entry("MUX_CABLE", "Ethernet4", "state", state, "server_ipv4", "192.168.0.11/32");
      b.write(dir);
    }
    new ConfigBuilder("l0", "LeafRouter").ports("Ethernet0", "Ethernet4").qos("Ethernet0", "Ethernet4")
        .neighbour("Ethernet0", "ta", "Ethernet48", "ToRRouter").neighbour("Ethernet4", "tb", "Ethernet48", "ToRRouter")
        .entry("INTERFACE", "Ethernet0|10.0.0.0/31").entry("INTERFACE", "Ethernet4|10.0.1.0/31").write(dir);
  }

  @Test
  void dualTorServersWithoutAFixedMuxStateAreActiveOnTheTwoToRsInTurn() {
    dualTor("auto", "auto");
    ImportResult r = Imports.of(dir);
    List<String> s = statements(r);
    assertHas(s, "host s1 at ta port Ethernet0 ip 192.168.0.10 standby tb port Ethernet0",
        "host s2 at tb port Ethernet4 ip 192.168.0.11 standby ta port Ethernet4",
        "route l0 192.168.0.0/24 via ta, tb");
    List<Listing.Line> lines = r.listing().orElseThrow().lines();
    int host = 0;
    while (!lines.get(host).text().startsWith("host s1 ")) {
      host++;
    }
    int standby = lines.get(host).text().indexOf("standby") + 1;
    assertTrue(r.listing().orElseThrow().origin(host + 1, standby).orElseThrow().file().endsWith("tb.json"),
        "the standby attachment points at the standby ToR's configuration");
    assertTrue(r.listing().orElseThrow().origin(host + 1, 1).orElseThrow().file().endsWith("ta.json"));
  }

  @Test
  void anActiveOrStandbyMuxStateDecides() {
    dualTor("standby", "active");
    List<String> s = statements(Imports.of(dir));
    assertHas(s, "host s1 at tb port Ethernet0 ip 192.168.0.10 standby ta port Ethernet0",
        "host s2 at tb port Ethernet4 ip 192.168.0.11 standby ta port Ethernet4");
  }

  @Test
  void adminDownTakesLinksDownAndKillsServersWhoseEveryPortIsDown() {
    new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0", "Ethernet4", "Ethernet8").qos("Ethernet0", "Ethernet4",
        "Ethernet8").entry("PORT", "Ethernet8", "admin_status", "down").entry("PORT", "Ethernet4", "admin_status",
            "down")
        .neighbour("Ethernet0", "l0", "Ethernet0", "LeafRouter").neighbour("Ethernet4", "l0", "Ethernet4", "LeafRouter")
        .neighbour("Ethernet8", "s1", "eth0", "Server").write(dir);
    new ConfigBuilder("l0", "LeafRouter").ports("Ethernet0", "Ethernet4").qos("Ethernet0", "Ethernet4")
        .entry("PORTCHANNEL", "PortChannel1", "admin_status", "down").entry("PORTCHANNEL_MEMBER",
        "PortChannel1|Ethernet0")
        .neighbour("Ethernet0", "t0", "Ethernet0", "ToRRouter").neighbour("Ethernet4", "t0", "Ethernet4", "ToRRouter")
        .write(dir);
    ImportResult r = Imports.of(dir);
    assertHas(statements(r), "link l0:Ethernet0 -- t0:Ethernet0 down", "link l0:Ethernet4 -- t0:Ethernet4 down",
        "dead s1", "lag l0 PortChannel1 ports Ethernet0");
    String text = r.listing().orElseThrow().render(f -> Path.of(f).getFileName().toString());
    assertTrue(text.contains("link l0:Ethernet0 -- t0:Ethernet0 down   # l0.json:"), text);
    assertTrue(text.contains("down: l0.json:"), text);
  }

  @Test
  void staticRoutesThatBeatBgpAreResolvedToPorts() {
    ConfigBuilder t0 = new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0", "Ethernet4", "Ethernet8")
        .qos("Ethernet0", "Ethernet4", "Ethernet8").neighbour("Ethernet0", "l0", "Ethernet0", "LeafRouter")
        .neighbour("Ethernet4", "l1", "Ethernet0", "LeafRouter").neighbour("Ethernet8", "s1", "eth0", "Server")
        .entry("INTERFACE", "Ethernet0|10.0.0.1/31").entry("INTERFACE", "Ethernet4|10.0.1.1/31")
        .entry("INTERFACE", "Ethernet8|192.168.0.1/24");
    t0.write(dir);
    for (String leaf : List.of("l0", "l1")) {
      String base = leaf.equals("l0") ? "10.0.0" : "10.0.1";
      new ConfigBuilder(leaf, "LeafRouter").ports("Ethernet0").qos("Ethernet0").neighbour("Ethernet0", "t0",
          leaf.equals("l0") ? "Ethernet0" : "Ethernet4", "ToRRouter").entry("INTERFACE", "Ethernet0|" + base + ".0/31")
          .entry("STATIC_ROUTE", "192.168.0.2/32", "nexthop", base + ".1").write(dir);
    }
    t0.entry("STATIC_ROUTE", "192.168.0.0/25", "nexthop", "10.0.0.0,10.0.1.0")
        .entry("STATIC_ROUTE", "192.168.0.128/25", "blackhole", "true")
        .entry("STATIC_ROUTE", "192.0.0.0/8", "nexthop", "10.0.0.0")
        .entry("STATIC_ROUTE", "Vrf1|192.168.0.0/24", "nexthop", "10.0.0.0")
        .entry("STATIC_ROUTE", "fc00::/64", "nexthop", "fc00::1").write(dir);
    ImportResult r = Imports.of(dir);
    assertHas(statements(r), "host s1 at t0 port Ethernet8 ip 192.168.0.2", "route l0 192.168.0.2/32 via Ethernet0",
        "route t0 192.168.0.0/25 via Ethernet0, Ethernet4");
    assertTrue(statements(r).stream().noneMatch(s -> s.contains("192.0.0.0/8") || s.contains("192.168.0.128")),
        "a route covering no server or shorter than its subnet: " + statements(r));
    assertEquals(List.of("PFC413 t0.json:48:9", "PFC413 t0.json:49:9"), Imports.located(r), r.diagnostics().toString());
  }

  @Test
  void aNextHopOutsideTheFabricCannotBeRepresented() {
    new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0", "Ethernet8").qos("Ethernet0", "Ethernet8")
        .neighbour("Ethernet0", "l0", "Ethernet0", "LeafRouter").neighbour("Ethernet8", "s1", "eth0", "Server")
        .entry("INTERFACE", "Ethernet8|192.168.0.1/24").entry("STATIC_ROUTE", "192.168.0.2/32", "nexthop", "172.16.0.1")
        .write(dir);
    new ConfigBuilder("l0", "LeafRouter").ports("Ethernet0").qos("Ethernet0").neighbour("Ethernet0", "t0", "Ethernet0",
        "ToRRouter").write(dir);
    assertEquals(List.of("PFC409 t0.json:39:39"), Imports.located(Imports.of(dir)));
  }

  @Test
  void neighboursKeyedByThePeerAndNamesTheLanguageCannotTake() {
    new ConfigBuilder("t0/a", "ToRRouter").ports("Ethernet0").qos("Ethernet0")
        .entry("DEVICE_NEIGHBOR", "leaf", "local_port", "Ethernet0", "port", "Ethernet0").write(dir);
    new ConfigBuilder("leaf", "LeafRouter").ports("Ethernet0").qos("Ethernet0")
        .entry("DEVICE_NEIGHBOR", "t0/a", "local_port", "Ethernet0", "port", "Ethernet0").write(dir);
    assertHas(statements(Imports.of(dir)), "switch t0_a tier tor", "link leaf:Ethernet0 -- t0_a:Ethernet0");
  }

  @Test
  void theShortestMacAgeingOfTheFabricCounts() {
    new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0").qos("Ethernet0").neighbour("Ethernet0", "l0", "Ethernet0",
        "LeafRouter").entry("SWITCH", "switch", "fdb_aging_time", "300").write(dir);
    new ConfigBuilder("l0", "LeafRouter").ports("Ethernet0").qos("Ethernet0").neighbour("Ethernet0", "t0", "Ethernet0",
        "ToRRouter").entry("SWITCH", "switch", "fdb_aging_time", "0").write(dir);
    ImportResult r = Imports.of(dir);
    assertHas(statements(r), "timers arp 30m mac 5m");
    assertTrue(r.assumptions().stream().noneMatch(a -> a.startsWith("MAC ageing")), r.assumptions().toString());
  }

  @Test
  void theTunnelRemapIsARewriteOnBounceOfEachIngressMapsClasses() {
    for (String tor : List.of("ta", "tb")) {
      String down = tor.equals("ta") ? "Ethernet0" : "Ethernet4";
      String down2 = tor.equals("ta") ? "Ethernet8" : "Ethernet12";
      new ConfigBuilder(tor, "ToRRouter").ports("Ethernet0", "Ethernet48", "Ethernet52")
          .qos("Ethernet0", "Ethernet48", "Ethernet52")
          .entry("DSCP_TO_TC_MAP", "UP1", "3", "3").entry("DSCP_TO_TC_MAP", "UP2", "3", "4")
          .entry("PORT_QOS_MAP", "Ethernet48", "dscp_to_tc_map", "UP1").entry("PORT_QOS_MAP", "Ethernet52",
          "dscp_to_tc_map",
              "UP2")
          .entry("TC_TO_DSCP_MAP", "AZURE_TUNNEL", "3", "2", "4", "6")
          .entry("TC_TO_PRIORITY_GROUP_MAP", "AZURE_TUNNEL", "3", "2", "4", "6")
          .entry("TUNNEL", "MuxTunnel0", "dscp_mode", "pipe", "decap_dscp_to_tc_map", "AZURE", "decap_tc_to_pg_map",
              "AZURE_TUNNEL", "encap_tc_to_dscp_map", "AZURE_TUNNEL")
          .neighbour("Ethernet0", "s1", "eth0", "Server").neighbour("Ethernet48", "l0", down, "LeafRouter")
          .neighbour("Ethernet52", "l0", down2, "LeafRouter")
          .entry("MUX_CABLE", "Ethernet0", "state", tor.equals("ta") ? "active" : "standby")
          .entry("SYSTEM_DEFAULTS", "tunnel_qos_remap", "status", tor.equals("ta") ? "enabled" : "disabled")
          .entry("PORT_QOS_MAP", "Ethernet0", "pfcwd_sw_enable", "3,4").write(dir);
    }
    new ConfigBuilder("l0", "LeafRouter").ports("Ethernet0", "Ethernet4", "Ethernet8", "Ethernet12")
        .qos("Ethernet0", "Ethernet4", "Ethernet8", "Ethernet12")
        .neighbour("Ethernet0", "ta", "Ethernet48", "ToRRouter").neighbour("Ethernet4", "tb", "Ethernet48", "ToRRouter")
        .neighbour("Ethernet8", "ta", "Ethernet52", "ToRRouter").neighbour("Ethernet12", "tb", "Ethernet52",
        "ToRRouter")
        .write(dir);
    ImportResult r = Imports.of(dir);
    List<String> s = statements(r);
    assertEquals(List.of("PFC414 tb.json"), r.diagnostics().stream().map(d -> d.code() + " "
        + Path.of(d.span().orElseThrow().file()).getFileName()).toList(), "remap disabled, yet tb's tunnel remaps");
    assertTrue(r.listing().orElseThrow().lines().stream().anyMatch(l -> l.note().equals(
        "ta PFC watchdog Ethernet0: software watchdog on priorities 3,4 (no statement for it; kept for the record)")),
        "pfcwd_sw_enable is kept as a comment");
    assertHas(s, "classify ta tunnel dscp-map AZURE tc-map AZURE_TUNNEL",
        "rewrite dscp 3 -> 2 at tb from port Ethernet48 on bounce",
            "rewrite dscp 3 -> 6 at tb from port Ethernet52 on bounce");
    assertTrue(s.stream().noneMatch(x -> x.startsWith("rewrite dscp 4")), "UP1 and UP2 give DSCP 4 class 0, which the"
        + " remap does not list: " + s);
    assertTrue(s.stream().noneMatch(x -> x.startsWith("rewrite") && x.contains(" at ta ")),
        "ta is standby for no server: " + s);
  }

  @Test
  void watchdogsAreStatementsAndStartDefaultIsWhatItWritesAtBoot() {
    new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0", "Ethernet4").qos("Ethernet0", "Ethernet4")
        .neighbour("Ethernet0", "l0", "Ethernet0", "LeafRouter").neighbour("Ethernet4", "s1", "eth0", "Server")
        .entry("PFC_WD", "Ethernet0", "action", "forward", "detection_time", "400", "restoration_time", "800")
        .entry("PFC_WD", "Ethernet4", "action", "forward", "detection_time", "400", "restoration_time", "800")
        .entry("PFC_WD", "GLOBAL", "POLL_INTERVAL", "200").write(dir);
    new ConfigBuilder("l0", "LeafRouter").entry("DEVICE_METADATA", "localhost", "default_pfcwd_status", "enable")
        .ports("Ethernet0", "Ethernet4").qos("Ethernet0", "Ethernet4").neighbour("Ethernet0", "t0", "Ethernet0",
            "ToRRouter").neighbour("Ethernet4", "s2", "eth0", "Server").write(dir);
    ImportResult r = Imports.of(dir);
    assertHas(statements(r), "pfc-watchdog t0 port Ethernet0, Ethernet4 detect 400ms restore 800ms action forward",
        "pfc-watchdog l0 port Ethernet0, Ethernet4 detect 200ms restore 200ms action drop");
    assertTrue(r.listing().orElseThrow().lines().stream().anyMatch(l -> l.note().startsWith(
        "t0 PFC watchdog GLOBAL: poll interval 200 ms")), "the poll interval is kept as a comment");
    // l0's watchdogs are assumed, and the import says so with the others it assumed (stderr, the text's head)
    assertTrue(r.assumptions().stream().anyMatch(a -> a.startsWith("PFC watchdogs of l0 (default_pfcwd_status enable,"
        + " no PFC_WD entry): what pfcwd start_default writes")), r.assumptions().toString());
    assertTrue(r.assumptions().stream().noneMatch(a -> a.contains("of t0")), r.assumptions().toString());
  }

  @Test
  void aWatchdogSonicWouldRefuseIsABadValue() {
    new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0").qos("Ethernet0")
        .neighbour("Ethernet0", "s1", "eth0", "Server")
        .entry("PFC_WD", "Ethernet0", "action", "pause", "detection_time", "50", "restoration_time", "200").write(dir);
    ImportResult r = Imports.of(dir);
    assertEquals(List.of("PFC410", "PFC410"), r.diagnostics().stream().map(d -> d.code().toString()).toList());
    assertTrue(r.diagnostics().get(0).message().contains("PFC_WD action 'pause' is not one of drop, forward, alert"),
        r.diagnostics().get(0).message());
    assertTrue(r.diagnostics().get(1).message().contains("PFC_WD detection_time '50' is not a number in 100..5000"),
        r.diagnostics().get(1).message());
    assertTrue(r.listing().isEmpty(), "an import with an error prints no text");
  }

  @Test
  void theSmallestAlphaOfTheLosslessProfilesIsTheSwitchsAlpha() {
    new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0", "Ethernet4").qos("Ethernet0", "Ethernet4")
        .neighbour("Ethernet0", "l0", "Ethernet0", "LeafRouter").neighbour("Ethernet4", "s1", "eth0", "Server")
        .entry("BUFFER_PROFILE", "pg_lossless", "dynamic_th", "-3")
        .entry("BUFFER_PROFILE", "pg_lossless_64", "xoff", "38272", "dynamic_th", "-6")
        .entry("BUFFER_PROFILE", "lossy", "dynamic_th", "-8")
        .entry("BUFFER_PG", "Ethernet4|3-4", "profile", "pg_lossless_64")
        .entry("BUFFER_PG", "Ethernet4|0", "profile", "lossy").write(dir);
    new ConfigBuilder("l0", "LeafRouter").entry("DEVICE_METADATA", "localhost", "buffer_model", "dynamic")
        .ports("Ethernet0").qos("Ethernet0").neighbour("Ethernet0", "t0", "Ethernet0", "ToRRouter")
        .entry("BUFFER_PG", "Ethernet0|3-4", "profile", "NULL")
        .entry("DEFAULT_LOSSLESS_BUFFER_PARAMETER", "AZURE", "default_dynamic_th", "2").write(dir);
    ImportResult r = Imports.of(dir);
    assertEquals(List.of(), r.diagnostics());
    assertHas(statements(r), "buffer t0 alpha 1/64", "buffer l0 alpha 4");
    assertTrue(r.listing().orElseThrow().lines().stream().anyMatch(l -> l.note().equals(
        "alpha = 2^-6 (pg_lossless_64), the smallest of 2 lossless profiles")), "a lossy profile's alpha is not read");
  }

  @Test
  void anAlphaSonicCannotTakeIsABadValue() {
    new ConfigBuilder("t0", "ToRRouter").ports("Ethernet0").qos("Ethernet0")
        .neighbour("Ethernet0", "s1", "eth0", "Server").entry("BUFFER_PROFILE", "pg_lossless", "dynamic_th", "1/64")
        .write(dir);
    assertEquals(List.of("PFC410"), Imports.of(dir).diagnostics().stream().map(d -> d.code().toString()).toList());
  }

  @Test
  void aMultiAsicDeviceIsOneSwitchPerAsicWithItsBackplaneLinks() {
    Path oneFile = Imports.RESOURCES.resolve("multi-asic").resolve("chassis1.json");
    List<String> one = statements(Imports.of(oneFile));
    assertHas(one, "switch chassis1-asic0 tier leaf", "switch chassis1-asic1 tier leaf",
        "link chassis1-asic0:Ethernet-BP0 -- chassis1-asic1:Ethernet-BP256",
        "link chassis1-asic1:Ethernet-BP260 -- chassis1-asic2:Ethernet-BP4", "host srv0 at chassis1-asic0 port Ethernet0");
    // the same device as one file per ASIC (the namespaces' own config_db files): the same fabric, no PFC404
    List<String> perAsic = statements(Imports.of(Imports.RESOURCES.resolve("multi-asic-files")));
    assertEquals(one.stream().filter(t -> t.startsWith("link") || t.startsWith("switch")).toList(),
        perAsic.stream().filter(t -> t.startsWith("link") || t.startsWith("switch")).toList());
  }
}
