package org.pfcheck.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The files a command reads, as far as it must know them before reading them. Stateless. */
public final class InputFiles {
  private InputFiles() {}

  /** {@code file} as a path, or null when it is not one. */
  public static Path path(String file) {
    try {
      return Path.of(file);
    } catch (InvalidPathException e) {
      return null;
    }
  }

  /** {@code names}, with the {@code *.json} files of those that are directories (config_db inputs). */
  public static List<String> withConfigFiles(List<String> names) {
    List<String> out = new ArrayList<>(names);
    for (String name : names) {
      Path dir = path(name);
      if (dir != null && Files.isDirectory(dir)) {
        try (Stream<Path> files = Files.list(dir)) {
          files.filter(f -> f.getFileName().toString().endsWith(".json")).forEach(f -> out.add(f.toString()));
        } catch (IOException e) {
          // a directory that cannot be listed holds no file pfcheck could be asked to spare
        }
      }
    }
    return out;
  }

  /** Whether {@code name} is a directory holding {@code *.json} files. */
  public static boolean holdsConfig(String name) {
    return withConfigFiles(List.of(name)).size() > 1;
  }
}
