package org.pfcheck.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.cli.Main;
import org.pfcheck.grammar.SourceInput;

/** Where reports go: a failed write is a usage error that says why, never ignored. */
class OutputTest {
  private static final String FABRIC = "network pod\nlossless 3\nswitch T0 tier tor subnet 10.0.0.0/24\n"
      + "host S1, S2 at T0\n";

  /** A standard output that fails every write, as {@code > /dev/full} does. */
  private static final class Full extends OutputStream {
    @Override
    public void write(int b) throws IOException {
      throw new IOException("No space left on device");
    }
  }

  @Test
  void aFailedWriteToStandardOutputIsAUsageError(@TempDir Path dir) throws IOException {
    String file = Files.writeString(dir.resolve("pod.pfc"), FABRIC).toString();
    for (String[] args : new String[][] {{"check", file, "--format", "json"}, {"check", file},
        {"diff", file, file}, {"generate", "ring", "--switches", "3"}}) {
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int status;
      try (PrintStream out = new PrintStream(new Full(), true, StandardCharsets.UTF_8);
          PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
        status = Main.run(args, new ByteArrayInputStream(new byte[0]), out, e);
      }
      String printed = err.toString(StandardCharsets.UTF_8);
      assertEquals(2, status, String.join(" ", args) + "\n" + printed);
      assertTrue(printed.contains("pfcheck: cannot write the report to standard output\n"), printed);
    }
  }

