package org.pfcheck.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Runs the {@code ./pfcheck} launcher as a process, in this clone or in a small copy of one. */
final class Launch {
  private Launch() {
  }

  /** Runs {@code root/pfcheck args} in {@code dir} with {@code env} added to this environment. */
  static Processes.Run script(Path root, Map<String, String> env, Path dir, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(root.resolve("pfcheck").toString()));
    command.addAll(List.of(args));
    return Processes.run(command, env, dir);
  }

  static Processes.Run uncheckedScript(Path root, Map<String, String> env, Path dir, String... args) {
    try {
      return script(root, env, dir, args);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /**
   * Runs {@code clone/pfcheck args} as a user who cannot write to {@code clone}: as root, the user
   * nobody (util-linux setpriv); otherwise this user, with the clone's write permissions removed.
   */
  static Processes.Run readOnly(Path base, Path clone, Map<String, String> env, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    boolean root = "root".equals(System.getProperty("user.name"));
    if (root) {
      command.addAll(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
      Files.setPosixFilePermissions(base, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    command.add(clone.resolve("pfcheck").toString());
    command.addAll(List.of(args));
    setWritable(clone, false);
    try {
      return Processes.run(command, env, base);
    } finally {
      setWritable(clone, true);
    }
  }

  /** The launcher, the root pom (a source clone) and the example the class-data archive is made with. */
  static Path cloneWithoutJar(Path root, Path clone) throws IOException {
    Files.createDirectories(clone.resolve("examples"));
    Files.copy(root.resolve("pfcheck"), clone.resolve("pfcheck"));
    Files.copy(root.resolve("pom.xml"), clone.resolve("pom.xml"));
    Files.copy(root.resolve("examples/sigcomm16-flood-deadlock.pfc"), clone.resolve("examples/sigcomm16-flood-deadlock.pfc"));
    return clone;
  }

  /** Copies this build's cli jar and its lib/ into {@code clone}, as a build there would make them. */
  static void copyJars(Path root, Path clone) throws IOException {
    Path lib = Files.createDirectories(clone.resolve("cli/target/lib"));
    try (DirectoryStream<Path> jars = Files.newDirectoryStream(root.resolve("cli/target"), "pfcheck-cli-*.jar")) {
      for (Path jar : jars) {
        Files.copy(jar, clone.resolve("cli/target").resolve(jar.getFileName()));
      }
    }
    try (DirectoryStream<Path> jars = Files.newDirectoryStream(root.resolve("cli/target/lib"), "*.jar")) {
      for (Path jar : jars) {
        Files.copy(jar, lib.resolve(jar.getFileName()));
      }
    }
  }

  /**
   * A fake {@code mvn} in {@code bin}: it appends its arguments to {@code log/calls}, notes a build
   * that overlaps another, takes two seconds and "builds" by copying this build's jars.
   */
  static Path fakeMaven(Path bin, Path log, Path root) throws IOException {
    Files.createDirectories(bin);
    Files.setPosixFilePermissions(log, PosixFilePermissions.fromString("rwxrwxrwx"));
    Path mvn = bin.resolve("mvn");
    Files.writeString(mvn, String.join("\n",
        "#!/bin/sh",
        "echo \"mvn $*\" >>'" + log + "/calls' || exit 1",
        "mkdir '" + log + "/busy' 2>/dev/null || echo 'overlapping builds' >>'" + log + "/calls'",
        "sleep 2",
        "mkdir -p cli/target/lib",
        "cp '" + root + "'/cli/target/pfcheck-cli-*.jar cli/target/",
        "cp '" + root + "'/cli/target/lib/*.jar cli/target/lib/",
        "rmdir '" + log + "/busy'",
        ""), StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
    return bin;
  }

  private static void setWritable(Path tree, boolean writable) throws IOException {
    try (Stream<Path> paths = Files.walk(tree)) {
      for (Path p : (Iterable<Path>) paths::iterator) {
        if (!Files.isSymbolicLink(p)) {
          p.toFile().setWritable(writable, false);
        }
      }
    }
  }
}
