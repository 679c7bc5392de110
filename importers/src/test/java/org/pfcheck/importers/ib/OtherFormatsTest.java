package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;

/**
 * ibnetdiscover output and OpenSM's {@code dump_ucast_lfts} tables give the same statements as the
 * link dump and {@code dump_ucast_routes} they describe (the small subnet of {@link MalformedDumpsTest}).
 */
class OtherFormatsTest {
  static final String NETDISCOVER = String.join("\n",
      "#",
      "# Topology file: written by hand in ibnetdiscover's format",
      "#",
      "",
      "vendid=0x2c9",
      "devid=0xa87c",
      "sysimgguid=0xa22029083222f0ff",
      "switchguid=0xa00(a00)",
      "Switch\t8 \"S-0000000000000a00\"\t\t# \"MT43132 Mellanox Technologies\" base port 0 lid 1 lmc 0",
      "[1]\t\"S-0000000000000b00\"[1]\t\t# \"MT43132 Mellanox Technologies\" lid 2 4xSDR",
      "[2]\t\"H-0000000000000c00\"[1](c01) \t\t# \"h1 HCA-1\" lid 3 4xSDR",
      "",
      "switchguid=0xb00(b00)",
      "Switch\t8 \"S-0000000000000b00\"\t\t# \"MT43132 Mellanox Technologies\" base port 0 lid 2 lmc 0",
      "[1]\t\"S-0000000000000a00\"[1]\t\t# \"MT43132 Mellanox Technologies\" lid 1 4xSDR",
      "[2]\t\"H-0000000000000d00\"[1](d01) \t\t# \"h2 HCA-1\" lid 4 4xSDR",
      "",
      "caguid=0xc00",
      "Ca\t2 \"H-0000000000000c00\"\t\t# \"h1 HCA-1\"",
      "[1](c01) \t\"S-0000000000000a00\"[2]\t\t# lid 3 lmc 0 \"MT43132 Mellanox Technologies\" lid 1 4xSDR",
      "",
      "caguid=0xd00",
      "Ca\t2 \"H-0000000000000d00\"\t\t# \"h2 HCA-1\"",
      "[1](d01) \t\"S-0000000000000b00\"[2]\t\t# lid 4 lmc 0 \"MT43132 Mellanox Technologies\" lid 2 4xSDR",
      "");

  static final String LFTS = String.join("\n",
      "Unicast lids [0-4] of switch Lid 1 guid 0x0000000000000a00 ('MT43132 Mellanox Technologies'):",
      "0x0001 000 # SW portguid 0x0000000000000a00: 'MT43132 Mellanox Technologies'",
      "0x0002 001 # SW portguid 0x0000000000000b00: 'MT43132 Mellanox Technologies'",
      "0x0003 002 # CA portguid 0x0000000000000c01: 'h1 HCA-1'",
      "0x0004 001 # CA portguid 0x0000000000000d01: 'h2 HCA-1'",
      "4 lids dumped",
      "Unicast lids [0-4] of switch Lid 2 guid 0x0000000000000b00 ('MT43132 Mellanox Technologies'):",
      "0x0001 001 # SW portguid 0x0000000000000a00: 'MT43132 Mellanox Technologies'",
      "0x0002 000 # SW portguid 0x0000000000000b00: 'MT43132 Mellanox Technologies'",
      "0x0003 001 # CA portguid 0x0000000000000c01: 'h1 HCA-1'",
      "0x0004 002 # CA portguid 0x0000000000000d01: 'h2 HCA-1'",
      "4 lids dumped", "");

  /** The statements of {@code pfc} without comments and the header (which names the input files). */
  static List<String> statements(String pfc) {
    return pfc.lines().map(l -> l.replaceAll("\\s*#.*", "")).filter(l -> !l.isBlank() && !l.startsWith("network"))
        .toList();
  }

  static String reference() {
    return Fixtures.pfc(IbImport.links(new IbImport.Source("s.lst", MalformedDumpsTest.links()), Optional.of(
        new IbImport.Source("t.fdbs", MalformedDumpsTest.tables())), IbOptions.DEFAULT)).orElseThrow();
  }

  @Test
  void ibnetdiscoverOutputGivesTheStatementsOfTheLinkDump() {
    ImportResult r = IbImport.links(new IbImport.Source("s.net", NETDISCOVER), Optional.of(
        new IbImport.Source("t.fdbs", MalformedDumpsTest.tables())), IbOptions.DEFAULT);
    assertEquals(List.of(), r.diagnostics());
    assertEquals(statements(reference()), statements(Fixtures.pfc(r).orElseThrow()));
    assertTrue(Fixtures.pfc(r).orElseThrow().contains("host h2 at sw-0002 port P2 ip 10.0.0.4  # 0x0000000000000d00 port P1 "
        + "LID 0x0004 \"h2 HCA-1\" s.net:23"), Fixtures.pfc(r).get());
  }

  @Test
  void dumpUcastLftsTablesGiveTheRoutesOfDumpUcastRoutes() {
    ImportResult r = IbImport.links(new IbImport.Source("s.lst", MalformedDumpsTest.links()), Optional.of(
        new IbImport.Source("lfts.dump", LFTS)), IbOptions.DEFAULT);
    assertEquals(List.of(), r.diagnostics());
    assertEquals(statements(reference()), statements(Fixtures.pfc(r).orElseThrow()));
  }

  @Test
  void ibnetdiscoverOutputIsATopologyToo() {
    ImportResult r = IbImport.topology(new IbImport.Source("s.net", NETDISCOVER), IbOptions.DEFAULT);
    assertEquals(List.of(), r.diagnostics());
    List<String> s = statements(Fixtures.pfc(r).orElseThrow());
    assertTrue(s.contains("routing shortest-path") && s.stream().noneMatch(l -> l.startsWith("route ")), s::toString);
  }

  @Test
  void malformedIbnetdiscoverLinesAreLocated() {
    String bad = NETDISCOVER.replace("[2]\t\"H-0000000000000c00\"", "[9]\t\"H-0000000000000c00\"")
        .replace("Ca\t2 \"H-0000000000000d00\"", "Cx\t2 \"H-0000000000000d00\"")
        .replace("\"S-0000000000000b00\"\t\t# \"MT43132 Mellanox Technologies\" base port 0 lid 2",
            "\"S-0000000000000b00\"\t\t# \"MT43132 Mellanox Technologies\" base port 0 lid x");
    ImportResult r = IbImport.links(new IbImport.Source("s.net", bad), Optional.empty(), IbOptions.DEFAULT);
    assertTrue(Fixtures.pfc(r).isEmpty());
    List<String> where = MalformedDumpsTest.located(r);
    assertTrue(where.containsAll(List.of("s.net:11:1 PFC452", "s.net:14:10 PFC452", "s.net:23:1 PFC450")),
        where.toString());
  }
}
