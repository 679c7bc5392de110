package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/** Access to the fixture files under {@code src/test/resources/fixtures}. */
public final class Fixtures {
  private Fixtures() {}

  /** The {@code .pfc} files of one fixture folder, sorted. */
  public static List<Path> files(String folder) {
    return files(folder, ".pfc");
  }

  /** The files of one fixture folder whose names end in {@code extension}, sorted. */
  public static List<Path> files(String folder, String extension) {
    try (Stream<Path> files = Files.list(Path.of(Fixtures.class.getResource("/fixtures/" + folder).toURI()))) {
      return files.filter(p -> p.toString().endsWith(extension)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  public static String text(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final Pattern EXPECT = Pattern.compile("EXPECT: (PFC\\d{3})@(\\d+):(\\d+)");

  /** The codes {@code text}'s {@code # EXPECT: PFC201@5:13} markers name. */
  static Set<Code> expectedCodes(String text) {
    Set<Code> out = EnumSet.noneOf(Code.class);
    Matcher m = EXPECT.matcher(text);
    while (m.find()) {
      out.add(Code.valueOf(m.group(1)));
    }
    return out;
  }

  /**
   * Asserts that reading {@code file} gave exactly the diagnostics its {@code # EXPECT: PFC201@5:13}
   * markers (code, line, column) name, each with a hint and no code in its message, and no network
   * when one is an error.
   */
  static void assertExpectedDiagnostics(Path file, ParseResult result) {
    Set<String> expected = new TreeSet<>();
    Matcher m = EXPECT.matcher(text(file));
    while (m.find()) {
      expected.add(m.group(1) + "@" + m.group(2) + ":" + m.group(3));
    }
    Set<String> actual = new TreeSet<>();
    for (Diagnostic d : result.diagnostics()) {
      actual.add(d.code() + "@" + d.span().orElseThrow().line() + ":" + d.span().orElseThrow().column());
      assertFalse(d.hint().isBlank(), "no hint: " + d);
      assertFalse(d.message().matches(".*PFC\\d{3}.*"), "code inside the message: " + d);
    }
    assertEquals(expected, actual, () -> file.getFileName() + ":\n" + String.join("\n",
        result.diagnostics().stream().map(d -> d.span().orElseThrow() + " " + d.code() + " " + d.message()).toList()));
    assertTrue(result.network().isEmpty() == result.diagnostics().stream().anyMatch(Diagnostic::isError));
  }

  /** Reads {@code text}, failing with every diagnostic when it is not clean. */
  public static Network read(String text) {
    ParseResult r = PfcReader.read("test.pfc", text);
    if (!r.ok() || !r.diagnostics().isEmpty()) {
      throw new AssertionError("expected a clean read, got " + r.diagnostics() + "\n" + text);
    }
    return r.network().orElseThrow();
  }
}
