package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pfcheck import ib} end to end, as docs/guide.md shows it: import, then check the printed file; the
 * fixtures' known answers come out as exit statuses. Bad dumps and option mistakes exit 2.
 */
class ImportIbTest {
  private static final String IB = "../importers/src/test/resources/ib/";
  private static final String LST = IB + "subnet.lst";
  private static final String FDBS = IB + "osm.fdbs";

  /** Imports with {@code args} into {@code dir}/out.pfc, checks it, and returns the check's run. */
  private static Cli.Run importAndCheck(Path dir, String... args) throws Exception {
    Path out = dir.resolve("out.pfc");
    String[] full = new String[args.length + 4];
    full[0] = "import";
    full[1] = "ib";
    System.arraycopy(args, 0, full, 2, args.length);
    full[args.length + 2] = "-o";
    full[args.length + 3] = out.toString();
    Cli.Run imported = Cli.pfcheck(full);
    assertEquals(0, imported.status(), imported.transcript());
    assertTrue(imported.err().startsWith("pfcheck import ib: "), imported.transcript());
    assertEquals("", imported.out());
    return Cli.pfcheck("check", out.toString());
  }

  @Test
  void theSubnetDumpWithItsTablesIsFreeOnCaPathsAndLoopsWithSwitchLids(@TempDir Path dir) throws Exception {
    Cli.Run ca = importAndCheck(dir, "--links", LST, "--routes", FDBS);
    assertEquals(0, ca.status(), ca.transcript());
    assertTrue(ca.out().contains("62 switches, 3 hosts"), ca.transcript());
    Cli.Run all = importAndCheck(dir, "--links", LST, "--routes", FDBS, "--switch-lids");
    assertEquals(1, all.status(), all.transcript());
    assertTrue(all.out().contains("62 switches, 65 hosts") && all.out().contains("Cycle 1 of"), all.transcript());
    assertTrue(all.out().contains("  route  "), "every hop is a routing-table entry: " + all.transcript());
  }

  @Test
  void theCreditLoopsDemoLoopsUnderMinHopAndNotUnderUpDown(@TempDir Path dir) throws Exception {
    assertEquals(1, importAndCheck(dir, "--topo", IB + "credit-loops.topo").status());
    assertEquals(0, importAndCheck(dir, "--topo", IB + "credit-loops.topo", "--routing", "up-down").status());
    assertEquals(0, importAndCheck(dir, "--topo", IB + "4-ary-3-tree.topo").status());
  }

