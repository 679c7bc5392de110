package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing pfcheck writes replaces a file it was not asked to write (issue 10): every writer
 * ({@code --output}, {@code --report}, {@code --dump-smt2}, {@code generate -o}, {@code diff}) refuses a
 * symbolic or hard link and the input file, writes a temporary file and renames it, and a failed write
 * leaves no directory behind.
 */
class SafeWritesTest {
  private static final String FLOOD = "sigcomm16-flood-deadlock.pfc";

  @TempDir
  Path dir;
  private Path input;
  private String original;

  @BeforeEach
  void copyTheInput() throws IOException {
    input = Files.copy(Path.of(FLOOD), dir.resolve("fabric.pfc"));
    original = Files.readString(input);
  }

  private void assertRefused(Cli.Run run, String option, Path target, String why) throws IOException {
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("pfcheck: cannot write " + option + target + ": " + why), run.transcript());
    assertEquals(original, Files.readString(input), "the input is untouched");
  }

  @Test
  void theHtmlReportNeverReplacesTheInputThroughALink() throws IOException {
    Path out = Files.createDirectory(dir.resolve("out"));
    Path symbolic = Files.createSymbolicLink(out.resolve("fabric.html"), input);
    assertRefused(Cli.pfcheck("check", input.toString(), "--report", out.toString()), "--report ", symbolic,
        "it is a symbolic link");
    Files.delete(symbolic);
    Path hard = Files.createLink(out.resolve("fabric.html"), input);
    assertRefused(Cli.pfcheck("check", input.toString(), "--report", out.toString()), "--report ", hard,
        "it is the input file");
  }

  @Test
  void theFileStandardInputReadsIsAnInputToo() throws Exception {
    // check - -o fabric.pfc < fabric.pfc replaced the fabric with its report
    Map<String, String> env = Map.of("PFCHECK_SKIP_BUILD", "1");
    String launcher = Processes.ROOT.resolve("pfcheck").toString();
    for (List<String> args : List.of(List.of("check", "-", "-o", input.toString()),
        List.of("diff", "-", input.toString(), "-o", input.toString()),
        List.of("check", "-", "--report", dir.toString(), "--format", "json"))) {
      if (args.contains("--report")) {
        Files.copy(input, dir.resolve("sigcomm16-flood-deadlock.html"));  // the network's name: where --report writes
        input = dir.resolve("sigcomm16-flood-deadlock.html");
      }
      List<String> command = new java.util.ArrayList<>(List.of(launcher));
      command.addAll(args);
      Processes.Run run = Processes.run(command, env, dir, input);
      assertEquals(2, run.status(), args + "\n" + run.transcript());
      assertTrue(run.err().contains("it is the file standard input reads"), run.transcript());
      assertEquals(original, Files.readString(input), "the input is untouched");
    }
  }

  @Test
  void theOutputRefusesLinksToAnyFile() throws IOException {
    Path other = Files.writeString(dir.resolve("other.txt"), "mine");
    Path symbolic = Files.createSymbolicLink(dir.resolve("via-symlink.json"), other);
    Path hard = Files.createLink(dir.resolve("via-hardlink.json"), other);
    for (Path link : List.of(symbolic, hard)) {
      for (String[] args : new String[][] {{"check", input.toString(), "-o", link.toString()},
          {"diff", input.toString(), input.toString(), "-o", link.toString()},
          {"generate", "ring", "--switches", "3", "-o", link.toString()}}) {
        Cli.Run run = Cli.pfcheck(args);
        assertEquals(2, run.status(), run.transcript());
        assertTrue(run.err().startsWith("pfcheck: cannot write --output " + link + ": it "), run.transcript());
        assertTrue(run.err().contains("pfcheck does not write through links"), run.transcript());
      }
    }
    assertEquals("mine", Files.readString(other));
  }

  @Test
  void queriesAreNeverWrittenThroughALink() throws IOException {
    Path queries = Files.createDirectory(dir.resolve("smt2"));
    Path link = Files.createSymbolicLink(queries.resolve("sigcomm16-flood-deadlock-ranks.smt2"), input);
    Cli.Run run = Cli.pfcheck("check", input.toString(), "--engine", "z3", "--dump-smt2", queries.toString());
    assertRefused(run, "--dump-smt2 ", link, "it is a symbolic link");
  }

  @Test
  void aReportReplacesItsOldVersionByARenameAndLeavesNoTemporaryFile() throws IOException {
    Path out = dir.resolve("reports");
    Path json = dir.resolve("result.json");
    for (int run = 0; run < 2; run++) {
      Cli.Run r = Cli.pfcheck("check", input.toString(), "-q", "--format", "json", "-o", json.toString(), "--report",
          out.toString());
      assertEquals(1, r.status(), r.transcript());
    }
    assertTrue(Files.readString(json).contains("\"verdict\" : \"deadlock-possible\""));
    assertTrue(Files.readString(out.resolve("fabric.html")).startsWith("<!DOCTYPE html>"));
    try (Stream<Path> files = Stream.concat(Files.list(dir), Files.list(out))) {
      assertEquals(List.of(), files.filter(f -> f.getFileName().toString().contains("pfcheck-tmp")).toList());
    }
  }

  @Test
  void aFileNotWrittenByPfcheckIsNeverReplaced() throws IOException {
    Path notes = Files.writeString(dir.resolve("notes.txt"), "mine");
    Path page = Files.createDirectories(dir.resolve("reports")).resolve("fabric.html");
    Files.writeString(page, "<p>my own page</p>");
    for (String[] args : new String[][] {{"-o", notes.toString()}, {"--report", page.getParent().toString()}}) {
      Cli.Run run = Cli.pfcheck("check", input.toString(), "-q", args[0], args[1]);
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().contains("pfcheck did not write it"), run.transcript());
    }
    assertEquals("mine", Files.readString(notes));
    assertEquals("<p>my own page</p>", Files.readString(page));
  }

  @Test
  void aFailedReportLeavesNoDirectoryBehind() throws IOException {
    Path file = Files.writeString(dir.resolve("plain-file"), "");
    Cli.Run through = Cli.pfcheck("check", input.toString(), "--report",
        dir.resolve("new/deeper/../../plain-file/html").toString());
    assertEquals(2, through.status(), through.transcript());
    Cli.Run usage = Cli.pfcheck("check", input.toString(), "--max-cycles", "0", "--report",
        dir.resolve("never").toString());
    assertEquals(2, usage.status(), usage.transcript());
    assertFalse(Files.exists(dir.resolve("new")), through.transcript());
    assertFalse(Files.exists(dir.resolve("never")), usage.transcript());
    assertEquals("", Files.readString(file));
    Cli.Run missing = Cli.pfcheck("check", dir.resolve("missing.pfc").toString(), "--report",
        dir.resolve("errors").toString());
    assertEquals(2, missing.status(), missing.transcript());
    assertTrue(Files.readString(dir.resolve("errors/missing.html")).contains("PFC002"), "an input error is reported");
    Cli.Run dotted = Cli.pfcheck("check", input.toString(), "-q", "--report", dir.resolve("a/b/../rep2").toString());
    assertEquals(1, dotted.status(), dotted.transcript());
    assertTrue(Files.isRegularFile(dir.resolve("a/rep2/fabric.html")), dotted.transcript());
  }

  @Test
  void aDeviceIsWrittenInPlaceNotReplaced() {
    Path devNull = Path.of("/dev/null");
    if (!Files.isWritable(devNull)) {
      return;
    }
    Cli.Run run = Cli.pfcheck("check", input.toString(), "--format", "json", "-o", devNull.toString());
    assertEquals(1, run.status(), run.transcript());
    assertTrue(Files.isWritable(devNull) && !Files.isRegularFile(devNull), "still the device");
  }
}
