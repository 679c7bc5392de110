package org.pfcheck.grammar.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.grammar.FabricReader;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/** What reading the YAML form means beyond its fixtures: order, positions, names, dispatch, partial networks. */
class YamlReaderTest {
  private static final String FABRIC = """
      network: n
      lossless: [3]
      switches:
        - {name: T0, tier: tor, subnet: 10.0.0.0/24}
        - {name: L0..L1, tier: leaf}
      hosts:
        - {name: [S1, S2], at: T0}
      links:
        - {a: T0, b: [L0, L1]}
      routing: up-down
      dead: [S2]
      """;

  private static Network read(String text) {
    ParseResult r = YamlReader.read("f.yaml", text);
    assertEquals(List.of(), r.diagnostics(), text);
    return r.network().orElseThrow();
  }

  /** SnakeYAML's phrasing ("found character '\\t(TAB)' that cannot start any token") never reaches the user. */
  @Test
  void malformedYamlIsSaidInPfchecksWords() {
    Diagnostic tab = YamlReader.read("f.yaml", "network: x\nswitches:\n\t- name: a\n").diagnostics().get(0);
    assertEquals("f.yaml:3:1 PFC020", tab.span().orElseThrow() + " " + tab.code());
    assertEquals("malformed YAML: a tab character, which YAML does not allow in indentation: indent with spaces",
        tab.message());
    for (String bad : List.of("network: x\nswitches:\n  - name: a\n    tier: b: c\n", "network: @x\n",
        "network: x\nswitches\n  - a\n")) {
      String m = YamlReader.read("f.yaml", bad).diagnostics().get(0).message();
      assertTrue(!m.contains("token") && !m.contains("(TAB)") && !m.contains("mapping values"), m);
    }
  }

  @Test
  void sectionsMeanTheSameInAnyOrder() {
    List<String> sections = new java.util.ArrayList<>(List.of(FABRIC.split("\n(?=[a-z])")));
    java.util.Collections.reverse(sections);
    String reversed = String.join("\n", sections) + "\n";
    assertEquals(read(FABRIC), read(reversed), reversed);
  }

  @Test
  void elementsAndDiagnosticsPointIntoTheYaml() {
    Network n = read(FABRIC);
    assertEquals(SourceSpan.at("f.yaml", 4, 12).line(), n.switches().get(0).origin().span().orElseThrow().line());
    SourceSpan l1 = n.switches().get(2).origin().span().orElseThrow();
    assertEquals("f.yaml:5:12", l1.toString(), "a range's names point at the range");
    assertEquals(11, n.scenario().deadHosts().get(0).origin().span().orElseThrow().line());
    Diagnostic bad = YamlReader.read("f.yaml", "lossless: [3, 8]\nswitches:\n  - {name: T0, tier: tor, subnet: 10.0.0.1/24}\n")
        .diagnostics().get(0);
    assertEquals("f.yaml:1:15 PFC201", bad.span().orElseThrow() + " " + bad.code());
    Diagnostic port = YamlReader.read("f.yaml", "hosts:\n  - {name: S1, at: \"T0:a b\"}\n").diagnostics().get(0);
    assertEquals(new SourceSpan("f.yaml", 2, 24, 2, 27), port.span().orElseThrow(), "the port inside the quotes");
  }

  @Test
  void theNetworkIsNamedAfterTheFileUnlessItSaysOtherwise() {
    assertEquals("fabric", YamlReader.read("dir/fabric.yaml", "switches: [{name: T0}]\n").network().orElseThrow().name());
    assertEquals("n", read(FABRIC).name());
  }

  @Test
  void aDocumentWithoutStatementsHasNothingToCheck() {
    for (String empty : List.of("", "# only a comment\n", "{}\n", "---\n")) {
      assertEquals(List.of(Code.PFC007), YamlReader.read("e.yaml", empty).diagnostics().stream().map(Diagnostic::code)
          .toList(), empty);
    }
  }

  @Test
  void aByteOrderMarkAndWindowsLineEndsAreFine() {
    assertEquals(read(FABRIC), read("\uFEFF" + FABRIC.replace("\n", "\r\n")));
  }

  @Test
  void aStatementWithAnUnknownKeyStillDeclaresItsNames() {
    ParseResult r = YamlReader.read("f.yaml", "switches:\n  - {name: T0, tir: tor}\n  - {name: L0}\nlinks: [[T0, L0]]\n");
    assertEquals(List.of(Code.PFC024), r.diagnostics().stream().map(Diagnostic::code).toList());
    assertEquals(2, r.partial().orElseThrow().switches().size(), "T0 is declared: no cascade of unknown switches");
    assertTrue(r.network().isEmpty());
  }

  @Test
  void theFileNameSaysTheForm(@TempDir Path dir) throws Exception {
    Path yaml = Files.writeString(dir.resolve("f.YML"), FABRIC);
    Path pfc = Files.writeString(dir.resolve("f.pfc"), "network n\nswitch T0\n");
    assertTrue(YamlReader.isYaml("a.yaml") && YamlReader.isYaml("b.yml") && YamlReader.isYaml("C.YAML"));
    assertEquals(read(FABRIC), FabricReader.readFile(yaml).network().orElseThrow());
    assertEquals(1, FabricReader.readFile(pfc).network().orElseThrow().switches().size());
    assertEquals(Code.PFC002, FabricReader.readFile(dir.resolve("missing.yaml")).diagnostics().get(0).code());
    assertEquals(read(FABRIC), FabricReader.read("x.yaml", FABRIC).network().orElseThrow());
  }
}