  @Test
  void chassisAndChosenRootsAreSaidOnStandardError(@TempDir Path dir) throws Exception {
    assertEquals(0, importAndCheck(dir, "--topo", IB + "SingleGazelle.topo", "--routing", "up-down").status());
    Cli.Run run = Cli.pfcheck("import", "ib", "--topo", IB + "FullGnu.topo", "--routing", "up-down");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.err().startsWith("pfcheck import ib: assumed: chassis GNU1 (Gnu) expanded as ibdm's system "
        + "definition does: 6 switch chips"), run.transcript());
    assertTrue(run.err().contains("pfcheck import ib: assumed: up-down: root switches GNU1_main_U1, GNU1_main_U2 "
        + "(recognised as ibdm does)"), run.transcript());
    Cli.Run top = Cli.pfcheck("import", "ib", "--topo", LST, "--routing", "up-down", "-o", dir.resolve("t.pfc")
        .toString());
    assertTrue(top.err().contains("so the top tier: the switches farthest from every channel adapter"),
        top.transcript());
    Path bad = dir.resolve("bad.topo");
    java.nio.file.Files.writeString(bad, "Gazelle G1 CFG: leaf2=R\n   L2/P1 -> Cougar H1 P1\n\nMTS9999 X\n"
        + "   L1/P1 -> Cougar H2 P1\n");
    Cli.Run refused = Cli.pfcheck("import", "ib", "--topo", bad.toString());
    assertEquals(2, refused.status(), refused.transcript());
    assertTrue(refused.err().startsWith(bad + ":2:4: error[PFC459]: Gazelle G1 has no front-panel port L2/P1"),
        refused.transcript());
    assertTrue(refused.err().contains(bad + ":5:4: error[PFC459]: port L1/P1 is a port of a board of a modular "
        + "system of type MTS9999"), refused.transcript());
    assertTrue(!refused.err().contains("Exception") && refused.out().isEmpty(), refused.transcript());
  }

  /** The link dump given as the tables: one error saying which file goes where, not one per line. */
  @Test
  void aLinkDumpAsRoutesIsOneError() {
    Cli.Run run = Cli.pfcheck("import", "ib", "--links", LST, "--routes", LST);
    assertEquals(2, run.status(), run.transcript());
    assertEquals(1, run.err().split("error\\[PFC", -1).length - 1, run.transcript());
    assertTrue(run.err().contains("is not a routing table: it reads as a link dump (subnet.lst)"), run.transcript());
  }

  @Test
  void theTextGoesToStandardOutputByDefault() {
    Cli.Run run = Cli.pfcheck("import", "ib", "--links", LST, "--routes", FDBS, "--name", "lab");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().contains("\nnetwork lab\nlossless 0\n"), run.transcript());
    assertEquals("pfcheck import ib: 62 switches, 3 channel-adapter and router ports, 169 links between switches, "
        + "62 routing tables: 186 routes\n", run.err());
  }

  @Test
  void verboseSaysHowLongEachStageTook(@TempDir Path dir) {
    Cli.Run run = Cli.pfcheck("import", "ib", "--links", LST, "--routes", FDBS, "-o", dir.resolve("v.pfc").toString(),
        "-v");
    assertEquals(0, run.status(), run.transcript());
    String[] err = run.err().split("\n");
    assertEquals(2, err.length, run.transcript());
    assertTrue(err[0].startsWith("pfcheck import ib: 62 switches, ") && err[0].endsWith(" -> " + dir.resolve("v.pfc")),
        run.transcript());
    assertTrue(err[1].matches("pfcheck import ib: read \\d+ ms, stitch \\d+ ms, emit \\d+ ms, write \\d+ ms"),
        run.transcript());
  }

  @Test
  void aMalformedDumpIsLocatedAndExitsTwo(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("osm.fdbs");
    Files.writeString(bad, Files.readString(Path.of(FDBS)).replaceFirst("0x0003 : 008  : 03   : yes",
        "0x0003 : eight : 03   : yes"));
    Cli.Run run = Cli.pfcheck("import", "ib", "--links", LST, "--routes", bad.toString());
    assertEquals(2, run.status(), run.transcript());
    assertEquals("", run.out());
    assertTrue(run.err().startsWith(bad + ":5:10: error[PFC450]: expected a port number"), run.transcript());
    assertTrue(run.err().contains("   5 | 0x0003 : eight : 03   : yes\n"), run.transcript());
  }

  @Test
  void optionMistakesAreUsageErrorsAndNoInputIsOverwritten() throws Exception {
    String before = Files.readString(Path.of(FDBS));
    for (String[] args : new String[][] {{"--routes", FDBS}, {"--links", LST, "--topo", LST},
        {"--links", LST, "--routes", FDBS, "--routing", "up-down"}, {"--topo", LST, "--routing", "min-hop"},
        {"--topo", LST, "--roots", "sw-0002"}, {"--topo", LST, "--routing", "up-down", "--roots", ","},
        {"--topo", LST, "--routing", "up-down", "--roots", "a,,b"}, {"--links", LST, "--routes", FDBS, "-o", FDBS}}) {
      String[] full = new String[args.length + 2];
      full[0] = "import";
      full[1] = "ib";
      System.arraycopy(args, 0, full, 2, args.length);
      Cli.Run run = Cli.pfcheck(full);
      assertEquals(2, run.status(), String.join(" ", args) + "\n" + run.transcript());
      assertTrue(run.err().startsWith("pfcheck: ") && run.err().contains("Try 'pfcheck import ib --help'"),
          run.transcript());
    }
    assertEquals(before, Files.readString(Path.of(FDBS)));
    Cli.Run missing = Cli.pfcheck("import", "ib", "--topo", "no-such.topo");
    assertEquals(2, missing.status());
    assertTrue(missing.err().startsWith("error[PFC002]: cannot read no-such.topo: no such file"), missing.transcript());
  }
}
