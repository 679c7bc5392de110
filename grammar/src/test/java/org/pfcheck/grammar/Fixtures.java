package org.pfcheck.grammar;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.pfcheck.model.Network;

/** Access to the fixture files under {@code src/test/resources/fixtures}. */
final class Fixtures {
  private Fixtures() {}

  /** The {@code .pfc} files of one fixture folder, sorted. */
  static List<Path> files(String folder) {
    try (Stream<Path> files = Files.list(Path.of(Fixtures.class.getResource("/fixtures/" + folder).toURI()))) {
      return files.filter(p -> p.toString().endsWith(".pfc")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static String text(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads {@code text}, failing with every diagnostic when it is not clean. */
  static Network read(String text) {
    ParseResult r = PfcReader.read("test.pfc", text);
    if (!r.ok() || !r.diagnostics().isEmpty()) {
      throw new AssertionError("expected a clean read, got " + r.diagnostics() + "\n" + text);
    }
    return r.network().orElseThrow();
  }
}
