package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pfcheck.grammar.yaml.YamlReader;
import org.pfcheck.model.diagnostics.Code;

/**
 * The YAML form's fixtures: each {@code fixtures/yaml/*.yaml} reads without a diagnostic to the same
 * network as the {@code .pfc} file beside it; each {@code fixtures/yaml-errors/*.yaml} gives exactly the
 * diagnostics its {@code # EXPECT: PFC024@7:16} markers name, at their YAML positions.
 */
public class YamlFixtureTest {
  static Stream<Path> errorFixtures() {
    return Fixtures.files("yaml-errors", ".yaml").stream();
  }

  static Stream<Path> validFixtures() {
    return Fixtures.files("yaml", ".yaml").stream();
  }

  @ParameterizedTest
  @MethodSource("errorFixtures")
  void producesExactlyTheExpectedDiagnostics(Path file) {
    Fixtures.assertExpectedDiagnostics(file, YamlReader.readFile(file));
  }

  @ParameterizedTest
  @MethodSource("validFixtures")
  void readsToTheSameNetworkAsItsPfcText(Path file) {
    ParseResult yaml = YamlReader.readFile(file);
    ParseResult pfc = PfcReader.readFile(Path.of(file.toString().replaceFirst("\\.yaml$", ".pfc")));
    assertEquals(java.util.List.of(), yaml.diagnostics(), file::toString);
    assertEquals(java.util.List.of(), pfc.diagnostics());
    assertEquals(pfc.network().orElseThrow(), yaml.network().orElseThrow());
  }

  @Test
  void theFixturesCoverEveryYamlCodeAndTheReadersValueCodes() {
    Set<Code> covered = Fixtures.expectedCodes(String.join("\n", Fixtures.files("yaml-errors", ".yaml").stream()
        .map(Fixtures::text).toList()));
    assertTrue(covered.containsAll(EnumSet.of(Code.PFC020, Code.PFC021, Code.PFC022, Code.PFC023, Code.PFC024,
        Code.PFC025, Code.PFC026, Code.PFC027)), covered::toString);
    assertTrue(covered.containsAll(EnumSet.of(Code.PFC001, Code.PFC003, Code.PFC004, Code.PFC005, Code.PFC006,
        Code.PFC101, Code.PFC106, Code.PFC201, Code.PFC202, Code.PFC208, Code.PFC212, Code.PFC213)), covered::toString);
  }
}
