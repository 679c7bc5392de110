package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archive {@code target/pfcheck-VERSION.tar.gz}: the launcher, the jar, README, docs,
 * examples, licences and the CI scripts; its launcher runs the jar without Maven, makes the class-data archive on
 * first use where it can write, and runs from a read-only install as another user.
 */
class ReleaseArchiveTest {
  @Test
  void holdsTheLauncherTheJarTheDocumentationAndTheLicences(@TempDir Path dir) throws Exception {
    Path release = Processes.unpack(dir);
    assertTrue(Files.isExecutable(release.resolve("pfcheck")), "the launcher is executable");
    assertArrayEquals(Files.readAllBytes(Processes.JAR), Files.readAllBytes(release.resolve(Processes.JAR.getFileName())));
    assertEquals(Files.readString(Processes.ROOT.resolve("README.md")), Files.readString(release.resolve("README.md")));
    for (String name : names(Processes.ROOT.resolve("docs"), "*")) {
      assertTrue(Files.exists(release.resolve("docs").resolve(name)), "docs/" + name);
    }
    for (String name : names(Processes.ROOT.resolve("examples"), "*.pfc")) {
      assertTrue(Files.exists(release.resolve("examples").resolve(name)), "examples/" + name);
    }
    for (String name : names(Processes.ROOT.resolve("dist/src/main/resources/META-INF/licenses"), "*")) {
      assertTrue(Files.exists(release.resolve("licenses").resolve(name)), "licenses/" + name);
    }
    assertTrue(Files.exists(release.resolve("licenses/bundled/jackson-core/META-INF/NOTICE")), "Jackson's NOTICE");
    for (String name : names(Processes.ROOT.resolve("action"), "*.sh")) {
      assertTrue(Files.isExecutable(release.resolve("action").resolve(name)), "action/" + name);
    }
    for (String name : names(Processes.ROOT, "LICENSE*")) {
      assertTrue(Files.exists(release.resolve(name)), name);
    }
    Processes.Run sums = Processes.run(List.of("sha256sum", "-c", Processes.ARCHIVE.getFileName() + ".sha256",
        Processes.JAR.getFileName() + ".sha256"), Map.of(), Processes.ARCHIVE.getParent());
    assertEquals(0, sums.status(), sums.transcript());
  }

  @Test
  void itsLauncherRunsTheJarWithoutMavenAndMakesTheClassDataArchiveOnce(@TempDir Path dir) throws Exception {
    Path release = Processes.unpack(dir);
    Path bin = Processes.fakeMaven(dir.resolve("bin"));
    Map<String, String> env = Map.of("PATH", bin + ":" + System.getenv("PATH"));
    // --hazards none: the example's hazard warnings would go to stderr, which must hold nothing of the JVM's
    List<String> check = List.of(release.resolve("pfcheck").toString(), "check", "examples/sigcomm16-flood-deadlock.pfc",
        "--format", "json", "--hazards", "none");
    Processes.Run first = Processes.run(check, env, release);
    assertEquals(1, first.status(), first.transcript());
    assertTrue(first.out().startsWith("{") && first.out().contains("\"verdict\" : \"deadlock-possible\""), first.transcript());
    assertTrue(Files.size(release.resolve("pfcheck-" + Processes.VERSION + ".jsa")) > 0, "class-data archive made");
    Processes.Run second = Processes.run(check, env, release);
    assertEquals(1, second.status(), second.transcript());
    assertEquals("", first.err() + second.err(), "nothing on stderr");
    assertFalse(Files.exists(bin.resolve("calls")), "Maven was called");
  }

  /** Issue 20, item 11: the archive names the jars' paths; a JVM given it elsewhere complained on every run. */
  @Test
  void aMovedReleaseSaysNothingAboutItsClassDataArchive(@TempDir Path dir) throws Exception {
    Path release = Processes.unpack(Files.createDirectories(dir.resolve("first")));
    List<String> check = List.of("check", "examples/sigcomm16-flood-deadlock.pfc", "--quiet", "--hazards", "none");
    List<String> here = new ArrayList<>(List.of(release.resolve("pfcheck").toString()));
    here.addAll(check);
    assertEquals(1, Processes.run(here, Map.of(), release).status());
    Path jsa = Path.of("pfcheck-" + Processes.VERSION + ".jsa");
    assertTrue(Files.exists(release.resolve(jsa)), "class-data archive made");
    Path moved = Files.move(release, Files.createDirectories(dir.resolve("second")).resolve("moved"));
    List<String> there = new ArrayList<>(List.of(moved.resolve("pfcheck").toString()));
    there.addAll(check);
    moved.toFile().setWritable(false, false);  // read-only, it does not use it (root may still remake it)
    try {
      Processes.Run readOnly = Processes.run(there, Map.of(), moved);
      assertEquals(1, readOnly.status(), readOnly.transcript());
      assertEquals("", readOnly.err(), readOnly.transcript());
    } finally {
      moved.toFile().setWritable(true, true);
    }
    Processes.Run run = Processes.run(there, Map.of(), moved);  // a writable one makes it again
    assertEquals(1, run.status(), run.transcript());
    assertEquals("", run.err(), run.transcript());
    assertTrue(Files.readString(moved.resolve(jsa + ".jars")).contains(moved.toString()), "made for the new place");
  }

  @Test
  void aReadOnlyInstallRunsForAnotherUser(@TempDir Path dir) throws Exception {
    Path release = Processes.unpack(dir);
    Path work = Files.createDirectories(dir.resolve("work"));
    Files.copy(release.resolve("examples/sigcomm16-flood-drop-fix.pfc"), work.resolve("fabric.pfc"));
    List<String> command = new ArrayList<>();
    if ("root".equals(System.getProperty("user.name"))) {  // nobody cannot write the install root made
      command.addAll(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
      Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
    } else {
      release.toFile().setWritable(false, false);
    }
    command.addAll(List.of(release.resolve("pfcheck").toString(), "check", "fabric.pfc", "--quiet"));
    try {
      Processes.Run run = Processes.run(command, Map.of(), work);
      assertEquals(0, run.status(), run.transcript());
      assertEquals("deadlock-free: sigcomm16-flood-drop-fix\n", run.out().replaceAll(" \\(.*\\)", ""), run.transcript());
      assertFalse(Files.exists(release.resolve("pfcheck-" + Processes.VERSION + ".jsa")), "no class-data archive written");
    } finally {
      release.toFile().setWritable(true, true);
    }
  }

  private static List<String> names(Path dir, String glob) throws IOException {
    List<String> names = new ArrayList<>();
    try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, glob)) {
      for (Path p : stream) {
        if (Files.isRegularFile(p)) {
          names.add(p.getFileName().toString());
        }
      }
    }
    return names;
  }
}
