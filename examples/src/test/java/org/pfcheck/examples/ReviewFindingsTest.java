package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Findings of a hostile review of the command line, each pinned: a format a command does not write is
 * not offered; replay reads standard input as check does; DOT says what was re-checked; a report is
 * never written where the next check of a configuration directory would read it, whether the directory
 * or its files one by one were named, by any command and any name of the directory.
 */
class ReviewFindingsTest {
  private static final String FLOOD = "sigcomm16-flood-deadlock.pfc";

  @Test
  void aCommandNamesOnlyTheFormatsItWrites() {
    Cli.Run replay = Cli.pfcheck("replay", FLOOD, "--format", "xml");
    assertEquals(2, replay.status(), replay.transcript());
    assertTrue(replay.err().contains("expected one of [text, json, html]"), replay.transcript());
    assertFalse(replay.err().toLowerCase(java.util.Locale.ROOT).contains("sarif"), replay.transcript());
    Cli.Run storm = Cli.pfcheck("storm", FLOOD, "--any", "--format", "junit");
    assertEquals(2, storm.status(), storm.transcript());
    assertTrue(storm.err().contains("expected one of [text, json, html, sarif]"), storm.transcript());
    Cli.Run diff = Cli.pfcheck("diff", FLOOD, FLOOD, "--format", "dot");
    assertEquals(2, diff.status(), diff.transcript());
    assertTrue(diff.err().contains("expected one of [text, json, sarif]"), diff.transcript());
    assertEquals(1, Cli.pfcheck("replay", FLOOD, "--format", "JSON").status(), "any case, as check takes it");
  }

  @Test
  void replayReadsStandardInput() throws IOException {
    Cli.Run file = Cli.pfcheck("replay", FLOOD, "--format", "json");
    Cli.Run stdin = Cli.pfcheckWithInput(Files.readString(Path.of(FLOOD)), "replay", "-", "--format", "json");
    assertEquals(file.status(), stdin.status(), stdin.transcript());
    assertEquals(file.out(), stdin.out(), stdin.transcript());
  }

  @Test
  void dotSaysWhatWasRechecked() {
    Cli.Run text = Cli.pfcheck("check", FLOOD);
    String said = text.out().lines().filter(l -> l.strip().startsWith("re-check ")).findFirst().orElseThrow()
        .strip().replaceFirst("^re-check\\s*", "");
    for (String cyclic : new String[] {"--cyclic-only", "--verbose"}) {
      Cli.Run dot = Cli.pfcheck("check", FLOOD, "--format", "dot", cyclic);
      assertEquals(1, dot.status(), dot.transcript());
      assertTrue(dot.out().contains("// re-check: " + said + "\n"), said + "\n" + dot.transcript());
    }
  }

  @Test
  void noTitleSaysReCheckedAboveALineSayingItWasNot() {
    // the HTML report under --recheck none: "Re-checked independently" above "not re-checked ..."
    for (String recheck : new String[] {"none", "full"}) {
      Cli.Run html = Cli.pfcheck("check", FLOOD, "--recheck", recheck, "--format", "html");
      assertTrue(html.out().contains("<h4>Re-check</h4>") && !html.out().contains("Re-checked independently"),
          recheck + ": " + html.transcript());
      for (String format : new String[] {"text", "dot"}) {
        Cli.Run run = Cli.pfcheck("check", FLOOD, "--recheck", recheck, "--format", format);
        String line = run.out().lines().filter(l -> l.contains("re-check")).findFirst().orElseThrow().strip();
        assertTrue(line.startsWith(format.equals("dot") ? "// re-check: " : "re-check "), recheck + " " + format + ": " + line);
        assertEquals(recheck.equals("none"), line.contains("not re-checked"), recheck + " " + format + ": " + line);
      }
    }
  }

  @Test
  void noReportGoesWhereTheNextCheckOfTheDirectoryReadsIt(@TempDir Path tmp) throws IOException {
    Path dir = tmp.resolve("fabric");
    Files.createDirectories(dir);
    try (var files = Files.list(Path.of("sonic/routed-uplinks"))) {
      for (Path f : files.filter(f -> f.toString().endsWith(".json")).toList()) {
        Files.copy(f, dir.resolve(f.getFileName()));
      }
    }
    Path inside = dir.resolve("report.json");
    Cli.Run refused = Cli.pfcheck("check", dir.toString(), "--format", "json", "-o", inside.toString());
    assertEquals(2, refused.status(), refused.transcript());
    assertTrue(refused.err().contains("input directory"), refused.transcript());
    assertFalse(Files.exists(inside), "nothing written");
    Cli.Run beside = Cli.pfcheck("check", dir.toString(), "--format", "json", "-o", tmp.resolve("report.json").toString());
    assertEquals(0, beside.status(), beside.transcript());
    assertEquals(0, Cli.pfcheck("check", dir.toString()).status(), "the directory still reads as it did");
  }

