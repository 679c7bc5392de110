package org.pfcheck.model.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class VisibleTest {
  @Test
  void controlsFormatCharactersAndLineSeparatorsAreShownOneForOne() {
    assertEquals("a\u240ab\u240dc\u241b[31m\u2421\ufffd\tx", Visible.text("a\nb\rc\u001b[31m\u007f\u0085\tx"));
    assertEquals("\ufffdevil\ufffd \ufffd\ufffd\ufffd", Visible.text("\u202eevil\u2066 \u200b\u2028\u2029"));
  }

  @Test
  void plainTextIsReturnedAsItIs() {
    String plain = "switch T0 tier tor  # café, 10 µs, →";
    assertSame(plain, Visible.text(plain));
  }
}
