package org.pfcheck.examples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs programs as processes; the paths of the release that {@code mvn package} made in {@code dist/target}. */
final class Processes {
  /** The project version, from the build (surefire sets it). */
  static final String VERSION = System.getProperty("pfcheck.version");
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  static final Path JAR = ROOT.resolve("dist/target/pfcheck-" + VERSION + ".jar");
  static final Path ARCHIVE = ROOT.resolve("dist/target/pfcheck-" + VERSION + ".tar.gz");

  private Processes() {
  }

  /** What one process printed and returned. */
  record Run(int status, String out, String err) {
    String transcript() {
      return "exit " + status + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
    }
  }

  /** Runs {@code command} in {@code dir} with {@code env} added to this environment, no standard input. */
  static Run run(List<String> command, Map<String, String> env, Path dir) throws IOException, InterruptedException {
    return run(command, env, dir, Path.of("/dev/null"));
  }

  /** {@link #run(List, Map, Path)} with standard input read from the file {@code in}. */
  static Run run(List<String> command, Map<String, String> env, Path dir, Path in) throws IOException,
      InterruptedException {
    Path out = Files.createTempFile("process", ".out");
    Path err = Files.createTempFile("process", ".err");
    try {
      ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(in.toFile()))
          .redirectOutput(out.toFile()).redirectError(err.toFile());
      builder.environment().putAll(env);
      Process process = builder.start();
      if (!process.waitFor(3, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new IllegalStateException("ran for more than 3 minutes: " + command);
      }
      return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    } finally {
      Files.delete(out);
      Files.delete(err);
    }
  }

  /** {@code java -jar} the release jar. */
  static Run javaJar(Path dir, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("java", "-jar", JAR.toString()));
    command.addAll(List.of(args));
    return run(command, Map.of(), dir);
  }

  /** Unpacks the release archive into {@code dir}; returns its top directory, pfcheck-VERSION. */
  static Path unpack(Path dir) throws IOException, InterruptedException {
    Run tar = run(List.of("tar", "-xzf", ARCHIVE.toString(), "-C", dir.toString()), Map.of(), dir);
    if (tar.status() != 0) {
      throw new IllegalStateException(tar.transcript());
    }
    return dir.resolve("pfcheck-" + VERSION);
  }

  /** A directory holding an {@code mvn} that only records that it was called, in {@code calls}. */
  static Path fakeMaven(Path bin) throws IOException {
    Files.createDirectories(bin);
    Files.setPosixFilePermissions(bin, PosixFilePermissions.fromString("rwxrwxrwx"));
    Path mvn = bin.resolve("mvn");
    Files.writeString(mvn, "#!/bin/sh\necho \"mvn $*\" >>'" + bin.resolve("calls") + "'\nexit 1\n", StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
    return bin;
  }

  /** Whether git knows this clone's commit: the full id, or null without git or a .git directory. */
  static String gitCommit() throws IOException, InterruptedException {
    try {
      Run git = run(List.of("git", "rev-parse", "HEAD"), Map.of(), ROOT);
      return git.status() == 0 ? git.out().strip() : null;
    } catch (IOException e) {
      return null;  // no git
    }
  }
}
