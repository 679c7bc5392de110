package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GitHub Action's steps ({@code action/*.sh}, which GitLab CI runs too), on the release archive this
 * build made and a small git repository of fabrics, as the runner would run them: download and verify,
 * check every fabric (SARIF or JUnit, HTML, annotations, the failed output), diff a change. No Maven.
 */
class ActionTest {
  private static final Path ACTION = Processes.ROOT.resolve("action");
  private static final Path EXAMPLES = Processes.ROOT.resolve("examples");

  @Test
  void installsTheReleaseChecksEveryFabricAndDiffsAChange(@TempDir Path dir) throws Exception {
    Map<String, String> env = new HashMap<>(githubEnvironment(dir));
    Path launcher = install(dir, env);
    env.put("PFCHECK", launcher.toString());

    Path repo = Files.createDirectories(dir.resolve("repo/fabrics"));
    Files.copy(EXAMPLES.resolve("sigcomm16-flood-drop-fix.pfc"), repo.resolve("free.pfc"));
    Files.copy(EXAMPLES.resolve("sigcomm16-flood-deadlock.pfc"), repo.resolve("deadlock.pfc"));
    repo = repo.getParent();
    git(repo, "init", "-q");
    git(repo, "add", ".");
    git(repo, "commit", "-q", "-m", "base");
    String base = git(repo, "rev-parse", "HEAD").out().strip();

    Processes.Run check = Processes.run(List.of(ACTION.resolve("check-fabrics.sh").toString()), env, repo);
    assertEquals(1, check.status(), check.transcript());
    assertTrue(check.out().contains("::error file=fabrics/deadlock.pfc::pfcheck: a PFC deadlock is possible"), check.transcript());
    assertTrue(check.out().contains("::notice file=fabrics/free.pfc::pfcheck: deadlock-free (proven)"), check.transcript());
    assertTrue(Files.readString(repo.resolve("pfcheck-out/sarif/fabrics_deadlock.sarif")).contains("PFC-DEADLOCK-FLOOD"));
    assertTrue(Files.exists(repo.resolve("pfcheck-out/sarif/fabrics_free.sarif")));
    assertTrue(Files.exists(repo.resolve("pfcheck-out/html/fabrics_deadlock/deadlock.html")));
    assertTrue(Files.exists(repo.resolve("pfcheck-out/html/fabrics_free/free.html")));
    assertTrue(Files.readString(dir.resolve("github-output")).contains("failed=1"));

    Files.copy(EXAMPLES.resolve("sigcomm16-flood-deadlock.pfc"), repo.resolve("fabrics/free.pfc"),
        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    git(repo, "commit", "-q", "-a", "-m", "a change that floods");
    env.put("PFCHECK_BASE", base);
    Processes.Run diff = Processes.run(List.of(ACTION.resolve("diff-fabrics.sh").toString()), env, repo);
    assertEquals(1, diff.status(), diff.transcript());
    assertTrue(diff.out().contains("::error file=fabrics/free.pfc::this change introduces a PFC deadlock"), diff.transcript());
    assertFalse(diff.out().contains("file=fabrics/deadlock.pfc"), "unchanged fabrics are not compared: " + diff.out());
    assertTrue(Files.readString(dir.resolve("summary")).contains("### pfcheck diff <code>fabrics/free.pfc</code>\n<pre>"));

    env.put("PFCHECK_FORMAT", "junit");
    env.put("GITHUB_ACTIONS", "");
    Processes.Run junit = Processes.run(List.of(ACTION.resolve("check-fabrics.sh").toString()), env, repo);
    assertEquals(1, junit.status(), junit.transcript());
    assertTrue(junit.out().contains("fabrics/free.pfc: pfcheck: a PFC deadlock is possible"), junit.transcript());
    assertTrue(Files.readString(repo.resolve("pfcheck-out/junit/fabrics_deadlock.xml")).contains("<testsuite"));
    assertFalse(Files.exists(dir.resolve("bin/calls")), "Maven was called");
  }

  @Test
  void refusesAnArchiveThatDoesNotMatchItsChecksumOrAVersionThatIsNoRelease(@TempDir Path dir) throws Exception {
    Map<String, String> env = new HashMap<>(githubEnvironment(dir));
    env.put("PFCHECK_SHA256", "0".repeat(64));
    env.put("PFCHECK_VERSION", Processes.VERSION);
    env.put("PFCHECK_ARCHIVE_URL", Processes.ARCHIVE.toUri().toString());
    Processes.Run pinned = Processes.run(List.of(ACTION.resolve("install-release.sh").toString()), env, dir);
    assertEquals(2, pinned.status(), pinned.transcript());
    assertTrue(pinned.err().contains("does not match the SHA-256 given"), pinned.transcript());

    // a published checksum that names another file (one whose hash it knows) vouches for nothing
    env.remove("PFCHECK_SHA256");
    Path served = Files.createDirectories(dir.resolve("served"));
    Path archive = Files.copy(Processes.ARCHIVE, served.resolve(Processes.ARCHIVE.getFileName()));
    Files.writeString(served.resolve(archive.getFileName() + ".sha256"),
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  /dev/null\n");
    env.put("PFCHECK_ARCHIVE_URL", archive.toUri().toString());
    env.put("PFCHECK_DEST", dir.resolve("dest").toString());
    Processes.Run other = Processes.run(List.of(ACTION.resolve("install-release.sh").toString()), env, dir);
    assertEquals(2, other.status(), other.transcript());
    assertTrue(other.err().contains(".sha256 does not name pfcheck-"), other.transcript());
    env.put("PFCHECK_ARCHIVE_URL", Processes.ARCHIVE.toUri().toString());
    env.remove("PFCHECK_DEST");

    env.remove("PFCHECK_VERSION");
    Processes.Run snapshot = Processes.run(List.of(ACTION.resolve("install-release.sh").toString()), env, dir);
    assertEquals(2, snapshot.status(), snapshot.transcript());
    assertTrue(snapshot.err().contains("is not a release"), snapshot.transcript());
  }

  @Test
  void fileNamesAreEscapedAndKeptApartAndAHazardIsNamed(@TempDir Path dir) throws Exception {
    Map<String, String> env = new HashMap<>(githubEnvironment(dir));
    env.put("PFCHECK", Processes.ROOT.resolve("pfcheck").toString());  // this clone's, built
    env.put("PFCHECK_SKIP_BUILD", "1");
    env.put("PFCHECK_ARGS", "--hazards\nerror");  // one option per line, as a YAML block gives them
    Path repo = Files.createDirectories(dir.resolve("repo/a"));
    Files.copy(EXAMPLES.resolve("sigcomm16-flood-drop-fix.pfc"), repo.resolve("b.pfc"));
    repo = repo.getParent();
    Files.copy(EXAMPLES.resolve("sigcomm16-flood-deadlock.pfc"), repo.resolve("a_b.pfc"));
    Files.copy(EXAMPLES.resolve("sigcomm16-flood-drop-fix.pfc"), repo.resolve("fab,v2:x.pfc"));
    git(repo, "init", "-q");
    git(repo, "add", ".");
    git(repo, "commit", "-q", "-m", "fabrics");

    Processes.Run check = Processes.run(List.of(ACTION.resolve("check-fabrics.sh").toString()), env, repo);
    assertEquals(1, check.status(), check.transcript());
    // a ',' or ':' in the name ended the file property: the annotation went to no file
    assertTrue(check.out().contains("::error file=fab%2Cv2%3Ax.pfc::pfcheck: deadlock-free, but --hazards error found"
        + " a hazard (exit status 5)"), check.transcript());
    assertTrue(check.out().contains("::error file=a_b.pfc::pfcheck: a PFC deadlock is possible"), check.transcript());
    // a/b.pfc and a_b.pfc both wrote a_b.sarif: one report replaced the other; each is a code-scanning
    // category of its own, named by its path
    assertTrue(Files.readString(repo.resolve("pfcheck-out/sarif/a_b.sarif")).contains("\"pfcheck/a/b.pfc/\""));
    assertTrue(Files.readString(repo.resolve("pfcheck-out/sarif/a_b-2.sarif")).contains("\"pfcheck/a_b.pfc/\""));
  }

  private static Path install(Path dir, Map<String, String> env) throws Exception {
    Map<String, String> installEnv = new HashMap<>(env);
    installEnv.put("PFCHECK_VERSION", Processes.VERSION);
    installEnv.put("PFCHECK_ARCHIVE_URL", Processes.ARCHIVE.toUri().toString());
    installEnv.put("PFCHECK_DEST", dir.resolve("tools").toString());
    Processes.Run install = Processes.run(List.of(ACTION.resolve("install-release.sh").toString()), installEnv, dir);
    assertEquals(0, install.status(), install.transcript());
    Path launcher = Path.of(install.out().strip());
    assertEquals(dir.resolve("tools/pfcheck-" + Processes.VERSION + "/pfcheck"), launcher);
    assertTrue(Files.readString(dir.resolve("github-output")).contains("pfcheck=" + launcher));
    return launcher;
  }

  // what the runner sets, a PATH whose mvn only records that it was called, and a git identity
  static Map<String, String> githubEnvironment(Path dir) throws Exception {
    Path bin = Processes.fakeMaven(dir.resolve("bin"));
    return Map.of("GITHUB_ACTIONS", "true", "GITHUB_OUTPUT", dir.resolve("github-output").toString(),
        "GITHUB_STEP_SUMMARY", dir.resolve("summary").toString(), "PATH", bin + ":" + System.getenv("PATH"),
        "GIT_AUTHOR_NAME", "t", "GIT_AUTHOR_EMAIL", "t@example.org", "GIT_COMMITTER_NAME", "t",
        "GIT_COMMITTER_EMAIL", "t@example.org");
  }

  static Processes.Run git(Path repo, String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of("git"));
    command.addAll(List.of(args));
    Processes.Run run = Processes.run(command, githubEnvironment(repo.getParent().resolve("git-env")), repo);
    assertEquals(0, run.status(), run.transcript());
    return run;
  }
}
