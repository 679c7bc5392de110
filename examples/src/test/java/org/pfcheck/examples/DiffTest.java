package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pfcheck diff}: verdict changes, cycles introduced and removed, exit statuses, formats, git revisions. */
class DiffTest {
  private static final String BROKEN = "sigcomm16-flood-deadlock.pfc";
  private static final String FIXED = "sigcomm16-flood-drop-fix.pfc";
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void breakingTheFixIntroducesADeadlockAndFails() {
    Cli.Run run = Cli.pfcheck("diff", FIXED, BROKEN);
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().startsWith("NEW DEADLOCK: HEAD introduces 2 cyclic buffer dependencies"), run.transcript());
    assertTrue(run.out().contains("deadlock-free → deadlock-possible"), run.transcript());
    assertTrue(run.out().contains("Introduced cycles"), run.transcript());
    assertTrue(run.out().contains("causes flood"), run.transcript());
  }

  @Test
  void fixingRemovesTheCycleAndPasses() {
    Cli.Run run = Cli.pfcheck("diff", BROKEN, FIXED);
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().contains("0 introduced, 2 removed"), run.transcript());
  }

  @Test
  void aKnownDeadlockPassesUnlessFailOnAny() {
    assertEquals(0, Cli.pfcheck("diff", BROKEN, BROKEN).status());
    Cli.Run any = Cli.pfcheck("diff", BROKEN, BROKEN, "--fail-on-any");
    assertEquals(1, any.status(), any.transcript());
    assertTrue(any.out().contains("0 introduced, 0 removed, 2 unchanged"), any.transcript());
  }

  /** A clockwise ring of switches {@code A<s>, B<s>, C<s>} whose three flows wait on each other. */
  private static String ring(String s, int net) {
    String text = "switch AS subnet 10.N.1.0/24\nswitch BS subnet 10.N.2.0/24\nswitch CS subnet 10.N.3.0/24\n"
        + "host haS at AS\nhost hbS at BS\nhost hcS at CS\nlink AS -- BS\nlink BS -- CS\nlink CS -- AS\n"
        + "route AS 10.N.2.0/24 via BS\nroute AS 10.N.3.0/24 via BS\nroute BS 10.N.3.0/24 via CS\n"
        + "route BS 10.N.1.0/24 via CS\nroute CS 10.N.1.0/24 via AS\nroute CS 10.N.2.0/24 via AS\n"
        + "flow haS -> hcS priority 3\nflow hbS -> haS priority 3\nflow hcS -> hbS priority 3\n";
    return text.replace("S", s).replace("N", Integer.toString(net));
  }

  @Test
  void aNewCycleBeyondMaxCyclesStillFails(@TempDir Path dir) throws Exception {
    // HEAD adds a second deadlocking ring; with --max-cycles 1 (or past the default 10) HEAD reported only the
    // old ring's cycle, and diff answered "NO NEW DEADLOCK", exit 0
    String base = Files.writeString(dir.resolve("base.pfc"), "lossless 3\n" + ring("0", 0)).toString();
    String head = Files.writeString(dir.resolve("head.pfc"), "lossless 3\n" + ring("0", 0) + ring("1", 1)).toString();
    Cli.Run run = Cli.pfcheck("diff", base, head, "--max-cycles", "1");
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().startsWith("NEW DEADLOCK: HEAD has a cyclic buffer dependency BASE does not have, through "),
        run.transcript());
    assertTrue(run.out().contains("raise --max-cycles to list it"), run.transcript());
    Cli.Run json = Cli.pfcheck("diff", base, head, "--max-cycles", "1", "--format", "json");
    assertEquals(1, json.status(), json.transcript());
    assertTrue(JSON.readTree(json.out()).get("introducesDeadlock").asBoolean(), json.transcript());
    assertTrue(JSON.readTree(json.out()).get("unlistedNewDependency").asText().matches("[ABC]1\\[.*"), json.transcript());
    Cli.Run sarif = Cli.pfcheck("diff", base, head, "--max-cycles", "1", "--format", "sarif");
    assertEquals(1, JSON.readTree(sarif.out()).at("/runs/0/invocations/0/exitCode").asInt(), sarif.transcript());
    Cli.Run listed = Cli.pfcheck("diff", base, head);
    assertEquals(1, listed.status(), listed.transcript());
    assertTrue(listed.out().startsWith("NEW DEADLOCK: HEAD introduces 1 cyclic"), listed.transcript());
    // the other way round every cycle of HEAD is one of BASE's, whatever was reported
    Cli.Run same = Cli.pfcheck("diff", head, head, "--max-cycles", "1");
    assertEquals(0, same.status(), same.transcript());
    assertTrue(JSON.readTree(Cli.pfcheck("diff", head, base, "--max-cycles", "1", "--format", "json").out())
        .get("unlistedNewDependency").isNull());
  }

  @Test
  void jsonAndSarifAndVerboseLists() throws Exception {
    Cli.Run json = Cli.pfcheck("diff", FIXED, BROKEN, "--format", "json", "--verbose");
    assertEquals(1, json.status(), json.transcript());
    JsonNode root = JSON.readTree(json.out());
    assertTrue(root.get("introducesDeadlock").asBoolean());
    assertEquals("deadlock-free", root.at("/base/verdict").asText());
    assertEquals(2, root.at("/cycles/introduced").size());
    assertTrue(root.at("/dependencies/added").isArray(), json.transcript());
    assertTrue(root.at("/dependencies/added").size() > 0, json.transcript());
    Cli.Run sarif = Cli.pfcheck("diff", FIXED, BROKEN, "--format", "sarif");
    Schemas.SARIF.assertValid(sarif.out(), "diff sarif");
    assertEquals("new", JSON.readTree(sarif.out()).at("/runs/0/results/0/baselineState").asText());
    Cli.Run verbose = Cli.pfcheck("diff", FIXED, BROKEN, "--verbose");
    assertTrue(verbose.out().contains("Dependencies added ("), verbose.transcript());
  }

  @Test
  void usageErrors() {
    Cli.Run html = Cli.pfcheck("diff", FIXED, BROKEN, "--format", "html");
    assertEquals(2, html.status(), html.transcript());
    assertTrue(html.err().contains("expected one of [text, json, sarif]"), html.transcript());
    Cli.Run three = Cli.pfcheck("diff", FIXED, BROKEN, "third");
    assertEquals(2, three.status(), three.transcript());
    Cli.Run missing = Cli.pfcheck("diff", FIXED, "nope.pfc");
    assertEquals(2, missing.status(), missing.transcript());
    assertTrue(missing.err().contains("error[PFC002]: cannot read nope.pfc: no such file or directory"),
        missing.transcript());
    Cli.Run twice = Cli.pfcheck("diff", "-", "-");
    assertEquals(2, twice.status(), twice.transcript());
    assertTrue(twice.err().startsWith("pfcheck: BASE and HEAD cannot both be -"), twice.transcript());
    Cli.Run bad = Cli.pfcheck("diff", FIXED, "src/test/resources/bad/unknown-switch.pfc");
    assertEquals(2, bad.status(), bad.transcript());
    assertTrue(bad.err().contains("error[PFC"), bad.transcript());
  }

  @Test
  void twoGitRevisionsOfOneFile(@TempDir Path repo) throws Exception {
    Path file = committed(repo, FIXED);
    Files.copy(Path.of(BROKEN), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-a", "-m", "broken");
    Cli.Run run = Cli.pfcheck("diff", "--git", "HEAD~1", "HEAD", file.toString());
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().contains("HEAD~1:" + file), run.transcript());
    Cli.Run reverse = Cli.pfcheck("diff", "--git", "HEAD", "HEAD~1", file.toString());
    assertEquals(0, reverse.status(), reverse.transcript());
    Cli.Run nope = Cli.pfcheck("diff", "--git", "HEAD~5", "HEAD", file.toString());
    assertEquals(2, nope.status(), nope.transcript());
    assertTrue(nope.err().startsWith("pfcheck: not a git revision in " + repo + ": HEAD~5\n"), nope.transcript());
    assertFalse(nope.err().contains("\tat "), nope.transcript());
    Cli.Run gone = Cli.pfcheck("diff", "--git", "HEAD", "HEAD", repo.resolve("gone.pfc").toString());
    assertEquals(2, gone.status(), gone.transcript());
    assertTrue(gone.err().contains("error[PFC002]: cannot read " + repo.resolve("gone.pfc") + " at revision HEAD: git"
        + " show failed: "), gone.transcript());
  }

  @Test
  void aRevisionIsNeverTakenForAGitOption(@TempDir Path repo) throws Exception {
    Path file = committed(repo, FIXED);
    Path written = repo.resolve("x");
    for (String rev : new String[] {"--output=" + written, "--output=x", "-p", "--help"}) {
      Cli.Run run = Cli.pfcheck("diff", "--git", "--", rev, "HEAD", file.toString());
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().startsWith("pfcheck: not a git revision in " + repo + ": " + rev + "\n"), run.transcript());
    }
    try (java.util.stream.Stream<Path> files = Files.list(repo)) {
      assertEquals(List.of(".git", "fabric.pfc"), files.map(f -> f.getFileName().toString()).sorted().toList());
    }
  }

  @Test
  void aVersionMayComeFromStandardInput() throws Exception {
    Cli.Run run = Cli.pfcheckWithInput(Files.readString(Path.of(BROKEN)), "diff", FIXED, "-");
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().contains("<stdin>"), run.transcript());
  }

  /** A new repository at {@code repo} with one commit holding {@code fixture} as fabric.pfc. */
  private static Path committed(Path repo, String fixture) throws Exception {
    Path file = repo.resolve("fabric.pfc");
    git(repo, "init", "-q");
    Files.copy(Path.of(fixture), file);
    git(repo, "add", "fabric.pfc");
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "fixed");
    return file;
  }

  private static void git(Path dir, String... args) throws Exception {
    List<String> cmd = new java.util.ArrayList<>(List.of("git", "-C", dir.toString()));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    assertTrue(p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0, "git " + cmd + ": " + out);
  }
}
