package org.pfcheck.importers.sonic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Diagnostic;

/** Test support: the test fabrics of {@code src/test/resources/sonic}, copied with edits, and imported. */
final class Imports {
  static final Path RESOURCES = Path.of("src", "test", "resources", "sonic");
  static final Path MINI = RESOURCES.resolve("mini");
  static final Path FIXTURES = RESOURCES.resolve("fixtures");

  private Imports() {}

  /** Imports {@code paths} with the default options. */
  static ImportResult of(Path... paths) {
    return SonicImporter.importPaths(Stream.of(paths).map(Path::toString).toList(), SonicOptions.DEFAULT);
  }

  /**
   * The mini fabric (t0, t1 under l0) copied to {@code dir}, each file changed by its edit in {@code edits};
   * a file mapped to null is left out.
   */
  static Path mini(Path dir, Map<String, UnaryOperator<String>> edits) {
    try (Stream<Path> files = Files.list(MINI)) {
      for (Path f : files.toList()) {
        String name = f.getFileName().toString();
        UnaryOperator<String> edit = edits.containsKey(name) ? edits.get(name) : UnaryOperator.identity();
        if (edit != null) {
          String text = edit.apply(Files.readString(f));
          if (text.equals(Files.readString(f)) && edits.containsKey(name)) {
            throw new AssertionError("the edit of " + name + " changed nothing");
          }
          Files.writeString(dir.resolve(name), text);
        }
      }
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Each diagnostic as {@code CODE file:line:col} with the file's base name, in order. */
  static List<String> located(ImportResult r) {
    return r.diagnostics().stream().map(Imports::located).toList();
  }

  static String located(Diagnostic d) {
    return d.code() + " " + d.span().map(s -> Path.of(s.file()).getFileName() + ":" + s.line() + ":" + s.column())
        .orElse("-");
  }
}