  /** A copy of {@code sonic/routed-uplinks}' config_db files in {@code dir} (deadlock-free, quick). */
  private static List<String> configCopy(Path dir) throws IOException {
    Files.createDirectories(dir);
    List<String> copied = new ArrayList<>();
    try (var files = Files.list(Path.of("sonic/routed-uplinks"))) {
      for (Path f : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
        copied.add(Files.copy(f, dir.resolve(f.getFileName())).toString());
      }
    }
    return copied;
  }

  @Test
  void anInputDirectoryAsTheOutputIsNamedADirectory(@TempDir Path tmp) throws IOException {
    Path dir = tmp.resolve("fabric");
    configCopy(dir);
    Cli.Run run = Cli.pfcheck("check", dir.toString(), "-o", dir.toString());
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("it is the input directory " + dir + " (name a file outside it)"), run.transcript());
  }

  @Test
  void noReportGoesBesideConfigDbFilesNamedOneByOne(@TempDir Path tmp) throws IOException {
    // check l2/*.json --format json -o l2/r.json wrote the report; the next check l2 read it as a switch
    Path dir = tmp.resolve("fabric");
    List<String> json = configCopy(dir);
    Path alias = Files.createSymbolicLink(tmp.resolve("alias"), dir);
    Files.createDirectories(dir.resolve("sub"));
    for (Path inside : List.of(dir.resolve("r.json"), alias.resolve("r.json"), dir.resolve("sub/../r.json"))) {
      String o = inside.toString();
      List<List<String>> commands = List.of(
          cat(List.of("check"), json, List.of("--format", "json", "-o", o)),
          cat(List.of("import", "sonic"), json, List.of("-o", o)),
          cat(List.of("repair"), json, List.of("--format", "json", "-o", o)),
          cat(List.of("storm"), json, List.of("--any", "--format", "json", "-o", o)),
          List.of("diff", json.get(0), json.get(1), "--format", "json", "-o", o),
          List.of("replay", json.get(0), "--format", "json", "-o", o),
          cat(List.of("check", "--report", tmp.resolve("reports").toString()), json.subList(0, 1), List.of("-o", o)));
      for (List<String> args : commands) {
        Cli.Run refused = Cli.pfcheck(args.toArray(String[]::new));
        String shown = String.join(" ", args) + "\n" + refused.transcript();
        assertEquals(2, refused.status(), shown);
        assertTrue(refused.err().contains("reads as SONiC configuration") && refused.err().contains("another directory"),
            shown);
        assertFalse(Files.exists(dir.resolve("r.json")), "nothing written: " + shown);
      }
    }
    Cli.Run report = Cli.pfcheck(cat(List.of("check"), json, List.of("-o", dir.resolve("r.txt").toString()))
        .toArray(String[]::new));
    assertEquals(0, report.status(), "a file the directory read does not take may go there: " + report.transcript());
    Cli.Run beside = Cli.pfcheck(cat(List.of("check"), json, List.of("--format", "json", "-o",
        tmp.resolve("r.json").toString())).toArray(String[]::new));
    assertEquals(0, beside.status(), beside.transcript());
    assertEquals(0, Cli.pfcheck("check", dir.toString()).status(), "the directory still reads as it did");
  }

  @Test
  void dashIsStandardOutputAndASlashNamesNoFile(@TempDir Path tmp) throws IOException {
    // -o - wrote a file named "-"; -o newdir/ wrote a file named newdir
    String[][] runs = {{"check", FLOOD, "--format", "json", "-o", "-"}, {"repair", FLOOD, "-q", "-o", "-"},
        {"convert", FLOOD, "-o", "-"}, {"diff", FLOOD, FLOOD, "-o", "-"}};
    for (String[] args : runs) {
      Cli.Run dash = Cli.pfcheck(args);
      assertTrue(dash.status() == 0 || dash.status() == 1, dash.transcript());
      assertFalse(dash.out().isEmpty(), dash.transcript());
      assertFalse(Files.exists(Path.of("-")), "no file named -: " + String.join(" ", args));
    }
    assertTrue(Cli.pfcheck(runs[0]).out().startsWith("{"), "the JSON report itself");
    String dir = tmp.resolve("newdir").toString() + "/";
    for (List<String> command : List.of(List.of("check"), List.of("repair"), List.of("convert"), List.of("storm", "--any"))) {
      Cli.Run slash = Cli.pfcheck(cat(command, List.of(FLOOD), List.of("-o", dir)).toArray(String[]::new));
      assertEquals(2, slash.status(), slash.transcript());
      assertTrue(slash.err().contains("names a directory"), slash.transcript());
      assertFalse(Files.exists(tmp.resolve("newdir")), slash.transcript());
    }
    Cli.Run empty = Cli.pfcheck("check", FLOOD, "-o", "");
    assertEquals(2, empty.status(), empty.transcript());
    assertTrue(empty.err().contains("--output is empty"), empty.transcript());
  }

  private static List<String> cat(List<String> a, List<String> b, List<String> c) {
    List<String> all = new ArrayList<>(a);
    all.addAll(b);
    all.addAll(c);
    return all;
  }
}