  @Test
  void theOutputIsNeverTheFileTheHtmlReportGoesTo(@TempDir Path dir) throws IOException {
    // --format sarif -o r/pod.html --report r: the HTML report replaced the SARIF, exit 0 with no SARIF anywhere
    String file = Files.writeString(dir.resolve("pod.pfc"), FABRIC).toString();
    Path reports = Files.createDirectories(dir.resolve("r"));
    Files.createSymbolicLink(dir.resolve("link"), reports);
    for (String output : List.of("r/pod.html", "r/../r/pod.html", "link/pod.html")) {
      for (boolean stdin : List.of(false, true)) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] args = {"check", stdin ? "-" : file, "--format", "sarif", "-o", dir.resolve(output).toString(),
            "--report", reports.toString()};
        int status = Main.run(args, new ByteArrayInputStream(FABRIC.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
        String printed = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, status, String.join(" ", args) + "\n" + printed);
        assertTrue(printed.contains("is the file --report writes the HTML report to"), printed);
        assertFalse(Files.exists(reports.resolve("pod.html")), "nothing written");
      }
    }
    assertEquals(0, Main.run(new String[] {"check", file, "--format", "sarif", "-o", dir.resolve("pod.sarif").toString(),
        "--report", reports.toString()}, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    assertTrue(Files.readString(dir.resolve("pod.sarif")).contains("\"version\" : \"2.1.0\""));
    assertTrue(Files.readString(reports.resolve("pod.html")).startsWith("<!DOCTYPE html>"));
  }

  @Test
  void reasonsSayWhyNotWhere() {
    assertEquals("no such file or directory", SourceInput.reason(new NoSuchFileException("/a/b")));
    assertEquals("permission denied", SourceInput.reason(new AccessDeniedException("/a/b")));
    assertEquals("no space left on device",
        SourceInput.reason(new FileSystemException("/dev/full", null, "No space left on device")));
    assertEquals("broken pipe", SourceInput.reason(new IOException("Broken pipe")));
  }

  @Test
  void theOutputFileIsCheckedWithoutChangingIt(@TempDir Path dir) throws IOException {
    SafeFiles files = new SafeFiles(List.of());
    assertEquals(Optional.empty(), files.fileProblem("--output", dir.resolve("new.txt")));
    assertFalse(Files.exists(dir.resolve("new.txt")), "the probe leaves no file behind");
    Path old = Files.writeString(dir.resolve("old.txt"), "kept");
    assertEquals(Optional.of("cannot write --output " + old + ": it exists and pfcheck did not write it, or it was"
        + " changed since; pfcheck replaces only its own files (remove it first, or choose another name)"),
        files.fileProblem("--output", old));
    assertEquals("kept", Files.readString(old));
    assertEquals(Optional.of("cannot write --output " + dir + ": it is a directory"), files.fileProblem("--output", dir));
    assertEquals(Optional.of("cannot write --output " + dir.resolve("nod/x.txt") + ": no such directory "
        + dir.resolve("nod")), files.fileProblem("--output", dir.resolve("nod/x.txt")));
    assertEquals(Optional.of("cannot write --output " + old.resolve("x.txt") + ": " + old + " is not a directory"),
        files.fileProblem("--output", old.resolve("x.txt")));
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(old), left.toList(), "the probes leave nothing behind");
    }
  }

  @Test
  void onlyFilesPfcheckWroteAndNobodyChangedAreReplaced(@TempDir Path dir) throws IOException {
    SafeFiles files = new SafeFiles(List.of());
    Path own = dir.resolve("report.txt");
    files.write(own, "first");
    Assumptions.assumeTrue(WrittenMark.marked(own), "this file system keeps no marks");
    assertEquals(Optional.empty(), files.fileProblem("--output", own));
    files.write(own, "second");
    assertEquals("second", Files.readString(own));
    Files.writeString(own, "edited by hand", java.nio.file.StandardOpenOption.APPEND);
    assertTrue(files.fileProblem("--output", own).orElseThrow().contains("pfcheck did not write it, or it was changed"));
    IOException refused = assertThrows(IOException.class, () -> files.write(own, "third"));
    assertTrue(refused.getMessage().contains("replaces only its own files"), refused.getMessage());
    assertEquals("secondedited by hand", Files.readString(own));
    Path empty = Files.createFile(dir.resolve("empty.txt"));
    assertEquals(Optional.empty(), files.fileProblem("--output", empty), "an empty file (mktemp) loses nothing");
  }

  /**
   * The launcher's status file is replaced without a mark only while it holds what the launcher and pfcheck put
   * there: a user's file of that name ({@code PFCHECK_STATUS_FILE} pointing at it) is kept.
   */
  @Test
  void onlyTheLaunchersOwnStatusFileIsReplacedWithoutAMark(@TempDir Path dir) throws IOException {
    SafeFiles files = new SafeFiles(List.of());
    Path status = Files.createFile(dir.resolve("pfcheck-status.a1B2c3"));
    files.writeLauncherFile(status, "started\n");
    Files.setAttribute(status, "user:pfcheck.written", java.nio.ByteBuffer.wrap(new byte[] {'x'}));
    files.writeLauncherFile(status, "1\n");
    assertEquals("1\n", Files.readString(status), "made by the launcher, written by pfcheck: replaced even unmarked");
    Path users = Files.writeString(dir.resolve("pfcheck-status.notes"), "precious");
    IOException refused = assertThrows(IOException.class, () -> files.writeLauncherFile(users, "started\n"));
    assertTrue(refused.getMessage().contains("did not write it"), refused.getMessage());
    assertEquals("precious", Files.readString(users));
  }

  /** A file replaced keeps its permissions: a report made private stays private. */
  @Test
  void aReplacedFileKeepsItsPermissions(@TempDir Path dir) throws IOException {
    Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "no POSIX permissions");
    SafeFiles files = new SafeFiles(List.of());
    java.util.Set<java.nio.file.attribute.PosixFilePermission> odd =
        java.nio.file.attribute.PosixFilePermissions.fromString("rw--w----");
    Path empty = Files.createFile(dir.resolve("private.txt"));
    Files.setPosixFilePermissions(empty, odd);
    files.write(empty, "first");
    assertEquals(odd, Files.getPosixFilePermissions(empty));
    Assumptions.assumeTrue(WrittenMark.marked(empty), "this file system keeps no marks");
    files.write(empty, "second");
    assertEquals("second", Files.readString(empty));
    assertEquals(odd, Files.getPosixFilePermissions(empty));
  }

  /** Where no file keeps a mark (a ZIP file system here; NFSv3, ramfs, tmpfs before Linux 6.6), the refusal says so. */
  @Test
  void aFileSystemWithoutMarksIsNamedInTheRefusal(@TempDir Path dir) throws IOException {
    try (java.nio.file.FileSystem zip = java.nio.file.FileSystems.newFileSystem(dir.resolve("fs.zip"),
        java.util.Map.of("create", "true"))) {
      SafeFiles files = new SafeFiles(List.of());
      Path report = zip.getPath("/report.txt");
      files.write(report, "first");
      assertEquals(Optional.of("cannot write --output /report.txt: it exists, and its file system keeps no extended"
          + " attributes, so pfcheck cannot tell a file it wrote from another and replaces none (remove it first, or"
          + " write to a file system that keeps them)"), files.fileProblem("--output", report));
      assertEquals("first", Files.readString(report));
      try (Stream<Path> left = Files.list(zip.getPath("/"))) {
        assertEquals(List.of(report), left.toList(), "the probe leaves nothing behind");
      }
    }
  }

  @Test
  void aDirectoryIsCheckedWithoutBeingMadeOrSaysWhyNot(@TempDir Path dir) throws IOException {
    SafeFiles files = new SafeFiles(List.of());
    assertEquals(Optional.empty(), files.directoryProblem("--report", dir.resolve("a/b"), Optional.empty()));
    assertFalse(Files.exists(dir.resolve("a")), "made for the check, removed again");
    Path file = Files.writeString(dir.resolve("f"), "");
    assertEquals(Optional.of("cannot create --report directory " + file + ": it exists and is not a directory"),
        files.directoryProblem("--report", file, Optional.empty()));
    assertTrue(files.directoryProblem("--report", dir.resolve("c/d/../../f/e"), Optional.empty())
        .orElseThrow().startsWith("cannot create --report directory "));
    assertFalse(Files.exists(dir.resolve("c")), "a failed check leaves no directory behind");
  }
}
