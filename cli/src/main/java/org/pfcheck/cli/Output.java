package org.pfcheck.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.Optional;

/**
 * Writes a command's report to standard output or to a file ({@code --output}, {@code --report}), and
 * checks the places it will write to before the analysis, so that a verdict is never computed only to
 * be lost. Every failure says why, in words (no such directory, permission denied, ...).
 */
final class Output {
  private Output() {
  }

  /**
   * Writes {@code text} to {@code target}, or to {@code streams}' standard output when it is null;
   * on failure (including a standard output that reports an error) prints a usage error for
   * {@code command} and returns false.
   */
  static boolean write(Streams streams, String command, String text, Path target) {
    return write(streams, command, out -> out.append(text), target);
  }

  /** A report that writes itself, piece by piece: a large one is never held whole. */
  @FunctionalInterface
  interface Report {
    void writeTo(Appendable out) throws IOException;
  }

  /** As {@link #write(Streams, String, String, Path)}, for a report written as it is made. */
  static boolean write(Streams streams, String command, Report report, Path target) {
    if (target == null) {
      java.io.Writer out = new java.io.BufferedWriter(new java.io.OutputStreamWriter(streams.out(),
          StandardCharsets.UTF_8), 1 << 16);
      try {
        report.writeTo(out);
        out.flush();
      } catch (IOException e) {
        // a PrintStream underneath reports its errors through checkError, below
      }
      streams.out().flush();
      if (streams.out().checkError()) {
        Failures.usage(streams.err(), command, "cannot write the report to standard output");
        return false;
      }
      return true;
    }
    try (java.io.Writer out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
      report.writeTo(out);
      return true;
    } catch (IOException e) {
      Failures.usage(streams.err(), command, "cannot write " + target + ": " + reason(e));
      return false;
    }
  }

  /**
   * What is wrong with writing a file at {@code file} (for {@code option}), checked before the
   * analysis: its directory must exist, the file must not be a directory, and opening it for writing
   * (without changing it: a missing file is made and removed again) must work; empty when it can be
   * written.
   */
  static Optional<String> fileProblem(String option, Path file) {
    Path absolute = file.toAbsolutePath();
    Path parent = absolute.getParent();
    if (Files.isDirectory(absolute)) {
      return Optional.of("cannot write " + option + " " + file + ": it is a directory");
    }
    if (parent != null && !Files.exists(parent)) {
      return Optional.of("cannot write " + option + " " + file + ": no such directory " + shown(file, parent));
    }
    if (parent != null && !Files.isDirectory(parent)) {
      return Optional.of("cannot write " + option + " " + file + ": " + shown(file, parent) + " is not a directory");
    }
    // Try it: permissions alone do not tell (root may write anywhere, except where the file system refuses).
    try {
      if (Files.exists(absolute)) {
        Files.newOutputStream(absolute, StandardOpenOption.APPEND).close();
      } else {
        Files.delete(Files.createFile(absolute));
      }
    } catch (IOException e) {
      return Optional.of("cannot write " + option + " " + file + ": " + reason(e));
    }
    return Optional.empty();
  }

  /**
   * Makes the directory {@code dir} (for {@code option}) when it is missing, before the analysis;
   * what is wrong when it cannot be made or is not a writable directory, else empty.
   */
  static Optional<String> directoryProblem(String option, Path dir) {
    try {
      Files.createDirectories(dir);
    } catch (IOException | InvalidPathException | UnsupportedOperationException e) {
      String why = e instanceof IOException io ? reason(io) : e.getMessage();
      return Optional.of("cannot create " + option + " directory " + dir + ": " + why);
    }
    if (!Files.isDirectory(dir)) {
      return Optional.of(option + " " + dir + " is not a directory");
    }
    if (!Files.isWritable(dir)) {
      return Optional.of("cannot write into " + option + " directory " + dir + ": permission denied");
    }
    return Optional.empty();
  }

  /**
   * Why an I/O operation failed, in words: the exception's kind or the operating system's reason,
   * not the path again (which {@link FileSystemException#getMessage()} repeats).
   */
  static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NotDirectoryException) {
      return "not a directory";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "it exists and is not a directory";
    }
    if (e instanceof FileSystemException fs) {
      return fs.getReason() == null ? "file system error (" + e.getClass().getSimpleName() + ")"
          : lowerFirst(fs.getReason());
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : lowerFirst(e.getMessage());
  }

  /** {@code file}'s directory as the user wrote it, when they wrote one; else {@code absolute}. */
  private static Path shown(Path file, Path absolute) {
    return file.getParent() == null ? absolute : file.getParent();
  }

  private static String lowerFirst(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
  }
}
