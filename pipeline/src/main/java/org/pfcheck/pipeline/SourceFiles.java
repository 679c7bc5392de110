package org.pfcheck.pipeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The lines of input files by the names that source spans carry, read once each (UTF-8, malformed bytes
 * replaced), for quoting in diagnostics and reports. An unreadable file has no lines. Thread-safe.
 */
public final class SourceFiles {
  private final Map<String, List<String>> cache = new ConcurrentHashMap<>();

  /** The lines of {@code file}, or none when it cannot be read. */
  public List<String> lines(String file) {
    return cache.computeIfAbsent(file, SourceFiles::read);
  }

  /** Keeps {@code lines} as the lines of {@code file} (an input already read: it is not read again). */
  public void remember(String file, List<String> lines) {
    cache.put(file, List.copyOf(lines));
  }

  private static List<String> read(String file) {
    try {
      return new String(Files.readAllBytes(Path.of(file)), StandardCharsets.UTF_8).lines().toList();
    } catch (IOException | InvalidPathException e) {
      return List.of();
    }
  }
}
