package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * Malformed dumps: every problem is a located diagnostic with its code ({@code file:line:col}), all of
 * them in one run, one per faulty line, and no text is printed; nothing is thrown.
 */
class MalformedDumpsTest {
  /** A link-dump port: switch {@code guid} with LID {@code lid}, port {@code pn} (hex). */
  static String sw(String guid, String lid, String pn) {
    return "{ SW Ports:08 SystemGUID:a22029083222f0ff NodeGUID:" + guid + " PortGUID:" + guid
        + " VenID:000002C9 DevID:A87C Rev:000000A0 {MT43132 Mellanox Technologies} LID:" + lid + " PN:" + pn + " }";
  }

  static String ca(String guid, String lid, String desc) {
    return "{ CA Ports:02 SystemGUID:" + guid + " NodeGUID:" + guid + " PortGUID:" + guid
        + " VenID:000002C9 DevID:5A44 Rev:000000A1 {" + desc + "} LID:" + lid + " PN:01 }";
  }

  static final String A = "0000000000000a00";
  static final String B = "0000000000000b00";
  static final String H = "0000000000000c00";
  static final String G = "0000000000000d00";

  /** Two switches A (LID 1) and B (LID 2) cabled A:1-B:1, a CA h1 (LID 3) on A:2 and h2 (LID 4) on B:2. */
  static String links() {
    return String.join("\n", sw(A, "0001", "01") + " " + sw(B, "0002", "01") + " PHY=4x LOG=ACT SPD=5",
        sw(A, "0001", "02") + " " + ca(H, "0003", "h1 HCA-1") + " PHY=4x LOG=ACT SPD=5",
        sw(B, "0002", "02") + " " + ca(G, "0004", "h2 HCA-1") + " PHY=4x LOG=ACT SPD=5") + "\n";
  }

  static String tables() {
    return "dump_ucast_routes: Switch 0x" + A + "\nLID    : Port : Hops : Optimal\n0x0001 : 000  : 00   : yes\n"
        + "0x0002 : 001  : 01   : yes\n0x0003 : 002  : 01   : yes\n0x0004 : 001  : 02   : yes\n\n"
        + "dump_ucast_routes: Switch 0x" + B + "\nLID    : Port : Hops : Optimal\n0x0001 : 001  : 01   : yes\n"
        + "0x0002 : 000  : 00   : yes\n0x0003 : 001  : 02   : yes\n0x0004 : 002  : 01   : yes\n";
  }

  static ImportResult run(String links, String tables) {
    return IbImport.links(new IbImport.Source("s.lst", links), Optional.of(new IbImport.Source("t.fdbs", tables)),
        IbOptions.DEFAULT);
  }

  /** "file:line:col CODE" of every diagnostic, in order. */
  static List<String> located(ImportResult r) {
    return r.diagnostics().stream().map(MalformedDumpsTest::located).toList();
  }

  static String located(Diagnostic d) {
    return d.span().map(Object::toString).orElse("-") + " " + d.code();
  }

  @Test
  void theSmallSubnetImportsCleanly() {
    ImportResult r = run(links(), tables());
    assertEquals(List.of(), r.diagnostics());
    String text = Fixtures.pfc(r).orElseThrow();
    assertTrue(text.contains("host h1 at sw-0001 port P2 ip 10.0.0.3  # 0x0000000000000c00 port P1 LID 0x0003 "
        + "\"h1 HCA-1\" s.lst:2"), text);
    assertTrue(text.contains("route sw-0002 10.0.0.3/32 via P1  # t.fdbs:12"), text);
    assertTrue(text.contains("link sw-0001:P1 -- sw-0002:P1  # s.lst:1"), text);
  }

  /** The 1-based column just after the first {@code token} in {@code line}. */
  static int after(String line, String token) {
    int k = line.indexOf(token);
    assertTrue(k >= 0, token + " not in " + line);
    return k + token.length() + 1;
  }

  @Test
  void everyMalformedLinkDumpLineIsReportedWhereItIsWrong() {
    String[] lines = links().split("\n");
    String[] bad = {lines[0].replace("LID:0002", "LID:00ZZ"), lines[1].replace("PN:02", "PN:09"),
        lines[2].replace("{ CA", "{ XX"), "garbage", lines[0].replace(" LOG=ACT", ""), lines[0].replace("{ SW", "SW"),
        lines[0].replace("LID:0001", "LID:C001"), lines[0].replace("Ports:08", "Ports:0")};
    ImportResult r = run(String.join("\n", bad), tables());
    assertTrue(Fixtures.pfc(r).isEmpty());
    assertEquals(List.of("s.lst:1:" + (bad[0].indexOf("00ZZ") + 1) + " PFC450",
        "s.lst:2:" + after(bad[1], "PN:") + " PFC452",
        "s.lst:3:" + (bad[2].indexOf("XX") + 1) + " PFC450",
        "s.lst:4:1 PFC450",
        "s.lst:5:" + (bad[4].length() + 1) + " PFC450",
        "s.lst:6:1 PFC450",
        "s.lst:7:" + after(bad[6], "LID:") + " PFC452",
        "s.lst:8:" + after(bad[7], "Ports:") + " PFC452"), located(r));
    assertTrue(r.diagnostics().get(0).message().contains("LID '00ZZ' is not a hex number"), r.diagnostics().toString());
  }

