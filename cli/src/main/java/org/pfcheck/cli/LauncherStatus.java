package org.pfcheck.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * pfcheck's side of the handshake with the {@code ./pfcheck} launcher, which must tell a verdict from
 * a JVM that never ran pfcheck ({@code JAVA_OPTS=-version} exits 0, a bad {@code -Xmx} exits 1) or that
 * stopped inside it (killed; {@code -XX:+ExitOnOutOfMemoryError} exits 3). The launcher makes an empty
 * file and names it in {@code PFCHECK_STATUS_FILE}; pfcheck writes {@code started} into it first and its
 * exit status last, and the launcher passes an exit status on only when the file holds the same one.
 * Immutable.
 */
final class LauncherStatus {
  /** The environment variable naming the launcher's file. */
  static final String VARIABLE = "PFCHECK_STATUS_FILE";

  private final Path file;

  private LauncherStatus(Path file) {
    this.file = file;
  }

  /** The handshake the environment asks for; one that does nothing when pfcheck runs without the launcher. */
  static LauncherStatus fromEnvironment() {
    String name = System.getenv(VARIABLE);
    return new LauncherStatus(name == null || name.isEmpty() ? null : Path.of(name));
  }

  /** Records that pfcheck runs: a JVM that exits after this without {@link #finished} gave no verdict. */
  void started() {
    write("started");
  }

  /** Records the exit status pfcheck is about to exit with. */
  void finished(int status) {
    write(Integer.toString(status));
  }

  // Only into the file the launcher made (never created, never through a link). A failed write leaves
  // the launcher without a status, and it then reports no verdict: failing closed is the point.
  private void write(String content) {
    if (file == null || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try {
      Files.writeString(file, content + "\n", StandardCharsets.UTF_8, StandardOpenOption.WRITE,
          StandardOpenOption.TRUNCATE_EXISTING, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      // the launcher reads no status and says so
    }
  }
}
