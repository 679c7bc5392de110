package org.pfcheck.model.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** No text passed through {@link PfcText} ends a line of a {@code .pfc} or YAML file. */
class PfcTextTest {
  /** What the {@code .pfc} lexer (CR, LF) and YAML 1.1 (also NEL, LS, PS) read as a line end. */
  private static final String LINE_ENDS = "\r\n\u0085\u2028\u2029";

  @Property
  void noLineEndSurvives(@ForAll String text) {
    String line = PfcText.line(text);
    for (char c : LINE_ENDS.toCharArray()) {
      assertFalse(line.indexOf(c) >= 0, () -> "U+" + Integer.toHexString(c) + " in " + line);
    }
    assertEquals(text.length(), line.length(), "one character for one: columns still line up");
  }

  @Test
  void aStatementToInjectStaysInTheComment() {
    assertEquals("# a\u240adefault on-mac-miss drop-lossless\u240d", PfcText.comment("a\ndefault on-mac-miss drop-lossless\r"));
    assertEquals("plain text, kept", PfcText.line("plain text, kept"));
  }
}
