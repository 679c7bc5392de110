package org.pfcheck.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** What a {@code --dump-smt2} directory holds, to tell whether an analysis wrote a query into it. */
final class SmtDumps {
  private SmtDumps() {
  }

  /** The {@code .smt2} files under {@code dir} and their modification times (empty when unreadable). */
  static Map<Path, FileTime> snapshot(Path dir) {
    Map<Path, FileTime> files = new TreeMap<>();
    if (!Files.isDirectory(dir)) {
      return files;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.filter(f -> f.toString().endsWith(".smt2") && Files.isRegularFile(f)).forEach(f -> {
        try {
          files.put(f, Files.getLastModifiedTime(f));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    } catch (IOException | UncheckedIOException e) {
      return files;
    }
    return files;
  }
}