  @Test
  void contradictionsInTheLinkDumpAreReportedAtTheLaterLine() {
    String[] lines = links().split("\n");
    String moved = lines[1].replace("LID:0003", "LID:0002");
    String recabled = lines[0].replace(B, G);
    ImportResult r = run(String.join("\n", lines[0], moved, recabled), tables());
    assertTrue(Fixtures.pfc(r).isEmpty());
    List<String> where = located(r);
    assertTrue(where.contains("s.lst:2:" + after(moved, "h1 HCA-1} LID:") + " PFC454"), where.toString());
    assertTrue(where.contains("s.lst:3:1 PFC453"), "port A:1 cabled to B:1 and G:1: " + where);
    assertTrue(r.diagnostics().stream().anyMatch(d -> d.message().equals("port 0x0000000000000a00 port P1 is cabled "
        + "to 0x0000000000000b00 port P1 at line 1, and to 0x0000000000000d00 port P1 here")), r.diagnostics()::toString);
  }

  @Test
  void aLinkThatIsNotUpDescribesNoCable() {
    String down = links().replace("PHY=4x LOG=ACT SPD=5\n" + sw(A, "0001", "02"), "PHY=4x LOG=DWN SPD=5\n"
        + sw(A, "0001", "02"));
    ImportResult r = IbImport.links(new IbImport.Source("s.lst", down), Optional.empty(), IbOptions.DEFAULT);
    assertEquals(List.of(), r.diagnostics());
    assertTrue(r.summary().get(0).startsWith("2 switches, 2 channel-adapter and router ports, 0 links between switches"
        + " (1 link lines not up left out)"), r.summary().toString());
  }

  @Test
  void everyMalformedTableLineIsReportedAndTablesAreCheckedAgainstTheSubnet() {
    String bad = tables().replace("0x0002 : 001", "0x0002 : 0x1").replace("0x0003 : 002  : 01", "0x0003 : 007  : 01")
        + "0x0004 : 002  : 01   : yes\nhello\ndump_ucast_routes: Switch 0x00000000000000ff\n0x0001 : 001 : 01 : yes\n"
        + "dump_ucast_routes: Switch 0x" + A + "\n";
    ImportResult r = run(links(), "0x0001 : 001 : 01 : yes\n" + bad);
    assertTrue(Fixtures.pfc(r).isEmpty());
    assertEquals(List.of("t.fdbs:1:1 PFC450", "t.fdbs:5:10 PFC450", "t.fdbs:6:1 PFC458", "t.fdbs:15:1 PFC457",
        "t.fdbs:16:1 PFC450", "t.fdbs:17:1 PFC455", "t.fdbs:19:1 PFC457"), located(r));
  }

  @Test
  void aSwitchWithoutATableIsAnErrorUnlessItsHeaderWasUnreadable() {
    String onlyA = tables().substring(0, tables().indexOf("\n\n"));
    assertEquals(List.of("s.lst:1:" + (links().indexOf("{ SW", 1) + 1) + " PFC456"), located(run(links(), onlyA)),
        "at B's first description");
    String brokenHeader = tables().replace("Switch 0x" + B, "Switch 0x" + B + "zz");
    assertEquals(List.of("t.fdbs:8:27 PFC450"), located(run(links(), brokenHeader)), "no PFC456 for B as well");
  }

  @Test
  void emptyAndWrongFilesSayWhatTheyAre() {
    assertEquals(List.of("s.lst:1:1 PFC451"), located(run("", tables())));
    assertEquals(List.of("s.lst:1:1 PFC451"), located(run("MTS400 SW1\n   P1 -> Cougar H-1 P1\n", tables())));
    assertEquals(List.of("t.fdbs:1:1 PFC451"), located(run(links(), "\n\n")));
  }

  @Test
  void aHugeGarbageFileGetsOneDiagnosticPerLine() {
    String garbage = "{ SW " + "x".repeat(5_000) + "\n";
    ImportResult r = run(garbage.repeat(2_000), tables());
    assertEquals(2_000, r.diagnostics().stream().filter(d -> d.code().name().equals("PFC450")).count());
    assertTrue(Fixtures.pfc(r).isEmpty());
  }
}
