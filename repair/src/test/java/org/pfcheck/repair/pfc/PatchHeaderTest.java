package org.pfcheck.repair.pfc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.Changes;
import org.pfcheck.repair.change.Patch;

/**
 * A patch's header names exactly the analysed file, whatever its name: a line end in the name adds no
 * file section (issue 20, item 7: {@code patch -p0} created an attacker's Makefile), a space does not cut
 * the name short, and a note with a line end adds no statement.
 */
class PatchHeaderTest {
  private static final String FABRIC = """
      network f
      lossless 3
      switch T0, T1 tier tor subnet 10.0.0.0/16
      switch L0 tier leaf
      hosts a, b at T0
      host c at T1
      links T0, T1 -- L0
      """;
  private static final String HOSTILE = "f.pfc\n--- Makefile\n+++ Makefile\n@@ -0,0 +1,1 @@\n+all:; touch pwned\n x";

  private static Patch patch(String file, String note) {
    Network n = PfcReader.read(file, FABRIC).network().orElseThrow();
    List<Change> changes = List.of(new Change.DropLossless("T1"), new Change.LosslessPriority(4));
    return new PfcPatchFormat(file, FABRIC).write(changes, Changes.apply(n, changes), note);
  }

  @Test
  void plainNamesStayAndOthersAreQuotedAsGitQuotesThem() {
    assertEquals("fabrics/dc-1/a_b.v2.pfc", UnifiedDiff.headerName("fabrics/dc-1/a_b.v2.pfc"));
    assertEquals("<stdin>", UnifiedDiff.headerName("<stdin>"));
    assertEquals("\"a b.pfc\"", UnifiedDiff.headerName("a b.pfc"));
    assertEquals("\"x\\n--- Makefile\\t\\\"\\\\\\033.pfc\"", UnifiedDiff.headerName("x\n--- Makefile\t\"\\\u001b.pfc"));
    assertEquals("\"\\303\\251.pfc\"", UnifiedDiff.headerName("\u00e9.pfc"));
  }

  @Test
  void aNameWithLineEndsAddsNoFileSection() {
    Patch p = patch(HOSTILE, "note");
    List<String> headers = p.text().lines().filter(l -> l.startsWith("--- ") || l.startsWith("+++ ")).toList();
    String quoted = UnifiedDiff.headerName(HOSTILE);
    assertEquals(List.of("--- " + quoted, "+++ " + quoted), headers, p.text());
    assertEquals(1, p.text().lines().filter(l -> l.startsWith("@@ ")).count(), p.text());
  }

  @Test
  void aNoteWithLineEndsAddsNoStatement() {
    Patch p = patch("f.pfc", "note\nswitch X tier tor\rdefault on-mac-miss drop-lossless");
    assertFalse(p.patchedSource().contains("\nswitch X"), p.patchedSource());
    assertFalse(p.patchedSource().contains("\rdefault"), p.patchedSource());
  }

  @Test
  void gnuPatchAppliesItToTheAnalysedFileOnly(@TempDir Path dir) throws Exception {
    assumeTrue(run(dir, null, "patch", "--version") == 0, "no GNU patch here");
    for (String name : List.of(HOSTILE, "a b.pfc", "q\"\u00e9\\.pfc")) {
      Path work = Files.createDirectories(dir.resolve("w" + name.length()));
      Files.writeString(work.resolve(name), FABRIC);
      Patch p = patch(name, "note");
      Path diff = Files.writeString(dir.resolve("fix" + name.length() + ".diff"), p.text());
      assertEquals(0, run(work, diff, "patch", "-p0", "--batch"), p.text());
      assertEquals(p.patchedSource(), Files.readString(work.resolve(name)));
      try (var files = Files.list(work)) {
        assertEquals(List.of(work.resolve(name)), files.filter(f -> !f.toString().endsWith(".orig")).toList());
      }
    }
  }

  private static int run(Path dir, Path in, String... command) throws Exception {
    ProcessBuilder b = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD);
    if (in != null) {
      b.redirectInput(in.toFile());
    }
    try {
      Process p = b.start();
      return p.waitFor(60, TimeUnit.SECONDS) ? p.exitValue() : -1;
    } catch (java.io.IOException e) {
      return -1;
    }
  }
}
