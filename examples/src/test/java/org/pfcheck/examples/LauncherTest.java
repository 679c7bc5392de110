package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code ./pfcheck} launcher (issue 10): exit statuses 0, 1 and 3 only from an analysis that
 * finished, whatever JAVA_OPTS holds; one build at a time, never installed into the Maven repository;
 * a clone it cannot write to runs the jar it has. Runs the script itself, on the jars this build made.
 */
class LauncherTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final String EXAMPLE = ROOT.resolve("examples/sigcomm16-flood-deadlock.pfc").toString();

  @ParameterizedTest
  @ValueSource(strings = {"-Xmx4gb", "-version", "-Xmx1k"})
  void aJvmThatDoesNotStartGivesNoVerdict(String javaOpts) throws Exception {
    Processes.Run run = Launch.script(ROOT, Map.of("JAVA_OPTS", javaOpts, "PFCHECK_SKIP_BUILD", "1"), ROOT,
        "check", EXAMPLE, "--format", "json");
    assertEquals(2, run.status(), run.transcript());
    assertEquals("", run.out(), "nothing on stdout, where it would corrupt the JSON report");
    assertTrue(run.err().contains("pfcheck: Java did not run pfcheck") && run.err().contains("JAVA_OPTS='" + javaOpts + "'")
        && run.err().contains("no verdict"), run.transcript());
  }

  @ParameterizedTest
  @ValueSource(strings = {"-Xlog:gc", "-verbose:gc", "-XX:+PrintGCDetails", "-Xlog:gc*:stdout:uptime", "-Xlog:gc::uptime"})
  void theJvmsLoggingGoesToStderrNotIntoTheReport(String javaOpts) throws Exception {
    // HotSpot logs to stdout by default: JAVA_OPTS=-verbose:gc wrote '[0.003s][info][gc] Using Parallel' into JSON
    Processes.Run run = Launch.script(ROOT, Map.of("JAVA_OPTS", javaOpts, "PFCHECK_SKIP_BUILD", "1"), ROOT,
        "check", EXAMPLE, "--format", "json", "--hazards", "none");
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().startsWith("{") && run.out().strip().endsWith("}"), run.transcript());
    assertTrue(run.err().contains("Using Parallel"), "the JVM still logs, to stderr: " + run.transcript());
  }

  @Test
  void aJvmThatDiesInsidePfcheckGivesNoVerdict(@TempDir Path dir) throws Exception {
    // -XX:+ExitOnOutOfMemoryError exits 3, "unknown", without pfcheck having said so.
    Path big = dir.resolve("ft24.pfc");
    assertEquals(0, Cli.pfcheck("generate", "fat-tree", "--k", "24", "-o", big.toString()).status());
    Processes.Run run = Launch.script(ROOT, Map.of("JAVA_OPTS", "-XX:+ExitOnOutOfMemoryError -Xmx16m",
        "PFCHECK_SKIP_BUILD", "1"), dir, "check", big.toString(), "--quiet");
    assertEquals(4, run.status(), run.transcript());
    assertTrue(run.err().contains("pfcheck stopped before it finished (java exited with status 3); no verdict"),
        run.transcript());
  }

  @Test
  void javaOptsAreNotGlobExpanded(@TempDir Path dir) throws Exception {
    Files.createFile(dir.resolve("-Dpfcheck.probe=globbed"));
    Processes.Run run = Launch.script(ROOT, Map.of("JAVA_OPTS", "-Dpfcheck.probe=* -XshowSettings:properties",
        "PFCHECK_SKIP_BUILD", "1"), dir, "--version");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.err().contains("pfcheck.probe = *"), run.transcript());
    assertTrue(run.out().startsWith("pfcheck "), run.transcript());
  }

  @Test
  void javaOptsOnSeveralLinesAreAllPassed() throws Exception {
    // a YAML block (JAVA_OPTS: |) puts one option per line: only the first line was passed
    Processes.Run run = Launch.script(ROOT, Map.of("JAVA_OPTS", "-Xmx256m\n-Dpfcheck.probe=second\n-XshowSettings:properties\n",
        "PFCHECK_SKIP_BUILD", "1"), ROOT, "--version");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.err().contains("pfcheck.probe = second"), run.transcript());
  }

  @Test
  void concurrentFirstLaunchesBuildOnceAndInstallNothing(@TempDir Path dir) throws Exception {
    Path clone = Launch.cloneWithoutJar(ROOT, dir.resolve("clone"));
    Path log = Files.createDirectories(dir.resolve("log"));
    Path bin = Launch.fakeMaven(dir.resolve("bin"), log, ROOT);
    Map<String, String> env = Map.of("PATH", bin + ":" + System.getenv("PATH"));
    List<CompletableFuture<Processes.Run>> launches = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      launches.add(CompletableFuture.supplyAsync(() -> Launch.uncheckedScript(clone, env, clone, "check", EXAMPLE, "--quiet")));
    }
    for (CompletableFuture<Processes.Run> launch : launches) {
      Processes.Run run = launch.get();
      assertEquals(1, run.status(), run.transcript());
    }
    List<String> calls = Files.readAllLines(log.resolve("calls"));
    assertEquals(1, calls.size(), "one build for three launches: " + calls);
    assertTrue(calls.get(0).contains(" package ") && !calls.get(0).contains("install"), calls.get(0));
  }

  @Test
  void aCloneItCannotWriteRunsTheJarItHas(@TempDir Path dir) throws Exception {
    Path clone = Launch.cloneWithoutJar(ROOT, dir.resolve("clone"));
    Launch.copyJars(ROOT, clone);
    Path source = Files.createDirectories(clone.resolve("model/src/main/java"));
    Files.writeString(source.resolve("Newer.java"), "class Newer {}\n");  // newer than the jar
    Path log = Files.createDirectories(dir.resolve("log"));
    Path bin = Launch.fakeMaven(dir.resolve("bin"), log, ROOT);
    Processes.Run run = Launch.readOnly(dir, clone, Map.of("PATH", bin + ":" + System.getenv("PATH")),
        "check", EXAMPLE, "--quiet");
    assertEquals(1, run.status(), run.transcript());
    assertFalse(Files.exists(log.resolve("calls")), "no build attempted");
  }
}
