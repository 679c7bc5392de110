package org.pfcheck.model.diagnostics;

/**
 * Text from an input made safe to show to a person: in a terminal, a CI log, a quote or a comment of a
 * printed file. An input must not be able to drive the terminal (escape sequences), end a line where it
 * shows (a newline in a file name or a device description would start a statement of a printed
 * {@code .pfc}), nor make the text read differently from what it is (bidirectional overrides, zero-width
 * marks, line separators that editors break lines at). Stateless.
 */
public final class Visible {
  private Visible() {
  }

  /**
   * {@code text} with C0 controls but tab as their Unicode control pictures (ESC as U+241B, newline as
   * U+240A), DEL as U+2421, and C1 controls, format characters (category Cf: U+202E, U+2066, U+200B, ...)
   * and line and paragraph separators (U+2028, U+2029) as U+FFFD: one character for one, so that columns
   * still line up. Text without any of them is returned as it is.
   */
  public static String text(String text) {
    StringBuilder out = null;
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      if (c == '\t' || !hidden(c)) {
        if (out != null) {
          out.append(c);
        }
        continue;
      }
      if (out == null) {
        out = new StringBuilder(text.length()).append(text, 0, k);
      }
      out.append(c < 0x20 ? (char) (0x2400 + c) : c == 0x7f ? '\u2421' : '\uFFFD');
    }
    return out == null ? text : out.toString();
  }

  private static boolean hidden(char c) {
    int type = Character.getType(c);
    return Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
        || type == Character.PARAGRAPH_SEPARATOR;
  }
}
