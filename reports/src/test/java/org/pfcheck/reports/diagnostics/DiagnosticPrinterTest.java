package org.pfcheck.reports.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Severity;
import org.pfcheck.reports.SourceText;

class DiagnosticPrinterTest {
  private final DiagnosticPrinter printer = new DiagnosticPrinter(
      Map.of("a.pfc", List.of("switch T0", "link T9 -- L0", "\tlossless 9", "switch A\u001b[31m\u007f\u0085 x"))::get);

  @Test
  void printsHeaderSourceLineCaretAndHint() {
    Diagnostic d = Diagnostic.of(Code.PFC102, new SourceSpan("a.pfc", 2, 6, 2, 8), "unknown switch \"T9\"",
        "declare it with \"switch T9\"");
    assertEquals("""
        a.pfc:2:6: error[PFC102]: unknown switch "T9"
           2 | link T9 -- L0
             |      ^~
          = help: declare it with "switch T9"
        1 error
        """, printer.render(List.of(d)));
  }

  @Test
  void sortsBySourceAndKeepsTabsUnderTheCaret() {
    Diagnostic late = Diagnostic.of(Code.PFC201, new SourceSpan("a.pfc", 3, 11, 3, 12), "priority 9 out of range", "");
    Diagnostic early = new Diagnostic(Code.PFC212, Severity.WARNING, Optional.of(SourceSpan.at("a.pfc", 1, 1)),
        "statement has no effect", "");
    String out = printer.render(List.of(late, early));
    assertEquals("""
        a.pfc:1:1: warning[PFC212]: statement has no effect
           1 | switch T0
             | ^
        a.pfc:3:11: error[PFC201]: priority 9 out of range
           3 | \tlossless 9
             | \t         ^
        1 error, 1 warning
        """, out);
  }

  @Test
  void controlCharactersInTheQuotedLineAreShownNotSentToTheTerminal() {
    Diagnostic d = Diagnostic.of(Code.PFC001, new SourceSpan("a.pfc", 4, 13, 4, 14), "expected end of line", "");
    assertEquals("""
        a.pfc:4:13: error[PFC001]: expected end of line
           4 | switch A\u241b[31m\u2421\ufffd x
             |             ^
        1 error
        """, printer.render(List.of(d)));
  }

  @Test
  void withoutPositionOrKnownLinePrintsHeaderOnly() {
    Diagnostic none = new Diagnostic(Code.PFC301, Severity.ERROR, Optional.empty(), "input too large", "");
    Diagnostic elsewhere = Diagnostic.of(Code.PFC002, SourceSpan.at("gone.pfc", 4, 2), "unreadable file", "");
    assertEquals("gone.pfc:4:2: error[PFC002]: unreadable file\nerror[PFC301]: input too large\n2 errors\n",
        new DiagnosticPrinter(f -> List.of()).render(List.of(none, elsewhere)));
  }

  @Test
  void summaryCountsBothKinds() {
    assertEquals("no problems", DiagnosticPrinter.summary(List.of()));
    Diagnostic w = new Diagnostic(Code.PFC210, Severity.WARNING, Optional.empty(), "w", "");
    assertEquals("2 warnings", DiagnosticPrinter.summary(List.of(w, w)));
  }

  @Test
  void aLongLineIsQuotedAroundTheSpanWithTheCaretUnderIt() {
    String line = "dscp " + "1, ".repeat(100) + "99 -> 3" + ", 2".repeat(100);
    int column = line.indexOf("99") + 1;
    Diagnostic d = Diagnostic.of(Code.PFC201, new SourceSpan("long.pfc", 1, column, 1, column + 2), "DSCP 99", "");
    String out = new DiagnosticPrinter(Map.of("long.pfc", List.of(line))::get).render(List.of(d));
    String[] lines = out.split("\n");
    String quote = lines[1].substring("   1 | ".length());
    String caret = lines[2].substring("     | ".length());
    assertEquals("^~", caret.strip(), out);
    assertEquals("99", quote.substring(caret.indexOf('^'), caret.indexOf('^') + 2), out);
    assertTrue(quote.startsWith("…") && quote.endsWith("…"), quote);
    assertTrue(quote.length() <= SourceText.MAX_QUOTE + 2, quote);
  }

