package org.pfcheck.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/** Checks of the paths a command reads, before it reads them. Stateless. */
final class InputFiles {
  private InputFiles() {}

  /**
   * What is wrong with {@code file} as an input (one line, for a usage error): a name that is not a
   * path, a file that does not exist, a directory where a file is needed ({@code directoryAllowed}
   * false), a directory without config_db files; empty when it can be read.
   */
  static Optional<String> problem(String file, boolean directoryAllowed) {
    Path path = path(file);
    if (path == null) {
      return Optional.of("not a file name: " + file);
    }
    if (!Files.exists(path)) {
      return Optional.of("no such file: " + file);
    }
    if (Files.isDirectory(path) && !directoryAllowed) {
      return Optional.of(file + " is a directory, not a .pfc file");
    }
    if (Files.isDirectory(path) && !holdsJson(path)) {
      return Optional.of(file + " is a directory without *.json files: give a .pfc file, or a directory of SONiC"
          + " config_db files");
    }
    return Optional.empty();
  }

  private static boolean holdsJson(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.anyMatch(f -> f.getFileName().toString().endsWith(".json") && Files.isRegularFile(f));
    } catch (IOException e) {
      return false;
    }
  }

  /** {@code file} as a path, or null when it is not one. */
  static Path path(String file) {
    try {
      return Path.of(file);
    } catch (InvalidPathException e) {
      return null;
    }
  }
}
