package org.pfcheck.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;

/**
 * The {@code .pfc} input a command reads: a file, or standard input for {@code -} (named
 * {@value #STDIN_NAME} in messages). Checked before anything runs; read once. Stateless.
 */
final class InputFile {
  /** The argument that means standard input. */
  static final String STDIN = "-";
  /** The name standard input has in messages and reports. */
  static final String STDIN_NAME = "<stdin>";

  private InputFile() {
  }

  /** The name {@code file} has in messages and reports. */
  static String name(String file) {
    return STDIN.equals(file) ? STDIN_NAME : file;
  }

  /** The file's base name without directory and {@code .pfc}. */
  static String baseName(String name) {
    String base = Path.of(name).getFileName() == null ? name : Path.of(name).getFileName().toString();
    return base.endsWith(".pfc") ? base.substring(0, base.length() - 4) : base;
  }

  /** What is wrong with {@code file} as an input (no such file, a directory), or empty. */
  static Optional<String> problem(String file) {
    if (STDIN.equals(file)) {
      return Optional.empty();
    }
    Path path;
    try {
      path = Path.of(file);
    } catch (InvalidPathException e) {
      return Optional.of("not a file name: " + file);
    }
    if (!Files.exists(path)) {
      return Optional.of("no such file: " + file);
    }
    if (Files.isDirectory(path)) {
      return Optional.of(file + " is a directory, not a .pfc file");
    }
    return Optional.empty();
  }

  /** Reads {@code file}, or standard input for {@code -} (its lines are kept in {@code sources} for quoting). */
  static ParseResult read(String file, Streams streams, SourceFiles sources) {
    if (!STDIN.equals(file)) {
      return PfcReader.readFile(Path.of(file));
    }
    String text = stdin(streams);
    sources.remember(STDIN_NAME, text);
    return PfcReader.read(STDIN_NAME, text);
  }

  /**
   * The whole text of {@code file} (standard input for {@code -}, kept in {@code sources}), when it is
   * UTF-8 and readable; empty otherwise ({@link #read} then says why, as a diagnostic).
   */
  static Optional<String> text(String file, Streams streams, SourceFiles sources) {
    if (STDIN.equals(file)) {
      String text = stdin(streams);
      sources.remember(STDIN_NAME, text);
      return Optional.of(text);
    }
    try {
      byte[] bytes = Files.readAllBytes(Path.of(file));
      return Optional.of(StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString());
    } catch (IOException | RuntimeException e) { // not UTF-8 (CharacterCodingException) or unreadable
      return Optional.empty();
    }
  }

  private static String stdin(Streams streams) {
    try {
      return new String(streams.in().readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
