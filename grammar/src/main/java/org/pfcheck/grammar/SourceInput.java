package org.pfcheck.grammar;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.grammar.yaml.YamlReader;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * One input, read once: its name (as source spans carry it) and its bytes, or why it could not be
 * read (PFC002). Reading once matters: a named pipe or standard input cannot be read twice, and the
 * same bytes serve the reader and the quotes in diagnostics and reports. Immutable (the bytes are not
 * written after reading).
 *
 * @param name the input's name as the user wrote it ({@code <stdin>} for standard input)
 * @param bytes the input's content; empty when it could not be read
 * @param problem why it could not be read, when it could not
 */
public record SourceInput(String name, byte[] bytes, Optional<Diagnostic> problem) {
  /** The largest input read: a fabric too large for one file should use {@code fabric} templates. */
  public static final int MAX_BYTES = 256 << 20;

  public SourceInput {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(bytes, "bytes");
    Objects.requireNonNull(problem, "problem");
  }

  /** The file {@code name} names, read once; PFC002 for a missing, unreadable or oversized file or a directory. */
  public static SourceInput ofFile(String name) {
    if (name.isEmpty()) {
      return failed(name, "cannot read '': no file name given", "name the .pfc file to check");
    }
    Path path;
    try {
      path = Path.of(name);
    } catch (InvalidPathException e) {
      return failed(name, "cannot read " + name + ": not a file name", "name the .pfc file to check");
    }
    if (Files.isDirectory(path)) {
      return failed(name, "cannot read " + name + ": it is a directory, not a .pfc file", "name the .pfc file to check");
    }
    try (InputStream in = Files.newInputStream(path)) {
      return ofStream(name, in);
    } catch (IOException e) {
      return failed(name, "cannot read " + name + ": " + reason(e), "check that the file exists and is readable");
    }
  }

  /** Everything {@code in} holds (standard input, a pipe), read once, as the input {@code name}. */
  public static SourceInput ofStream(String name, InputStream in) {
    try {
      return ofBytes(name, in.readNBytes(MAX_BYTES + 1));
    } catch (IOException e) {
      return failed(name, "cannot read " + name + ": " + reason(e), "check that the input is readable");
    }
  }

  /** {@code bytes} (e.g. a file at a git revision) as the input {@code name}; PFC002 above {@link #MAX_BYTES}. */
  public static SourceInput ofBytes(String name, byte[] bytes) {
    if (bytes.length > MAX_BYTES) {
      return failed(name, "cannot read " + name + ": it is larger than " + (MAX_BYTES >> 20) + " MiB",
          "describe very large fabrics with fabric templates (docs/language.md)");
    }
    return new SourceInput(name, bytes, Optional.empty());
  }

  /** The input {@code name}, which could not be read: {@code message} (PFC002) says why. */
  public static SourceInput failed(String name, String message, String hint) {
    return new SourceInput(name, new byte[0], Optional.of(Diagnostic.of(Code.PFC002, null, message, hint)));
  }

  /**
   * Reads the input in the form its name says (the YAML form for {@code .yaml} and {@code .yml}, else
   * {@code .pfc} text): PFC002 when it could not be read or is not UTF-8.
   */
  public ParseResult parse() {
    return parse(YamlReader.isYaml(name));
  }

  /** Reads the input as the YAML form when {@code yaml}, else as {@code .pfc} text, whatever its name. */
  public ParseResult parse(boolean yaml) {
    return problem.map(PfcReader::failure).orElseGet(() -> yaml ? YamlReader.read(name, bytes)
        : PfcReader.read(name, bytes));
  }

  /** The input's lines for quoting (bytes that are not UTF-8 replaced); none when it could not be read. */
  public List<String> lines() {
    return new String(bytes, StandardCharsets.UTF_8).lines().toList();
  }

  /**
   * Why an I/O operation failed, in words: the exception's kind or the operating system's reason,
   * not the path again (which {@link FileSystemException#getMessage()} repeats).
   */
  public static String reason(IOException e) {
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

  private static String lowerFirst(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
  }
}
