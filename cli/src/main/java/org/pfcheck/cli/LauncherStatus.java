package org.pfcheck.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import org.pfcheck.cli.io.SafeFiles;

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
  private final SafeFiles files;

  private LauncherStatus(Path file, SafeFiles files) {
    this.file = file;
    this.files = files;
  }

  /**
   * The handshake the environment asks for; one that does nothing when pfcheck runs without the launcher.
   * Nothing named on the command line ({@code args}) is ever written, whatever the variable says.
   */
  static LauncherStatus fromEnvironment(String[] args) {
    String name = System.getenv(VARIABLE);
    return new LauncherStatus(name == null || name.isEmpty() ? null : Path.of(name), SafeFiles.sparing(List.of(args)));
  }

  /** Records that pfcheck runs: a JVM that exits after this without {@link #finished} gave no verdict. */
  void started() {
    write("started");
  }

  /** Records the exit status pfcheck is about to exit with. */
  void finished(int status) {
    write(Integer.toString(status));
  }

  // Only over the file the launcher made (never created; written as every file pfcheck writes, so never
  // through a link nor over an input, SafeFiles). A failed write leaves the launcher without a status,
  // and it then reports no verdict: failing closed is the point.
  private void write(String content) {
    if (file == null || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try {
      files.writeLauncherFile(file, content + "\n");
    } catch (IOException e) {
      // the launcher reads no status and says so
    }
  }
}
