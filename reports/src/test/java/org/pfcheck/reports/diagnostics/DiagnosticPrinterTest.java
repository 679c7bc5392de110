package org.pfcheck.reports.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Severity;

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
}
