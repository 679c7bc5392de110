package org.pfcheck.repair.pfc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Edits of lines and their unified diffs: the diff applies, strictly, and gives the edited text. */
class UnifiedDiffTest {
  @Test
  void aReplacedLineInTheMiddle() {
    SourceLines old = new SourceLines("a\nb\nc\nd\ne\nf\ng\nh\n");
    List<TextEdit> edits = old.edits(Map.of(4, List.of("D", "D2")), List.of());
    assertEquals("a\nb\nc\nD\nD2\ne\nf\ng\nh\n", old.apply(edits));
    assertEquals("--- x\n+++ x\n@@ -1,7 +1,8 @@\n a\n b\n c\n-d\n+D\n+D2\n e\n f\n g\n",
        UnifiedDiff.render("x", "x", old, edits));
  }

  @Test
  void linesAddedAtTheEndOfAFileWithoutAFinalNewline() {
    SourceLines old = new SourceLines("a\nb");
    List<TextEdit> edits = old.edits(Map.of(), List.of("", "c"));
    assertEquals("a\nb\n\nc\n", old.apply(edits));
    String diff = UnifiedDiff.render("x", "x", old, edits);
    assertEquals("--- x\n+++ x\n@@ -1,2 +1,4 @@\n a\n-b\n\\ No newline at end of file\n+b\n+\n+c\n", diff);
    assertEquals("a\nb\n\nc\n", DiffApplier.apply("a\nb", diff));
  }

  @Test
  void aDeletedLineAndCrlfLineEnds() {
    SourceLines old = new SourceLines("a\r\nb\r\nc\r\n");
    List<TextEdit> edits = old.edits(Map.of(2, List.of()), List.of("z"));
    assertEquals("a\r\nc\r\nz\r\n", old.apply(edits));
    assertEquals("a\r\nc\r\nz\r\n", DiffApplier.apply("a\r\nb\r\nc\r\n", UnifiedDiff.render("x", "x", old, edits)));
  }

  @Test
  void noEditsNoDiff() {
    SourceLines old = new SourceLines("a\n");
    assertEquals("", UnifiedDiff.render("x", "x", old, old.edits(Map.of(), List.of())));
  }

  /** A text and edits of it. */
  record Case(List<String> lines, boolean finalNewline, Map<Integer, List<String>> replaced, List<String> appended) {
    String text() {
      String t = String.join("\n", lines);
      return finalNewline ? t + "\n" : t;
    }
  }

  @Provide
  Arbitrary<Case> cases() {
    Arbitrary<String> line = Arbitraries.strings().withChars("abc #").ofMaxLength(4);
    return line.list().ofMinSize(1).ofMaxSize(30).flatMap(lines -> {
      Arbitrary<Map<Integer, List<String>>> replaced = Arbitraries.maps(Arbitraries.integers().between(1, lines.size()),
          line.list().ofMaxSize(3)).ofMaxSize(6).map(TreeMap::new);
      // a file that does not end with a newline ends with some text (else it is the same file as one that does)
      Arbitrary<Boolean> newline = lines.get(lines.size() - 1).isEmpty() ? Arbitraries.just(true)
          : Arbitraries.of(true, false);
      return Combinators.combine(newline, replaced, line.list().ofMaxSize(3))
          .as((nl, r, a) -> new Case(lines, nl, r, a));
    });
  }

  @Property(tries = 500)
  void theDiffAppliesAndGivesTheEditedText(@ForAll("cases") Case c) {
    SourceLines old = new SourceLines(c.text());
    List<TextEdit> edits = old.edits(c.replaced(), c.appended());
    String edited = old.apply(edits);
    List<String> expected = new ArrayList<>();
    for (int n = 1; n <= c.lines().size(); n++) {
      expected.addAll(c.replaced().getOrDefault(n, List.of(c.lines().get(n - 1))));
    }
    expected.addAll(c.appended());
    boolean stillUnterminated = !c.finalNewline() && c.appended().isEmpty()
        && !(c.replaced().containsKey(c.lines().size()) && c.replaced().get(c.lines().size()).isEmpty());
    String want = String.join("\n", expected) + (expected.isEmpty() || stillUnterminated ? "" : "\n");
    assertEquals(want, edited, c::toString);
    String diff = UnifiedDiff.render("x", "x", old, edits);
    assertEquals(edited, edits.isEmpty() ? c.text() : DiffApplier.apply(c.text(), diff), diff);
  }
}
