package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * Runs every fixture under {@code fixtures/errors}: each file says, next to each faulty line, the
 * diagnostics it must produce as {@code # EXPECT: PFC201@5:13} (code, line, column). A file produces
 * exactly the diagnostics it expects, each with a hint, and no network when one is an error.
 */
class FixtureTest {
  static Stream<Path> errorFixtures() {
    return Fixtures.files("errors").stream();
  }

  @ParameterizedTest
  @MethodSource("errorFixtures")
  void producesExactlyTheExpectedDiagnostics(Path file) {
    Fixtures.assertExpectedDiagnostics(file, PfcReader.readFile(file));
  }

  @Test
  void theFixturesCoverEveryCodeTheReaderEmitsFromText() {
    Set<Code> covered = Fixtures.expectedCodes(String.join("\n", Fixtures.files("errors").stream().map(Fixtures::text)
        .toList()));
    assertEquals(EnumSet.of(Code.PFC001, Code.PFC003, Code.PFC004, Code.PFC005, Code.PFC006, Code.PFC008, Code.PFC101,
        Code.PFC106, Code.PFC201, Code.PFC202, Code.PFC208, Code.PFC212, Code.PFC213, Code.PFC214), covered);
  }

  @Test
  void syntaxErrorsSayWhatWasExpectedAndFound() {
    List<String> messages = PfcReader.read("s.pfc", "host S1 at\nswtich T0\nlink T0 - L0\n").diagnostics().stream()
        .map(Diagnostic::message).toList();
    assertEquals(List.of("expected a switch name after 'at', found end of line",
        "'swtich' does not start a statement; did you mean 'switch'?",
        "expected '--' after 'T0', found the character '-'"), messages);
  }

  @Test
  void invisibleCharactersAreNamedByCodePoint() {
    List<String> messages = PfcReader.read("s.pfc", "switch A\u00a0tier 1\nswitch B\u001b[1m\nswitch C\u00e9\n")
        .diagnostics().stream().map(Diagnostic::message).toList();
    assertEquals(List.of("expected end of line after 'A', found the invisible character U+00A0 (no-break space)",
        "expected end of line after 'B', found the invisible character U+001B (escape)",
        "expected end of line after 'C', found the character '\u00e9' (names use ASCII letters only)"), messages);
  }

  @Test
  void anUnreadableFileIsADiagnostic(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    ParseResult missing = PfcReader.readFile(dir.resolve("missing.pfc"));
    assertEquals(Code.PFC002, missing.diagnostics().get(0).code());
    assertTrue(missing.network().isEmpty());
    assertEquals(Code.PFC002, PfcReader.readFile(dir).diagnostics().get(0).code());
    Path latin1 = dir.resolve("latin1.pfc");
    java.nio.file.Files.write(latin1, new byte[] {'#', '\n', 's', 'w', 'i', 't', 'c', 'h', ' ', (byte) 0xE9, '\n'});
    Diagnostic notUtf8 = PfcReader.readFile(latin1).diagnostics().get(0);
    assertEquals(Code.PFC002, notUtf8.code());
    assertEquals("2:8", notUtf8.span().orElseThrow().line() + ":" + notUtf8.span().orElseThrow().column(),
        "points at the first byte that is not UTF-8");
  }
}