  @Test
  void fourThousandErrorsOnOneLongLinePrintInSpaceLinearInTheInput() {
    StringBuilder line = new StringBuilder("dscp ");
    List<Diagnostic> errors = new ArrayList<>();
    for (int k = 0; k < 4000; k++) {
      int column = line.length() + 1;
      line.append(10000 + k).append(", ");
      errors.add(Diagnostic.of(Code.PFC201, new SourceSpan("big.pfc", 1, column, 1, column + 5),
          "DSCP value " + (10000 + k) + " is outside 0..63", "DSCP is a 6-bit field: 0..63"));
    }
    errors.add(Diagnostic.of(Code.PFC208, SourceSpan.at("big.pfc", 1, 1), "another kind", "other help"));
    String out = new DiagnosticPrinter(Map.of("big.pfc", List.of(line.toString()))::get).render(errors);
    assertTrue(line.length() > 27_000, "a 27 KB line");
    assertTrue(out.length() < 2_000, out.length() + " characters:\n" + out);
    assertTrue(out.contains("big.pfc:1:6: error[PFC201]: DSCP value 10000 is outside 0..63\n   1 | dscp 10000,"), out);
    assertTrue(out.contains("big.pfc:1:69: error[PFC201]: DSCP value 10009 is outside 0..63\n"), out);
    assertTrue(out.contains("big.pfc:1: note: 3990 more error[PFC201] on this line, up to column "), out);
    assertEquals(1, out.split("= help: DSCP is a 6-bit field", -1).length - 1, "the same help once:\n" + out);
    assertTrue(out.contains("big.pfc:1:1: error[PFC208]: another kind\n"), out);
    assertTrue(out.endsWith("4001 errors\n"), out);
  }

  @Test
  void bidirectionalControlsInTheQuotedLineAreShownNotApplied() {
    Diagnostic d = Diagnostic.of(Code.PFC001, SourceSpan.at("b.pfc", 1, 1), "syntax", "");
    String out = new DiagnosticPrinter(Map.of("b.pfc", List.of("switch A # \u202eevil\u2066x\u2069 \u200b"))::get)
        .render(List.of(d));
    assertTrue(out.contains("   1 | switch A # \ufffdevil\ufffdx\ufffd \ufffd\n"), out);
  }

  @Test
  void textFromTheInputInMessagesHintsAndFileNamesIsShownNotSentToTheTerminal() {
    // an InfiniBand device description, a file name with a newline: quoted in messages, never applied
    Diagnostic d = Diagnostic.of(Code.PFC453, SourceSpan.at("dump\nx.lst", 1, 1),
        "described differently (description 'MT\u001b]0;title\u0007 \u202eevil')", "rename '\u001b[31m'");
    String out = new DiagnosticPrinter(file -> null).render(List.of(d));
    assertEquals("dump\u240ax.lst:1:1: error[PFC453]: described differently (description 'MT\u241b]0;title\u2407 "
        + "\ufffdevil')\n  = help: rename '\u241b[31m'\n1 error\n", out);
  }

  @Test
  void aVeryLongMessageIsCutInTheMiddle() {
    String name = "x".repeat(10_000);
    Diagnostic d = Diagnostic.of(Code.PFC102, null, "names switch '" + name + "', which is not declared", "");
    assertEquals(Diagnostic.MAX_TEXT, d.message().length());
    assertTrue(d.message().startsWith("names switch 'xxx") && d.message().endsWith("x', which is not declared"));
    assertTrue(d.message().contains("…"));
  }
}
