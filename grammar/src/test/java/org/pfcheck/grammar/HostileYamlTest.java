package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.grammar.yaml.YamlReader;
import org.pfcheck.grammar.yaml.YamlTree;
import org.pfcheck.grammar.yaml.YamlWords;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * Hostile YAML ends in a located diagnostic, never an exception or a network: alias bombs, deep
 * nesting, long lines, huge values, tags that would build objects, repeated keys, several documents,
 * characters YAML forbids. (How fast: bench/yaml/run.sh.)
 */
class HostileYamlTest {
  private static List<String> read(String text) {
    ParseResult r = YamlReader.read("h.yaml", text);
    assertTrue(r.network().isEmpty(), "no network from hostile input");
    assertTrue(r.diagnostics().stream().allMatch(d -> d.span().isPresent()), () -> "unlocated: " + r.diagnostics());
    return r.diagnostics().stream().map(HostileYamlTest::brief).toList();
  }

  private static String brief(Diagnostic d) {
    return d.code() + "@" + d.span().orElseThrow().line() + ":" + d.span().orElseThrow().column();
  }

  /** Issue 20, item 11: the libraries' words and class names stay out of the messages. */
  @Test
  void errorsAreInPfchecksWords() {
    for (String[] c : new String[][] {
        {"? [a, b]\n: c\n", "malformed YAML: a key must be a plain value (a name or a number), not a list"},
        {"network: a\n? {x: 1}\n: c\n", "malformed YAML: a key must be a plain value (a name or a number), not a mapping"},
        {"network: a\nswitches: !!binary abc\n", "malformed YAML: a !!binary value is not valid base64"}}) {
      ParseResult r = YamlReader.read("h.yaml", c[0]);
      assertEquals(List.of(c[1]), r.diagnostics().stream().map(Diagnostic::message).toList(), c[0]);
    }
    assertEquals("while parsing: expected a value, got a list", YamlWords.of("while parsing: expected a value, got"
        + " <org.yaml.snakeyaml.events.SequenceStartEvent(anchor=null, tag=null, implicit=true)>"));
    assertEquals("the YAML is not well-formed here", YamlWords.of("bad com.fasterxml.jackson.Thing state"));
  }

  @Test
  void aBillionLaughsFailsAtItsAnchorsWithoutExpandingAnything() {
    StringBuilder bomb = new StringBuilder("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (char c = 'b'; c <= 'j'; c++) {
      String prev = "*" + (char) (c - 1);
      bomb.append(c).append(": &").append(c).append(" [").append(String.join(", ", java.util.Collections.nCopies(9,
          prev))).append("]\n");
    }
    List<String> found = read(bomb.toString());
    assertEquals("PFC021@1:4", found.stream().filter(f -> f.startsWith("PFC021")).findFirst().orElseThrow());
    assertEquals(10 + 81, found.stream().filter(s -> s.startsWith("PFC021")).count(), "every anchor and alias, once");
  }

  @Test
  void deepNestingStopsAtTheLimit() {
    assertEquals(List.of("PFC022@1:41"), read("network: " + "[".repeat(40) + "]".repeat(40) + "\n"));
    StringBuilder block = new StringBuilder();
    for (int k = 0; k < 200; k++) {
      block.append("  ".repeat(k)).append("k").append(k).append(":\n");
    }
    assertEquals(List.of("PFC022@33:65"), read(block.toString()));
  }

  @Test
  void aLongLineIsRefusedBeforeParsing() {
    assertEquals(List.of("PFC022@2:" + (YamlTree.MAX_LINE + 1)), read("network: n\ndead: [" + "h, ".repeat(30_000)
        + "h]\n"));
    assertEquals(List.of("PFC022@1:" + (YamlTree.MAX_LINE + 1)), read("network: " + "x".repeat(1_000_000) + "\n"));
  }

  @Test
  void aHugeValueIsRefused() {
    assertEquals(List.of("PFC022@1:10"), read("network: |\n" + ("  " + "x".repeat(60) + "\n").repeat(100)));
  }

  @Test
  void tagsNeverBuildAnything() {
    assertEquals(List.of("PFC021@1:10", "PFC023@1:10", "PFC021@2:11", "PFC021@3:24"), read("""
        network: !!python/object/apply:os.system ["echo pwned"]
        switches: !!seq [{name: T0}]
        hosts: [{name: S1, at: !!java.net.URL T0}]
        """));
  }

  @Test
  void repeatedKeysAreAllReported() {
    assertEquals(List.of("PFC026@2:1", "PFC026@4:25", "PFC026@5:1"), read("""
        network: a
        network: b
        switches:
          - {name: T0, tier: t, tier: u}
        network: c
        """));
  }

  @Test
  void aSecondDocumentAndForbiddenCharactersAreErrors() {
    assertEquals(List.of("PFC021@3:1"), read("network: a\n---\nnetwork: b\n"));
    assertEquals(List.of("PFC020@2:10"), read("network: a\ndead: [h0\u0007]\n"));
    assertEquals(List.of("PFC020@2:11"), read("network: a\n  switches: [\n"));
  }
}
