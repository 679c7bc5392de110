package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * The examples of docs/language.md are valid syntax, its complete example reads cleanly, and
 * docs/diagnostics.md has a row for every diagnostic code.
 */
class DocsTest {
  private static final Set<Code> SYNTAX = Set.of(Code.PFC001, Code.PFC003, Code.PFC004, Code.PFC005, Code.PFC006);

  private static List<String> codeBlocks() {
    List<String> blocks = new ArrayList<>();
    StringBuilder current = null;
    for (String line : Fixtures.text(Path.of("..", "docs", "language.md")).split("\n")) {
      if (line.startsWith("```")) {
        if (current != null) {
          blocks.add(current.toString());
        }
        current = current == null ? new StringBuilder() : null;
      } else if (current != null) {
        current.append(line).append('\n');
      }
    }
    return blocks;
  }

  @Test
  void everyExampleIsValidSyntax() {
    List<String> blocks = codeBlocks();
    assertTrue(blocks.size() > 10);
    for (String block : blocks) {
      List<Diagnostic> bad = PfcReader.read("doc.pfc", block).diagnostics().stream()
          .filter(d -> SYNTAX.contains(d.code())).toList();
      assertEquals(List.of(), bad, block);
    }
  }

  @Test
  void theCompleteExampleReadsCleanly() {
    List<String> blocks = codeBlocks();
    ParseResult r = PfcReader.read("sigcomm16.pfc", blocks.get(blocks.size() - 1));
    assertEquals(List.of(), r.diagnostics());
    var n = r.network().orElseThrow();
    assertEquals(List.of(4, 4, 4, 1), List.of(n.switches().size(), n.hosts().size(), n.links().size(),
        n.scenario().deadHosts().size()));
    assertEquals("10.0.1.1", n.hosts().get(2).address().orElseThrow().toString());
  }

  @Test
  void everyDiagnosticCodeHasItsRowInDiagnosticsMd() {
    String doc = Fixtures.text(Path.of("..", "docs", "diagnostics.md"));
    for (Code c : Code.values()) {
      assertTrue(doc.contains("\n| " + c.name() + " | " + c.title()), c + " (" + c.title() + ") is not documented");
    }
  }
}
