package org.pfcheck.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * On a GitHub Actions runner no line pfcheck writes to stderr is a workflow command (issue 20, item
 * 10): a diagnostic starts with the file's name, and a file may be named {@code ::error::x.pfc}.
 */
class WorkflowLogStreamTest {
  private static String through(String... writes) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream err = new PrintStream(WorkflowLogStream.on(bytes, Map.of("GITHUB_ACTIONS", "true")), true,
        StandardCharsets.UTF_8)) {
      for (String w : writes) {
        err.print(w);
        err.flush();
      }
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void commandsAreNeutralisedAndTheRestKept() throws IOException {
    assertEquals("\\::error file=x::f.pfc:1:1: error[PFC001]: 'bogus' does not start a statement\n"
        + "  31 | bogus #\\#[add-mask]secret\n  \\::warning::w\r\\::set-output name=x::y\nplain ::text é\n",
        through("::error file=x::f.pfc:1:1: error[PFC001]: 'bogus' does not start a statement\n"
            + "  31 | bogus ##[add-mask]secret\n  ::warning::w\r::set-output name=x::y\nplain ::text é\n"));
  }

  @Test
  void aLineWrittenInPiecesIsOneLine() throws IOException {
    assertEquals("\\::err::x ok\n\\::b", through("::", "err::x", " ok\n", "::b"));
    assertEquals("  \\::e\nx #\\#[m] ##\n", through(" ", " :", ":e\nx #", "#", "[m] ##\n"));
  }

  /** The runner trims .NET's white space, Unicode's included: a file may be named with a no-break space. */
  @Test
  void commandsAfterUnicodeWhiteSpaceAreNeutralised() throws IOException {
    assertEquals("\u00a0\\::warning::x.pfc:1:1\n\u3000 \\::stop-commands::t\n\u2007\\::e\n\u00e9 text ::ok\n",
        through("\u00a0::warning::x.pfc:1:1\n\u3000 ::stop-commands::t\n", "\u2007", ":", ":e\n\u00e9 text ::ok\n"));
  }

  @Test
  void elsewhereStderrIsUntouched() {
    OutputStream raw = new ByteArrayOutputStream();
    assertSame(raw, WorkflowLogStream.on(raw, Map.of()));
  }
}
